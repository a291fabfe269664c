import { Field, ObjectType } from '@nestjs/graphql';
import type { Principal } from '#access';
import { activityForViewer } from '#domain/case-attachments';
import { captureActivities, type CaseActivityEntity } from '#events';
import { MutationPayload } from '../graphql/mutation-payload.js';
import { CaseActivity } from './case-activity.model.js';

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

/** The entries a change recorded as its caller may see them (some left out, some without a file's id). */
export type ShapeRecorded = (principal: Principal, entries: CaseActivityEntity[]) => Promise<CaseActivityEntity[]>;

/**
 * Entries as the case's timeline shows them (activityForViewer), read from the entries alone: an employee
 * sees only the kinds meant for it. Changes that record file entries pass the files' facts instead
 * (CaseAttachmentsService.timelineFor), as the timeline query does.
 */
const shapeFromEntries: ShapeRecorded = async (principal, entries) =>
  entries.flatMap((entry) => {
    const shaped = activityForViewer(principal.inOrganization(entry.organizationId), entry, undefined);
    return shaped ? [shaped] : [];
  });

/**
 * Runs a change to a case and answers its result with the timeline entries it recorded, shaped for this
 * caller as the case's timeline shapes them.
 */
export async function withRecordedActivities<T>(
  principal: Principal,
  work: () => Promise<T>,
  shape: ShapeRecorded = shapeFromEntries,
): Promise<{ result: T } & RecordedActivities> {
  const { result, activities } = await captureActivities(work);
  const visible = (await shape(principal, activities)) as CaseActivity[];
  return { result, activity: visible[0] ?? null, activities: visible };
}
