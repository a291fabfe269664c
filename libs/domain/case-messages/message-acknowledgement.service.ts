import { Inject, Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { isUuid, notFound, type Principal } from '#access';
import { CaseActivityType } from '#events';
import { CaseChange } from '#domain/cases';
import { ConversationRules } from '#domain/case-conversation';
import { CaseMessageEntity } from './case-message.entity.js';
import { unacknowledgedInbound } from './unacknowledged-messages.js';

/**
 * The case team acknowledges the employee's inbound messages of a case, all at once (as chat opens a
 * conversation). The rule is the one for acknowledging a comment: case work, never the employee.
 */
@Injectable()
export class MessageAcknowledgementService {
  constructor(@Inject(CaseChange) private readonly change: CaseChange) {}

  /**
   * Marks every unacknowledged inbound message of the case as acknowledged by the caller and records
   * MESSAGES_ACKNOWLEDGED (published, so the other views of the case team update). Nothing left to
   * acknowledge is no error (two people opened the conversation together): nothing is written then.
   * Answers the messages it acknowledged.
   */
  acknowledge(principal: Principal, caseId: string): Promise<CaseMessageEntity[]> {
    if (!isUuid(caseId)) throw notFound();
    return this.change.run(principal, caseId, ConversationRules.caseWork, async (context) => {
      const { manager, caseRecord } = context;
      const result = await manager
        .createQueryBuilder()
        .update(CaseMessageEntity)
        .set({ acknowledgedAt: () => 'now()', acknowledgedById: context.principal.userId })
        .where('organization_id = :organizationId AND case_id = :caseId', {
          organizationId: caseRecord.organizationId,
          caseId: caseRecord.id,
        })
        .andWhere(unacknowledgedInbound('case_message'))
        .returning(['id'])
        .execute();
      const ids = (result.raw as { id: string }[]).map((row) => row.id);
      if (ids.length === 0) return [];
      const acknowledged = await manager.find(CaseMessageEntity, {
        where: { id: In(ids) },
        order: { createdAt: 'ASC', id: 'ASC' },
      });
      await context.record(CaseActivityType.MESSAGES_ACKNOWLEDGED, {
        messageIds: acknowledged.map((message) => message.id),
      });
      return acknowledged;
    });
  }
}
