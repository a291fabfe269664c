import { Inject } from '@nestjs/common';
import { Args, ID, Int, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import { CurrentPrincipal, type Principal, SignedIn } from '#access';
import {
  isUserNotificationMessage,
  type UserNotificationMessage,
  UserNotificationsService,
} from '#domain/notifications';
import { LivePubSub, userTopic } from '#events';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { NotificationCaseAccess } from './notification-case-access.js';
import {
  MarkNotificationsReadPayload,
  MyNotificationsArgs,
  NotificationReceived,
  UserNotification,
  UserNotificationsPage,
} from './notification.model.js';

/**
 * The bell: the signed-in person's own notices, whatever their role (an employee has none today, so its
 * list is empty). Nothing here takes a user id: every read and write is bounded by the caller's.
 */
@Resolver(() => UserNotification)
export class NotificationsResolver {
  constructor(
    @Inject(UserNotificationsService) private readonly notices: UserNotificationsService,
    @Inject(NotificationCaseAccess) private readonly caseAccess: NotificationCaseAccess,
    @Inject(LivePubSub) private readonly pubSub: LivePubSub,
  ) {}

  /** Newest first, cursor-paged. */
  @Query(() => UserNotificationsPage)
  @SignedIn()
  async myNotifications(
    @CurrentPrincipal() principal: Principal,
    @Args() args: MyNotificationsArgs,
  ): Promise<UserNotificationsPage> {
    const page = await this.notices.page(principal.userId, args);
    return {
      totalCount: page.totalCount,
      pageInfo: { endCursor: page.endCursor, hasNextPage: page.hasNextPage },
      notifications: await this.caseAccess.forReader(principal, page.items),
    };
  }

  @Query(() => Int)
  @SignedIn()
  unreadNotificationCount(@CurrentPrincipal() principal: Principal): Promise<number> {
    return this.notices.unreadCount(principal.userId);
  }

  /** Marks the caller's own notices read; ids of others' or unknown notices are ignored. */
  @Mutation(() => MarkNotificationsReadPayload)
  @SignedIn()
  async markNotificationsRead(
    @CurrentPrincipal() principal: Principal,
    @Args('ids', { type: () => [ID] }) ids: string[],
  ): Promise<MarkNotificationsReadPayload> {
    const marked = await this.notices.markRead(principal.userId, ids);
    return {
      success: true,
      message: OPERATION_SUCCEEDED,
      notifications: await this.caseAccess.forReader(principal, marked),
      unreadCount: await this.notices.unreadCount(principal.userId),
    };
  }

  @Mutation(() => MarkNotificationsReadPayload)
  @SignedIn()
  async markAllNotificationsRead(@CurrentPrincipal() principal: Principal): Promise<MarkNotificationsReadPayload> {
    await this.notices.markAllRead(principal.userId);
    return { success: true, message: OPERATION_SUCCEEDED, notifications: [], unreadCount: 0 };
  }

  /**
   * Each new notice of the subscriber (its own topic only), with the unread count after it. Resolved from
   * the event alone, as every subscription (live-subscribe.ts): the notice named by the event, of the user
   * the event is for, which the filter checked is the subscriber.
   */
  @Subscription(() => NotificationReceived, {
    nullable: true,
    filter: (message: unknown, _variables: unknown, context: { principal?: Principal }) =>
      isUserNotificationMessage(message) && message.userId === context.principal?.userId,
    async resolve(this: NotificationsResolver, message: UserNotificationMessage): Promise<NotificationReceived | null> {
      const notice = await this.notices.own(message.userId, message.id);
      if (!notice) return null;
      return {
        id: notice.id,
        kind: notice.kind,
        title: notice.title,
        caseId: notice.caseId,
        caseNumber: notice.caseNumber,
        createdAt: notice.createdAt,
        unreadCount: await this.notices.unreadCount(message.userId),
      };
    },
  })
  @SignedIn()
  notificationReceived(@CurrentPrincipal() principal: Principal): AsyncIterableIterator<UserNotificationMessage> {
    return this.pubSub.asyncIterator<UserNotificationMessage>([userTopic(principal.userId)]);
  }
}
