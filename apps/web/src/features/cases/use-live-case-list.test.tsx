import { ApolloProvider } from '@apollo/client/react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceLiveReconnected } from '../../app/apollo/live-reconnects';
import { liveTestClient } from '../../app/apollo/test-live-link';
import { ORGANIZATION_CASES_CHANGED_SUBSCRIPTION } from './cases-list-queries';
import { LIST_UPDATED_ANNOUNCEMENT, useLiveCaseList } from './use-live-case-list';

function ListProbe({ refresh, skip = false }: { refresh: () => void; skip?: boolean }) {
  const live = useLiveCaseList(ORGANIZATION_CASES_CHANGED_SUBSCRIPTION, refresh, { skip });
  return (
    <>
      <p data-testid="announcement">{live.announcement}</p>
      <p data-testid="changed">{[...live.changedCaseIds].join(',')}</p>
    </>
  );
}

function followList(skip = false) {
  const live = liveTestClient();
  const refresh = vi.fn();
  render(
    <ApolloProvider client={live.client}>
      <ListProbe refresh={refresh} skip={skip} />
    </ApolloProvider>,
  );
  return { ...live, refresh };
}

const change = (caseId: string) => ({
  organizationCasesChanged: {
    __typename: 'CaseListChange',
    caseId,
    activityType: 'ADD_COMMENT',
    occurredAt: new Date().toISOString(),
  },
});

describe('useLiveCaseList', () => {
  afterEach(cleanup);

  it('refreshes the list once for a burst of changes and marks the changed cases', async () => {
    const { operations, publish, refresh } = followList();
    await waitFor(() => expect(operations).toHaveLength(1));
    const name = operations[0].name;
    act(() => {
      publish(name, change('case-1'));
      publish(name, change('case-2'));
    });
    await waitFor(() => expect(screen.getByTestId('announcement').textContent).toBe(LIST_UPDATED_ANNOUNCEMENT));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('changed').textContent).toBe('case-1,case-2');
  });

  it('refetches the list and its counts after the socket reconnects, as changes meanwhile never arrive', async () => {
    const { client, operations, refresh } = followList();
    await waitFor(() => expect(operations).toHaveLength(1));
    act(() => announceLiveReconnected(client));
    expect(refresh).toHaveBeenCalledTimes(1);
    act(() => announceLiveReconnected(client));
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('does nothing on a reconnect while it is not following the list', () => {
    const { client, refresh } = followList(true);
    act(() => announceLiveReconnected(client));
    expect(refresh).not.toHaveBeenCalled();
  });
});
