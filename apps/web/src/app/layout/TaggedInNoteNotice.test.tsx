import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '../../shared/roles';
import { caseRow, casesPage, COUNTS, makeCasesClient } from '../../features/cases/test-cases';
import { makeSession, makeUser, ORG_ID, preloadLazyModules, renderApp, setViewportWidth } from '../routes/test-support';

function tagged(caseId: string) {
  return {
    taggedInNote: {
      __typename: 'CaseListChange',
      caseId,
      organizationId: ORG_ID,
      activityType: 'ADD_NOTE',
      occurredAt: '2026-01-06T10:00:00.000Z',
    },
  };
}

async function renderFrame(role: Role) {
  const apollo = makeCasesClient({
    CasesListPage: () => ({ casesByStatus: casesPage([caseRow({ id: 'case-a', title: 'Ergonomic chair' })]) }),
    CasesListCounts: () => ({ casesMetadata: COUNTS }),
  });
  renderApp(role === 'USER' ? '/accommodations/welcome' : '/accommodations', {
    session: makeSession(makeUser(role)),
    client: apollo.client,
  });
  await screen.findByRole('navigation', { name: 'Main navigation' });
  return apollo;
}

describe('tagged in an internal note', () => {
  beforeAll(preloadLazyModules, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it.each<Role>(['CVADMIN', 'ADMIN', 'CASEMANAGER', 'CASEWORKER', 'CVTPA'])(
    'tells %s, with a link to the case',
    async (role) => {
      const { emit, subscribers, named } = await renderFrame(role);
      await waitFor(() => expect(subscribers('LayoutTaggedInNote')).toBe(1));
      expect(named('LayoutTaggedInNote')).toHaveLength(1);
      expect(screen.queryByText(/You were tagged in an internal note/)).toBeNull();

      act(() => emit('LayoutTaggedInNote', tagged('case-7')));
      const notice = (await screen.findByText(/You were tagged in an internal note/)).closest<HTMLElement>(
        '[role="status"]',
      )!;
      expect(notice.className).toMatch(/Info/);
      const link = within(notice).getByRole('link', { name: 'Open the case' });
      expect(link.getAttribute('href')).toBe('/accommodations/cases/case-7');

      // A newer tag takes its place; closing it removes it.
      act(() => emit('LayoutTaggedInNote', tagged('case-8')));
      await waitFor(() =>
        expect(screen.getByRole('link', { name: 'Open the case' }).getAttribute('href')).toBe(
          '/accommodations/cases/case-8',
        ),
      );
      expect(screen.getAllByRole('link', { name: 'Open the case' })).toHaveLength(1);
      fireEvent.click(within(notice).getByRole('button', { name: 'Close notification' }));
      await waitFor(() => expect(screen.queryByText(/You were tagged in an internal note/)).toBeNull());
    },
  );

  it('does not listen for employees', async () => {
    const { named, subscribers } = await renderFrame('USER');
    await screen.findByRole('main');
    expect(subscribers('LayoutTaggedInNote')).toBe(0);
    expect(named('LayoutTaggedInNote')).toHaveLength(0);
    expect(screen.queryByText(/You were tagged in an internal note/)).toBeNull();
  });
});
