import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  GraphQLErrorsAnswer,
  makeSession,
  makeUser,
  myPermissionsAnswer,
  preloadLazyModules,
  renderApp,
  seriousAxeViolations,
  setViewportWidth,
} from '../../app/routes/test-support';
import { caseRow, casesPage, COUNTS, listChange, makeCasesClient, ORG_ID } from './test-cases';

const FIRST = [
  caseRow({
    id: 'case-a',
    shortId: 'A1B2C3',
    title: 'Ergonomic chair',
    status: 'IN_PROGRESS',
    isEscalated: true,
    escalationCategory: 'CLINICAL_ESCALATION',
    unacknowledgedCommentCount: 2,
    assignedTo: { __typename: 'CasePerson', id: 'user-caseworker', fullName: 'Sam Lee' },
    submitter: { __typename: 'CasePerson', id: 'employee-a', fullName: 'Alice Chen', email: 'alice@example.com' },
  }),
  caseRow({ id: 'case-b', title: 'Remote work', status: 'APPROVED', isArchived: true }),
];
const SECOND = [caseRow({ id: 'case-c', title: 'Quiet room' })];

const person = (id: string, fullName: string, role: string) => ({
  __typename: 'User',
  id,
  fullName,
  email: `${fullName.split(' ')[0].toLowerCase()}@example.com`,
  role,
});
const PEOPLE = [
  person('user-omar', 'Omar Diaz', 'CASEMANAGER'),
  person('user-caseworker', 'Sam Lee', 'CASEWORKER'),
  person('user-priya', 'Priya Shah', 'CASEWORKER'),
];

type Variables = Record<string, unknown>;

function listClient({
  cases = (variables: Variables) =>
    variables.after === 'cursor-1'
      ? casesPage(SECOND, { totalCount: 3 })
      : casesPage(FIRST, { totalCount: 3, endCursor: 'cursor-1', hasNextPage: true }),
  counts = () => COUNTS,
  permissions = {},
  partner = false,
}: {
  cases?: (variables: Variables) => unknown;
  counts?: (variables: Variables) => unknown;
  /** Permissions the api refuses (false); everything else is allowed. */
  permissions?: Record<string, boolean>;
  /** The acting organization is a partner (its cases carry orders and follow-up forms). */
  partner?: boolean;
} = {}) {
  return makeCasesClient({
    MyPermissions: () => myPermissionsAnswer(permissions),
    LayoutOrganizationBrand: () => ({
      organizationBrandInfo: {
        __typename: 'OrganizationBrandInfo',
        id: ORG_ID,
        name: 'Vitality Health',
        isPartner: partner,
        primaryColor: '#71d1ac',
        secondaryColor: '#4e7da0',
      },
    }),
    CasesListPage: async (variables) => ({ casesByStatus: await cases(variables) }),
    CasesListCounts: async (variables) => ({ casesMetadata: await counts(variables) }),
    CasesListAssigneeOptions: (variables) => {
      const text = String(variables.searchText ?? '').toLowerCase();
      const users = PEOPLE.filter(
        (user) =>
          (variables.roles as string[]).includes(user.role) &&
          (!text || user.fullName.toLowerCase().includes(text) || user.email.includes(text)),
      );
      return {
        usersByRole: {
          __typename: 'UsersPage',
          totalCount: users.length,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false },
          users,
        },
      };
    },
  });
}

const session = () => makeSession(makeUser('CASEMANAGER'));
/** The assignee filter, once it has loaded (it loads on demand). */
const assigneeField = () => screen.findByRole('combobox', { name: 'Assignee' });

/** Types `text`, waits until the search for it went out (`searched`), then picks `option`. */
async function chooseAssignee(text: string, option: string, searched?: () => boolean) {
  const field = await assigneeField();
  fireEvent.focus(field);
  fireEvent.keyDown(field, { key: 'ArrowDown' });
  for (let length = 1; length <= text.length; length += 1) {
    fireEvent.change(field, { target: { value: text.slice(0, length) } });
  }
  if (searched) await waitFor(() => expect(searched()).toBe(true));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}
const table = () => screen.findByRole('table', { name: 'Cases' });
// Read from the DOM directly: role queries over the whole page are slow enough to starve a re-render.
const selectedTab = () => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.trim();
/** Titles of the rows marked as changed by a live refresh. */
const changedRows = () =>
  within(screen.getByRole('table', { name: 'Cases' }))
    .getAllByRole('row')
    .slice(1)
    .filter((row) => row.getAttribute('data-changed') === 'true')
    .map((row) => within(row).getAllByRole('cell')[1].textContent);
