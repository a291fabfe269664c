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
  /** Set when the entry must fire no workflow trigger (an effect of a workflow run: no loops). */
  workflowDoneAt?: Date;
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

  /**
   * Timeline entries a single statement inserted together with its change (a statement commits or rolls
   * back as a whole, as a transaction does) and returned with ACTIVITY_RETURNING: handed on as `record`'s.
   */
  inserted(rows: readonly InsertedActivityRow[]): CaseActivityEntity[] {
    return rows.map((row) => {
      const entity = Object.assign(new CaseActivityEntity(), row);
      noteRecordedActivity(entity);
      return entity;
    });
  }
}

/** The RETURNING list of a statement that inserts into case_activity, read back by `inserted`. */
export const ACTIVITY_RETURNING = `id, organization_id AS "organizationId", case_id AS "caseId", type,
  actor_user_id AS "actorUserId", payload, created_at AS "createdAt", dispatched_at AS "dispatchedAt",
  workflow_done_at AS "workflowDoneAt"`;

export type InsertedActivityRow = Pick<
  CaseActivityEntity,
  | 'id'
  | 'organizationId'
  | 'caseId'
  | 'type'
  | 'actorUserId'
  | 'payload'
  | 'createdAt'
  | 'dispatchedAt'
  | 'workflowDoneAt'
>;
