import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '#config';
import {
  CaseReplyAddresses,
  DueMessages,
  MessageChannel,
  MessageDeliveryService,
  type MessageOutcome,
  type PendingMessage,
} from '#domain/case-messages';
import { EmailSender, SmsSender } from '#integrations';
import { runClaimedLanes } from '../claimed-lanes.js';
import { StatementBatches } from '#database';
import { MESSAGES_CONCURRENCY } from './messages-concurrency.js';
import { providerFailure } from './provider-failure.js';

/** Messages one claim takes: a few rounds of the lanes, so the next claim runs while these are sent. */
const CLAIM_BATCH = 200;
/** Overdue messages one scheduled run marks due again (the rest at the next). */
const OVERDUE_BATCH = 1000;
/** Settle statements at once: the next batch's statement need not wait for the publishes of the one before. */
const SETTLES_IN_FLIGHT = 3;

/** What one drain came to. */
export interface DrainTally {
  sent: number;
  failed: number;
  /** Failed attempts to be tried again after their back-off. */
  retried: number;
}

/**
 * Sends the outbound case messages due, in batches rather than one queue job each (bench/messages): their ids
 * taken from the due set (DueMessages) and their rows claimed CLAIM_BATCH at a time in one statement, sent
 * MESSAGES_CONCURRENCY at once through the SDKs, and their outcomes settled together, one statement per
 * batch. Each claim counts an attempt and holds the message
 * for MESSAGE_SEND_LEASE_MS, so a worker killed mid-send leaves it to a later claim; a failure worth retrying is
 * due again after its back-off, and one a retry cannot change, or the last attempt's, ends it _ERROR with the
 * provider's reason. A message is marked sent as soon as the provider accepted it, so no later claim sends it
 * again (neither SendGrid nor Twilio dedupe). One drain at a time per process; a wake-up during a drain makes
 * it claim once more before it ends, so nothing committed meanwhile waits for the next wake-up.
 */
