import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeSession, makeUser, preloadLazyModules, renderApp, setViewportWidth } from '../../app/routes/test-support';
import { caseRow, casesPage, listChange, makeCasesClient } from './test-cases';

function tasksClient() {
  let answers = 0;
  return makeCasesClient({
    CasesAcrossOrganizations: () => {
      answers += 1;
      const cases = [
        caseRow({
          id: 'case-1',
          title: 'Medical leave',
          status: 'IN_PROGRESS',
          organization: { __typename: 'Organization', id: 'org-2', name: 'Borealis Foods' },
        }),
      ];
      if (answers > 1) {
        cases.push(
          caseRow({
            id: 'case-2',
            title: 'Screen reader',
            organization: { __typename: 'Organization', id: 'org-1', name: 'Acme Health' },
          }),
        );
      }
      return { allMultiOrgUserCases: casesPage(cases) };
    },
  });
}

describe('MyTasksPage', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('./MyTasksPage');
  }, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => cleanup());

  it("lists the signed-in user's assigned cases across organizations", async () => {
    const { client, named } = tasksClient();
    renderApp('/my-tasks', { session: makeSession(makeUser('CVTPA')), client });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Tasks' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'My Tasks' });
    expect(within(table).getByText('Borealis Foods')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Medical leave' }).getAttribute('href')).toBe(
      '/accommodations/cases/case-1',
    );
    expect(named('CasesAcrossOrganizations')[0].variables).toEqual({
      assigneeId: 'user-cvtpa',
      recordsPerPage: 25,
      sortOrder: 'DESC',
    });
    await expect.poll(() => document.title).toBe('My Tasks | Case Management');
  });

  it('refreshes when an assigned case changes', async () => {
    const { client, named, emit, subscribers } = tasksClient();
    renderApp('/my-tasks', { session: makeSession(makeUser('CVADMIN')), client });
    await screen.findByRole('table', { name: 'My Tasks' });
    await waitFor(() => expect(subscribers('CasesListAssignedChanged')).toBe(1));
    expect(subscribers('CasesListOrganizationChanged')).toBe(0);

    emit('CasesListAssignedChanged', listChange('assignedCasesChanged', 'case-2'));
    expect(await screen.findByRole('link', { name: 'Screen reader' })).toBeTruthy();
    expect(named('CasesAcrossOrganizations')).toHaveLength(2);
    expect(named('CasesAcrossOrganizations')[1].variables).toMatchObject({ assigneeId: 'user-cvadmin' });
    expect(screen.getByText('Case list updated')).toBeTruthy();
  });

  it('does not listen for changes on Cases For All Organizations', async () => {
    const { client, subscribers } = tasksClient();
    renderApp('/all-cases', { session: makeSession(makeUser('CVTPA')), client });
    await screen.findByRole('table', { name: 'Cases For All Organizations' });
    expect(subscribers('CasesListAssignedChanged')).toBe(0);
  });
});
