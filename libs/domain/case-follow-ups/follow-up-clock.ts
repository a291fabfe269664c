import { Injectable } from '@nestjs/common';

/** The time as the follow-up sweep sees it; tests put a fake in its place rather than wait. */
@Injectable()
export class FollowUpClock {
  now(): Date {
    return new Date();
  }
}
