import { Field, ObjectType } from '@nestjs/graphql';
import type { Principal } from '#access';
import type { CaseEntity } from '#domain/cases';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { toCaseModel } from './case.mapper.js';
import { Case } from './case.model.js';
import { CaseChangePayload, withRecordedActivities } from './case-change-payload.js';

@ObjectType()
export class CasePayload extends CaseChangePayload {
  @Field(() => Case, { nullable: true })
  case: Case | null;
}

/** Runs a change that answers the case: the changed case and the timeline entries the change recorded. */
export async function answerCaseChange(principal: Principal, change: () => Promise<CaseEntity>): Promise<CasePayload> {
  const { result: caseRecord, ...recorded } = await withRecordedActivities(principal, change);
  return { success: true, message: OPERATION_SUCCEEDED, case: toCaseModel(caseRecord, principal), ...recorded };
}
