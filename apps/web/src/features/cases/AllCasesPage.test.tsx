import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  makeSession,
  makeUser,
  preloadLazyModules,
  renderApp,
  seriousAxeViolations,
  setViewportWidth,
} from '../../app/routes/test-support';
import { caseRow, casesPage, makeCasesClient } from './test-cases';

const ACME = { __typename: 'Organization', id: 'org-1', name: 'Acme Health' };
const BOREALIS = { __typename: 'Organization', id: 'org-2', name: 'Borealis Foods' };

function allCasesClient() {
  return makeCasesClient({
    CasesAcrossOrganizations: (variables) => ({
      allMultiOrgUserCases:
        variables.after === 'cursor-1'
          ? casesPage([caseRow({ id: 'case-3', title: 'Parking space', organization: ACME })], { totalCount: 3 })
          : casesPage(
              [
                caseRow({ id: 'case-1', title: 'Standing desk', organization: ACME, isEscalated: true }),
                caseRow({ id: 'case-2', title: 'Flexible hours', organization: BOREALIS, status: 'ASSIGNED' }),
              ],
              { totalCount: 3, endCursor: 'cursor-1', hasNextPage: true },
            ),
    }),
  });
}

const table = () => screen.findByRole('table', { name: 'Cases For All Organizations' });

describe('AllCasesPage', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('./AllCasesPage');
  }, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => cleanup());

  it("lists the cases of every organization the caller serves, with each case's organization", async () => {
    const { client, named } = allCasesClient();
    renderApp('/all-cases', { session: makeSession(makeUser('CVTPA')), client });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cases For All Organizations' })).toBeTruthy();
    const rows = within(await table()).getAllByRole('row');
    expect(within(rows[0]).getAllByRole('columnheader')[1].textContent).toBe('Organization');
    expect(within(rows[1]).getByText('Acme Health')).toBeTruthy();
    expect(within(rows[2]).getByText('Borealis Foods')).toBeTruthy();
    expect(within(rows[2]).getByText('Assigned')).toBeTruthy();
    expect(within(rows[1]).getByText('Escalated')).toBeTruthy();
    expect(named('CasesAcrossOrganizations')[0].variables).toEqual({ recordsPerPage: 25, sortOrder: 'DESC' });
    // The status counts are per organization, so this list has no count tabs.
    expect(screen.queryByRole('tablist')).toBeNull();
    await expect.poll(() => document.title).toBe('Cases For All Organizations | Case Management');
  });

  it('filters by status, escalation, archive and search', async () => {
    const { client, named } = allCasesClient();
    const { router } = renderApp('/all-cases', { session: makeSession(makeUser('CVADMIN')), client });
    await table();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'denied' } });
    expect(router.state.location.search).toBe('?status=denied');
    fireEvent.click(screen.getByRole('switch', { name: 'Escalated' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search cases' }), { target: { value: 'morgan' } });
    await waitFor(() =>
      expect(named('CasesAcrossOrganizations').at(-1)?.variables).toEqual({
        recordsPerPage: 25,
        sortOrder: 'DESC',
        statuses: ['REJECTED'],
        isArchived: false,
        isEscalated: true,
        searchText: 'morgan',
      }),
    );
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Archived'), { target: { value: 'archived' } });
    await waitFor(() =>
      expect(named('CasesAcrossOrganizations').at(-1)?.variables).toMatchObject({ isArchived: true }),
    );
    expect(named('CasesAcrossOrganizations').at(-1)?.variables).not.toHaveProperty('statuses');
  });

  it('filters partner cases by order status, by having no order, and by follow-up status', async () => {
    const { client, named } = allCasesClient();
    renderApp('/all-cases', { session: makeSession(makeUser('CVADMIN')), client });
    await table();
    fireEvent.change(screen.getByLabelText('Order status'), { target: { value: 'SHIPPED' } });
    await waitFor(() =>
      expect(named('CasesAcrossOrganizations').at(-1)?.variables).toEqual({
        recordsPerPage: 25,
        sortOrder: 'DESC',
        orderStatuses: ['SHIPPED'],
      }),
    );
    fireEvent.change(screen.getByLabelText('Order status'), { target: { value: 'NONE' } });
    fireEvent.change(screen.getByLabelText('Follow-up'), { target: { value: 'SENT' } });
    await waitFor(() =>
      expect(named('CasesAcrossOrganizations').at(-1)?.variables).toEqual({
        recordsPerPage: 25,
        sortOrder: 'DESC',
        isEmptyOrderStatus: true,
        followUpStatuses: ['SENT'],
      }),
    );
    expect(
      within(screen.getByLabelText('Order status'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Any',
      'No order',
      'Draft',
      'Ordered',
      'Processing',
      'Shipped',
      'Delivery problem',
      'Delivered',
      'Returned',
      'Cancelled',
      'Not sent to the pharmacy',
    ]);
  });

  it('exports the list with its filters as CSV through a single-use link from the api', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { client, named } = makeCasesClient({
      CasesAcrossOrganizations: () => ({
        allMultiOrgUserCases: casesPage([caseRow({ id: 'case-1', organization: ACME })]),
      }),
      CreateExportLink: () => ({
        createExportLink: { success: true, url: '/exports/download?token=abc', expiresAt: '2030-01-01T00:00:00Z' },
      }),
    });
    renderApp('/all-cases?status=in-progress', { session: makeSession(makeUser('CVTPA')), client });
    await table();
    fireEvent.change(screen.getByLabelText('Order status'), { target: { value: 'SHIPPED' } });
    await waitFor(() =>
      expect(named('CasesAcrossOrganizations').at(-1)?.variables).toMatchObject({ orderStatuses: ['SHIPPED'] }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const { recordsPerPage: _size, ...filters } = named('CasesAcrossOrganizations').at(-1)!.variables;
    expect(named('CreateExportLink')[0]!.variables.input).toEqual({
      list: 'CASES_ACROSS_ORGANIZATIONS',
      multiOrganizationCaseFilters: filters,
    });
    expect((click.mock.contexts[0] as HTMLAnchorElement).href).toBe(
      `${window.location.origin}/exports/download?token=abc`,
    );
  });

  it('loads more after the last cursor', async () => {
    const { client, named } = allCasesClient();
    renderApp('/all-cases', { session: makeSession(makeUser('CVTPA')), client });
    await table();
    expect(screen.getByText('2 of 3 cases')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('3 of 3 cases');
    expect(named('CasesAcrossOrganizations').at(-1)?.variables).toMatchObject({ after: 'cursor-1' });
    expect(screen.getByRole('link', { name: 'Parking space' }).getAttribute('href')).toBe(
      '/accommodations/cases/case-3',
    );
  });

  it('is not open to an organization’s own staff', async () => {
    const { client } = allCasesClient();
    const { router } = renderApp('/all-cases', { session: makeSession(makeUser('ADMIN')), client });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/all-cases'));
  });

  it('has no serious axe violations', async () => {
    const { client } = allCasesClient();
    const { container } = renderApp('/all-cases', { session: makeSession(makeUser('CVTPA')), client });
    await table();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
