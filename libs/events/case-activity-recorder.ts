import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CaseActivityEntity, type ActivityPayload } from './case-activity.entity.js';
import type { CaseActivityType } from './case-activity-type.js';
import { noteRecordedActivity } from './activity-capture.js';

export interface NewCaseActivity {
  organizationId: string;
  caseId: string;
  type: CaseActivityType;
  actorUserId: string | null;
  payload?: ActivityPayload;
}

/**
 * Writes a timeline entry inside the caller's transaction, so it commits or rolls back with the change,
 * and hands it to the enclosing activity capture (the mutation answering it), if any.
 */
@Injectable()
export class CaseActivityRecorder {
  async record(manager: EntityManager, activity: NewCaseActivity): Promise<CaseActivityEntity> {
    const entity = manager.create(CaseActivityEntity, { ...activity, payload: activity.payload ?? {} });
    const saved = await manager.save(entity);
    noteRecordedActivity(saved);
    return saved;
  }
}
