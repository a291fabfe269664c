import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CaseActivityRecorder, type RecordActivity } from '#events';
import { CaseMessagesService } from '#domain/case-messages';
import {
  Provider,
  type ProviderEventEntity,
  ProviderEventHandlers,
  type ProviderEventHandler,
  type ProviderEventOutcome,
} from '#domain/provider-events';
import { StripeClient } from '#integrations';
import { ChargeSettlement } from './charge-settlement.js';
import { PaymentChargeEntity } from './payment-charge.entity.js';

/** The PaymentIntent events the webhook stores for charges. */
export const PAYMENT_CHARGE_STRIPE_EVENTS: readonly string[] = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
];

/**
 * payment_intent.succeeded / payment_intent.payment_failed of our charges (worker). The event is a hint: the
 * intent is read from Stripe as it is now, and the settlement writes a charge's outcome once, so late,
 * repeated or out-of-order events change nothing wrongly. Intents that are no charge of ours (no chargeId in
 * their metadata) are left to the other handlers.
 */
@Injectable()
export class StripePaymentIntentHandler implements ProviderEventHandler, OnModuleInit {
  readonly provider = Provider.STRIPE;
  readonly name = 'payment-charges';

  constructor(
    @Inject(ProviderEventHandlers) private readonly registry: ProviderEventHandlers,
    @Inject(StripeClient) private readonly client: StripeClient,
    @Inject(ChargeSettlement) private readonly settlement: ChargeSettlement,
    @Inject(CaseActivityRecorder) private readonly recorder: CaseActivityRecorder,
    @Inject(CaseMessagesService) private readonly messages: CaseMessagesService,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async handle(event: ProviderEventEntity, manager: EntityManager): Promise<ProviderEventOutcome> {
    const { type, objectId } = event.payload;
    if (!PAYMENT_CHARGE_STRIPE_EVENTS.includes(type as string) || typeof objectId !== 'string')
      return { handled: false, reason: 'not a PaymentIntent outcome' };
    const intent = await this.client.stripe.paymentIntents.retrieve(objectId);
    const { organizationId, chargeId } = intent.metadata ?? {};
    if (!organizationId || !chargeId) return { handled: false, reason: 'PaymentIntent of no charge' };
    const charge = await manager.findOneBy(PaymentChargeEntity, { id: chargeId, organizationId });
    if (!charge || (charge.paymentIntentId && charge.paymentIntentId !== intent.id)) return { handled: true };
    const record: RecordActivity = (activity) => this.recorder.record(manager, activity);
    if (intent.status === 'succeeded') {
      await this.settlement.succeedIn(manager, record, charge.id, intent.id);
      return { handled: true };
    }
    if (intent.status === 'requires_payment_method' && intent.last_payment_error) {
      const message = await this.settlement.failIn(manager, record, charge.id, {
        code: intent.last_payment_error.code ?? 'payment_failed',
        message: intent.last_payment_error.message ?? 'The payment failed',
        paymentIntentId: intent.id,
      });
      if (message) return { handled: true, afterCommit: () => this.messages.enqueue(message) };
    }
    return { handled: true };
  }
}
