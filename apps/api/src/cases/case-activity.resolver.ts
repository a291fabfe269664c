import { Inject } from '@nestjs/common';
import { Args, Context, ID, Parent, ResolveField, Resolver, Subscription } from '@nestjs/graphql';
import { CurrentPrincipal, Principal, SignedIn } from '#access';
import { CasesService } from '#domain/cases';
import { type CaseActivityMessage, caseTopic, LivePubSub } from '#events';
import type { GraphqlContext } from '../graphql/graphql-context.js';
import { CaseActivity } from './case-activity.model.js';
import { toCasePerson } from './case.mapper.js';
import { CasePerson } from './case.model.js';
import { CaseLiveAccess } from './case-live-access.js';

@Resolver(() => CaseActivity)
export class CaseActivityResolver {
  constructor(
    @Inject(CasesService) private readonly cases: CasesService,
    @Inject(LivePubSub) private readonly pubSub: LivePubSub,
    @Inject(CaseLiveAccess) private readonly liveAccess: CaseLiveAccess,
  ) {}

  /**
   * New timeline entries of one case, from any api process (Redis pub/sub). Access is checked when
   * subscribing and again for every event delivered.
   */
  @Subscription(() => CaseActivity, {
    filter(
      this: CaseActivityResolver,
      message: CaseActivityMessage,
      variables: { caseId: string },
      context: { principal?: Principal },
    ) {
      return message.caseId === variables.caseId && this.liveAccess.mayReceiveActivity(context.principal, message);
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

  /** Who did it (null for the system). */
  @ResolveField(() => CasePerson, { nullable: true })
  actor(@Parent() activity: CaseActivity, @Context() context: GraphqlContext) {
    return this.person(activity.actorUserId, context);
  }

  /** The user the entry is about (an assignee, an HR representative), when it names one. */
  @ResolveField(() => CasePerson, { nullable: true })
  subjectUser(@Parent() activity: CaseActivity, @Context() context: GraphqlContext) {
    const userId = activity.payload.userId;
    return this.person(typeof userId === 'string' ? userId : null, context);
  }

  private async person(userId: string | null, context: GraphqlContext): Promise<CasePerson | null> {
    if (!userId) return null;
    const user = await context.people.load(userId);
    return user ? toCasePerson(user) : null;
  }
}
