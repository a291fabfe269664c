import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '#database';

/** What became of one action of a run. */
export enum RunActionOutcome {
  DONE = 'DONE',
  /** The action made no sense for this case (no e-mail address, notifications off, already assigned). */
  SKIPPED = 'SKIPPED',
}

/**
 * The "done" mark of one action of a run, written in the same transaction as the action's effect: a run
 * started again (job retried, worker killed) skips what is marked and does nothing twice.
 */
@Entity('workflow_run_action')
@Index('workflow_run_action_key', ['runId', 'actionIndex'], { unique: true })
export class WorkflowRunActionEntity extends BaseEntity {
  @Column({ type: 'uuid' })
  runId: string;

  @Column({ type: 'integer' })
  actionIndex: number;

  @Column({ type: 'varchar', length: 40 })
  actionType: string;

  @Column({ type: 'varchar', length: 10 })
  outcome: RunActionOutcome;

  /** Why it was skipped (no PHI). */
  @Column({ type: 'text', nullable: true })
  note: string | null;
}
