import { Inject } from '@nestjs/common';
import { Args, Context, ID, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal, SignedIn } from '#access';
import {
  type CaseCommentEntity,
  CaseCommentsService,
  CaseNotesService,
  ConversationRules,
} from '#domain/case-conversation';
import { mentionsAttachment } from '#integrations';
import { CasesService } from '#domain/cases';
import { isEmployeeView, toCaseModel, toCasePerson } from '../cases/case.mapper.js';
import { Case, CasePerson } from '../cases/case.model.js';
import { withRecordedActivities } from '../cases/case-change-payload.js';
import { type GraphqlContext, requirePrincipal } from '../graphql/graphql-context.js';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { CaseComment, CaseCommentPayload, CaseNote, CaseNotePayload } from './conversation.model.js';

// Only a comment sent without a file is flagged: one with files already carries what it speaks of.
const toComment = (comment: CaseCommentEntity): CaseComment => ({
  ...comment,
  possiblyMentionsAttachment: comment.attachmentIds.length === 0 && mentionsAttachment(comment.text),
});

/** Comments and internal notes on a case, and the people they name. */
@Resolver(() => Case)
export class CaseConversationResolver {
  constructor(
    @Inject(CaseCommentsService) private readonly commentsService: CaseCommentsService,
    @Inject(CaseNotesService) private readonly notesService: CaseNotesService,
    @Inject(CasesService) private readonly cases: CasesService,
  ) {}

  /** The case a comment or note is on, as the change left it. */
  private async caseOf(principal: Principal, entry: { caseId: string }): Promise<Case> {
    return toCaseModel(await this.cases.findVisible(principal, entry.caseId), principal);
  }

  /** Oldest first; the employee sees every comment of its own request. */
  @ResolveField(() => [CaseComment])
  async comments(@Parent() parent: Case): Promise<CaseComment[]> {
    return (await this.commentsService.listFor(parent)).map(toComment);
  }

  /** Internal notes: empty for an employee, whatever it asks. */
  @ResolveField(() => [CaseNote])
  async notes(@Parent() parent: Case, @Context() context: GraphqlContext): Promise<CaseNote[]> {
    if (isEmployeeView(requirePrincipal(context), parent)) return [];
    return this.notesService.listFor(parent);
  }

  @Mutation(() => CaseCommentPayload)
  @AllowedFor(ConversationRules.comment)
  async addCaseComment(
    @CurrentPrincipal() principal: Principal,
    @Args('caseId', { type: () => ID }) caseId: string,
    @Args('text') text: string,
    @Args('formIds', { type: () => [ID], nullable: true }) formIds?: string[] | null,
    @Args('attachmentIds', { type: () => [ID], nullable: true, description: 'Your own files on this case' })
    attachmentIds?: string[] | null,
  ): Promise<CaseCommentPayload> {
    const { result: comment, ...recorded } = await withRecordedActivities(principal, () =>
      this.commentsService.add(principal, caseId, { text, formIds, attachmentIds }),
    );
    return {
      success: true,
      message: OPERATION_SUCCEEDED,
      comment: toComment(comment),
      ...recorded,
      case: await this.caseOf(principal, comment),
    };
  }

  @Mutation(() => CaseCommentPayload)
  @AllowedFor(ConversationRules.caseWork)
  async acknowledgeCaseComment(
    @CurrentPrincipal() principal: Principal,
    @Args('commentId', { type: () => ID }) commentId: string,
  ): Promise<CaseCommentPayload> {
    const { result: comment, ...recorded } = await withRecordedActivities(principal, () =>
      this.commentsService.acknowledge(principal, commentId),
    );
    return {
      success: true,
      message: OPERATION_SUCCEEDED,
      comment: toComment(comment),
      ...recorded,
      case: await this.caseOf(principal, comment),
    };
  }

  /** Cvadmin or the comment's author. */
  @Mutation(() => CaseCommentPayload)
  @SignedIn()
  async deleteCaseComment(
    @CurrentPrincipal() principal: Principal,
    @Args('commentId', { type: () => ID }) commentId: string,
  ): Promise<CaseCommentPayload> {
    const { result: comment, ...recorded } = await withRecordedActivities(principal, () =>
      this.commentsService.delete(principal, commentId),
    );
    return {
      success: true,
      message: OPERATION_SUCCEEDED,
      comment: toComment(comment),
      ...recorded,
      case: await this.caseOf(principal, comment),
    };
  }

  @Mutation(() => CaseNotePayload)
  @AllowedFor(ConversationRules.caseWork)
  async addCaseNote(
    @CurrentPrincipal() principal: Principal,
    @Args('caseId', { type: () => ID }) caseId: string,
    @Args('text') text: string,
    @Args('taggedUserIds', { type: () => [ID], nullable: true }) taggedUserIds?: string[] | null,
    @Args('attachmentIds', { type: () => [ID], nullable: true, description: 'Your own files on this case' })
    attachmentIds?: string[] | null,
  ): Promise<CaseNotePayload> {
    const { result: note, ...recorded } = await withRecordedActivities(principal, () =>
      this.notesService.add(principal, caseId, { text, taggedUserIds, attachmentIds }),
    );
    return { success: true, message: OPERATION_SUCCEEDED, note, ...recorded, case: await this.caseOf(principal, note) };
  }

  @Mutation(() => CaseNotePayload)
  @AllowedFor(ConversationRules.caseWork)
  async acknowledgeCaseNote(
    @CurrentPrincipal() principal: Principal,
    @Args('noteId', { type: () => ID }) noteId: string,
  ): Promise<CaseNotePayload> {
    const { result: note, ...recorded } = await withRecordedActivities(principal, () =>
      this.notesService.acknowledge(principal, noteId),
    );
    return { success: true, message: OPERATION_SUCCEEDED, note, ...recorded, case: await this.caseOf(principal, note) };
  }
}

/** Authors and tagged people, batched per request. */
@Resolver(() => CaseComment)
export class CaseCommentFieldsResolver {
  constructor(@Inject(CasesService) private readonly cases: CasesService) {}

  @ResolveField(() => CasePerson, { nullable: true })
  async author(@Parent() comment: CaseComment, @Context() context: GraphqlContext): Promise<CasePerson | null> {
    if (!comment.authorId) return null;
    const user = await context.people.load(comment.authorId);
    return user ? toCasePerson(user) : null;
  }
}

@Resolver(() => CaseNote)
export class CaseNoteFieldsResolver {
  constructor(@Inject(CasesService) private readonly cases: CasesService) {}

  @ResolveField(() => CasePerson, { nullable: true })
  async author(@Parent() note: CaseNote, @Context() context: GraphqlContext): Promise<CasePerson | null> {
    if (!note.authorId) return null;
    const user = await context.people.load(note.authorId);
    return user ? toCasePerson(user) : null;
  }

  @ResolveField(() => [CasePerson])
  async taggedUsers(@Parent() note: CaseNote, @Context() context: GraphqlContext): Promise<CasePerson[]> {
    const loader = context.people;
    const users = await Promise.all(note.taggedUserIds.map((id) => loader.load(id)));
    return users.flatMap((user) => (user ? [toCasePerson(user)] : []));
  }
}
