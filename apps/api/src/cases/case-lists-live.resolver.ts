import { Inject } from '@nestjs/common';
import { Args, ID, Resolver, Subscription } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, Principal } from '#access';
import { CaseWorkRules } from '#domain/cases';
import { type CaseActivityMessage, LivePubSub, organizationCasesTopic } from '#events';
import { CaseListChange } from './case.model.js';
import { CaseLiveAccess } from './case-live-access.js';

const toListChange = (message: CaseActivityMessage): CaseListChange => ({
  organizationId: message.organizationId,
  caseId: message.caseId,
  activityType: message.type,
  occurredAt: new Date(message.createdAt),
});

/** Live case lists: a change to any case the subscriber's list could show; the client refetches. */
@Resolver(() => CaseListChange)
export class CaseListsLiveResolver {
  constructor(
    @Inject(LivePubSub) private readonly pubSub: LivePubSub,
    @Inject(CaseLiveAccess) private readonly liveAccess: CaseLiveAccess,
  ) {}

  /** The organization's case list and its counts. */
  @Subscription(() => CaseListChange, {
    filter(
      this: CaseListsLiveResolver,
      message: CaseActivityMessage,
      _variables: unknown,
      context: { principal?: Principal },
    ) {
      return this.liveAccess.mayReceiveListChange(context.principal, message);
    },
    resolve: toListChange,
  })
  @AllowedFor(CaseWorkRules.read)
  organizationCasesChanged(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): AsyncIterableIterator<CaseActivityMessage> {
    return this.pubSub.asyncIterator<CaseActivityMessage>([organizationCasesTopic(principal.requireOrganizationId())]);
  }

  /** The caller's assigned cases in the organization (its my-tasks and "assigned to me" views). */
  @Subscription(() => CaseListChange, {
    filter(
      this: CaseListsLiveResolver,
      message: CaseActivityMessage,
      _variables: unknown,
      context: { principal?: Principal },
    ) {
      return this.liveAccess.mayReceiveAssignedChange(context.principal, message);
    },
    resolve: toListChange,
  })
  @AllowedFor(CaseWorkRules.read)
  assignedCasesChanged(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): AsyncIterableIterator<CaseActivityMessage> {
    return this.pubSub.asyncIterator<CaseActivityMessage>([organizationCasesTopic(principal.requireOrganizationId())]);
  }
}
