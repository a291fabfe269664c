import { Inject } from '@nestjs/common';
import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { CaseAttachmentsService } from '#domain/case-attachments';
import { CaseAttachment } from '../case-attachments/attachment.model.js';
import { toAttachment } from '../case-attachments/attachments.resolver.js';
import { type GraphqlContext, requirePrincipal } from '../graphql/graphql-context.js';
import { CaseComment, CaseNote } from './conversation.model.js';

type WithAttachments = { organizationId: string; caseId: string; attachmentIds: string[] };

/** The files sent with a comment or a note; PHI ones only for who may see them. */
async function attachmentsOf(
  attachments: CaseAttachmentsService,
  context: GraphqlContext,
  item: WithAttachments,
): Promise<CaseAttachment[]> {
  if (item.attachmentIds.length === 0) return [];
  const caseRecord = { id: item.caseId, organizationId: item.organizationId };
  const found = await attachments.byIdsFor(requirePrincipal(context), caseRecord, item.attachmentIds);
  return found.map(toAttachment);
}

@Resolver(() => CaseComment)
export class CommentAttachmentsResolver {
  constructor(@Inject(CaseAttachmentsService) private readonly caseAttachments: CaseAttachmentsService) {}

  @ResolveField(() => [CaseAttachment])
  attachments(@Parent() comment: CaseComment, @Context() context: GraphqlContext) {
    return attachmentsOf(this.caseAttachments, context, comment);
  }
}

@Resolver(() => CaseNote)
export class NoteAttachmentsResolver {
  constructor(@Inject(CaseAttachmentsService) private readonly caseAttachments: CaseAttachmentsService) {}

  @ResolveField(() => [CaseAttachment])
  attachments(@Parent() note: CaseNote, @Context() context: GraphqlContext) {
    return attachmentsOf(this.caseAttachments, context, note);
  }
}
