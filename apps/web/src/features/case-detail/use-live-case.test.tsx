import { ApolloProvider, useQuery } from '@apollo/client/react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceLiveReconnected } from '../../app/apollo/live-reconnects';
import { liveTestClient } from '../../app/apollo/test-live-link';
import { ADD_COMMENT_MUTATION } from './conversation/comment-queries';
import { CASE_MESSAGES_QUERY } from './messages/message-queries';
import { CASE_DETAIL_QUERY, TIMELINE_SIZE } from './shared/case-detail-queries';
import { runCaseChange } from './shared/run-case-change';
import { activity, CASE_ID, caseMessage, caseMessages, comment, staffCase, WORKER } from './test-case-detail';
import { useLiveCase } from './use-live-case';

const LIVE = 'CaseDetailActivityAdded';

function LiveProbe({ lastActivityId, refetch }: { lastActivityId?: string; refetch: () => Promise<unknown> }) {
  const announcement = useLiveCase(CASE_ID, lastActivityId, refetch, (entry) => entry.type);
  return <p data-testid="announcement">{announcement}</p>;
}

/** The message thread on the screen, kept by its own query. */
function ThreadProbe() {
  const { data } = useQuery(CASE_MESSAGES_QUERY, { variables: { caseId: CASE_ID } });
  return <p data-testid="thread">{data?.caseById.messages.map((message) => message.status).join(',')}</p>;
}

/** The case in the cache as the page loaded it (timeline: a-1), with the hook following it live. */
function followCase(answers: Parameters<typeof liveTestClient>[0] = {}, loaded: Record<string, unknown> = {}) {
  const live = liveTestClient(answers);
  live.client.writeQuery({
    query: CASE_DETAIL_QUERY,
    variables: { caseId: CASE_ID, last: TIMELINE_SIZE },
    data: staffCase({ activity: [activity('a-1', 'CREATE_CASE')], attachments: [], ...loaded }) as never,
  });
  const refetch = vi.fn(() => Promise.resolve());
  render(
    <ApolloProvider client={live.client}>
      <LiveProbe lastActivityId="a-1" refetch={refetch} />
      {answers.CaseMessages && <ThreadProbe />}
    </ApolloProvider>,
  );
  const timeline = () =>
    live.client
      .readQuery({ query: CASE_DETAIL_QUERY, variables: { caseId: CASE_ID, last: TIMELINE_SIZE } })
      ?.caseById.activity.map((entry) => entry.id);
  return { ...live, refetch, timeline };
}

