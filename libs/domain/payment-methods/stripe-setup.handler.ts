import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type Stripe from 'stripe';
import type { EntityManager } from 'typeorm';
import { addJob, CaseActivityRecorder, CaseActivityType, QueueName } from '#events';
import { CaseEntity, PaymentInfoStatus } from '#domain/cases';
import {
  Provider,
  type ProviderEventEntity,
  ProviderEventHandlers,
  type ProviderEventHandler,
  type ProviderEventOutcome,
  ProviderEventResult,
} from '#domain/provider-events';
import { StripeClient } from '#integrations';
import { PaymentInfoEntity } from './payment-info.entity.js';
import { PaymentSetupTokenEntity } from './payment-setup-token.entity.js';

/** The Stripe event types the webhook stores; others are answered and dropped. */
export const HANDLED_STRIPE_EVENTS: readonly string[] = ['setup_intent.succeeded'];

/**
 * setup_intent.succeeded (worker): saves the card as the employee's default, marks the token used, the case's
 * paymentInfoStatus SUBMITTED and, for a sent link, an ADD_PAYMENT_INFO_BY_LINK entry. The event is only a
 * hint: the SetupIntent and its card are read from Stripe as they are now, so events that come late, twice or
 * out of order change nothing wrongly, and a token already used makes a second event a no-op.
 */
@Injectable()
export class StripeSetupHandler implements ProviderEventHandler, OnModuleInit {
  readonly provider = Provider.STRIPE;
  readonly name = 'payment-setup';
  private readonly logger = new Logger('PaymentSetup');

  constructor(
    @Inject(ProviderEventHandlers) private readonly registry: ProviderEventHandlers,
    @Inject(CaseActivityRecorder) private readonly recorder: CaseActivityRecorder,
    @Inject(StripeClient) private readonly client: StripeClient,
    @InjectQueue(QueueName.payments) private readonly queue: Queue,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async handle(event: ProviderEventEntity, manager: EntityManager): Promise<ProviderEventOutcome> {
    const { type, objectId } = event.payload;
    if (type !== 'setup_intent.succeeded' || typeof objectId !== 'string')
      return { handled: false, reason: `not a setup_intent.succeeded event` };
    const stripe = this.client.stripe;
    const intent = await stripe.setupIntents.retrieve(objectId);
    if (intent.status !== 'succeeded') return { handled: false, reason: `SetupIntent is ${intent.status}` };
    const { organizationId, tokenId } = intent.metadata ?? {};
    const token =
      organizationId && tokenId
        ? await manager.getRepository(PaymentSetupTokenEntity).findOne({
            where: { id: tokenId, organizationId },
            lock: { mode: 'pessimistic_write' },
          })
        : null;
    if (!token || (token.setupIntentId && token.setupIntentId !== intent.id)) {
      this.logger.log(`Stripe event ${event.id}: SetupIntent of no payment setup of ours, nothing changed`);
      return { handled: true, outcome: ProviderEventResult.UNKNOWN_SETUP_INTENT };
    }
    if (token.usedAt) return { handled: true };
    const paymentMethodId = idOf(intent.payment_method);
    const customerId = idOf(intent.customer);
    if (!paymentMethodId || !customerId) return { handled: false, reason: 'SetupIntent has no card or customer' };
    const method = await stripe.paymentMethods.retrieve(paymentMethodId);
    if (!method.card) return { handled: false, reason: 'the payment method is not a card' };
    await stripe.customers.update(
      customerId,
      { invoice_settings: { default_payment_method: paymentMethodId } },
      { idempotencyKey: `default-payment-method-${intent.id}` },
    );
    const replaced = await this.saveCard(manager, token, customerId, paymentMethodId, method.card);
    await manager.update(PaymentSetupTokenEntity, { id: token.id }, { usedAt: new Date(), setupIntentId: intent.id });
    await manager.update(
      CaseEntity,
      { id: token.caseId, organizationId: token.organizationId },
      { paymentInfoStatus: PaymentInfoStatus.SUBMITTED },
    );
    if (token.sentByLink)
      await this.recorder.record(manager, {
        organizationId: token.organizationId,
        caseId: token.caseId,
        type: CaseActivityType.ADD_PAYMENT_INFO_BY_LINK,
        actorUserId: token.userId,
        payload: { tokenId: token.id },
      });
    return {
      handled: true,
      afterCommit: async () => {
        // A payment sign-up's hold, when its partner preauthorizes (the job decides; keyed by the case, placed once).
        await addJob(
          this.queue,
          'payments.place-sign-up-hold',
          { organizationId: token.organizationId, caseId: token.caseId },
          { jobId: `sign-up-hold-${token.caseId}` },
        );
        // The card this one replaces is detached at Stripe, so only the default can be charged.
        if (replaced)
          await addJob(
            this.queue,
            'payments.detach-payment-method',
            {
              organizationId: token.organizationId,
              userId: token.userId,
              paymentMethodId: replaced,
              actorUserId: null,
            },
            { jobId: `detach-${replaced}` },
          );
      },
    };
  }

  /** Writes the card as the employee's default; returns the card it replaced, if another one was saved. */
  private async saveCard(
    manager: EntityManager,
    token: PaymentSetupTokenEntity,
    customerId: string,
    paymentMethodId: string,
    card: Stripe.PaymentMethod.Card,
  ): Promise<string | null> {
    const repository = manager.getRepository(PaymentInfoEntity);
    const where = { organizationId: token.organizationId, userId: token.userId };
    const existing = await repository.findOne({ where, lock: { mode: 'pessimistic_write' } });
    const fields = {
      stripeCustomerId: customerId,
      paymentMethodId,
      cardBrand: card.brand,
      cardLast4: card.last4,
      cardExpMonth: card.exp_month,
      cardExpYear: card.exp_year,
    };
    if (!existing) {
      await repository.insert({ ...where, ...fields });
      return null;
    }
    await repository.update({ id: existing.id }, fields);
    return existing.paymentMethodId && existing.paymentMethodId !== paymentMethodId ? existing.paymentMethodId : null;
  }
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);
