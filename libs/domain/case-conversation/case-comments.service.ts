import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import {
  type AccessRule,
  type AppError,
  badInput,
  forbidden,
  illegalState,
  isUuid,
  notFound,
  type Principal,
  Role,
} from '#access';
import { CaseActivityType } from '#events';
import { CaseChange, type CaseChangeContext } from '#domain/cases';
import { formsUsableIn } from '#domain/forms';
import { notifyEmployeeReplied } from '#domain/notifications';
import { parseInput } from '#domain/shared';
import { CaseCommentEntity } from './case-comment.entity.js';
import { COMMENT_DELETE_MESSAGE, ConversationRules } from './conversation-rules.js';
import { requireOwnCaseAttachments } from './conversation-attachments.js';
import { refreshUnacknowledged } from './unacknowledged-counts.js';

const commentSchema = z.object({
  text: z.string().trim().min(1, 'write a comment').max(10000, 'must be at most 10,000 characters'),
  formIds: z.array(z.string().refine(isUuid, 'must be form ids')).max(10).nullish(),
  attachmentIds: z.array(z.string()).max(10, 'at most 10 files').nullish(),
});

export interface AddCommentInput {
  text: string;
  formIds?: string[] | null;
  /** Files the author already put on this case (uploadFile). */
  attachmentIds?: string[] | null;
}

/**
 * Why the caller may not delete a comment by `authorId`, or null: "Case comment delete: cvadmin or the
 * comment's author". With `authorId` null it answers for comments written by anyone else.
 */
export function commentDeleteRefusal(principal: Principal, authorId: string | null): AppError | null {
  return authorId === principal.userId || principal.isCvadmin() ? null : forbidden(COMMENT_DELETE_MESSAGE);
}

/** Comments: the conversation between the employee and the case team, acknowledged by the team. */
@Injectable()
export class CaseCommentsService {
  constructor(
    @Inject(CaseChange) private readonly change: CaseChange,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  /** An employee's comment waits to be acknowledged by the team; a staff comment does not. */
  add(principal: Principal, caseId: string, input: AddCommentInput): Promise<CaseCommentEntity> {
    const parsed = parseInput(commentSchema, input);
    return this.change.run(
      principal,
      caseId,
      ConversationRules.comment,
      async ({ manager, caseRecord, record, principal: scoped }) => {
        const fromEmployee = scoped.role === Role.USER;
        const formIds = [...new Set(parsed.formIds ?? [])];
        const usable = await formsUsableIn(manager, caseRecord.organizationId, formIds);
        if (usable.size !== formIds.length) {
          throw badInput('formIds: not a form this organization can send', 'formIds');
        }
        const comment = await manager.save(
          manager.create(CaseCommentEntity, {
            organizationId: caseRecord.organizationId,
            caseId: caseRecord.id,
            authorId: principal.userId,
            text: parsed.text,
            formIds,
            attachmentIds: await requireOwnCaseAttachments(
              manager,
              caseRecord.id,
              principal.userId,
              parsed.attachmentIds,
              'comment',
            ),
            isAcknowledged: !fromEmployee,
          }),
        );
        if (fromEmployee) await refreshUnacknowledged(manager, caseRecord);
        await record(CaseActivityType.ADD_COMMENT, { commentId: comment.id, fromEmployee });
        if (fromEmployee) {
          await notifyEmployeeReplied(manager, {
            replyId: comment.id,
            caseRecord,
            employeeId: principal.userId,
            text: parsed.text,
          });
        }
        return comment;
      },
    );
  }

  acknowledge(principal: Principal, commentId: string): Promise<CaseCommentEntity> {
    return this.onComment(principal, commentId, ConversationRules.caseWork, async (context, comment) => {
      if (comment.isAcknowledged) throw illegalState('This comment is acknowledged already');
      Object.assign(comment, { isAcknowledged: true, acknowledgedAt: new Date(), acknowledgedById: principal.userId });
      const saved = await context.manager.save(comment);
      await refreshUnacknowledged(context.manager, context.caseRecord);
      await context.record(CaseActivityType.COMMENT_ACKNOWLEDGED, { commentId });
      return saved;
    });
  }

  /** "Case comment delete: cvadmin or the comment's author". */
  delete(principal: Principal, commentId: string): Promise<CaseCommentEntity> {
    return this.onComment(principal, commentId, ConversationRules.comment, async (context, comment) => {
      const refusal = commentDeleteRefusal(principal, comment.authorId);
      if (refusal) throw refusal;
      const removed = { ...comment };
      await context.manager.remove(comment);
      await refreshUnacknowledged(context.manager, context.caseRecord);
      await context.record(CaseActivityType.DELETE_COMMENT, { commentId });
      return Object.assign(new CaseCommentEntity(), removed);
    });
  }

  /** Comments of a case, oldest first (the organization leads the index that serves this). */
  listFor(caseRecord: { id: string; organizationId: string }): Promise<CaseCommentEntity[]> {
    return this.dataSource.getRepository(CaseCommentEntity).find({
      where: { organizationId: caseRecord.organizationId, caseId: caseRecord.id },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  private async onComment<T>(
    principal: Principal,
    commentId: string,
    rule: AccessRule,
    work: (context: CaseChangeContext, comment: CaseCommentEntity) => Promise<T>,
  ): Promise<T> {
    if (!isUuid(commentId)) throw notFound();
    const found = principal.assertCanSee(
      await this.dataSource.getRepository(CaseCommentEntity).findOneBy({ id: commentId }),
    );
    return this.change.run(principal, found.caseId, rule, async (context) => {
      const comment = await context.manager.findOne(CaseCommentEntity, {
        where: { id: commentId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!comment) throw notFound();
      return work(context, comment);
    });
  }
}
