import { Inject } from '@nestjs/common';
import { Args, ID, Resolver, Subscription } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, Principal } from '#access';
import { ConversationRules } from '#domain/case-conversation';
import { type CaseActivityMessage, CaseActivityType, LivePubSub, organizationCasesTopic } from '#events';
import { CaseListChange } from '../cases/case.model.js';
import { CaseLiveAccess } from '../cases/case-live-access.js';

const taggedIn = (message: CaseActivityMessage, userId: string) =>
  message.type === CaseActivityType.ADD_NOTE &&
  Array.isArray(message.payload.taggedUserIds) &&
  message.payload.taggedUserIds.includes(userId);

/** Tells staff, wherever they are in the app, that an internal note tagged them. */
@Resolver(() => CaseListChange)
export class NoteTagsLiveResolver {
  constructor(
    @Inject(LivePubSub) private readonly pubSub: LivePubSub,
    @Inject(CaseLiveAccess) private readonly liveAccess: CaseLiveAccess,
  ) {}

  @Subscription(() => CaseListChange, {
    filter(
      this: NoteTagsLiveResolver,
      message: CaseActivityMessage,
      _variables: unknown,
      context: { principal?: Principal },
    ) {
      const principal = context.principal;
      return (
        Boolean(principal && taggedIn(message, principal.userId)) &&
        this.liveAccess.mayReceiveActivity(principal, message)
      );
    },
    resolve: (message: CaseActivityMessage): CaseListChange => ({
      organizationId: message.organizationId,
      caseId: message.caseId,
      activityType: message.type,
      occurredAt: new Date(message.createdAt),
    }),
  })
  @AllowedFor(ConversationRules.caseWork)
  taggedInNote(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): AsyncIterableIterator<CaseActivityMessage> {
    return this.pubSub.asyncIterator<CaseActivityMessage>([organizationCasesTopic(principal.requireOrganizationId())]);
  }
}
