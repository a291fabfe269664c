import { Inject } from '@nestjs/common';
import { Args, ID, Resolver, Subscription } from '@nestjs/graphql';
import { CurrentPrincipal, Principal, Role, SignedIn } from '#access';
import { CasesService } from '#domain/cases';
import { type CaseActivityMessage, caseTopic, isVisibleToEmployee, LivePubSub } from '#events';
import { CaseActivity } from './case-activity.model.js';

@Resolver(() => CaseActivity)
export class CaseActivityResolver {
  constructor(
    @Inject(CasesService) private readonly cases: CasesService,
    @Inject(LivePubSub) private readonly pubSub: LivePubSub,
  ) {}

  /**
   * New timeline entries of one case, from any api process (Redis pub/sub). Access is checked when
   * subscribing and again for every event delivered.
   */
  @Subscription(() => CaseActivity, {
    filter: (message: CaseActivityMessage, variables: { caseId: string }, context: { principal?: Principal }) => {
      const principal = context.principal;
      if (!principal || message.caseId !== variables.caseId || !principal.canActIn(message.organizationId))
        return false;
      return principal.role !== Role.USER || isVisibleToEmployee(message.type);
    },
    resolve: (message: CaseActivityMessage): CaseActivity =>
      ({ ...message, createdAt: new Date(message.createdAt) }) as CaseActivity,
  })
  @SignedIn()
  async caseActivityAdded(
    @CurrentPrincipal() principal: Principal,
    @Args('caseId', { type: () => ID }) caseId: string,
  ): Promise<AsyncIterableIterator<CaseActivityMessage>> {
    await this.cases.findVisible(principal, caseId);
    return this.pubSub.asyncIterator<CaseActivityMessage>([caseTopic(caseId)]);
  }
}
