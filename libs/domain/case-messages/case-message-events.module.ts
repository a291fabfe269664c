import { Module } from '@nestjs/common';
import { ProviderEventsModule } from '#domain/provider-events';
import { SmsConsentModule } from '#domain/sms-consent';
import { SmsModule, StorageModule } from '#integrations';
import { CaseMessagesModule } from './case-messages.module.js';
import { InboundEmailHandler } from './inbound-email.handler.js';
import { InboundSmsHandler } from './inbound-sms.handler.js';
import { MessageStatusHandler } from './message-status.handler.js';
import { SendgridStatusHandler } from './sendgrid-status.handler.js';

/**
 * The case messages' provider-event handlers (the worker imports this): Twilio and SendGrid statuses,
 * inbound text messages and inbound e-mail. SmsConsentModule is imported first, so its keyword handler is asked first.
 */
@Module({
  imports: [SmsConsentModule, ProviderEventsModule, CaseMessagesModule, SmsModule, StorageModule],
  providers: [MessageStatusHandler, SendgridStatusHandler, InboundSmsHandler, InboundEmailHandler],
})
export class CaseMessageEventsModule {}
