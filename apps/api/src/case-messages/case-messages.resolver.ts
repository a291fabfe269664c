import { Inject } from '@nestjs/common';
import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal } from '#access';
import { CaseMessagesService, MessageChannel, MessageRules, smsSegments } from '#domain/case-messages';
import { CaseAttachment } from '../case-attachments/attachment.model.js';
import { toAttachment } from '../case-attachments/attachments.resolver.js';
import { isEmployeeView } from '../cases/case.mapper.js';
import { OrganizationDocument } from '../documents/document.model.js';
import { toDocument } from '../documents/documents.resolver.js';
import { Case } from '../cases/case.model.js';
import { withRecordedActivities } from '../cases/case-change-payload.js';
import { type GraphqlContext, requirePrincipal } from '../graphql/graphql-context.js';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { SendCaseMessageInput } from './dto/send-case-message.input.js';
import { CaseMessage, CaseMessagePayload } from './case-message.model.js';
import { toCaseMessage } from './case-message.mapper.js';
import { CaseMessagePreview } from './case-message-preview.model.js';

/** E-mail and text messages between the case team and the employee. */
@Resolver(() => Case)
export class CaseMessagesResolver {
  constructor(@Inject(CaseMessagesService) private readonly service: CaseMessagesService) {}

  /** The thread, oldest first (newest last). */
  @ResolveField(() => [CaseMessage])
  async messages(@Parent() parent: Case, @Context() context: GraphqlContext): Promise<CaseMessage[]> {
    const principal = requirePrincipal(context);
    const employeeView = isEmployeeView(principal, parent);
    return (await this.service.listFor(principal, parent)).map((message) => toCaseMessage(message, employeeView));
  }

  /**
   * The case's files a message to the employee may carry: those the caller and the employee may both see,
   * never an internal note's. Empty for who may not send messages.
   */
  @ResolveField(() => [CaseAttachment])
  async messageFiles(@Parent() parent: Case, @Context() context: GraphqlContext): Promise<CaseAttachment[]> {
    return (await this.service.sendableFiles(requirePrincipal(context), parent.id)).map(toAttachment);
  }

  /**
   * The library documents a message to the employee may carry: never a private document or another
   * person's user document. Empty for who may not send messages.
   */
  @ResolveField(() => [OrganizationDocument])
  async messageDocuments(@Parent() parent: Case, @Context() context: GraphqlContext): Promise<OrganizationDocument[]> {
    const principal = requirePrincipal(context);
    return (await this.service.sendableLibraryDocuments(principal, parent.id)).map((document) =>
      toDocument(principal, document),
    );
  }

  /**
   * Writes the message; the worker sends it (status PENDING until the provider answers). By default the
   * employee receives a notice without PHI and reads the text after signing in.
   */
  @Mutation(() => CaseMessagePayload)
  @AllowedFor(MessageRules.send)
  async sendCaseMessage(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: SendCaseMessageInput,
  ): Promise<CaseMessagePayload> {
    const { result: message, ...recorded } = await withRecordedActivities(principal, () =>
      this.service.send(principal, input),
    );
    return { success: true, message: OPERATION_SUCCEEDED, caseMessage: toCaseMessage(message, false), ...recorded };
  }

  /**
   * What sendCaseMessage would write for the same input, refused alike (BAD_USER_INPUT for an unknown
   * placeholder, an employee who cannot be reached, …), with nothing written. Same access as sending.
   */
  @Query(() => CaseMessagePreview)
  @AllowedFor(MessageRules.send)
  async caseMessagePreview(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: SendCaseMessageInput,
  ): Promise<CaseMessagePreview> {
    const composed = await this.service.preview(principal, input);
    return {
      subject: composed.subject,
      text: composed.body,
      sentText: composed.sentBody,
      fullText: composed.fullText,
      toAddress: composed.toAddress,
      smsSegments: composed.channel === MessageChannel.SMS ? smsSegments(composed.sentBody) : null,
      forms: composed.forms.map(({ form }) => ({ formId: form.id, name: form.name })),
      files: composed.files.map(({ file }) => ({ attachmentId: file.id, fileName: file.fileName })),
      documents: composed.documents.map(({ document }) => ({ documentId: document.id, fileName: document.fileName })),
    };
  }
}
