import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_ROLES, type Role } from '../../shared/roles';
import { casesPage, COUNTS, makeCasesClient } from '../../features/cases/test-cases';
import {
  GraphQLErrorsAnswer,
  makeSession,
  makeUser,
  myPermissionsAnswer,
  preloadLazyModules,
  renderApp,
  setViewportWidth,
} from '../routes/test-support';
import { subscribeToToasts, type Toast } from '../notifications';
import { DEFAULT_ALIAS_LABELS } from './alias-labels';
import { boardAddress } from './job-queues-link';
import { buildNavigation } from './navigation';

const ENTRY = 'Job queues (opens in a new tab)';

/** A stand-in for the tab window.open gives: records where it was sent and whether it was closed. */
function fakeTab() {
  return { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
}

async function renderLayout(role: Role, queueDashboardLink: () => unknown = () => ({})) {
  const apollo = makeCasesClient({
    MyPermissions: () => myPermissionsAnswer({ allOrganizations: role === 'CVADMIN' }),
    CasesListPage: () => ({ casesByStatus: casesPage([]) }),
    CasesListCounts: () => ({ casesMetadata: COUNTS }),
    QueueDashboardLink: queueDashboardLink,
  });
  renderApp('/accommodations', { session: makeSession(makeUser(role)), client: apollo.client });
  const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
  return { navigation, operations: apollo.operations };
}

describe('job queues menu entry', () => {
  beforeAll(preloadLazyModules, 30_000);
  let toasts: Toast[] = [];
  let unsubscribe = () => {};
  beforeEach(() => {
    setViewportWidth(1280);
    toasts = [];
    unsubscribe = subscribeToToasts((event) => {
      if (event.type === 'show') toasts.push(event.toast);
    });
  });
  afterEach(() => {
    unsubscribe();
    cleanup();
  });
  const errorToasts = () => toasts.filter((toast) => toast.severity === 'error').map((toast) => toast.message);

  it('is in the administration group of a CV Admin only', () => {
    const mounted = new Set(['accommodations', 'cases', 'cvSettings', 'admins'] as const);
    for (const role of ALL_ROLES) {
      const actions = buildNavigation(role, mounted, DEFAULT_ALIAS_LABELS).flatMap((group) =>
        group.actions.map((action) => `${group.id}:${action.id}`),
      );
      expect([role, actions]).toEqual([role, role === 'CVADMIN' ? ['administration:jobQueues'] : []]);
    }
  });

  it.each<Role>(['ADMIN', 'CASEMANAGER', 'CASEWORKER', 'CVTPA', 'USER'])('is not shown to %s', async (role) => {
    const { navigation } = await renderLayout(role);
    expect(within(navigation).queryByRole('button', { name: /job queues/i })).toBeNull();
  });

  it('opens the link the api gives a CV Admin in a new tab, detached from the app', async () => {
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { navigation, operations } = await renderLayout('CVADMIN', () => ({
      queueDashboardLink: {
        __typename: 'QueueDashboardLinkPayload',
        success: true,
        url: '/admin/queues/open?token=abc.123.sig',
        expiresAt: '2030-01-01T00:00:00.000Z',
      },
    }));
    fireEvent.click(within(navigation).getByRole('button', { name: ENTRY }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() =>
      expect(tab.location.href).toBe(`${window.location.origin}/admin/queues/open?token=abc.123.sig`),
    );
    expect(tab.opener).toBeNull();
    expect(tab.close).not.toHaveBeenCalled();
    expect(errorToasts()).toEqual([]);
    expect(operations.filter((operation) => operation.name === 'QueueDashboardLink')).toHaveLength(1);
  });

  it('closes the tab and says why when the api refuses the link', async () => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { navigation } = await renderLayout('CVADMIN', () => {
      throw new GraphQLErrorsAnswer([
        { message: 'Only a CV Admin can open the job queues', extensions: { code: 'FORBIDDEN' } },
      ]);
    });
    fireEvent.click(within(navigation).getByRole('button', { name: ENTRY }));
    await waitFor(() => expect(errorToasts()).toEqual(['Only a CV Admin can open the job queues']));
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });

  it('asks for nothing when the browser blocks the new tab, and says so', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { navigation, operations } = await renderLayout('CVADMIN');
    fireEvent.click(within(navigation).getByRole('button', { name: ENTRY }));
    await waitFor(() => expect(errorToasts()).toEqual([expect.stringMatching(/allow pop-ups/i)]));
    expect(operations.filter((operation) => operation.name === 'QueueDashboardLink')).toHaveLength(0);
  });
});

describe('boardAddress', () => {
  it('accepts only a path of the board on this origin', () => {
    const origin = 'https://app.example.com';
    expect(boardAddress('/admin/queues/open?token=t', origin)).toBe(
      'https://app.example.com/admin/queues/open?token=t',
    );
    expect(boardAddress('https://evil.example.com/admin/queues/open', origin)).toBeNull();
    expect(boardAddress('//evil.example.com/admin/queues/open', origin)).toBeNull();
    expect(boardAddress('/cases', origin)).toBeNull();
  });
});
