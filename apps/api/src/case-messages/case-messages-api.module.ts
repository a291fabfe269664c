import { Module } from '@nestjs/common';
import { CaseMessagesModule } from '#domain/case-messages';
import { CasesApiModule } from '../cases/cases-api.module.js';
import { CaseMessagesResolver } from './case-messages.resolver.js';
import { CaseMessagesLogResolver } from './case-messages-log.resolver.js';

/** Case messages over GraphQL: the thread on a case, sendCaseMessage and the organization's message log. */
@Module({ imports: [CaseMessagesModule, CasesApiModule], providers: [CaseMessagesResolver, CaseMessagesLogResolver] })
export class CaseMessagesApiModule {}
