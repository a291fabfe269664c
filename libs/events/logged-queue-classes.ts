import { Logger } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';

const logger = new Logger('Queues');

/**
 * BullMQ emits connection errors on every queue and worker; without a listener it prints each one with
 * its stack while Redis is away. These classes log one line instead, and a failed job with its attempt.
 */
export class LoggedQueue extends Queue {
  constructor(...args: ConstructorParameters<typeof Queue>) {
    super(...args);
    this.on('error', (error) => logger.warn(`queue ${this.name}: ${error.message}`));
  }
}

export class LoggedWorker extends Worker {
  constructor(...args: ConstructorParameters<typeof Worker>) {
    super(...args);
    this.on('error', (error) => logger.warn(`${this.name} worker: ${error.message}`));
    this.on('failed', (job, error) =>
      logger.warn(`${this.name} job ${job?.name} ${job?.id} failed (attempt ${job?.attemptsMade}): ${error.message}`),
    );
  }
}