const rowTitles = () =>
  within(screen.getByRole('table', { name: 'Cases' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1].textContent);

describe('CasesListPage', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('./CasesListPage');
  }, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => cleanup());

  it('shows the status-group counts and the first page of cases', async () => {
    const { client, named } = listClient();
    renderApp('/accommodations/cases', { session: session(), client });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cases' })).toBeTruthy();
    await table();

    expect(await screen.findByRole('tab', { name: 'New 3' })).toBeTruthy();
    for (const name of [
      'Not confirmed 2',
      'In progress 5',
      'Outstanding 1',
      'Approved 7',
      'Denied 4',
      'Approved-closed 11',
      'Denied-closed 6',
    ]) {
      expect(screen.getByRole('tab', { name })).toBeTruthy();
    }
    expect(selectedTab()).toBe('All');

    const headers = within(screen.getByRole('table', { name: 'Cases' }))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Case', 'Title', 'Employee', 'Status', 'Assignee', 'Flags', 'Created']);
    expect(rowTitles()).toEqual(['Ergonomic chair', 'Remote work']);

    const first = screen.getAllByRole('row')[1];
    expect(within(first).getByText('A1B2C3')).toBeTruthy();
    expect(within(first).getByText('Alice Chen')).toBeTruthy();
    expect(within(first).getByText('alice@example.com')).toBeTruthy();
    expect(within(first).getByText('In progress')).toBeTruthy();
    expect(within(first).getByText('Sam Lee')).toBeTruthy();
    expect(within(first).getByText('Escalated: Clinical')).toBeTruthy();
    expect(within(first).getByText('2 new comments')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Ergonomic chair' }).getAttribute('href')).toBe(
      '/accommodations/cases/case-a',
    );
    const second = screen.getAllByRole('row')[2];
    expect(within(second).getByText('Approved (archived)')).toBeTruthy();
    expect(within(second).getByText('Unassigned')).toBeTruthy();
    expect(screen.getByText('2 of 3 cases')).toBeTruthy();

    expect(named('CasesListPage')[0].variables).toEqual({
      organizationId: ORG_ID,
      recordsPerPage: 25,
      sortOrder: 'DESC',
    });
    expect(named('CasesListCounts')[0].variables).toEqual({ organizationId: ORG_ID });
    await expect.poll(() => document.title).toBe('Cases | Case Management');
  });

  it('filters by a status group, keeps it in the URL and goes back with the back button', async () => {
    const { client, named } = listClient();
    const { router } = renderApp('/accommodations/cases', { session: session(), client });
    await table();

    fireEvent.click(await screen.findByRole('tab', { name: 'Approved-closed 11' }));
    expect(router.state.location.search).toBe('?status=approved-closed');
    await waitFor(() =>
      expect(named('CasesListPage').at(-1)?.variables).toMatchObject({ statuses: ['APPROVED'], isArchived: true }),
    );
    expect(selectedTab()).toBe('Approved-closed 11');
    // The group decides whether archived cases are listed.
    expect((screen.getByLabelText('Archived') as HTMLSelectElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('tab', { name: 'New 3' }));
    expect(router.state.location.search).toBe('?status=new');
    await waitFor(() =>
      expect(named('CasesListPage').at(-1)?.variables).toMatchObject({ statuses: ['OPEN'], isArchived: false }),
    );

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?status=approved-closed');
    await waitFor(() => expect(selectedTab()).toBe('Approved-closed 11'));

    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(router.state.location.search).toBe('');
  });

  it('opens on the group of the status query parameter', async () => {
    const { client, named } = listClient();
    renderApp('/accommodations/cases?status=not-confirmed', { session: session(), client });
    await table();
    expect(named('CasesListPage')[0].variables).toMatchObject({ statuses: ['ASSIGNED'], isArchived: false });
    expect(selectedTab()).toBe('Not confirmed 2');
  });

  it('moves between the status tabs with the arrow keys and reaches each case by its link', async () => {
    const { client } = listClient();
    const { router } = renderApp('/accommodations/cases', { session: session(), client });
    await table();
    const all = screen.getByRole('tab', { name: 'All' });
    expect(all.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'New 3' }).tabIndex).toBe(-1);
    all.focus();
    fireEvent.keyDown(all, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'New 3' }));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Denied-closed 6' }));
    // A focused tab is a button: Enter (or Space) activates it.
    fireEvent.click(document.activeElement!);
    expect(router.state.location.search).toBe('?status=denied-closed');

    const links = within(await table())
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/accommodations/cases/case-a', '/accommodations/cases/case-b']);
  });

  it('sends the filters, and the assignee filter to the counts too', async () => {
    const { client, named } = listClient();
    renderApp('/accommodations/cases', { session: session(), client });
    await table();

    fireEvent.click(screen.getByRole('switch', { name: 'Assigned to me' }));
    await waitFor(() =>
      expect(named('CasesListCounts').at(-1)?.variables).toEqual({ organizationId: ORG_ID, isAssignee: true }),
    );
    fireEvent.click(screen.getByRole('switch', { name: 'Escalated' }));
    fireEvent.change(screen.getByLabelText('Escalation category'), { target: { value: 'SUPPORT_ESCALATION' } });
    fireEvent.change(screen.getByLabelText('Archived'), { target: { value: 'live' } });
    fireEvent.change(screen.getByLabelText('Sort'), { target: { value: 'ASC' } });
    await waitFor(() =>
      expect(named('CasesListPage').at(-1)?.variables).toEqual({
        organizationId: ORG_ID,
        recordsPerPage: 25,
        sortOrder: 'ASC',
        isArchived: false,
        isAssignee: true,
        isEscalated: true,
        escalationCategories: ['SUPPORT_ESCALATION'],
      }),
    );
  });

  it("filters a partner's cases by order status and follow-up status, which other organizations are not offered", async () => {
    const { client, named } = listClient({ partner: true });
    renderApp('/accommodations/cases', { session: session(), client });
    await table();
    fireEvent.change(await screen.findByLabelText('Order status'), { target: { value: 'NONE' } });
    fireEvent.change(screen.getByLabelText('Follow-up'), { target: { value: 'SENT' } });
    await waitFor(() =>
      expect(named('CasesListPage').at(-1)?.variables).toEqual({
        organizationId: ORG_ID,
        recordsPerPage: 25,
        sortOrder: 'DESC',
        isEmptyOrderStatus: true,
        followUpStatuses: ['SENT'],
      }),
    );
    fireEvent.change(screen.getByLabelText('Order status'), { target: { value: 'SHIPPED' } });
    await waitFor(() => expect(named('CasesListPage').at(-1)?.variables).toMatchObject({ orderStatuses: ['SHIPPED'] }));
    cleanup();

    renderApp('/accommodations/cases', { session: session(), client: listClient().client });
    await table();
    expect(screen.queryByLabelText('Order status')).toBeNull();
    expect(screen.queryByLabelText('Follow-up')).toBeNull();
  });

  it('filters by an assignee searched among the people who can be assigned, and keeps it in the URL', async () => {
    const { client, named } = listClient();
    const { router } = renderApp('/accommodations/cases', { session: session(), client });
    await table();
    expect(named('CasesListAssigneeOptions')).toHaveLength(0);

    // The option may show from the first (unfiltered) answer: pick it once the search for what was typed went out.
    await chooseAssignee('sam', 'Sam Lee — ADA Coordinator', () =>
      named('CasesListAssigneeOptions').some((operation) => operation.variables.searchText === 'sam'),
    );
    const searches = named('CasesListAssigneeOptions');
    expect(searches.find((operation) => operation.variables.searchText === 'sam')?.variables).toEqual({
      organizationId: ORG_ID,
      roles: ['CVADMIN', 'ADMIN', 'CASEMANAGER', 'CASEWORKER', 'CVTPA'],
      searchText: 'sam',
      recordsPerPage: 20,
    });
    // Typing is searched once it pauses, not letter by letter.
    expect(searches.filter((operation) => ['s', 'sa'].includes(String(operation.variables.searchText)))).toHaveLength(
      0,
    );

    expect(router.state.location.search).toBe('?assignee=user-caseworker');
    await waitFor(() =>
      expect(named('CasesListPage').at(-1)?.variables).toEqual({
        organizationId: ORG_ID,
        recordsPerPage: 25,
        sortOrder: 'DESC',
        assigneeId: 'user-caseworker',
      }),
    );
    expect(screen.getByRole('button', { name: 'Sam Lee' })).toBeTruthy();

    // "Assigned to me" replaces the chosen assignee, and the other way round.
    fireEvent.click(screen.getByRole('switch', { name: 'Assigned to me' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(named('CasesListPage').at(-1)?.variables).toMatchObject({ isAssignee: true }));
    expect(named('CasesListPage').at(-1)?.variables).not.toHaveProperty('assigneeId');
    expect(screen.queryByRole('button', { name: 'Sam Lee' })).toBeNull();

    await chooseAssignee('omar', 'Omar Diaz — HR Representative');
    expect(router.state.location.search).toBe('?assignee=user-omar');
    expect((screen.getByRole('switch', { name: 'Assigned to me' }) as HTMLInputElement).checked).toBe(false);
    await waitFor(() => expect(named('CasesListPage').at(-1)?.variables).toMatchObject({ assigneeId: 'user-omar' }));
    expect(named('CasesListPage').at(-1)?.variables).not.toHaveProperty('isAssignee');

    // The chip's delete icon removes the filter.
    const chip = screen.getByRole('button', { name: 'Omar Diaz' });
    fireEvent.click(chip.querySelector('.MuiChip-deleteIcon')!);
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(named('CasesListPage').at(-1)?.variables).not.toHaveProperty('assigneeId'));
  });

  it('opens on the assignee of the query parameter, named after the listed cases, and keeps the status', async () => {
    const { client, named } = listClient();
    const { router } = renderApp('/accommodations/cases?assignee=user-caseworker&status=in-progress', {
      session: session(),
      client,
    });
    await table();
    expect(named('CasesListPage')[0].variables).toMatchObject({
      assigneeId: 'user-caseworker',
      statuses: ['IN_PROGRESS'],
    });
    expect(await screen.findByRole('button', { name: 'Sam Lee' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(router.state.location.search).toBe('?assignee=user-caseworker');
  });

  it('clears the assignee with the other filters', async () => {
    const { client, named } = listClient({
      cases: (variables) => (variables.assigneeId ? casesPage([]) : casesPage(FIRST, { totalCount: 2 })),
    });
    const { router } = renderApp('/accommodations/cases?assignee=user-omar', { session: session(), client });
    expect(await screen.findByText('No cases match these filters')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Omar Diaz' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await table();
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('button', { name: 'Omar Diaz' })).toBeNull();
    expect(named('CasesListPage').at(-1)?.variables).toEqual({
      organizationId: ORG_ID,
      recordsPerPage: 25,
      sortOrder: 'DESC',
    });
  });

  it('offers "Assigned to me" but no assignee filter to whom the api does not let list people', async () => {
    const { client, named } = listClient({ permissions: { usersByRole: false, queryUsers: false } });
    renderApp('/accommodations/cases?assignee=user-omar', { session: makeSession(makeUser('CASEWORKER')), client });
    await table();
    expect(screen.getByRole('switch', { name: 'Assigned to me' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Assignee' })).toBeNull();
    expect(named('CasesListPage')[0].variables).not.toHaveProperty('assigneeId');
    expect(named('CasesListAssigneeOptions')).toHaveLength(0);
  });

  it('sends the search once typing pauses', async () => {
    const { client, named } = listClient();
    renderApp('/accommodations/cases', { session: session(), client });
    await table();
    fireEvent.change(screen.getByLabelText('Search in'), { target: { value: 'EMAIL' } });
    const search = screen.getByRole('searchbox', { name: 'Search cases' });
    fireEvent.change(search, { target: { value: 'al' } });
    fireEvent.change(search, { target: { value: 'alic' } });
    fireEvent.change(search, { target: { value: 'alice' } });
    const searches = () => named('CasesListPage').filter((operation) => 'searchText' in operation.variables);
    expect(searches()).toHaveLength(0);
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0].variables).toMatchObject({ searchText: 'alice', searchField: 'EMAIL' });
    // A later search goes out after its own pause: any further search for 'alice' would have gone out first.
    fireEvent.change(search, { target: { value: 'bob' } });
    await waitFor(() => expect(searches().at(-1)?.variables.searchText).toBe('bob'));
    expect(searches().map((operation) => operation.variables.searchText)).toEqual(['alice', 'bob']);
  });

  it('loads the next page after the last cursor and appends it', async () => {
    const { client, named } = listClient();
    renderApp('/accommodations/cases', { session: session(), client });
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('3 of 3 cases');
    expect(rowTitles()).toEqual(['Ergonomic chair', 'Remote work', 'Quiet room']);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Quiet room' })));
    expect(named('CasesListPage').at(-1)?.variables).toMatchObject({ after: 'cursor-1', recordsPerPage: 25 });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('offers to clear the filters when nothing matches', async () => {
    const { client, named } = listClient({
      cases: (variables) =>
        variables.statuses || variables.isEscalated ? casesPage([]) : casesPage(FIRST, { totalCount: 2 }),
    });
    const { router } = renderApp('/accommodations/cases?status=outstanding', { session: session(), client });
    expect(await screen.findByText('No cases match these filters')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Escalated' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await table();
    expect(router.state.location.search).toBe('');
    expect((screen.getByRole('switch', { name: 'Escalated' }) as HTMLInputElement).checked).toBe(false);
    expect(named('CasesListPage').at(-1)?.variables).toEqual({
      organizationId: ORG_ID,
      recordsPerPage: 25,
      sortOrder: 'DESC',
    });
  });

  it('says so when the organization has no cases yet', async () => {
    const { client } = listClient({ cases: () => casesPage([]) });
    renderApp('/accommodations/cases', { session: session(), client });
    expect(await screen.findByText('No cases yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('shows a skeleton while loading, and an error with a retry', async () => {
    let attempts = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { client } = listClient({
      cases: () => {
        attempts += 1;
        if (attempts === 1) {
          return held.then(() => {
            throw new GraphQLErrorsAnswer([
              { message: 'Internal error', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
            ]);
          });
        }
        return casesPage(FIRST, { totalCount: 2 });
      },
    });
    renderApp('/accommodations/cases', { session: session(), client });
    expect(await screen.findByTestId('cases-loading')).toBeTruthy();
    release();
    expect(await screen.findByText("We couldn't load the cases. Check your connection and try again.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await table();
    expect(rowTitles()).toEqual(['Ergonomic chair', 'Remote work']);
  });

  it('refreshes the counts and the list once after a burst of live changes, and says so', async () => {
    const { client, named, emit, subscribers } = listClient();
    renderApp('/accommodations/cases', { session: session(), client });
    await table();
    await waitFor(() => expect(subscribers('CasesListOrganizationChanged')).toBe(1));
    const lists = named('CasesListPage').length;
    const counts = named('CasesListCounts').length;

    emit('CasesListOrganizationChanged', listChange('organizationCasesChanged', 'case-a'));
    emit('CasesListOrganizationChanged', listChange('organizationCasesChanged', 'case-b'));
    emit('CasesListOrganizationChanged', listChange('organizationCasesChanged', 'case-a'));
    expect(named('CasesListPage')).toHaveLength(lists);

    await waitFor(() => expect(named('CasesListPage')).toHaveLength(lists + 1));
    expect(named('CasesListCounts')).toHaveLength(counts + 1);
    expect(named('CasesListPage').at(-1)?.variables).not.toHaveProperty('after');
    await waitFor(() => expect(screen.getByText('Case list updated')).toBeTruthy());
    await waitFor(() =>
      expect(changedRows()).toEqual([expect.stringMatching(/^Ergonomic chair/), expect.stringMatching(/^Remote work/)]),
    );

    // One more change, to case-b alone: its refresh marks just that row. A second refresh for the burst
    // would have come before it, so the list is then fetched exactly twice.
    emit('CasesListOrganizationChanged', listChange('organizationCasesChanged', 'case-b'));
    await waitFor(() => expect(changedRows()).toEqual([expect.stringMatching(/^Remote work/)]));
    expect(named('CasesListPage')).toHaveLength(lists + 2);
    expect(named('CasesListCounts')).toHaveLength(counts + 2);
  });

  it("shows a case's promo code under its title", async () => {
    const promoted = caseRow({
      id: 'case-p',
      title: 'Weight care',
      promoCode: { __typename: 'CasePromoCode', id: 'promo-1', name: 'WELCOME20' },
    });
    const { client } = listClient({ cases: () => casesPage([promoted], { totalCount: 1 }) });
    renderApp('/accommodations/cases', { session: session(), client });
    expect(await screen.findByText('Promo code: WELCOME20')).toBeTruthy();
  });

  it('has no serious axe violations', async () => {
    const { client } = listClient();
    const { container } = renderApp('/accommodations/cases', { session: session(), client });
    await table();
    await screen.findByRole('tab', { name: 'New 3' });
    expect(await seriousAxeViolations(container)).toEqual([]);

    await chooseAssignee('sam', 'Sam Lee — ADA Coordinator');
    await screen.findByRole('button', { name: 'Sam Lee' });
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
