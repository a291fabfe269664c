import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { CaseStatus } from '#domain/cases';
import { CaseAgeBucket } from '#domain/dashboards';
import { AliasKey } from '#domain/organizations';
import { ReportDurationMeasure, ReportGranularity, ReportOutcomeDimension } from '#domain/reports';

registerEnumType(ReportGranularity, {
  name: 'ReportGranularity',
  description: 'Periods of a report: calendar weeks (Monday first), months, quarters, or the whole range as one',
});
registerEnumType(ReportOutcomeDimension, { name: 'ReportOutcomeDimension' });
registerEnumType(ReportDurationMeasure, {
  name: 'ReportDurationMeasure',
  description:
    'From submission to: the first comment, e-mail or SMS by someone other than the employee (FIRST_RESPONSE); ' +
    'the case being accepted, its in-progress time (ACCEPTANCE); its first approval or denial (DECISION)',
});

@InputType({ description: "A report's range, both days included, in the organization's time zone" })
export class CaseReportInput {
  @Field(() => ReportGranularity)
  granularity: ReportGranularity;

  @Field({ description: 'First day, YYYY-MM-DD' })
  from: string;

  @Field({ description: 'Last day, YYYY-MM-DD (at most 1,100 days after from)' })
  to: string;
}

@ObjectType()
export class ReportPeriod {
  @Field({ description: 'First local day of the period (clipped to the range)' })
  start: string;

  @Field({ description: 'Last local day of the period (clipped to the range)' })
  end: string;

  @Field(() => Int, { description: 'Cases created in the period' })
  opened: number;

  @Field(() => Int, { description: 'Cases first approved or denied in the period' })
  decided: number;

  @Field(() => Int, { description: 'Cases closed (archived) in the period and not reopened since' })
  closed: number;

  @Field(() => Int, { description: 'FMLA hours entries recorded in the period' })
  fmlaEntries: number;

  @Field(() => Float)
  fmlaHoursTaken: number;

  @Field(() => Float)
  workHoursMissed: number;
}

@ObjectType({ description: 'Outcomes of the cases first decided in the range, by one dimension' })
export class ReportOutcome {
  @Field(() => ReportOutcomeDimension)
  dimension: ReportOutcomeDimension;

  @Field(() => String, { nullable: true, description: 'The category, case type or visit type; null: none' })
  value: string | null;

  @Field()
  label: string;

  @Field(() => Int)
  approved: number;

  @Field(() => Int)
  denied: number;
}

@ObjectType({ description: 'A response time over the cases opened in the range' })
export class ReportDuration {
  @Field(() => ReportDurationMeasure)
  measure: ReportDurationMeasure;

  @Field()
  label: string;

  @Field(() => Int, { description: 'Cases opened in the range' })
  cohortCount: number;

  @Field(() => Int, { description: 'Of them, those the measure has happened to' })
  measuredCount: number;

  @Field(() => Float, { nullable: true })
  medianHours: number | null;

  @Field(() => Float, { nullable: true })
  p90Hours: number | null;
}

@ObjectType()
export class ReportAgeCount {
  @Field(() => CaseAgeBucket)
  bucket: CaseAgeBucket;

  @Field(() => Int)
  count: number;
}

@ObjectType({ description: 'Open cases now (not archived, not test) at one stage, by age' })
export class ReportStageAge {
  @Field(() => AliasKey)
  stage: AliasKey;

  @Field({ description: "The stage's label in the organization's aliases" })
  label: string;

  @Field(() => [ReportAgeCount])
  byAge: ReportAgeCount[];

  @Field(() => Int)
  total: number;
}

@ObjectType()
export class ReportUnacknowledged {
  @Field(() => Int, { description: 'Open cases with an unacknowledged comment or internal note' })
  caseCount: number;

  @Field(() => Int)
  commentCount: number;

  @Field(() => Int)
  noteCount: number;
}

@ObjectType()
export class ReportStatusCount {
  @Field(() => CaseStatus)
  status: CaseStatus;

  @Field(() => Int)
  count: number;
}

@ObjectType({ description: "An assignee's open cases now" })
export class ReportWorkload {
  @Field(() => ID, { nullable: true, description: 'Null for the open cases nobody is assigned to' })
  assigneeId: string | null;

  @Field()
  name: string;

  @Field(() => Int)
  openCount: number;

  @Field(() => [ReportStatusCount])
  byStatus: ReportStatusCount[];

  @Field(() => Int)
  unacknowledgedCaseCount: number;
}

@ObjectType({ description: 'Paid payments of a period (by payment time), in cents' })
export class ReportPaymentPeriod {
  @Field({ description: 'First local day of the period' })
  period: string;

  @Field()
  end: string;

  @Field(() => Int)
  paymentCount: number;

  @Field(() => Float)
  totalPayments: number;

  @Field(() => Float)
  totalCosts: number;

  @Field(() => Float)
  totalPayoutAmount: number;

  @Field(() => Float)
  totalPaymentProcessingFees: number;

  @Field(() => Float)
  totalPharmacyFees: number;

  @Field(() => Float)
  totalSyringeKitFees: number;

  @Field(() => Float)
  totalConsultFees: number;

  @Field(() => Float)
  totalShippingFees: number;

  @Field(() => Float)
  totalTechPlatformFees: number;
}

@ObjectType({ description: "One organization's report over a range, in its time zone" })
export class CaseReport {
  @Field(() => ID)
  organizationId: string;

  @Field()
  organizationName: string;

  @Field({ description: 'The IANA time zone periods are counted in' })
  timeZone: string;

  @Field(() => ReportGranularity)
  granularity: ReportGranularity;

  @Field()
  from: string;

  @Field()
  to: string;

  @Field({ description: 'The time open cases were counted at' })
  generatedAt: Date;

  @Field(() => [ReportPeriod])
  periods: ReportPeriod[];

  @Field(() => [ReportOutcome])
  outcomes: ReportOutcome[];

  @Field(() => [ReportDuration])
  responseTimes: ReportDuration[];

  @Field(() => [ReportStageAge])
  openByStageAndAge: ReportStageAge[];

  @Field(() => ReportUnacknowledged)
  unacknowledged: ReportUnacknowledged;

  @Field(() => [ReportWorkload], { description: 'Most open cases first' })
  workload: ReportWorkload[];

  @Field(() => [ReportPaymentPeriod], {
    nullable: true,
    description: 'Partner organizations, for who may read payment totals there; else null',
  })
  payments: ReportPaymentPeriod[] | null;
}