@Injectable()
export class MessageDrain implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Messages');
  private readonly settles: StatementBatches<MessageOutcome, boolean>;
  private running: Promise<DrainTally> | null = null;
  private wokenDuringRun = false;
  private stopping = false;
  /** Messages of this process's failed attempts, by when they are due again. */
  private readonly retries = new Map<string, number>();
  private retryTimer: { at: number; timer: NodeJS.Timeout } | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MessageDeliveryService) private readonly delivery: MessageDeliveryService,
    @Inject(DueMessages) private readonly due: DueMessages,
    @Inject(EmailSender) private readonly email: EmailSender,
    @Inject(SmsSender) private readonly sms: SmsSender,
    @Inject(CaseReplyAddresses) private readonly replyAddresses: CaseReplyAddresses,
  ) {
    this.settles = new StatementBatches((outcomes) => delivery.settleAll(outcomes), CLAIM_BATCH, SETTLES_IN_FLIGHT);
  }

  /** Stops claiming; the sends under way finish, the messages claimed and not started are let go. */
  beforeApplicationShutdown(): void {
    this.stopping = true;
    if (this.retryTimer) clearTimeout(this.retryTimer.timer);
  }

  /**
   * Marks due again the pending messages overdue by OUTBOX_REQUEUE_AFTER_MS: a wake-up lost with Redis, an id
   * taken by a worker that died, a claim whose lease ran out. The drain's scheduled run does this first.
   */
  async markOverdueDue(): Promise<number> {
    const overdue = await this.delivery.overdue(this.config.OUTBOX_REQUEUE_AFTER_MS, OVERDUE_BATCH);
    await this.due.add(overdue);
    return overdue.length;
  }

  /** Sends every message due; joins the drain under way if there is one (it claims once more before ending). */
  sendAll(): Promise<DrainTally> {
    this.wokenDuringRun = true;
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async drain(): Promise<DrainTally> {
    const tally: DrainTally = { sent: 0, failed: 0, retried: 0 };
    while (this.wokenDuringRun && !this.stopping) {
      this.wokenDuringRun = false;
      const settling = new Set<Promise<void>>();
      try {
        await runClaimedLanes<PendingMessage>({
          claim: (limit) => this.claim(limit),
          work: (message) => this.sendOne(message, tally, settling),
          release: (messages) => this.release(messages.map((message) => message.id)),
          lanes: MESSAGES_CONCURRENCY,
          claimBatch: CLAIM_BATCH,
          stopping: () => this.stopping,
        });
      } finally {
        await Promise.all(settling);
      }
    }
    return tally;
  }

  /**
   * Up to `limit` messages claimed from the due ids; empty once no id is left. An id whose message is no
   * longer pending, not due yet (its retry is timed) or being claimed by another worker is dropped.
   */
  private async claim(limit: number): Promise<PendingMessage[]> {
    for (;;) {
      const ids = await this.due.take(limit);
      if (ids.length === 0) return [];
      const claimed = await this.delivery.claim(ids, this.config.MESSAGE_SEND_LEASE_MS);
      if (claimed.length > 0) return claimed;
    }
  }

  /** Claimed and not started (the worker stops, or a claim failed): due again at once, for any worker. */
  private async release(messageIds: string[]): Promise<void> {
    await this.delivery.release(messageIds);
    await this.due.add(messageIds);
  }

  /**
   * One attempt of a claimed message. Its outcome goes to the batched settle and the lane moves on without
   * waiting for it: the settle joins `settling` until its statement committed.
   */
  private async sendOne(message: PendingMessage, tally: DrainTally, settling: Set<Promise<void>>): Promise<void> {
    let outcome: MessageOutcome;
    if (message.attempt > this.config.MESSAGE_SEND_ATTEMPTS) {
      // Its attempts ran out with workers that stopped mid-send: no answer is known, none is tried again.
      outcome = { message, status: 'ERROR', reason: message.errorReason ?? 'No answer from the provider' };
    } else {
      try {
        outcome = { message, status: 'SENT', providerMessageId: await this.deliver(message) };
      } catch (error) {
        const failure = providerFailure(error);
        const lastAttempt = failure.permanent || message.attempt >= this.config.MESSAGE_SEND_ATTEMPTS;
        this.logger.warn(`Message ${message.id} (${message.channel}) not sent${lastAttempt ? ', for good' : ''}`);
        if (!lastAttempt) return this.retryLater(message, failure.reason, tally);
        outcome = { message, status: 'ERROR', reason: failure.reason };
      }
    }
    const settled = this.settles.add(outcome).then(
      () => {
        if (outcome.status === 'SENT') tally.sent += 1;
        else tally.failed += 1;
      },
      // Left pending: claimed again once its lease ran out (a sent one would then go twice, as with any
      // at-least-once sender whose database does not answer).
      (error: Error) => this.logger.error(`Message ${message.id}: outcome not recorded: ${error.message}`),
    );
    settling.add(settled);
    void settled.finally(() => settling.delete(settled));
  }

  /** Exponential back-off from MESSAGE_RETRY_DELAY_MS; this process marks it due again when it is. */
  private async retryLater(message: PendingMessage, reason: string, tally: DrainTally): Promise<void> {
    const afterMs = this.config.MESSAGE_RETRY_DELAY_MS * 2 ** (message.attempt - 1);
    try {
      await this.delivery.retryLater(message, reason, afterMs);
      tally.retried += 1;
      const dueAt = Date.now() + afterMs;
      this.retries.set(message.id, dueAt);
      this.wakeForRetriesAt(dueAt);
    } catch (error) {
      // Its claim's lease runs out instead, and the drain's scheduled run marks it due again.
      this.logger.error(`Message ${message.id}: retry not scheduled: ${(error as Error).message}`);
    }
  }

  /**
   * One timer, for the earliest retry: it marks every retry due by then due again, which wakes a drain, and is
   * set again for the earliest left. A process that stops first leaves its retries to the scheduled run (they
   * are then overdue).
   */
  private wakeForRetriesAt(at: number): void {
    if (this.stopping || (this.retryTimer && this.retryTimer.at <= at)) return;
    if (this.retryTimer) clearTimeout(this.retryTimer.timer);
    const timer = setTimeout(() => this.markRetriesDue(), Math.max(at - Date.now(), 0));
    timer.unref();
    this.retryTimer = { at, timer };
  }

  private markRetriesDue(): void {
    this.retryTimer = null;
    const now = Date.now();
    const due: string[] = [];
    let earliestLeft = Infinity;
    for (const [id, dueAt] of this.retries) {
      if (dueAt <= now) due.push(id);
      else earliestLeft = Math.min(earliestLeft, dueAt);
    }
    for (const id of due) this.retries.delete(id);
    this.due
      .add(due)
      .catch((error: Error) => this.logger.error(`Retries not marked due: ${error.message}`))
      .finally(() => {
        if (earliestLeft < Infinity) this.wakeForRetriesAt(earliestLeft);
      });
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
