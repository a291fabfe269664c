import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  Provider,
  type ProviderEventEntity,
  type ProviderEventHandler,
  ProviderEventHandlers,
  type ProviderEventOutcome,
} from '#domain/provider-events';
import { toE164 } from './e164.js';
import { SmsConsentService } from './sms-consent.service.js';
import { consentKeywordOf } from './sms-keywords.js';

/**
 * Inbound SMS that are a consent keyword (STOP, START, HELP and their synonyms) are recorded; any other
 * message is passed on to the handlers registered after this one (inbound threading).
 */
@Injectable()
export class SmsConsentKeywordHandler implements ProviderEventHandler, OnModuleInit {
  readonly provider = Provider.TWILIO_SMS;
  readonly name = 'sms-consent';

  constructor(
    @Inject(ProviderEventHandlers) private readonly registry: ProviderEventHandlers,
    @Inject(SmsConsentService) private readonly consent: SmsConsentService,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async handle(event: ProviderEventEntity, manager: EntityManager): Promise<ProviderEventOutcome> {
    const { From: from, Body: body } = event.payload;
    const keyword = typeof body === 'string' ? consentKeywordOf(body) : null;
    if (!keyword) return { handled: false, reason: 'not a consent keyword' };
    if (typeof from !== 'string' || !toE164(from)) return { handled: false, reason: 'sender is not a phone number' };
    await this.consent.record(
      { phoneNumber: from, keyword, receivedAt: event.receivedAt, providerEventId: event.id },
      manager,
    );
    return { handled: true };
  }
}
