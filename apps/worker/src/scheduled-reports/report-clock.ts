import { Injectable } from '@nestjs/common';

/** The time as a scheduled report's run sees it; tests put a fake in its place rather than wait for the hour. */
@Injectable()
export class ReportClock {
  now(): Date {
    return new Date();
  }
}
