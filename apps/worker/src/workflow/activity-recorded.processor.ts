import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type CaseActivityEntity, type JobPayloads, TRIGGER_BY_ACTIVITY } from '#events';
import type { JobHandler } from '../job-handler.js';

/** The columns the trigger needs: the whole entity (payload, dates) is parsed for nothing on every job. */
type TriggerSource = Pick<CaseActivityEntity, 'caseId' | 'type'>;

/**
 * Entry point of the workflow engine: finds the trigger event an activity fires (FORM_SENT,
 * FORM_ANSWERED, DECISION_ADDED, ORDER_PLACED). Organizations' workflow rules act on these triggers;
 * until an organization has rules, the trigger is only logged.
 */
@Injectable()
export class ActivityRecordedProcessor implements JobHandler<'workflow.activity-recorded'> {
  readonly jobName = 'workflow.activity-recorded' as const;
  private readonly logger = new Logger('Workflow');

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async handle(payload: JobPayloads['workflow.activity-recorded']): Promise<void> {
    // Every activity becomes a job, so this lookup runs once per change to any case: a plain indexed
    // read of two columns, without the query builder and entity mapping, which took about a quarter
    // of the worker's CPU per job (bench/queue).
    const [activity]: TriggerSource[] = await this.dataSource.query(
      'SELECT case_id AS "caseId", type FROM case_activity WHERE id = $1 AND organization_id = $2',
      [payload.activityId, payload.organizationId],
    );
    if (!activity)
      throw new Error(`Activity ${payload.activityId} not found in organization ${payload.organizationId}`);
    const trigger = TRIGGER_BY_ACTIVITY[activity.type];
    if (trigger) this.logger.log(`Case ${activity.caseId}: ${trigger} (activity ${payload.activityId})`);
  }
}
