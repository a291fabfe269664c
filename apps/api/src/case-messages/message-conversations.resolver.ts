import { Inject } from '@nestjs/common';
import { Args, ID, Query, Resolver, Subscription } from '@nestjs/graphql';
import { DataSource } from 'typeorm';
import { CurrentPrincipal, type Principal, Role, SignedIn } from '#access';
import { messageDirection, type MessageConversation, MessageConversationsService } from '#domain/case-messages';
import { type CaseActivityMessage, CaseActivityType, LivePubSub, organizationCasesTopic } from '#events';
import { CaseLiveAccess } from '../cases/case-live-access.js';
import {
  MessageConversation as MessageConversationModel,
  MessageConversationChange,
  MessageConversationsInput,
  MessageConversationsPage,
} from './message-conversation.model.js';

/** The timeline entries that change a case's thread or its unread count. */
const MESSAGE_ACTIVITIES: ReadonlySet<string> = new Set([
  CaseActivityType.SMS_RECEIVED,
  CaseActivityType.INBOUND_EMAIL,
  CaseActivityType.SMS_SENT,
  CaseActivityType.OUTBOUND_EMAIL,
  CaseActivityType.MESSAGES_ACKNOWLEDGED,
]);

const toModel = (conversation: MessageConversation): MessageConversationModel => ({
  caseId: conversation.caseId,
  organizationId: conversation.organizationId,
  shortId: conversation.shortId,
  title: conversation.title,
  employeeName:
    [conversation.employeeFirstName, conversation.employeeLastName].filter(Boolean).join(' ').trim() || null,
  lastMessageId: conversation.lastMessageId,
  lastMessageType: conversation.lastMessageType,
  lastMessageChannel: conversation.lastMessageChannel,
  lastMessageDirection: messageDirection(conversation.lastMessageType),
  lastMessagePreview: conversation.lastMessagePreview,
  lastMessageSubject: conversation.lastMessageSubject,
  lastMessageAt: conversation.lastMessageAt,
  unreadCount: conversation.unreadCount,
});

const toChange = (message: CaseActivityMessage): MessageConversationChange => ({
  organizationId: message.organizationId,
  caseId: message.caseId,
  activityType: message.type,
  occurredAt: new Date(message.createdAt),
});

/** Chat: the message threads of the cases the caller may see, and their live changes. */
@Resolver(() => MessageConversationModel)
export class MessageConversationsResolver {
  /** The submitter of each published event's case, looked up once per event, not once per subscriber. */
  private readonly submitterByEvent = new WeakMap<CaseActivityMessage, Promise<string | null>>();

  constructor(
    @Inject(MessageConversationsService) private readonly conversations: MessageConversationsService,
    @Inject(LivePubSub) private readonly pubSub: LivePubSub,
    @Inject(CaseLiveAccess) private readonly liveAccess: CaseLiveAccess,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  /**
   * Newest last message first. Staff: the cases their case list shows; an employee: its own requests,
   * with only the messages it may read.
   */
  @Query(() => MessageConversationsPage)
  @SignedIn()
  async messageConversations(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string | null,
    @Args('input', { type: () => MessageConversationsInput, nullable: true }) input?: MessageConversationsInput | null,
  ): Promise<MessageConversationsPage> {
    const page = await this.conversations.list(principal, input ?? {});
    return {
      conversations: page.items.map(toModel),
      pageInfo: { endCursor: page.endCursor, hasNextPage: page.hasNextPage },
    };
  }

  /**
   * A message arrived, was written or acknowledged on a case of the caller's inbox (the client refetches).
   * Checked for every event: staff as for the live case list, an employee for its own requests only and
   * never for the team's acknowledgements.
   */
  @Subscription(() => MessageConversationChange, {
    filter(
      this: MessageConversationsResolver,
      message: CaseActivityMessage,
      _variables: unknown,
      context: { principal?: Principal },
    ) {
      return this.mayReceive(context.principal, message);
    },
    resolve: toChange,
  })
  @SignedIn()
  messageConversationsChanged(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string | null,
  ): AsyncIterableIterator<CaseActivityMessage> {
    return this.pubSub.asyncIterator<CaseActivityMessage>([organizationCasesTopic(principal.requireOrganizationId())]);
  }

  private async mayReceive(principal: Principal | undefined, message: CaseActivityMessage): Promise<boolean> {
    if (!principal || !MESSAGE_ACTIVITIES.has(message.type)) return false;
    if (!principal.canActIn(message.organizationId)) return false;
    if (principal.inOrganization(message.organizationId).role !== Role.USER) {
      return this.liveAccess.mayReceiveListChange(principal, message);
    }
    if (message.type === CaseActivityType.MESSAGES_ACKNOWLEDGED) return false;
    return (await this.submitterOf(message)) === principal.userId;
  }

  private submitterOf(message: CaseActivityMessage): Promise<string | null> {
    let submitter = this.submitterByEvent.get(message);
    if (!submitter) {
      submitter = this.dataSource
        .query('SELECT submitter_id FROM case_record WHERE id = $1 AND organization_id = $2', [
          message.caseId,
          message.organizationId,
        ])
        .then((rows: { submitter_id: string | null }[]) => rows[0]?.submitter_id ?? null);
      this.submitterByEvent.set(message, submitter);
    }
    return submitter;
  }
}
