import { Processor } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { QueueName } from '#events';
import { QueueProcessor } from '../queue-processor.js';
import { RemindersSweepHandler } from './reminders-sweep.handler.js';

/** The reminders queue: the sweep's recurring job, one at a time per process. */
@Processor(QueueName.reminders, { concurrency: 1 })
export class RemindersProcessor extends QueueProcessor {
  constructor(@Inject(RemindersSweepHandler) sweep: RemindersSweepHandler) {
    super(QueueName.reminders, [sweep]);
  }
}
