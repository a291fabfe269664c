import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ActivityTransaction, CaseActivityType } from '#events';
import { CaseEntity } from '#domain/cases';
import {
  OrganizationEntity,
  resolveWorkflowSettings,
  type WorkflowAction,
  type WorkflowTrigger,
} from '#domain/organizations';
import { type AfterCommit, WorkflowActionSkipped } from './workflow-action-outcome.js';
import { failureReason, WorkflowActionPerformer } from './workflow-action-performer.js';
import { RunActionOutcome } from './workflow-run-action.entity.js';
import { RunStatus, WorkflowRunEntity } from './workflow-run.entity.js';

/** What fired a run: a timeline entry (its id) or, for FORM_NOT_SENT, time (none). */
export interface RunCause {
  organizationId: string;
  caseId: string;
  trigger: WorkflowTrigger;
  activityId: string | null;
}

export const runKeyOf = (cause: RunCause): string =>
  cause.activityId ? `activity:${cause.activityId}:${cause.trigger}` : `case:${cause.caseId}:${cause.trigger}`;

/**
 * Runs a trigger's actions for a case, once. The run row is unique per cause; each action's effect and its
 * done mark (workflow_run_action) commit in one transaction, so a run started again (a retried job, a worker
 * killed mid-run) skips what was done and does nothing twice. A failing action fails the attempt (the job
 * retries with back-off); on the last attempt the run ends ERROR with the reason and the actions after it
 * are not run. The timeline entries of its actions fire no trigger again (no loops).
 */
