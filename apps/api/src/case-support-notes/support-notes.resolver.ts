import { Inject } from '@nestjs/common';
import { Args, Field, ID, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal } from '#access';
import { CaseSupportNotesService, SupportNoteRules } from '#domain/case-support-notes';
import { CaseChangePayload, withRecordedActivities } from '../cases/case-change-payload.js';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';

@ObjectType()
export class CaseSupportNote {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  caseId: string;

  @Field()
  content: string;

  @Field()
  isCompleted: boolean;

  @Field(() => Date, { nullable: true })
  completedAt: Date | null;

  @Field()
  isOrganizationWide: boolean;

  @Field(() => ID, { nullable: true })
  authorId: string | null;

  @Field()
  createdAt: Date;

  @Field()
  updatedAt: Date;
}

@ObjectType()
export class CaseSupportNotePayload extends CaseChangePayload {
  @Field(() => CaseSupportNote, { nullable: true })
  supportNote: CaseSupportNote | null;
}

/** Support desk notes on a case, staff only; organization-wide ones show on every case of the organization. */
@Resolver(() => CaseSupportNote)
export class CaseSupportNotesResolver {
  constructor(@Inject(CaseSupportNotesService) private readonly supportNotes: CaseSupportNotesService) {}

  @Query(() => [CaseSupportNote])
  @AllowedFor(SupportNoteRules.work)
  allCaseSupportNotes(
    @CurrentPrincipal() principal: Principal,
    @Args('caseId', { type: () => ID }) caseId: string,
  ): Promise<CaseSupportNote[]> {
    return this.supportNotes.listFor(principal, caseId);
  }

  @Mutation(() => CaseSupportNotePayload)
  @AllowedFor(SupportNoteRules.work)
  async addCaseSupportNote(
    @CurrentPrincipal() principal: Principal,
    @Args('caseId', { type: () => ID }) caseId: string,
    @Args('content') content: string,
    @Args('isOrganizationWide', { type: () => Boolean, nullable: true }) isOrganizationWide?: boolean | null,
  ): Promise<CaseSupportNotePayload> {
    const { result: supportNote, ...recorded } = await withRecordedActivities(principal, () =>
      this.supportNotes.add(principal, caseId, { content, isOrganizationWide }),
    );
    return { success: true, message: OPERATION_SUCCEEDED, supportNote, ...recorded };
  }

  @Mutation(() => CaseSupportNotePayload)
  @AllowedFor(SupportNoteRules.work)
  async updateCaseSupportNote(
    @CurrentPrincipal() principal: Principal,
    @Args('supportNoteId', { type: () => ID }) supportNoteId: string,
    @Args('content', { type: () => String, nullable: true }) content?: string | null,
    @Args('isCompleted', { type: () => Boolean, nullable: true }) isCompleted?: boolean | null,
    @Args('isOrganizationWide', { type: () => Boolean, nullable: true }) isOrganizationWide?: boolean | null,
  ): Promise<CaseSupportNotePayload> {
    const { result: supportNote, ...recorded } = await withRecordedActivities(principal, () =>
      this.supportNotes.update(principal, supportNoteId, { content, isCompleted, isOrganizationWide }),
    );
    return { success: true, message: OPERATION_SUCCEEDED, supportNote, ...recorded };
  }
}
