import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CaseActivityEntity, type ActivityPayload } from './case-activity.entity.js';
import type { CaseActivityType } from './case-activity-type.js';

export interface NewCaseActivity {
  organizationId: string;
  caseId: string;
  type: CaseActivityType;
  actorUserId: string | null;
  payload?: ActivityPayload;
}

/** Writes a timeline entry inside the caller's transaction, so it commits or rolls back with the change. */
@Injectable()
export class CaseActivityRecorder {
  async record(manager: EntityManager, activity: NewCaseActivity): Promise<CaseActivityEntity> {
    const entity = manager.create(CaseActivityEntity, { ...activity, payload: activity.payload ?? {} });
    return manager.save(entity);
  }
}