@Injectable()
export class WorkflowRunner {
  private readonly logger = new Logger('Workflow');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ActivityTransaction) private readonly activityTransaction: ActivityTransaction,
    @Inject(WorkflowActionPerformer) private readonly performer: WorkflowActionPerformer,
  ) {}

  /** The organization's current actions for a trigger (its settings over the defaults). */
  async actionsFor(organizationId: string, trigger: WorkflowTrigger): Promise<WorkflowAction[]> {
    const organization = await this.dataSource.manager.findOneBy(OrganizationEntity, { id: organizationId });
    if (!organization) return [];
    return resolveWorkflowSettings(organization.settings.workflows).triggers[trigger] ?? [];
  }

  /** The run of this cause, created IN_PROGRESS with the actions it will run if there is none yet. */
  async start(cause: RunCause, actions: WorkflowAction[]): Promise<WorkflowRunEntity> {
    const runKey = runKeyOf(cause);
    await this.dataSource.query(
      `INSERT INTO workflow_run (organization_id, case_id, activity_id, trigger, run_key, actions)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (run_key) DO NOTHING`,
      [cause.organizationId, cause.caseId, cause.activityId, cause.trigger, runKey, JSON.stringify(actions)],
    );
    return this.dataSource.manager.findOneByOrFail(WorkflowRunEntity, { runKey });
  }

  /**
   * Runs what is left of the run. `lastAttempt`: a failure ends the run ERROR (and returns) instead of being
   * thrown for a retry. Marks the run's timeline entry done for the workflow when the run ends.
   */
  async execute(runId: string, lastAttempt: boolean): Promise<WorkflowRunEntity> {
    const [[run]]: [WorkflowRunEntity[], number] = await this.dataSource.query(
      `UPDATE workflow_run SET attempts = attempts + 1, updated_at = now() WHERE id = $1 AND status = $2
       RETURNING id, organization_id AS "organizationId", case_id AS "caseId", activity_id AS "activityId",
                 trigger, actions`,
      [runId, RunStatus.IN_PROGRESS],
    );
    if (!run) return this.finished(runId);
    const done = new Set<number>(
      (
        (await this.dataSource.query('SELECT action_index FROM workflow_run_action WHERE run_id = $1', [run.id])) as {
          action_index: number;
        }[]
      ).map((row) => row.action_index),
    );
    for (const [index, action] of run.actions.entries()) {
      if (done.has(index)) continue;
      try {
        await this.performOnce(run, index, action);
      } catch (error) {
        const reason = `Action ${index + 1} (${action.type}): ${failureReason(error)}`;
        if (!lastAttempt) {
          await this.dataSource.query('UPDATE workflow_run SET reason = $2, updated_at = now() WHERE id = $1', [
            run.id,
            reason,
          ]);
          throw error;
        }
        this.logger.warn(`Run ${run.id}: ${reason}`);
        return this.end(run, RunStatus.ERROR, reason);
      }
    }
    return this.end(run, RunStatus.SUCCESS, null);
  }

  /** One action and its done mark in one transaction; a mark already there (another worker) skips it. */
  private async performOnce(run: WorkflowRunEntity, index: number, action: WorkflowAction): Promise<void> {
    const afterCommit = await this.activityTransaction.run(async (manager, record): Promise<AfterCommit | void> => {
      const [marked]: { id: string }[] = await manager.query(
        `INSERT INTO workflow_run_action (run_id, action_index, action_type, outcome) VALUES ($1, $2, $3, $4)
         ON CONFLICT (run_id, action_index) DO NOTHING RETURNING id`,
        [run.id, index, action.type, RunActionOutcome.DONE],
      );
      if (!marked) return;
      const caseRecord = await manager.findOne(CaseEntity, {
        where: { id: run.caseId, organizationId: run.organizationId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!caseRecord) throw new Error(`Case ${run.caseId} not found`);
      try {
        return await this.performer.perform(
          {
            manager,
            caseRecord,
            runId: run.id,
            actionIndex: index,
            trigger: run.trigger,
            record: (type: CaseActivityType, payload) =>
              record({
                organizationId: run.organizationId,
                caseId: run.caseId,
                actorUserId: null,
                type,
                payload,
                workflowDoneAt: new Date(),
              }),
          },
          action,
        );
      } catch (error) {
        if (!(error instanceof WorkflowActionSkipped)) throw error;
        await manager.query('UPDATE workflow_run_action SET outcome = $2, note = $3 WHERE id = $1', [
          marked.id,
          RunActionOutcome.SKIPPED,
          error.note,
        ]);
      }
    });
    if (afterCommit) await afterCommit();
  }

  /**
   * Ends the run and marks its timeline entry done for the workflow, in one transaction, with a staff-only
   * "text info" entry saying how it ended: the case's timeline shows the run, and the case page hears of it
   * live. Only the statement that ends the run writes that entry, so a rerun adds none.
   */
  private async end(run: WorkflowRunEntity, status: RunStatus, reason: string | null): Promise<WorkflowRunEntity> {
    await this.activityTransaction.run(async (manager, record) => {
      const [, ended]: [unknown, number] = await manager.query(
        `UPDATE workflow_run SET status = $2, reason = $3, finished_at = clock_timestamp(), updated_at = now()
         WHERE id = $1 AND status = $4`,
        [run.id, status, reason, RunStatus.IN_PROGRESS],
      );
      if (run.activityId) await markActivityDone(manager, run.activityId);
      if (ended === 0) return;
      await record({
        organizationId: run.organizationId,
        caseId: run.caseId,
        actorUserId: null,
        type: CaseActivityType.TEXT_INFO,
        payload: { field: 'workflowRun', workflowRunId: run.id, trigger: run.trigger, status, reason },
        workflowDoneAt: new Date(),
      });
    });
    return this.finished(run.id);
  }

  private async finished(runId: string): Promise<WorkflowRunEntity> {
    const run = await this.dataSource.manager.findOneByOrFail(WorkflowRunEntity, { id: runId });
    // A run that ended while its entry's mark was lost (it is written with the end) gets it again.
    if (run.status !== RunStatus.IN_PROGRESS && run.activityId)
      await markActivityDone(this.dataSource.manager, run.activityId);
    return run;
  }
}

export const markActivityDone = (manager: { query: DataSource['query'] }, activityId: string): Promise<unknown> =>
  manager.query(
    'UPDATE case_activity SET workflow_done_at = clock_timestamp() WHERE id = $1 AND workflow_done_at IS NULL',
    [activityId],
  );
