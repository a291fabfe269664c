import { Inject } from '@nestjs/common';
import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal } from '#access';
import { AttachmentRules, type CaseAttachmentEntity, CaseAttachmentsService } from '#domain/case-attachments';
import { Case } from '../cases/case.model.js';
import { type ShapeRecorded, withRecordedActivities } from '../cases/case-change-payload.js';
import { type GraphqlContext, requirePrincipal } from '../graphql/graphql-context.js';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import {
  CaseAttachment,
  CaseAttachmentInput,
  CaseAttachmentPayload,
  CaseAttachmentsPayload,
  CaseAttachmentUrl,
} from './attachment.model.js';

export const toAttachment = ({
  id,
  caseId,
  createdAt,
  fileName,
  isPHI,
  uploadedById,
}: CaseAttachmentEntity): CaseAttachment => ({
  id,
  caseId,
  createdAt,
  fileName,
  isPHI,
  uploadedById,
});

/** Files on a case: registered after upload, listed and downloaded by who may see them. */
@Resolver(() => Case)
export class CaseAttachmentsResolver {
  constructor(@Inject(CaseAttachmentsService) private readonly attachments: CaseAttachmentsService) {}

  /** File entries a change recorded, shaped by their files as they are now, as the timeline query does. */
  private readonly shapeFileEntries: ShapeRecorded = async (principal, entries) => {
    const first = entries[0];
    if (!first) return [];
    return this.attachments.timelineFor(principal, { id: first.caseId, organizationId: first.organizationId }, entries);
  };

  /** PHI files are left out for viewers without access_phi (their own uploads excepted). */
  @ResolveField('attachments', () => [CaseAttachment])
  async caseAttachments(@Parent() parent: Case, @Context() context: GraphqlContext): Promise<CaseAttachment[]> {
    return (await this.attachments.listFor(requirePrincipal(context), parent)).map(toAttachment);
  }

  @Mutation(() => CaseAttachmentPayload)
  @AllowedFor(AttachmentRules.upload)
  async uploadFile(
    @CurrentPrincipal() principal: Principal,
    @Args('caseId', { type: () => ID }) caseId: string,
    @Args('filePath') filePath: string,
    @Args('isPHI', { type: () => Boolean, nullable: true }) isPHI?: boolean | null,
  ): Promise<CaseAttachmentPayload> {
    const { result, ...recorded } = await withRecordedActivities(
      principal,
      () => this.attachments.add(principal, caseId, [{ filePath, isPHI }]),
      this.shapeFileEntries,
    );
    return { success: true, message: OPERATION_SUCCEEDED, attachment: toAttachment(result[0]), ...recorded };
  }

  @Mutation(() => CaseAttachmentsPayload)
  @AllowedFor(AttachmentRules.upload)
  async uploadMultipleFiles(
    @CurrentPrincipal() principal: Principal,
    @Args('caseId', { type: () => ID }) caseId: string,
    @Args('attachments', { type: () => [CaseAttachmentInput] }) attachments: CaseAttachmentInput[],
  ): Promise<CaseAttachmentsPayload> {
    const { result: added, ...recorded } = await withRecordedActivities(
      principal,
      () => this.attachments.add(principal, caseId, attachments),
      this.shapeFileEntries,
    );
    return { success: true, message: OPERATION_SUCCEEDED, attachments: added.map(toAttachment), ...recorded };
  }

  @Mutation(() => CaseAttachmentPayload)
  @AllowedFor(AttachmentRules.remove)
  async deleteCaseAttachment(
    @CurrentPrincipal() principal: Principal,
    @Args('attachmentId', { type: () => ID }) attachmentId: string,
  ): Promise<CaseAttachmentPayload> {
    const { result: removed, ...recorded } = await withRecordedActivities(
      principal,
      () => this.attachments.delete(principal, attachmentId),
      this.shapeFileEntries,
    );
    return { success: true, message: OPERATION_SUCCEEDED, attachment: toAttachment(removed), ...recorded };
  }

  @Query(() => CaseAttachmentUrl)
  @AllowedFor(AttachmentRules.upload)
  async caseAttachmentUrl(
    @CurrentPrincipal() principal: Principal,
    @Args('attachmentId', { type: () => ID }) attachmentId: string,
  ): Promise<CaseAttachmentUrl> {
    return { success: true, url: await this.attachments.downloadUrl(principal, attachmentId) };
  }
}
