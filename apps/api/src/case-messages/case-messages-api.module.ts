import { Module } from '@nestjs/common';
import { CaseMessagesModule } from '#domain/case-messages';
import { CasesModule } from '#domain/cases';
import { CasesApiModule } from '../cases/cases-api.module.js';
import { CaseMessagesResolver } from './case-messages.resolver.js';
import { CaseMessagesLogResolver } from './case-messages-log.resolver.js';
import { MessageAcknowledgementResolver } from './message-acknowledgement.resolver.js';
import { MessageConversationsResolver } from './message-conversations.resolver.js';

/**
 * Case messages over GraphQL: the thread on a case, sendCaseMessage, acknowledgements, chat's conversations
 * and the organization's message log.
 */
@Module({
  imports: [CaseMessagesModule, CasesModule, CasesApiModule],
  providers: [
    CaseMessagesResolver,
    MessageAcknowledgementResolver,
    MessageConversationsResolver,
    CaseMessagesLogResolver,
  ],
})
export class CaseMessagesApiModule {}
