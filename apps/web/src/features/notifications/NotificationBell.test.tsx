import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { caseRow, casesPage, COUNTS, makeCasesClient } from '../cases/test-cases';
import {
  GraphQLErrorsAnswer,
  makeSession,
  makeUser,
  preloadLazyModules,
  renderApp,
  setViewportWidth,
} from '../../app/routes/test-support';
import type { Role } from '../../shared/roles';
import { EMPTY_MESSAGE } from './NotificationBell';

const notice = (id: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'UserNotification',
  id,
  kind: 'TAGGED_IN_NOTE',
  title: `You were tagged in a note on case #${id}`,
  body: `Note ${id}`,
  caseId: `case-${id}`,
  caseNumber: id,
  caseAvailable: true,
  createdAt: new Date(Date.now() - 60_000).toISOString(),
  readAt: null,
  ...overrides,
});

const page = (notifications: unknown[], hasNextPage = false, endCursor: string | null = null) => ({
  myNotifications: {
    __typename: 'UserNotificationsPage',
    totalCount: notifications.length,
    pageInfo: { __typename: 'PageInfo', endCursor, hasNextPage },
    notifications,
  },
});

interface Setup {
  unread?: number;
  list?: (variables: Record<string, unknown>) => unknown;
  role?: Role;
}

async function renderBell({ unread = 2, list = () => page([notice('a'), notice('b')]), role = 'ADMIN' }: Setup = {}) {
  let unreadNow = unread;
  const apollo = makeCasesClient({
    CasesListPage: () => ({ casesByStatus: casesPage([caseRow({ id: 'case-x', title: 'Chair' })]) }),
    CasesListCounts: () => ({ casesMetadata: COUNTS }),
    NotificationBellUnread: () => ({ unreadNotificationCount: unreadNow }),
    NotificationBellList: list,
    NotificationBellMarkRead: (variables: Record<string, unknown>) => {
      const ids = variables.ids as string[];
      unreadNow = Math.max(0, unreadNow - ids.length);
      return {
        markNotificationsRead: {
          __typename: 'MarkNotificationsReadPayload',
          success: true,
          unreadCount: unreadNow,
          notifications: ids.map((id) => ({ __typename: 'UserNotification', id, readAt: new Date().toISOString() })),
        },
      };
    },
    NotificationBellMarkAllRead: () => {
      unreadNow = 0;
      return {
        markAllNotificationsRead: { __typename: 'MarkNotificationsReadPayload', success: true, unreadCount: 0 },
      };
    },
  });
  const view = renderApp(role === 'USER' ? '/accommodations/welcome' : '/accommodations', {
    session: makeSession(makeUser(role)),
    client: apollo.client,
  });
  await screen.findByRole('navigation', { name: 'Main navigation' });
  return { ...apollo, ...view };
}

describe('the notification bell', () => {
  beforeAll(preloadLazyModules, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('shows the unread count in its label and badge, and keeps it live', async () => {
    const { emit, subscribers } = await renderBell({ unread: 3 });
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell.textContent).toContain('3');
    await waitFor(() => expect(subscribers('NotificationBellReceived')).toBe(1));
    act(() =>
      emit('NotificationBellReceived', {
        notificationReceived: {
          __typename: 'NotificationReceived',
          id: 'new',
          kind: 'CASE_ASSIGNED',
          title: 'Case #9 was assigned to you',
          caseId: 'case-9',
          createdAt: new Date().toISOString(),
          unreadCount: 4,
        },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBe(bell);
  });

  it('lists notices newest first, marks one read when followed and opens its case', async () => {
    const { named, router } = await renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = await within(dialog).findAllByRole('button', { name: /You were tagged/ });
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Unread: You were tagged in a note on case #aNote a/),
      expect.stringMatching(/^Unread: You were tagged in a note on case #bNote b/),
    ]);
    fireEvent.click(items[1]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/accommodations/cases/case-b'));
    expect(named('NotificationBellMarkRead')[0].variables).toEqual({ ids: ['b'] });
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });

  it('keeps the open list shown while a live notice reloads it, then puts the new one on top', async () => {
    let answers = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { emit, subscribers } = await renderBell({
      list: async () => {
        answers += 1;
        if (answers === 1) return page([notice('a')]);
        await held;
        return page([notice('new', { title: 'Case #9 was assigned to you', kind: 'CASE_ASSIGNED' }), notice('a')]);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(dialog).findByRole('button', { name: /You were tagged in a note on case #a/ });
    await waitFor(() => expect(subscribers('NotificationBellReceived')).toBe(1));
    act(() =>
      emit('NotificationBellReceived', {
        notificationReceived: {
          __typename: 'NotificationReceived',
          id: 'new',
          kind: 'CASE_ASSIGNED',
          title: 'Case #9 was assigned to you',
          caseId: 'case-9',
          createdAt: new Date().toISOString(),
          unreadCount: 3,
        },
      }),
    );
    await waitFor(() => expect(answers).toBe(2));
    // While the new page is on its way, what was shown stays.
    expect(within(dialog).getByRole('button', { name: /You were tagged in a note on case #a/ })).toBeTruthy();
    release();
    await waitFor(() => expect(within(dialog).getAllByRole('button', { name: /^Unread: / })).toHaveLength(2));
    expect(within(dialog).getAllByRole('button', { name: /^Unread: / })[0].textContent).toContain(
      'Case #9 was assigned to you',
    );
  });

  it('marks all as read, and says so when there is nothing', async () => {
    await renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(dialog).findAllByRole('button', { name: /You were tagged/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    // The page behind the open popover is hidden from assistive technology while it is open.
    expect(await screen.findByRole('button', { name: 'Notifications', hidden: true })).toBeTruthy();
    await waitFor(() => expect(within(dialog).queryByText(/^Unread:/)).toBeNull());
    expect((within(dialog).getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the empty state, then an error with a retry, and loads more pages', async () => {
    await renderBell({ unread: 0, list: () => page([]) });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText(EMPTY_MESSAGE)).toBeTruthy();
    cleanup();

    let calls = 0;
    await renderBell({
      list: (variables) => {
        calls += 1;
        if (calls === 1)
          throw new GraphQLErrorsAnswer([{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }]);
        return variables.after ? page([notice('c')]) : page([notice('a'), notice('b')], true, 'cursor-1');
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    expect(await screen.findByText('Notifications could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(dialog).findAllByRole('button', { name: /You were tagged/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(dialog).getAllByRole('button', { name: /You were tagged/ })).toHaveLength(3));
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says a case is out of reach and stays put when followed', async () => {
    const { router } = await renderBell({
      unread: 1,
      list: () => page([notice('z', { body: null, caseAvailable: false })]),
    });
    const before = router.state.location.pathname;
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const item = await screen.findByRole('button', { name: /You were tagged/ });
    expect(item.textContent).toContain('You no longer have access to this case.');
    fireEvent.click(item);
    expect(await screen.findByRole('button', { name: 'Notifications', hidden: true })).toBeTruthy();
    expect(router.state.location.pathname).toBe(before);
  });

  it('is not shown to employees', async () => {
    await renderBell({ role: 'USER' });
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });
});
