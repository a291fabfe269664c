import { Module } from '@nestjs/common';
import { ProviderEventsModule } from '#domain/provider-events';
import { SmsConsentModule } from '#domain/sms-consent';
import { SmsModule } from '#integrations';
import { CaseMessagesModule } from './case-messages.module.js';
import { InboundSmsHandler } from './inbound-sms.handler.js';
import { MessageStatusHandler } from './message-status.handler.js';

/**
 * The case messages' provider-event handlers (the worker imports this): Twilio status callbacks and
 * inbound text messages. SmsConsentModule is imported first, so its keyword handler is asked first.
 */
@Module({
  imports: [SmsConsentModule, ProviderEventsModule, CaseMessagesModule, SmsModule],
  providers: [MessageStatusHandler, InboundSmsHandler],
})
export class CaseMessageEventsModule {}
