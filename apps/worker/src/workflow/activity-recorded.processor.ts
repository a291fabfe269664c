import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CaseActivityEntity, type JobPayloads, TRIGGER_BY_ACTIVITY } from '#events';
import type { JobHandler } from '../job-handler.js';

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
    const activity = await this.dataSource
      .getRepository(CaseActivityEntity)
      .findOneBy({ id: payload.activityId, organizationId: payload.organizationId });
    if (!activity)
      throw new Error(`Activity ${payload.activityId} not found in organization ${payload.organizationId}`);
    const trigger = TRIGGER_BY_ACTIVITY[activity.type];
    if (trigger) this.logger.log(`Case ${activity.caseId}: ${trigger} (activity ${activity.id})`);
  }
}
