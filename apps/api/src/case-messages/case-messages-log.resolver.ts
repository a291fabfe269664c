import { Inject } from '@nestjs/common';
import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal } from '#access';
import { CaseMessagesLogService } from '#domain/case-messages';
import { CaseWorkRules } from '#domain/cases';
import { CaseMessageLogEntry, CaseMessagesLogPage } from './case-message-log.model.js';
import { CaseMessagesLogInput } from './dto/case-messages-log.input.js';

/** The organization's message log: staff read it as they read the case lists. */
@Resolver(() => CaseMessageLogEntry)
export class CaseMessagesLogResolver {
  constructor(@Inject(CaseMessagesLogService) private readonly log: CaseMessagesLogService) {}

  @Query(() => CaseMessagesLogPage, {
    description: "E-mail and text messages of the organization's cases the caller can see, newest first",
  })
  @AllowedFor(CaseWorkRules.read)
  async caseMessagesLog(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string | null,
    @Args('input', { type: () => CaseMessagesLogInput, nullable: true }) input?: CaseMessagesLogInput | null,
  ): Promise<CaseMessagesLogPage> {
    const page = await this.log.page(principal, input ?? {});
    return {
      pageInfo: { endCursor: page.endCursor, hasNextPage: page.hasNextPage },
      messages: page.items.map((row) => ({
        id: row.id,
        caseId: row.caseId,
        caseShortId: row.caseShortId,
        caseTitle: row.caseTitle,
        employeeName: row.employeeName,
        channel: row.channel,
        type: row.type,
        direction: row.direction,
        status: row.status,
        subject: row.subject,
        errorReason: row.errorReason,
        attempts: row.attempts,
        sentAt: row.sentAt,
        createdAt: row.createdAt,
      })),
    };
  }
}
