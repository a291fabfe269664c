import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { JobPayloads } from '#events';
import { WorkflowRunner } from '#domain/workflow-runs';
import type { JobHandler } from '../job-handler.js';
import { isLastAttempt } from './last-attempt.js';

type Payload = JobPayloads['workflow.run'];

/** Runs a run started by time (FORM_NOT_SENT); retried with back-off like the runs of recorded activities. */
@Injectable()
export class RunHandler implements JobHandler<'workflow.run'> {
  readonly jobName = 'workflow.run' as const;

  constructor(@Inject(WorkflowRunner) private readonly runner: WorkflowRunner) {}

  async handle(payload: Payload, job?: Pick<Job, 'attemptsMade' | 'opts'>): Promise<void> {
    await this.runner.execute(payload.runId, isLastAttempt(job));
  }
}
