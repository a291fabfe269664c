import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '#config';
import { addJob, QueueName, workflowJobRetries } from '#events';
import { FormNotSentSweep } from '#domain/workflow-runs';
import type { JobHandler } from '../job-handler.js';

/**
 * Starts the FORM_NOT_SENT runs that are due and hands every one still in progress to a `workflow.run` job
 * (jobId = run id: a job still in Redis is not doubled, a lost one is added again by the next sweep).
 */
@Injectable()
export class FormNotSentSweepHandler implements JobHandler<'workflow.form-not-sent-sweep'> {
  readonly jobName = 'workflow.form-not-sent-sweep' as const;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(FormNotSentSweep) private readonly sweep: FormNotSentSweep,
    @InjectQueue(QueueName.workflow) private readonly queue: Queue,
  ) {}

  async handle(): Promise<void> {
    for (const run of await this.sweep.sweep()) {
      await addJob(
        this.queue,
        'workflow.run',
        { organizationId: run.organizationId, caseId: run.caseId, runId: run.runId },
        { jobId: run.runId, ...workflowJobRetries(this.config) },
      );
    }
  }
}
