import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QueueName } from '#events';
import { ReminderClock } from './reminder-clock.js';
import { ReminderSweepService } from './reminder-sweep.service.js';

const remindersQueue = BullModule.registerQueue({ name: QueueName.reminders });

/** Reminders of spec 000 §3 "Organization settings": found and recorded by a sweep every minute. */
@Module({
  imports: [remindersQueue],
  providers: [ReminderClock, ReminderSweepService],
  exports: [ReminderClock, ReminderSweepService, remindersQueue],
})
export class RemindersModule {}
