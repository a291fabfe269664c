import { Inject, Injectable, Logger } from '@nestjs/common';
import { LivePubSub } from '#events';
import {
  type CalendarEventChangeKind,
  type CalendarEventChangeMessage,
  organizationCalendarTopic,
} from './calendar-live.js';
import type { CalendarEventEntity } from './calendar-event.entity.js';

/** How long a change's answer may wait for its live message to reach Redis. */
const PUBLISH_TIME_LIMIT_MS = 500;

/**
 * Tells staff looking at the organization's calendar that an event changed, after commit. A lost message
 * costs only liveness (the calendar reads its range again on the next navigation or reconnect), so a
 * failure is logged, never thrown at the change that already committed.
 */
@Injectable()
export class CalendarLivePublisher {
  private readonly logger = new Logger('CalendarLive');

  constructor(@Inject(LivePubSub) private readonly pubSub: LivePubSub) {}

  async changed(event: CalendarEventEntity, kind: CalendarEventChangeKind): Promise<void> {
    const message: CalendarEventChangeMessage = {
      organizationId: event.organizationId,
      calendarEventId: event.id,
      kind,
      version: event.version,
      occurredAt: new Date().toISOString(),
    };
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), PUBLISH_TIME_LIMIT_MS)));
    const published = this.pubSub
      .publish(organizationCalendarTopic(event.organizationId), message)
      .then(() => 'done' as const)
      .catch((error: Error) => {
        this.logger.warn(`Calendar change not published: ${error.message}`);
        return 'failed' as const;
      });
    const outcome = await Promise.race([published, limit]);
    clearTimeout(timer);
    if (outcome === 'late') this.logger.warn(`Calendar change not published within ${PUBLISH_TIME_LIMIT_MS} ms`);
  }
}
