import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { NotificationDeliveryService, NotificationDeliveryStatus, type PlannedDelivery } from '#domain/notifications';
import type { JobPayloads } from '#events';
import { EmailSender, SmsSender } from '#integrations';
import type { JobHandler } from '../job-handler.js';
import { providerFailure } from '../messages/provider-failure.js';

/**
 * Delivers a staff notice by e-mail and SMS (jobId = notice id). Each channel still PENDING is sent and
 * settled at once, so a rerun after a crash or a retry after the other channel failed sends nothing twice
 * (neither SendGrid nor Twilio dedupe). A channel the person turned off, or has no address for, is SKIPPED.
 * A failure is retried with the job's back-off; after the last attempt, or at once for a refusal a retry
 * cannot change, the channel ends ERROR with the provider's reason.
 */
@Injectable()
export class DeliverNotificationHandler implements JobHandler<'notifications.deliver'> {
  readonly jobName = 'notifications.deliver' as const;
  private readonly logger = new Logger('Notifications');

  constructor(
    @Inject(NotificationDeliveryService) private readonly delivery: NotificationDeliveryService,
    @Inject(EmailSender) private readonly email: EmailSender,
    @Inject(SmsSender) private readonly sms: SmsSender,
  ) {}

  async handle(
    payload: JobPayloads['notifications.deliver'],
    job: Job<JobPayloads['notifications.deliver']>,
  ): Promise<void> {
    const planned = await this.delivery.plan(payload.notificationId);
    let retry: unknown = null;
    for (const channel of planned) {
      if (channel.skip) {
        await this.delivery.settle(payload.notificationId, channel.channel, NotificationDeliveryStatus.SKIPPED);
        continue;
      }
      try {
        await this.send(payload.notificationId, channel);
      } catch (error) {
        const failure = providerFailure(error);
        const lastAttempt = failure.permanent || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
        this.logger.warn(
          `Notice ${payload.notificationId} not sent by ${channel.channel}${lastAttempt ? ', for good' : ''}`,
        );
        if (lastAttempt) {
          await this.delivery.settle(
            payload.notificationId,
            channel.channel,
            NotificationDeliveryStatus.ERROR,
            failure.reason,
          );
        } else {
          await this.delivery.noteFailedAttempt(payload.notificationId, channel.channel, failure.reason);
          retry ??= error;
        }
      }
    }
    // The other channels went on; the job is retried for the failed one only (the others are settled).
    if (retry) throw retry;
  }

  private async send(notificationId: string, channel: Extract<PlannedDelivery, { skip: false }>): Promise<void> {
    if (channel.channel === 'EMAIL') {
      await this.email.send({
        to: channel.to,
        subject: channel.subject,
        text: channel.text,
        customArgs: { kind: 'user-notification', notificationId },
      });
    } else {
      await this.sms.send({ to: channel.to, body: channel.text });
    }
    await this.delivery.settle(notificationId, channel.channel, NotificationDeliveryStatus.SENT);
  }
}
