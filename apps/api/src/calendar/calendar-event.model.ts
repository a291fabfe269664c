import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { CalendarEventChangeKind } from '#domain/calendar';
import { MutationPayload } from '../graphql/mutation-payload.js';

registerEnumType(CalendarEventChangeKind, { name: 'CalendarEventChangeKind' });

@ObjectType()
export class MeetingCancellation {
  @Field(() => String, { nullable: true })
  canceledBy: string | null;

  @Field(() => String, { nullable: true })
  reason: string | null;
}

/** Spec 000 §3 "Meeting details", from a scheduling service. */
@ObjectType()
export class MeetingDetails {
  @Field(() => String, { nullable: true })
  timezone: string | null;

  @Field(() => String, { nullable: true })
  meetingLink: string | null;

  @Field(() => String, { nullable: true })
  cancelUrl: string | null;

  @Field(() => String, { nullable: true })
  rescheduleUrl: string | null;

  @Field(() => String, { nullable: true })
  start: string | null;

  @Field(() => String, { nullable: true })
  end: string | null;

  @Field(() => String, { nullable: true })
  provider: string | null;

  @Field(() => String, { nullable: true })
  notes: string | null;

  @Field(() => MeetingCancellation, { nullable: true })
  cancellation: MeetingCancellation | null;
}

/** Spec 000 §3 "Calendar event". `caseId` is null for a caller who may not see the event's case. */
@ObjectType()
export class CalendarEvent {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  organizationId: string;

  @Field()
  title: string;

  @Field()
  start: Date;

  @Field()
  end: Date;

  @Field(() => String, { nullable: true })
  description: string | null;

  @Field(() => String, { nullable: true })
  color: string | null;

  @Field(() => String, { nullable: true })
  topic: string | null;

  @Field(() => ID, { nullable: true })
  caseId: string | null;

  @Field()
  isEditable: boolean;

  @Field()
  isNoShow: boolean;

  @Field(() => Date, { nullable: true })
  canceledAt: Date | null;

  @Field(() => MeetingDetails, { nullable: true })
  meetingDetails: MeetingDetails | null;

  /** What an update names to refuse overwriting someone else's change. */
  @Field(() => Int)
  version: number;
}

@ObjectType()
export class CalendarEventPayload extends MutationPayload {
  @Field(() => CalendarEvent, { nullable: true })
  calendarEvent: CalendarEvent | null;
}

/** A change to the organization's calendar; the client reads the event again with its own access. */
@ObjectType()
export class CalendarEventChange {
  @Field(() => ID)
  organizationId: string;

  @Field(() => ID)
  calendarEventId: string;

  @Field(() => CalendarEventChangeKind)
  kind: CalendarEventChangeKind;

  @Field(() => Int)
  version: number;

  @Field()
  occurredAt: Date;
}
