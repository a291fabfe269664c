import { Inject } from '@nestjs/common';
import { Context, ID, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { type CaseAttachmentEntity, CaseAttachmentsService, visibleCaseAttachments } from '#domain/case-attachments';
import { CaseAttachment } from '../case-attachments/attachment.model.js';
import { toAttachment } from '../case-attachments/attachments.resolver.js';
import { type GraphqlContext, requirePrincipal } from '../graphql/graphql-context.js';
import { CaseComment, CaseNote } from './conversation.model.js';

type WithAttachments = { organizationId: string; caseId: string; attachmentIds: string[] };

/**
 * The files sent with a comment or a note that the viewer may see (PHI ones with access_phi, a note's
 * only for who sees notes). The files of every comment and note of the request load in one query
 * (per-request loader), not one query per item.
 */
async function attachmentsOf(
  attachments: CaseAttachmentsService,
  context: GraphqlContext,
  item: WithAttachments,
): Promise<CaseAttachmentEntity[]> {
  if (item.attachmentIds.length === 0) return [];
  const loader = context.loaders.get('caseAttachmentById', (ids) => attachments.byIds(ids));
  const loaded = await loader.loadMany(item.attachmentIds);
  const found = new Map(
    loaded.flatMap((attachment) => (attachment && !(attachment instanceof Error) ? [[attachment.id, attachment]] : [])),
  );
  const caseRecord = { id: item.caseId, organizationId: item.organizationId };
  return visibleCaseAttachments(requirePrincipal(context), caseRecord, item.attachmentIds, found);
}

const ATTACHMENT_IDS = 'Ids of the files sent with it that you may open; nobody sees the ids of others';

@Resolver(() => CaseComment)
export class CommentAttachmentsResolver {
  constructor(@Inject(CaseAttachmentsService) private readonly caseAttachments: CaseAttachmentsService) {}

  @ResolveField(() => [CaseAttachment])
  async attachments(@Parent() comment: CaseComment, @Context() context: GraphqlContext) {
    return (await attachmentsOf(this.caseAttachments, context, comment)).map(toAttachment);
  }

  @ResolveField(() => [ID], { description: ATTACHMENT_IDS })
  async attachmentIds(@Parent() comment: CaseComment, @Context() context: GraphqlContext) {
    return (await attachmentsOf(this.caseAttachments, context, comment)).map((attachment) => attachment.id);
  }
}

@Resolver(() => CaseNote)
export class NoteAttachmentsResolver {
  constructor(@Inject(CaseAttachmentsService) private readonly caseAttachments: CaseAttachmentsService) {}

  @ResolveField(() => [CaseAttachment])
  async attachments(@Parent() note: CaseNote, @Context() context: GraphqlContext) {
    return (await attachmentsOf(this.caseAttachments, context, note)).map(toAttachment);
  }

  @ResolveField(() => [ID], { description: ATTACHMENT_IDS })
  async attachmentIds(@Parent() note: CaseNote, @Context() context: GraphqlContext) {
    return (await attachmentsOf(this.caseAttachments, context, note)).map((attachment) => attachment.id);
  }
}
