import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { type CaseActivityType, type JobPayloads, TRIGGER_BY_ACTIVITY } from '#events';
import type { WorkflowTrigger } from '#domain/organizations';
import { WorkflowRunner } from '#domain/workflow-runs';
import type { JobHandler } from '../job-handler.js';
import { isLastAttempt } from './last-attempt.js';
import { WorkflowDoneMarks } from './workflow-done-marks.js';

type Payload = JobPayloads['workflow.activity-recorded'];

/**
 * Entry point of the workflow engine: finds the trigger event an activity fires (FORM_SENT, FORM_ANSWERED,
 * DECISION_ADDED, ORDER_PLACED) and runs the organization's actions for it (WorkflowRunner).
 */
@Injectable()
export class ActivityRecordedHandler implements JobHandler<'workflow.activity-recorded'> {
  readonly jobName = 'workflow.activity-recorded' as const;

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(WorkflowDoneMarks) private readonly doneMarks: WorkflowDoneMarks,
    @Inject(WorkflowRunner) private readonly runner: WorkflowRunner,
  ) {}

  async handle(payload: Payload, job?: Pick<Job, 'attemptsMade' | 'opts'>): Promise<void> {
    // Every activity becomes a job, so this runs once per change to any case: the done mark of an activity
    // that fires no trigger is written together with those of the other jobs running at once (one
    // statement). An activity that fires one is left unmarked by it and comes here below.
    if (await this.doneMarks.mark(payload.activityId, payload.organizationId)) return;
    const [activity]: { type: CaseActivityType; caseId: string; done: boolean }[] = await this.dataSource.query(
      `SELECT type, case_id AS "caseId", workflow_done_at IS NOT NULL AS done
         FROM case_activity WHERE id = $1 AND organization_id = $2`,
      [payload.activityId, payload.organizationId],
    );
    if (!activity) throw new Error(`Activity ${payload.activityId} not found in organization ${payload.organizationId}`);
    // A rerun (at-least-once delivery) of an activity already done changes nothing.
    if (activity.done) return;
    const trigger = TRIGGER_BY_ACTIVITY[activity.type] as WorkflowTrigger | undefined;
    const actions = trigger ? await this.runner.actionsFor(payload.organizationId, trigger) : [];
    // A trigger without actions: marked in the shared statement, as activities without a trigger are.
    if (!trigger || actions.length === 0) {
      await this.doneMarks.mark(payload.activityId, payload.organizationId, true);
      return;
    }
    const run = await this.runner.start(
      { organizationId: payload.organizationId, caseId: activity.caseId, trigger, activityId: payload.activityId },
      actions,
    );
    await this.runner.execute(run.id, isLastAttempt(job));
  }
}
