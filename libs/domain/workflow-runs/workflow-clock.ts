import { Injectable } from '@nestjs/common';

/** The time as the FORM_NOT_SENT sweep sees it; tests put a fake in its place rather than wait days. */
@Injectable()
export class WorkflowClock {
  now(): Date {
    return new Date();
  }
}
