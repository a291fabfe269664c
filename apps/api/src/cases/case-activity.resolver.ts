import { Inject } from '@nestjs/common';
import { Args, Context, ID, Parent, ResolveField, Resolver, Subscription } from '@nestjs/graphql';
import { badInput, CurrentPrincipal, Principal, SignedIn } from '#access';
import { CasesService } from '#domain/cases';
import { type CaseActivityMessage, caseTopic, LivePubSub, toActivityMessage } from '#events';
import type { GraphqlContext } from '../graphql/graphql-context.js';
import { mapEvents } from '../graphql/map-events.js';
import { CaseActivity } from './case-activity.model.js';
import { toCasePerson } from './case.mapper.js';
import { CasePerson } from './case.model.js';
import { CaseLiveAccess } from './case-live-access.js';

/** Beyond this many missed entries a client is better served reloading the case than replaying them. */
const MAX_REPLAYED_ACTIVITIES = 1000;

@Resolver(() => CaseActivity)
export class CaseActivityResolver {
  constructor(
    @Inject(CasesService) private readonly cases: CasesService,
    @Inject(LivePubSub) private readonly pubSub: LivePubSub,
    @Inject(CaseLiveAccess) private readonly liveAccess: CaseLiveAccess,
  ) {}

  /**
   * New timeline entries of one case, from any api process (Redis pub/sub). Access is checked when
   * subscribing and again for every event delivered. With `after` (the last entry the client has), the
   * entries recorded since are delivered first, so a client that reconnects misses nothing; an event may
   * still come twice (at-least-once), and clients know it by its id. Each event is shaped for the subscriber
   * as the timeline query shapes it (activityForViewer).
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
    @Args('after', {
      type: () => ID,
      nullable: true,
      description: 'The last timeline entry the client has: what came after it is delivered first.',
    })
    after?: string | null,
  ): Promise<AsyncIterableIterator<CaseActivityMessage>> {
    const caseRecord = await this.cases.findVisible(principal, caseId);
    // Without a resume point, the newest entry now is one: should this api's Redis subscriber drop while
    // the client stays connected, what was published meanwhile is caught up from there.
    const from = after ?? (await this.cases.newestActivityId(caseRecord));
    const events = await this.pubSub.replayThenLive<CaseActivityMessage>([caseTopic(caseId)], async () => {
      const missed = from
        ? await this.cases.activityAfter(caseRecord, from, MAX_REPLAYED_ACTIVITIES)
        : await this.cases.recentActivity(caseRecord, MAX_REPLAYED_ACTIVITIES);
      if (!missed) throw badInput('after: no timeline entry of this case has this id');
      const messages = missed.map(toActivityMessage);
      this.liveAccess.lookUpFilesOf(caseRecord, messages);
      return messages;
    });
    // Replayed and live events reach the subscriber as it may see them, as the timeline query gives them.
    return mapEvents(events, (message) => this.liveAccess.activityFor(principal, message));
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
