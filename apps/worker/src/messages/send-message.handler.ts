import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { CaseReplyAddresses, MessageChannel, MessageDeliveryService, type PendingMessage } from '#domain/case-messages';
import type { JobPayloads } from '#events';
import { EmailSender, SmsSender } from '#integrations';
import type { JobHandler } from '../job-handler.js';
import { DeliveryBatches } from './delivery-batches.js';
import { providerFailure } from './provider-failure.js';

/**
 * Sends one outbound case message. The job id is the message id and the row is checked still pending
 * before sending and marked sent as soon as the provider answers, so a rerun of the job sends nothing
 * again (neither SendGrid nor Twilio dedupe). A failure is retried with back-off; after the last attempt,
 * or at once for a refusal a retry cannot change, the message ends _ERROR with the provider's reason.
 * The load and the settle go to PostgreSQL together with those of the other sends running at once.
 */
@Injectable()
export class SendMessageHandler implements JobHandler<'messages.send'> {
  readonly jobName = 'messages.send' as const;
  private readonly logger = new Logger('Messages');

  constructor(
    @Inject(MessageDeliveryService) private readonly delivery: MessageDeliveryService,
    @Inject(DeliveryBatches) private readonly batches: DeliveryBatches,
    @Inject(EmailSender) private readonly email: EmailSender,
    @Inject(SmsSender) private readonly sms: SmsSender,
    @Inject(CaseReplyAddresses) private readonly replyAddresses: CaseReplyAddresses,
  ) {}

  async handle(payload: JobPayloads['messages.send'], job: Job<JobPayloads['messages.send']>): Promise<void> {
    const message = await this.batches.pending(payload.messageId, payload.organizationId);
    if (!message) return; // sent or failed for good already: a rerun sends nothing
    let providerMessageId: string | null;
    try {
      providerMessageId = await this.deliver(message);
    } catch (error) {
      const failure = providerFailure(error);
      const lastAttempt = failure.permanent || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (lastAttempt) await this.batches.settle({ message, status: 'ERROR', reason: failure.reason });
      else await this.delivery.markFailed(message, failure.reason, false);
      this.logger.warn(`Message ${message.id} (${message.channel}) not sent${lastAttempt ? ', for good' : ''}`);
      if (lastAttempt) return; // settled as _ERROR: no further attempt
      throw error;
    }
    await this.batches.settle({ message, status: 'SENT', providerMessageId });
  }

  private async deliver(message: PendingMessage): Promise<string | null> {
    if (message.channel === MessageChannel.SMS) return this.sms.send({ to: message.toAddress, body: message.sentBody });
    // The employee's reply goes to the case's own address and is threaded into this case.
    const replyTo = message.replyToken
      ? this.replyAddresses.address(message.replyToken)
      : await this.replyAddresses.addressFor({ caseId: message.caseId, organizationId: message.organizationId });
    return this.email.send({
      to: message.toAddress,
      replyTo,
      subject: message.subject ?? '',
      text: message.sentBody,
      customArgs: { kind: 'case-message', messageId: message.id },
    });
  }
}
