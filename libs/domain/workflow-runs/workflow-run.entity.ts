import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '#database';
import type { WorkflowAction } from '#domain/organizations';
import type { WorkflowTriggerEvent } from '#events';

/** The spec's Run status: a run is IN_PROGRESS until all its actions ran (SUCCESS) or one failed for good (ERROR). */
export enum RunStatus {
  IN_PROGRESS = 'IN_PROGRESS',
  SUCCESS = 'SUCCESS',
  ERROR = 'ERROR',
}

/**
 * One trigger of a case's workflow running the organization's actions for it. `runKey` makes it once per
 * cause: `activity:{activityId}:{trigger}` for triggers fired by a timeline entry, `case:{caseId}:{trigger}`
 * for FORM_NOT_SENT (once per case). `reason` is the failing action's error text (no PHI: refusals and
 * provider errors only) or, on success, nothing.
 */
@Entity('workflow_run')
@Index('workflow_run_key', ['runKey'], { unique: true })
@Index('workflow_run_organization_created_idx', ['organizationId', 'createdAt', 'id'])
@Index('workflow_run_case_created_idx', ['caseId', 'createdAt', 'id'])
@Index('workflow_run_in_progress_idx', ['trigger', 'createdAt'], { where: "status = 'IN_PROGRESS'" })
export class WorkflowRunEntity extends BaseEntity {
  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'uuid' })
  caseId: string;

  /** The timeline entry that fired the trigger; null for FORM_NOT_SENT (fired by time). */
  @Column({ type: 'uuid', nullable: true })
  activityId: string | null;

  @Column({ type: 'varchar', length: 30 })
  trigger: WorkflowTriggerEvent;

  @Column({ type: 'varchar', length: 200 })
  runKey: string;

  /** The trigger's actions when the run started: a retry runs the same list, whatever the settings say now. */
  @Column({ type: 'jsonb', default: [] })
  actions: WorkflowAction[];

  @Column({ type: 'varchar', length: 20, default: RunStatus.IN_PROGRESS })
  status: RunStatus;

  @Column({ type: 'text', nullable: true })
  reason: string | null;

  /** How many times the run was started (a job retried after a failure or a crash). */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
