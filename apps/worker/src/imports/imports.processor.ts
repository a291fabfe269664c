import { Processor } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { QueueName } from '#events';
import { QueueProcessor } from '../queue-processor.js';
import { WORKER_CONCURRENCY } from '../worker-concurrency.js';
import { RunCaseImportHandler } from './run-case-import.handler.js';

/** The imports queue: one job per uploaded case file. */
@Processor(QueueName.imports, { concurrency: WORKER_CONCURRENCY })
export class ImportsProcessor extends QueueProcessor {
  constructor(@Inject(RunCaseImportHandler) run: RunCaseImportHandler) {
    super(QueueName.imports, [run]);
  }
}
