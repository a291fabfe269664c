import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  GraphQLErrorsAnswer,
  makeSession,
  makeUser,
  preloadLazyModules,
  renderApp,
  seriousAxeViolations,
  setViewportWidth,
} from '../../app/routes/test-support';
import { makeCasesClient } from '../cases/test-cases';
import type { Resolver } from '../../app/routes/test-support';

const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();

function conversation(caseId: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'MessageConversation',
    caseId,
    shortId: caseId.toUpperCase(),
    title: `Request ${caseId}`,
    employeeName: `Employee ${caseId}`,
    lastMessageId: `last-${caseId}`,
    lastMessageChannel: 'SMS',
    lastMessageDirection: 'INBOUND',
    lastMessagePreview: `Hello from ${caseId}`,
    lastMessageSubject: null,
    lastMessageAt: ago(5),
    unreadCount: 0,
    ...overrides,
  };
}

const page = (conversations: unknown[], hasNextPage = false) => ({
  messageConversations: {
    __typename: 'MessageConversationsPage',
    pageInfo: { __typename: 'PageInfo', endCursor: hasNextPage ? 'cursor-1' : null, hasNextPage },
    conversations,
  },
});

const thread = (caseId: string, messages: Record<string, unknown>[]) => ({
  caseById: {
    __typename: 'Case',
    id: caseId,
    messages: messages.map((message, index) => ({
      __typename: 'CaseMessage',
      id: `${caseId}-m${index}`,
      channel: 'SMS',
      type: 'INBOUND_SMS',
      status: 'SENT',
      subject: null,
      text: 'Hello',
      errorReason: null,
      sentAt: null,
      createdAt: ago(30 - index),
      ...message,
    })),
  },
});

const INBOX = [
  conversation('c1', { unreadCount: 2, lastMessagePreview: 'Can I start at 10?' }),
  conversation('c2', { lastMessageDirection: 'OUTBOUND', lastMessageChannel: 'EMAIL', lastMessageAt: ago(20) }),
  conversation('c3', { lastMessageAt: ago(40) }),
];

function chatClient(resolvers: Record<string, Resolver> = {}) {
  return makeCasesClient({
    ChatConversations: () => page(INBOX),
    ChatThread: (variables) =>
      thread(variables.caseId as string, [
        { text: 'Can I start at 10?', type: 'INBOUND_EMAIL', channel: 'EMAIL' },
        { text: 'Yes', type: 'OUTBOUND_SMS' },
        { text: 'Thanks, and on Friday?', type: 'INBOUND_SMS' },
      ]),
    ChatAcknowledgeMessages: (variables) => ({
      acknowledgeCaseMessages: {
        __typename: 'CaseMessagesAcknowledgedPayload',
        success: true,
        case: { __typename: 'Case', id: variables.caseId, unacknowledgedMessageCount: 0 },
      },
    }),
    ...resolvers,
  });
}

const rows = () => screen.getAllByTestId('conversation-row');

