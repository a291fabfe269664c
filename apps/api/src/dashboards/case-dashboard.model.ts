import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { CaseStatus } from '#domain/cases';
import { CaseAgeBucket } from '#domain/dashboards';
import { AliasKey } from '#domain/organizations';

registerEnumType(CaseAgeBucket, {
  name: 'CaseAgeBucket',
  description: 'Age of an open case in days: under 7, 7 to 30, 30 to 90, over 90',
});

@ObjectType()
export class DashboardStageCount {
  @Field(() => AliasKey, { description: 'The stage (spec 000 §1) as its alias key' })
  stage: AliasKey;

  @Field({ description: "The stage's label in the organization's aliases" })
  label: string;

  @Field(() => Int)
  count: number;
}

@ObjectType()
export class DashboardStatusCount {
  @Field(() => CaseStatus)
  status: CaseStatus;

  @Field(() => Int)
  count: number;
}

@ObjectType()
export class DashboardAgeCount {
  @Field(() => CaseAgeBucket)
  bucket: CaseAgeBucket;

  @Field()
  label: string;

  @Field(() => Int)
  count: number;
}

@ObjectType()
export class DashboardAssigneeCount {
  @Field(() => ID, { nullable: true, description: 'Null for the cases nobody is assigned to' })
  assigneeId: string | null;

  @Field({ description: '"Unassigned", the assignee\'s name, or "Former user"' })
  name: string;

  @Field(() => Int)
  count: number;

  @Field(() => Int, { description: 'Of these, the overdue ones' })
  overdueCount: number;
}

@ObjectType()
export class DashboardTimeToDecision {
  @Field(() => Int, { description: 'Cases first decided (approved or denied) within this many last days' })
  windowDays: number;

  @Field(() => Int)
  decidedCount: number;

  @Field(() => Float, { nullable: true, description: 'Median days from submission to first decision' })
  medianDays: number | null;

  @Field(() => Float, { nullable: true, description: '90th percentile of days from submission to first decision' })
  p90Days: number | null;
}

@ObjectType({
  description:
    "Overdue open cases by the organization's reminder day counts: a comment or note unacknowledged for " +
    'unacknowledgedAfterDays, or an assignment not accepted for notAcceptedAfterDays',
})
export class DashboardOverdue {
  @Field(() => Int, { description: 'Open cases overdue for either reason (each counted once)' })
  caseCount: number;

  @Field(() => Int)
  unacknowledgedCount: number;

  @Field(() => Int)
  notAcceptedCount: number;

  @Field(() => Int)
  unacknowledgedAfterDays: number;

  @Field(() => Int)
  notAcceptedAfterDays: number;

  @Field({ description: 'Whether the day counts are business days' })
  businessDays: boolean;
}

@ObjectType({ description: "One organization's open cases (not archived, not test), overdue items and decisions" })
export class CaseDashboard {
  @Field(() => ID)
  organizationId: string;

  @Field()
  organizationName: string;

  @Field({ description: 'The time ages and overdue items were counted from' })
  generatedAt: Date;

  @Field(() => Int)
  openCaseCount: number;

  @Field(() => [DashboardStageCount])
  byStage: DashboardStageCount[];

  @Field(() => [DashboardStatusCount])
  byStatus: DashboardStatusCount[];

  @Field(() => [DashboardAgeCount])
  byAge: DashboardAgeCount[];

  @Field(() => [DashboardAssigneeCount], { description: 'Most cases first; assigneeId null is the unassigned ones' })
  byAssignee: DashboardAssigneeCount[];

  @Field(() => DashboardTimeToDecision)
  timeToDecision: DashboardTimeToDecision;

  @Field(() => DashboardOverdue)
  overdue: DashboardOverdue;
}
