import { Field, ObjectType } from '@nestjs/graphql';
import type { Principal } from '#access';
import { captureActivities, isVisibleToEmployee } from '#events';
import { MutationPayload } from '../graphql/mutation-payload.js';
import { CaseActivity } from './case-activity.model.js';
import { isEmployeeView } from './case.mapper.js';

/**
 * A change to a case answers, besides the changed object, the timeline entries it recorded as the caller
 * sees them, so the caller's screen adds them without reloading the case. The live event of the same
 * entry carries the same id, which tells the client it has it already.
 */
@ObjectType({ isAbstract: true })
export abstract class CaseChangePayload extends MutationPayload {
  @Field(() => CaseActivity, {
    nullable: true,
    description:
      'The timeline entry the change recorded (the first, when it recorded several), if the caller may see it',
  })
  activity: CaseActivity | null;

  @Field(() => [CaseActivity], {
    description: 'Every timeline entry the change recorded that the caller may see, oldest first',
  })
  activities: CaseActivity[];
}

export interface RecordedActivities {
  activity: CaseActivity | null;
  activities: CaseActivity[];
}

/**
 * Runs a change to a case and answers its result with the timeline entries it recorded, shaped as the
 * case's timeline shows them to this caller (an employee sees only the kinds meant for it).
 */
export async function withRecordedActivities<T>(
  principal: Principal,
  work: () => Promise<T>,
): Promise<{ result: T } & RecordedActivities> {
  const { result, activities } = await captureActivities(work);
  const visible = activities.filter(
    (entry) => !isEmployeeView(principal, entry) || isVisibleToEmployee(entry.type),
  ) as CaseActivity[];
  return { result, activity: visible[0] ?? null, activities: visible };
}