describe('useLiveCase', () => {
  afterEach(cleanup);

  it("adds someone else's entry to the cached timeline, announces it and reloads the case", async () => {
    const { named, publish, refetch, timeline } = followCase();
    await waitFor(() => expect(named(LIVE)).toHaveLength(1));
    expect(named(LIVE)[0].variables).toEqual({ caseId: CASE_ID, after: null });
    act(() => publish(LIVE, { caseActivityAdded: activity('a-2', 'ESCALATE') }));
    await waitFor(() => expect(screen.getByTestId('announcement').textContent).toBe('New activity: ESCALATE'));
    expect(timeline()).toEqual(['a-1', 'a-2']);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('ignores an entry the cache already has, by its id', async () => {
    const { named, publish, refetch, timeline } = followCase();
    await waitFor(() => expect(named(LIVE)).toHaveLength(1));
    act(() => publish(LIVE, { caseActivityAdded: activity('a-2', 'ESCALATE') }));
    await waitFor(() => expect(refetch).toHaveBeenCalledTimes(1));
    // Delivered again (at least once), and the entry the page loaded with.
    act(() => publish(LIVE, { caseActivityAdded: activity('a-2', 'ESCALATE') }));
    act(() => publish(LIVE, { caseActivityAdded: activity('a-1', 'CREATE_CASE') }));
    act(() => publish(LIVE, { caseActivityAdded: activity('a-3', 'ADD_NOTE') }));
    await waitFor(() => expect(timeline()).toEqual(['a-1', 'a-2', 'a-3']));
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it("writes the viewer's own change from its answer; its live event, even one that comes first, reloads nothing", async () => {
    let answer!: (data: unknown) => void;
    const { client, named, publish, refetch, timeline } = followCase({
      CaseDetailAddComment: () => new Promise((resolve) => (answer = resolve)),
    });
    await waitFor(() => expect(named(LIVE)).toHaveLength(1));
    const own = activity('a-own', 'ADD_COMMENT', { payload: { commentId: 'c-9' } });
    let sent!: Promise<unknown>;
    act(() => {
      sent = runCaseChange(client, ADD_COMMENT_MUTATION, { caseId: CASE_ID, text: 'Thanks' });
    });
    await waitFor(() => expect(named('CaseDetailAddComment')).toHaveLength(1));
    // The event is published before the change's answer reaches the browser.
    act(() => publish(LIVE, { caseActivityAdded: own }));
    await act(async () => {
      answer({
        addCaseComment: {
          __typename: 'CaseCommentPayload',
          success: true,
          message: 'Operation succeeded!',
          comment: comment('c-9', 'Thanks', WORKER),
          case: { __typename: 'Case', id: CASE_ID, unacknowledgedCommentCount: 0 },
          activities: [own],
        },
      });
      await sent;
    });
    expect(timeline()).toEqual(['a-1', 'a-own']);
    const cached = client.readQuery({ query: CASE_DETAIL_QUERY, variables: { caseId: CASE_ID, last: TIMELINE_SIZE } });
    expect(cached?.caseById.comments.map((entry) => entry.id)).toContain('c-9');
    expect(refetch).not.toHaveBeenCalled();
    expect(screen.getByTestId('announcement').textContent).toBe('');
    // Once more after the answer, then someone else's entry: only the latter reloads and is announced.
    act(() => publish(LIVE, { caseActivityAdded: own }));
    act(() => publish(LIVE, { caseActivityAdded: activity('a-other', 'ADD_NOTE') }));
    await waitFor(() => expect(screen.getByTestId('announcement').textContent).toBe('New activity: ADD_NOTE'));
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(timeline()).toEqual(['a-1', 'a-own', 'a-other']);
  });

  it("reloads only the message thread, not the case, for an entry about a message's delivery", async () => {
    let status = 'PENDING';
    // The page loaded the thread with the case; the thread's own query answers its reload.
    const { named, publish, refetch, timeline } = followCase(
      { CaseMessages: () => caseMessages(caseMessage('m-1', { channel: 'SMS', status })) },
      { messages: [caseMessage('m-1', { channel: 'SMS', status })] },
    );
    await waitFor(() => expect(screen.getByTestId('thread').textContent).toBe('PENDING'));
    await waitFor(() => expect(named(LIVE)).toHaveLength(1));
    status = 'SENT';
    const sent = activity('a-sent', 'SMS_SENT', { actorUserId: null, payload: { messageId: 'm-1', status: 'SENT' } });
    act(() => publish(LIVE, { caseActivityAdded: sent }));
    await waitFor(() => expect(screen.getByTestId('thread').textContent).toBe('SENT'));
    expect(named('CaseMessages')).toHaveLength(1);
    expect(refetch).not.toHaveBeenCalled();
    expect(timeline()).toEqual(['a-1', 'a-sent']);
    // Any other entry reloads the case, not the thread.
    act(() => publish(LIVE, { caseActivityAdded: activity('a-2', 'ESCALATE') }));
    await waitFor(() => expect(refetch).toHaveBeenCalledTimes(1));
    expect(named('CaseMessages')).toHaveLength(1);
  });

  it('resubscribes from the last entry it has after the socket reconnects', async () => {
    const { client, named, publish } = followCase();
    await waitFor(() => expect(named(LIVE)).toHaveLength(1));
    act(() => announceLiveReconnected(client));
    // Nothing arrived since loading: it resumes from the last entry the page loaded with.
    await waitFor(() => expect(named(LIVE).at(-1)?.variables).toEqual({ caseId: CASE_ID, after: 'a-1' }));
    act(() => publish(LIVE, { caseActivityAdded: activity('a-5', 'ADD_NOTE') }));
    await waitFor(() => expect(screen.getByTestId('announcement').textContent).toBe('New activity: ADD_NOTE'));
    act(() => announceLiveReconnected(client));
    await waitFor(() => expect(named(LIVE).at(-1)?.variables).toEqual({ caseId: CASE_ID, after: 'a-5' }));
    // One subscription open at a time.
    expect(named(LIVE).filter((operation) => operation.open)).toHaveLength(1);
  });
});
