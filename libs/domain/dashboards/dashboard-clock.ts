import { Injectable } from '@nestjs/common';

/** The time the dashboards count ages and overdue items from; service tests put a fake in its place. */
@Injectable()
export class DashboardClock {
  now(): Date {
    return new Date();
  }
}
