import { Inject } from '@nestjs/common';
import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { CaseAttachmentsService, visibleCaseAttachments } from '#domain/case-attachments';
import { CaseAttachment } from '../case-attachments/attachment.model.js';
import { toAttachment } from '../case-attachments/attachments.resolver.js';
import { type GraphqlContext, requirePrincipal } from '../graphql/graphql-context.js';
import { CaseComment, CaseNote } from './conversation.model.js';

type WithAttachments = { organizationId: string; caseId: string; attachmentIds: string[] };

/**
 * The files sent with a comment or a note; PHI ones only for who may see them. The files of every comment
 * and note of the request load in one query (per-request loader), not one query per item.
 */
async function attachmentsOf(
  attachments: CaseAttachmentsService,
  context: GraphqlContext,
  item: WithAttachments,
): Promise<CaseAttachment[]> {
  if (item.attachmentIds.length === 0) return [];
  const loader = context.loaders.get('caseAttachmentById', (ids) => attachments.byIds(ids));
  const loaded = await loader.loadMany(item.attachmentIds);
  const found = new Map(
    loaded.flatMap((attachment) => (attachment && !(attachment instanceof Error) ? [[attachment.id, attachment]] : [])),
  );
  const caseRecord = { id: item.caseId, organizationId: item.organizationId };
  return visibleCaseAttachments(requirePrincipal(context), caseRecord, item.attachmentIds, found).map(toAttachment);
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
