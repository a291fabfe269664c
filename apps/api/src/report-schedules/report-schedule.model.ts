import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ScheduleType } from '#domain/report-schedules';
import { RunStatus } from '#domain/workflow-runs';
import { MutationPayload } from '../graphql/mutation-payload.js';

registerEnumType(ScheduleType, { name: 'ScheduleType', description: 'How often a report schedule runs' });

/** A scheduled report (organization settings "schedules", spec 000 §3). */
@ObjectType()
export class ReportSchedule {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field()
  enabled: boolean;

  @Field(() => ScheduleType)
  scheduleType: ScheduleType;

  @Field(() => [Int], { description: 'Days of the week for WEEKLY: 0 Sunday to 6 Saturday' })
  days: number[];

  @Field(() => Int, { description: "0 to 23, in the organization's time zone" })
  hour: number;

  @Field(() => [String])
  recipients: string[];

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  startDate: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, included' })
  endDate: string | null;
}

/** One run of a schedule (its run log), with the spec's run status. */
@ObjectType()
export class ReportScheduleRun {
  @Field(() => ID)
  id: string;

  @Field({ description: 'The hour the run was due' })
  slotAt: Date;

  @Field({ description: "Where the report's period starts" })
  periodStart: Date;

  @Field(() => RunStatus)
  status: RunStatus;

  @Field()
  startedAt: Date;

  @Field(() => Date, { nullable: true })
  finishedAt: Date | null;

  @Field(() => String, { nullable: true })
  error: string | null;
}

@InputType()
export class ReportScheduleInput {
  @Field()
  name: string;

  @Field()
  enabled: boolean;

  @Field(() => ScheduleType)
  scheduleType: ScheduleType;

  @Field(() => [Int], { nullable: true })
  days?: number[] | null;

  @Field(() => Int)
  hour: number;

  @Field(() => [String])
  recipients: string[];

  @Field(() => String, { nullable: true })
  startDate?: string | null;

  @Field(() => String, { nullable: true })
  endDate?: string | null;
}

@ObjectType()
export class ReportSchedulePayload extends MutationPayload {
  @Field(() => ReportSchedule)
  reportSchedule: ReportSchedule;
}
