import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { preloadLazyModules, seriousAxeViolations, setViewportWidth } from '../../app/routes/test-support';
import { describeRows } from './DashboardChart';
import { organizationsFilter } from './OrganizationsDashboardPage';
import { dashboard, GraphQLErrorsAnswer, renderDashboards, stubResizeObserver } from './test-dashboards';

const mainNavigation = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('dashboards', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('./OwnerDashboardPage');
    await import('./OrganizationsDashboardPage');
  }, 30_000);
  beforeEach(() => {
    setViewportWidth(1280);
    stubResizeObserver();
  });
  afterEach(() => cleanup());

  it('shows the owner dashboard: figures, each chart with its text alternative and table, axe-clean', async () => {
    const { named } = renderDashboards('/owner-dashboard', 'ADMIN', {
      OwnerDashboard: () => ({ ownerDashboard: dashboard() }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Owner Dashboard' });
    await waitFor(() => expect(document.title).toBe('Owner Dashboard | Case Management'));
    const section = await screen.findByRole('region', { name: 'Acme Health' });
    expect(within(section).getByText('Open cases').nextSibling?.textContent).toBe('7');
    expect(within(section).getByText('10 days')).toBeTruthy();
    expect(within(section).getByText('34 days')).toBeTruthy();
    expect(
      within(section).getByText('1 unacknowledged for 2+ business days, 1 not accepted for 2+ business days'),
    ).toBeTruthy();

    // The stage chart: its text alternative reads the organization's labels; the table holds the same figures.
    const stages = within(section).getByRole('figure', { name: 'Open cases by stage' });
    expect(stages.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      within(stages).getByText('Open cases by stage: Submitted 2, Assigned 2, Under Review 2, Final Decision 1.'),
    ).toBeTruthy();
    // The chart takes the keyboard focus (arrow keys then move between bars, announced by the library).
    const focusable = stages.querySelector<HTMLElement>('.MuiChartsSurface-root [tabindex="0"]');
    expect(focusable).toBeTruthy();
    focusable!.focus();
    expect(document.activeElement).toBe(focusable);
    const stageTable = within(stages).getByRole('table', { name: 'Open cases by stage (table)' });
    expect(within(stageTable).getByRole('rowheader', { name: 'Under Review' }).nextSibling?.textContent).toBe('2');

    const assignees = within(section).getByRole('table', { name: 'Open cases by assignee (table)' });
    const unassigned = within(assignees).getByRole('rowheader', { name: 'Unassigned' }).closest('tr')!;
    expect(
      within(unassigned)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '1']);
    expect(within(section).getByRole('table', { name: 'Open cases by age (table)' })).toBeTruthy();

    expect(named('OwnerDashboard')[0]?.variables).toEqual({ organizationId: 'org-1' });
    expect(await seriousAxeViolations(screen.getByRole('main'))).toEqual([]);
  });

  it('says so when there are no open cases, and shows no empty chart', async () => {
    const empty = dashboard(undefined, undefined, {
      openCaseCount: 0,
      byStage: dashboard().byStage.map((entry) => ({ ...entry, count: 0 })),
      byAge: dashboard().byAge.map((entry) => ({ ...entry, count: 0 })),
      byAssignee: [],
      timeToDecision: { ...dashboard().timeToDecision, decidedCount: 0, medianDays: null, p90Days: null },
    });
    renderDashboards('/owner-dashboard', 'ADMIN', { OwnerDashboard: () => ({ ownerDashboard: empty }) });
    expect(await screen.findByText('No open cases. New requests will show here as they arrive.')).toBeTruthy();
    expect(screen.getAllByText('None decided')).toHaveLength(2);
    expect(document.querySelector('.MuiChartsSurface-root')).toBeNull();
    expect(screen.getByRole('table', { name: 'Open cases by stage (table)' })).toBeTruthy();
  });

  it('shows skeletons while loading, then the api refusal, and retries', async () => {
    let answer: (value: unknown) => void = () => undefined;
    let calls = 0;
    renderDashboards('/owner-dashboard', 'ADMIN', {
      OwnerDashboard: () => {
        calls += 1;
        if (calls === 1) return new Promise((resolve) => (answer = resolve));
        if (calls === 2)
          return new GraphQLErrorsAnswer([
            { message: 'Not authorized to view the owner dashboard', extensions: { code: 'FORBIDDEN' } },
          ]);
        return { ownerDashboard: dashboard() };
      },
    });
    await screen.findByText('Loading…');
    expect(screen.getByText('Loading…').closest('[aria-busy="true"]')).toBeTruthy();
    answer(
      new GraphQLErrorsAnswer([
        { message: 'Not authorized to view the owner dashboard', extensions: { code: 'FORBIDDEN' } },
      ]),
    );
    expect(await screen.findByText('Not authorized to view the owner dashboard')).toBeTruthy();
    const retry = screen.getByRole('button', { name: 'Try again' });
    retry.focus();
    expect(document.activeElement).toBe(retry);
    fireEvent.click(retry);
    await waitFor(() => expect(calls).toBeGreaterThanOrEqual(2));
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Acme Health' })).toBeTruthy();
  });

  it('shows a connection failure as a generic message', async () => {
    renderDashboards('/owner-dashboard', 'ADMIN', {
      OwnerDashboard: () => {
        throw new Error('offline');
      },
    });
    expect(
      await screen.findByText("We couldn't load the dashboard. Check your connection and try again."),
    ).toBeTruthy();
  });

  it('lists the owner dashboard in the navigation only with access_owner_dashboard', async () => {
    renderDashboards(
      '/owner-dashboard',
      'ADMIN',
      { OwnerDashboard: () => ({ ownerDashboard: dashboard() }) },
      {
        accessOwnerDashboard: false,
      },
    );
    await screen.findByRole('heading', { level: 1, name: 'Owner Dashboard' });
    await waitFor(() => expect(within(mainNavigation()).getByRole('link', { name: 'Cases' })).toBeTruthy());
    expect(within(mainNavigation()).queryByRole('link', { name: 'Owner Dashboard' })).toBeNull();
    cleanup();
    renderDashboards('/owner-dashboard', 'ADMIN', { OwnerDashboard: () => ({ ownerDashboard: dashboard() }) });
    await waitFor(() =>
      expect(within(mainNavigation()).getByRole('link', { name: 'Owner Dashboard' }).getAttribute('href')).toBe(
        '/owner-dashboard',
      ),
    );
  });

  it('shows the organizations a CV Admin serves side by side, filtered by the URL', async () => {
    const { named } = renderDashboards('/organizations-dashboard?organizations=org-1,org-2', 'CVADMIN', {
      OrganizationsDashboard: () => ({
        organizationsDashboard: [dashboard('org-1', 'Acme Health'), dashboard('org-2', 'Globex', { openCaseCount: 3 })],
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Organizations Dashboard' });
    await waitFor(() => expect(document.title).toBe('Organizations Dashboard | Case Management'));
    expect(await screen.findByRole('region', { name: 'Acme Health' })).toBeTruthy();
    const globex = screen.getByRole('region', { name: 'Globex' });
    expect(within(globex).getByText('Open cases').nextSibling?.textContent).toBe('3');
    expect(within(globex).getByRole('heading', { level: 2, name: 'Globex' })).toBeTruthy();
    expect(named('OrganizationsDashboard')[0]?.variables).toEqual({ organizationIds: ['org-1', 'org-2'] });
    expect(within(mainNavigation()).getByRole('link', { name: 'Organizations Dashboard' })).toBeTruthy();
    expect(await seriousAxeViolations(screen.getByRole('main'))).toEqual([]);
  });

  it('lets a CV Admin choose the organizations, kept in the address, and a TPA only those it supports', async () => {
    const { named, router } = renderDashboards('/organizations-dashboard', 'CVADMIN', {
      OrganizationsDashboard: () => ({ organizationsDashboard: [dashboard()] }),
    });
    const filter = await screen.findByRole('combobox', { name: 'Organizations' });
    await screen.findByRole('region', { name: 'Acme Health' });
    expect(named('OrganizationsDashboard')[0]?.variables).toEqual({ organizationIds: null });
    fireEvent.change(filter, { target: { value: 'Cob' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Cobalt Logistics' }));
    await waitFor(() => expect(router.state.location.search).toBe('?organizations=org-3'));
    await waitFor(() =>
      expect(named('OrganizationsDashboard').at(-1)?.variables).toEqual({ organizationIds: ['org-3'] }),
    );
    cleanup();

    renderDashboards('/organizations-dashboard', 'CVTPA', {
      OrganizationsDashboard: () => ({ organizationsDashboard: [dashboard()] }),
    });
    const tpaFilter = await screen.findByRole('combobox', { name: 'Organizations' });
    fireEvent.mouseDown(tpaFilter);
    fireEvent.keyDown(tpaFilter, { key: 'ArrowDown' });
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Acme Health']);
  });

  it('tells a TPA who serves no organization as TPA Support that there is nothing to show', async () => {
    renderDashboards('/organizations-dashboard', 'CVTPA', {
      OrganizationsDashboard: () => ({ organizationsDashboard: [] }),
    });
    expect(
      await screen.findByText('No organization to show. Organizations appear here once you serve them as TPA Support.'),
    ).toBeTruthy();
  });

  it('reads the URL filter and describes rows', () => {
    expect(organizationsFilter(new URLSearchParams('organizations=a, b,,'))).toEqual(['a', 'b']);
    expect(organizationsFilter(new URLSearchParams(''))).toBeNull();
    expect(describeRows([{ key: 'a', label: 'Submitted', count: 3 }])).toBe('Submitted 3');
  });
});
