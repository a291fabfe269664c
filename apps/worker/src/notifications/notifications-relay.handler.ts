import { Inject, Injectable } from '@nestjs/common';
import { NotificationRelay } from '#domain/notifications';
import type { JobHandler } from '../job-handler.js';

/** Runs on a job scheduler every OUTBOX_RELAY_INTERVAL_MS; SKIP LOCKED lets several workers share it. */
@Injectable()
export class NotificationsRelayHandler implements JobHandler<'notifications.relay'> {
  readonly jobName = 'notifications.relay' as const;

  constructor(@Inject(NotificationRelay) private readonly relay: NotificationRelay) {}

  async handle(): Promise<void> {
    await this.relay.relayOnce();
  }
}
