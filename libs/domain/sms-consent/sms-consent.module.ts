import { Module } from '@nestjs/common';
import { ProviderEventsModule } from '#domain/provider-events';
import { SmsConsentKeywordHandler } from './sms-consent-keyword.handler.js';
import { SmsConsentService } from './sms-consent.service.js';

/** SMS consent: records STOP/START/HELP from inbound SMS (a provider-event handler) and answers isOptedOut. */
@Module({
  imports: [ProviderEventsModule],
  providers: [SmsConsentService, SmsConsentKeywordHandler],
  exports: [SmsConsentService],
})
export class SmsConsentModule {}