describe('ChatPage', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('./ChatPage');
  }, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => cleanup());

  it('lists conversations newest first with unread badges, and passes axe', async () => {
    const { client } = chatClient();
    const { container } = renderApp('/chat', { session: makeSession(makeUser('CASEWORKER')), client });
    expect(await screen.findByRole('heading', { level: 1, name: 'Chat' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const items = within(list).getAllByTestId('conversation-row');
    expect(items.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Employee c1'),
      expect.stringContaining('Employee c2'),
      expect.stringContaining('Employee c3'),
    ]);
    expect(within(items[0]).getByText('2 unread messages')).toBeTruthy();
    expect(within(items[0]).getByTestId('unread-badge').textContent).toContain('2');
    expect(within(items[1]).queryByTestId('unread-badge')).toBeNull();
    expect(within(items[1]).getByText(/to the employee/)).toBeTruthy();
    // Only one row is in the tab order.
    expect(items.map((row) => row.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    await expect.poll(() => document.title).toBe('Chat | Case Management');
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('moves with j and k, opens with Enter (acknowledging it), and Esc goes back to the list', async () => {
    const { client, named } = chatClient();
    renderApp('/chat', { session: makeSession(makeUser('CASEWORKER')), client });
    await screen.findByRole('list', { name: 'Conversations' });
    rows()[0].focus();
    fireEvent.keyDown(rows()[0], { key: 'j' });
    expect(document.activeElement).toBe(rows()[1]);
    fireEvent.keyDown(rows()[1], { key: 'j' });
    fireEvent.keyDown(rows()[2], { key: 'j' });
    expect(document.activeElement).toBe(rows()[2]);
    fireEvent.keyDown(rows()[2], { key: 'k' });
    fireEvent.keyDown(rows()[1], { key: 'k' });
    expect(document.activeElement).toBe(rows()[0]);
    expect(rows().map((row) => row.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);

    // Enter on a focused button opens it (the browser turns Enter into a click).
    fireEvent.click(rows()[0]);
    const conversationPane = await screen.findByRole('region', { name: 'Conversation about #C1' });
    expect(await within(conversationPane).findByText('Thanks, and on Friday?')).toBeTruthy();
    await waitFor(() => expect(named('ChatAcknowledgeMessages')).toHaveLength(1));
    expect(named('ChatAcknowledgeMessages')[0].variables).toEqual({ caseId: 'c1' });
    expect(rows()[0].getAttribute('aria-current')).toBe('true');
    // The reply goes back by the channel of the employee's last message.
    const reply = within(conversationPane).getByRole('form', { name: 'Reply' });
    expect(within(reply).getByRole('button', { name: 'SMS' }).getAttribute('aria-pressed')).toBe('true');
    expect(
      within(conversationPane)
        .getByRole('link', { name: /Open the case/ })
        .getAttribute('href'),
    ).toBe('/accommodations/cases/c1');

    fireEvent.keyDown(within(reply).getByRole('textbox', { name: 'Reply' }), { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(rows()[0]));
    expect(rows()[0].getAttribute('aria-current')).toBeNull();
    expect(screen.getByText('Choose a conversation to read its messages.')).toBeTruthy();

    // Opening a conversation without unread messages acknowledges nothing.
    fireEvent.keyDown(rows()[0], { key: 'j' });
    fireEvent.click(rows()[1]);
    await screen.findByRole('region', { name: 'Conversation about #C2' });
    expect(named('ChatAcknowledgeMessages')).toHaveLength(1);
  });

  it('typing j in the reply box writes a j', async () => {
    const { client } = chatClient();
    renderApp('/chat?case=c2', { session: makeSession(makeUser('CASEWORKER')), client });
    const box = await screen.findByRole('textbox', { name: 'Reply' });
    box.focus();
    fireEvent.keyDown(box, { key: 'j' });
    expect(document.activeElement).toBe(box);
  });

  it('sends a reply in place', async () => {
    const { client, named } = chatClient({
      ChatSendMessage: () => ({
        sendCaseMessage: {
          __typename: 'CaseMessagePayload',
          success: true,
          caseMessage: {
            __typename: 'CaseMessage',
            id: 'sent-1',
            channel: 'EMAIL',
            type: 'OUTBOUND_EMAIL_PENDING',
            status: 'PENDING',
            subject: null,
            text: 'See you then',
            errorReason: null,
            sentAt: null,
            createdAt: ago(0),
          },
        },
      }),
    });
    renderApp('/chat?case=c2', { session: makeSession(makeUser('CASEWORKER')), client });
    const box = await screen.findByRole('textbox', { name: 'Reply' });
    fireEvent.click(screen.getByRole('button', { name: 'E-mail' }));
    fireEvent.change(box, { target: { value: 'See you then' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(named('ChatSendMessage')).toHaveLength(1));
    expect(named('ChatSendMessage')[0].variables).toEqual({
      input: { caseId: 'c2', channel: 'EMAIL', text: 'See you then' },
    });
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });

  it('shows the api’s reason when a reply is refused', async () => {
    const { client } = chatClient({
      ChatSendMessage: () =>
        new GraphQLErrorsAnswer([
          {
            message: 'The employee has turned text message notifications off',
            extensions: { code: 'BAD_USER_INPUT' },
          },
        ]),
    });
    renderApp('/chat?case=c3', { session: makeSession(makeUser('CASEWORKER')), client });
    const box = await screen.findByRole('textbox', { name: 'Reply' });
    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The employee has turned text message notifications off')).toBeTruthy();
  });

  it('reloads the inbox when a message arrives live', async () => {
    let answers = 0;
    const { client, emit, subscribers, named } = chatClient({
      ChatConversations: () => {
        answers += 1;
        return answers === 1 ? page(INBOX.slice(1)) : page(INBOX);
      },
    });
    renderApp('/chat', { session: makeSession(makeUser('ADMIN')), client });
    await screen.findByRole('list', { name: 'Conversations' });
    expect(rows()).toHaveLength(2);
    await waitFor(() => expect(subscribers('ChatConversationsChanged')).toBe(1));
    act(() =>
      emit('ChatConversationsChanged', {
        messageConversationsChanged: {
          __typename: 'MessageConversationChange',
          caseId: 'c1',
          activityType: 'SMS_RECEIVED',
          occurredAt: ago(0),
        },
      }),
    );
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(named('ChatConversations').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('Conversations updated')).toBeTruthy();
  });

  it('offers the empty state, and a retry when the inbox fails to load', async () => {
    const empty = chatClient({ ChatConversations: () => page([]) });
    renderApp('/chat', { session: makeSession(makeUser('CASEWORKER')), client: empty.client });
    expect(await screen.findByText('No conversations yet. Messages to and from employees appear here.')).toBeTruthy();
    cleanup();

    let calls = 0;
    const failing = chatClient({
      ChatConversations: () => {
        calls += 1;
        if (calls === 1) throw new Error('network down');
        return page(INBOX);
      },
    });
    renderApp('/chat', { session: makeSession(makeUser('CASEWORKER')), client: failing.client });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Conversations' })).toBeTruthy();
  });

  it('on a narrow screen shows the list or the open conversation, with a way back', async () => {
    setViewportWidth(500);
    const { client } = chatClient();
    renderApp('/chat', { session: makeSession(makeUser('CASEWORKER')), client });
    await screen.findByRole('list', { name: 'Conversations' });
    fireEvent.click(rows()[1]);
    await screen.findByRole('region', { name: 'Conversation about #C2' });
    expect(screen.queryByRole('list', { name: 'Conversations' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to conversations' }));
    expect(await screen.findByRole('list', { name: 'Conversations' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Conversation about/ })).toBeNull();
  });

  it('loads older conversations after the first page', async () => {
    const { client, named } = chatClient({
      ChatConversations: (variables) =>
        (variables.input as { after?: string }).after === 'cursor-1'
          ? page([conversation('c4', { lastMessageAt: ago(90) })])
          : page(INBOX, true),
    });
    renderApp('/chat', { session: makeSession(makeUser('CASEWORKER')), client });
    fireEvent.click(await screen.findByRole('button', { name: 'Load more conversations' }));
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(rows()[3].textContent).toContain('Employee c4');
    expect(named('ChatConversations').at(-1)?.variables).toEqual({ input: { recordsPerPage: 25, after: 'cursor-1' } });
    expect(screen.queryByRole('button', { name: 'Load more conversations' })).toBeNull();
  });

  it('shows an employee its requests’ threads read-only, with a link to the request, and acknowledges nothing', async () => {
    const { client, named } = chatClient({ ChatConversations: () => page([conversation('c9', { unreadCount: 0 })]) });
    renderApp('/chat?case=c9', { session: makeSession(makeUser('USER')), client });
    const pane = await screen.findByRole('region', { name: 'Conversation about #C9' });
    expect(await within(pane).findByText('Thanks, and on Friday?')).toBeTruthy();
    expect(within(pane).queryByRole('form', { name: 'Reply' })).toBeNull();
    expect(
      within(pane)
        .getByRole('link', { name: /Open the request/ })
        .getAttribute('href'),
    ).toBe('/accommodations/requests/c9');
    expect(screen.getByText(/Messages about your requests/)).toBeTruthy();
    expect(named('ChatAcknowledgeMessages')).toHaveLength(0);
  });
});
