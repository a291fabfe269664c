import { Injectable } from '@nestjs/common';

/** The time as the reminders sweep sees it; tests put a fake in its place rather than wait. */
@Injectable()
export class ReminderClock {
  now(): Date {
    return new Date();
  }
}
