import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type JobPayloads, TRIGGER_BY_ACTIVITY } from '#events';
import type { JobHandler } from '../job-handler.js';
import { WorkflowDoneMarks } from './workflow-done-marks.js';

/**
 * Entry point of the workflow engine: finds the trigger event an activity fires (FORM_SENT,
 * FORM_ANSWERED, DECISION_ADDED, ORDER_PLACED). Organizations' workflow rules act on these triggers;
 * until an organization has rules, the trigger is only logged.
 */
@Injectable()
export class ActivityRecordedHandler implements JobHandler<'workflow.activity-recorded'> {
  readonly jobName = 'workflow.activity-recorded' as const;
  private readonly logger = new Logger('Workflow');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(WorkflowDoneMarks) private readonly doneMarks: WorkflowDoneMarks,
  ) {}

  async handle(payload: JobPayloads['workflow.activity-recorded']): Promise<void> {
    // Every activity becomes a job, so this runs once per change to any case: the done mark is written
    // together with those of the other jobs running at once, and the same statement reads the two columns
    // the trigger needs. Marking first is sound while the trigger's only effect is its log line; once rules
    // act here, mark after their effects (keyed by activity id and action), in the same transaction as them.
    const activity = await this.doneMarks.mark(payload.activityId, payload.organizationId);
    if (!activity) return this.alreadyDone(payload);
    const trigger = TRIGGER_BY_ACTIVITY[activity.type];
    if (trigger) this.logger.log(`Case ${activity.caseId}: ${trigger} (activity ${payload.activityId})`);
  }

  /** A rerun (at-least-once delivery) changes nothing; an activity that does not exist is an error. */
  private async alreadyDone(payload: JobPayloads['workflow.activity-recorded']): Promise<void> {
    const [found] = await this.dataSource.query('SELECT 1 FROM case_activity WHERE id = $1 AND organization_id = $2', [
      payload.activityId,
      payload.organizationId,
    ]);
    if (!found) throw new Error(`Activity ${payload.activityId} not found in organization ${payload.organizationId}`);
  }
}
