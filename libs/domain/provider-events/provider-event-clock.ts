import { Injectable } from '@nestjs/common';

/**
 * Passed-over events (e.g. a Twilio status that came before its send was recorded) are sent to the worker
 * once more this long after they came, and a handler that still cannot place one then closes it.
 */
export const PASSED_EVENT_RECHECK_AFTER_MS = 24 * 60 * 60 * 1000;

/** The time as provider-event work sees it; tests put a fake in its place rather than wait. */
@Injectable()
export class ProviderEventClock {
  now(): Date {
    return new Date();
  }

  /** True once the event has waited PASSED_EVENT_RECHECK_AFTER_MS since it came. */
  waitedLongEnough(event: { receivedAt: Date }): boolean {
    return this.now().getTime() - event.receivedAt.getTime() >= PASSED_EVENT_RECHECK_AFTER_MS;
  }
}
