import { Module } from '@nestjs/common';
import { RemindersModule } from '#domain/reminders';
import { RemindersProcessor } from './reminders.processor.js';
import { RemindersSweepHandler } from './reminders-sweep.handler.js';
import { RemindersSweepSchedule } from './reminders-sweep.schedule.js';

/** Consumes the reminders queue (registered by the reminders area) and keeps the sweep's schedule. */
@Module({
  imports: [RemindersModule],
  providers: [RemindersSweepHandler, RemindersProcessor, RemindersSweepSchedule],
})
export class RemindersWorkerModule {}
