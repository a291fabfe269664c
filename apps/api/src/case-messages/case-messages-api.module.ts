import { Module } from '@nestjs/common';
import { CaseMessagesModule } from '#domain/case-messages';
import { CasesApiModule } from '../cases/cases-api.module.js';
import { CaseMessagesResolver } from './case-messages.resolver.js';

/** Case messages over GraphQL: the thread on a case and sendCaseMessage. */
@Module({ imports: [CaseMessagesModule, CasesApiModule], providers: [CaseMessagesResolver] })
export class CaseMessagesApiModule {}
