import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getContrastRatio } from '@mui/material/styles';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '../../shared/roles';
import { caseRow, casesPage, COUNTS, makeCasesClient } from '../../features/cases/test-cases';
import {
  makeSession,
  makeUser,
  myPermissionsAnswer,
  preloadLazyModules,
  renderApp,
  seriousAxeViolations,
  setViewportWidth,
} from '../routes/test-support';
import { DEFAULT_ALIAS_LABELS, mergeAliasLabels } from './alias-labels';
import { buildNavigation } from './navigation';
import { accessibleBrandColor, createOrganizationTheme } from './organization-theme';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Answers the shell's queries and the case list's (where staff land); its live updates stay quiet. */
/** The layout's client; the api lets only a Cvadmin list every organization (allOrganizations). */
function layoutClient(role: Role) {
  return makeCasesClient({
    MyPermissions: () => myPermissionsAnswer({ allOrganizations: role === 'CVADMIN' }),
    CasesListPage: () => ({ casesByStatus: casesPage([caseRow({ id: 'case-a', title: 'Ergonomic chair' })]) }),
    CasesListCounts: () => ({ casesMetadata: COUNTS }),
  });
}

/** Waits for the case list to show its answered data. */
async function caseListShown() {
  await screen.findByRole('heading', { level: 1, name: 'Cases' });
  await screen.findByRole('link', { name: 'Ergonomic chair' });
}

async function renderLayout(role: Role, { path = '/accommodations', user = makeUser(role) } = {}) {
  const session = makeSession(user);
  const apollo = layoutClient(role);
  const rendered = renderApp(path, { session, client: apollo.client });
  await screen.findByRole('navigation', { name: 'Main navigation' });
  return { ...rendered, session, operations: apollo.operations };
}

describe('AppLayout', () => {
  beforeAll(preloadLazyModules, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('renders the skip link as the first focusable element, and it moves focus to <main>', async () => {
    await renderLayout('CASEWORKER');
    const first = document.body.querySelector<HTMLElement>(FOCUSABLE);
    expect(first?.textContent).toBe('Skip to main content');
    expect(first?.getAttribute('href')).toBe('#main-content');

    fireEvent.click(first!);
    const main = screen.getByRole('main');
    expect(document.activeElement).toBe(main);
  });

  it('has the landmarks: header, labelled navigation, and main#main-content with tabIndex -1', async () => {
    await renderLayout('ADMIN');
    expect(screen.getByRole('banner').tagName).toBe('HEADER');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(main.id).toBe('main-content');
    expect(main.getAttribute('tabindex')).toBe('-1');
  });

  it.each<[Role, boolean]>([
    ['USER', false],
    ['CASEWORKER', false],
    ['CASEMANAGER', false],
    ['ADMIN', false],
    ['CVADMIN', true],
    ['CVTPA', true],
  ])('shows the organization switcher to %s: %s', async (role, shown) => {
    await renderLayout(role, { path: role === 'USER' ? '/accommodations/welcome' : '/accommodations' });
    // The switcher loads on demand: wait for it where it is expected.
    const switcher = shown
      ? await screen.findByRole('combobox', { name: 'Organization' })
      : screen.queryByRole('combobox', { name: 'Organization' });
    expect(Boolean(switcher)).toBe(shown);
    if (!shown) expect(within(screen.getByRole('banner')).getByText('Acme Health')).toBeTruthy();
  });

  it('shows the switcher to a multi-organization admin, listing its organizationAccess entries', async () => {
    const user = makeUser('ADMIN', {
      isMultiOrgAdmin: true,
      organizationAccess: [
        { organizationId: 'org-1', organizationName: 'Acme Health', role: 'ADMIN' },
        { organizationId: 'org-9', organizationName: 'Zephyr Retail', role: 'ADMIN' },
      ],
    });
    const { session } = await renderLayout('ADMIN', { user });
    const switcher = await screen.findByRole('combobox', { name: 'Organization' });
    expect((switcher as HTMLInputElement).value).toBe('Acme Health');
    fireEvent.mouseDown(switcher);
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Acme Health', 'Zephyr Retail']);
    fireEvent.click(screen.getByRole('option', { name: 'Zephyr Retail' }));
    expect(session.switchOrganization).toHaveBeenCalledWith('org-9', 'Zephyr Retail');
  });

  it('lets a Cvadmin switch among all organizations (allOrganizations)', async () => {
    const { session, operations } = await renderLayout('CVADMIN');
    const switcher = await screen.findByRole('combobox', { name: 'Organization' });
    fireEvent.mouseDown(switcher);
    await screen.findByRole('option', { name: 'Cobalt Logistics' });
    expect(operations.some((operation) => operation.name === 'LayoutAllOrganizations')).toBe(true);
    fireEvent.click(screen.getByRole('option', { name: 'Cobalt Logistics' }));
    expect(session.switchOrganization).toHaveBeenCalledWith('org-3', 'Cobalt Logistics');
  });

  it('lets a Cvtpa switch among its organizationAccess entries only', async () => {
    const { session, operations } = await renderLayout('CVTPA');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Organization' }));
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Acme Health', 'Borealis Foods']);
    expect(operations.some((operation) => operation.name === 'LayoutAllOrganizations')).toBe(false);
    fireEvent.click(screen.getByRole('option', { name: 'Borealis Foods' }));
    expect(session.switchOrganization).toHaveBeenCalledWith('org-2', 'Borealis Foods');
  });

  it("has a user menu with the user's name and Sign out", async () => {
    const { session, router } = await renderLayout('CASEMANAGER');
    const button = screen.getByRole('button', { name: /Dana Rivera/ });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText(/casemanager@example.com/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    });
    expect(session.signOut).toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('labels the navigation with the organization aliases and marks the current page', async () => {
    await renderLayout('USER', { path: '/accommodations/welcome' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await within(nav).findByRole('heading', { name: 'Workplace Adjustments' });
    const welcome = within(nav).getByRole('link', { name: 'Welcome' });
    expect(welcome.getAttribute('aria-current')).toBe('page');
  });

  it('lands staff on the case list, marked as the current page; there is no separate Home entry', async () => {
    const { router } = await renderLayout('CASEMANAGER');
    await caseListShown();
    expect(router.state.location.pathname).toBe('/accommodations/cases');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Cases' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).queryByRole('link', { name: 'Home' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Welcome' })).toBeNull();
  });

  it('collapses the navigation to icons at 1000 px and below, names kept as the accessible names', async () => {
    setViewportWidth(1000);
    await renderLayout('ADMIN');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const cases = within(nav).getByRole('link', { name: 'Cases' });
    expect(cases.getAttribute('aria-label')).toBe('Cases');
    expect(within(nav).queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open navigation' })).toBeNull();
  });

  it('turns the navigation into a temporary drawer at 600 px and below', async () => {
    setViewportWidth(600);
    const session = makeSession(makeUser('ADMIN'));
    renderApp('/accommodations', { session, client: layoutClient('ADMIN').client });
    const open = await screen.findByRole('button', { name: 'Open navigation' });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Cases' }).getAttribute('href')).toBe('/accommodations/cases');
  });

  it.each([
    [1280, true],
    [1060, true],
    [1059, false],
    [800, false],
  ])('offers the accessibility panel at %i px: %s', async (width, shown) => {
    setViewportWidth(width);
    const session = makeSession(makeUser('CASEWORKER'));
    renderApp('/accommodations', { session, client: layoutClient('CASEWORKER').client });
    await caseListShown();
    expect(Boolean(screen.queryByRole('button', { name: 'Accessibility' }))).toBe(shown);
  });

  it('has no serious or critical axe violations (staff case list, full width)', async () => {
    const { container } = await renderLayout('CVADMIN');
    await caseListShown();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('has no serious or critical axe violations (employee welcome, collapsed)', async () => {
    setViewportWidth(900);
    const { container } = await renderLayout('USER', { path: '/accommodations/welcome' });
    await screen.findByText(/We are here to help/);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('has no serious or critical axe violations with the small-screen drawer open', async () => {
    setViewportWidth(400);
    const session = makeSession(makeUser('CVTPA'));
    renderApp('/accommodations', { session, client: layoutClient('CVTPA').client });
    fireEvent.click(await screen.findByRole('button', { name: 'Open navigation' }));
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });
});

describe('navigation per role', () => {
  const mounted = new Set(['accommodations', 'welcome', 'cases', 'notFound'] as const);

  it('gives the employee the welcome page and staff the case list, with no entry for the default path', () => {
    expect(
      buildNavigation('USER', mounted, DEFAULT_ALIAS_LABELS).flatMap((group) => group.items.map((item) => item.id)),
    ).toEqual(['welcome']);
    expect(
      buildNavigation('CASEWORKER', mounted, DEFAULT_ALIAS_LABELS).flatMap((group) =>
        group.items.map((item) => item.id),
      ),
    ).toEqual(['cases']);
  });

  it('shows only mounted routes the role may use', () => {
    const more = new Set([...mounted, 'calendar', 'myRequests', 'cvSettings', 'admins'] as const);
    const ids = (role: Role) =>
      buildNavigation(role, more, DEFAULT_ALIAS_LABELS).flatMap((group) => group.items.map((item) => item.id));
    expect(ids('USER')).toEqual(['welcome', 'myRequests']);
    expect(ids('CASEWORKER')).toEqual(['cases', 'calendar']);
    expect(ids('CASEMANAGER')).toEqual(['cases', 'calendar', 'admins']);
    expect(ids('CVADMIN')).toEqual(['cases', 'calendar', 'admins', 'cvSettings']);
  });

  it('shows Organization Settings and Documents Admin only once myPermissions says yes', () => {
    const more = new Set([...mounted, 'organizationSettings', 'documentsAdmin'] as const);
    const ids = (permissions?: { manageDocuments?: boolean; manageOrganizationSettings?: boolean } | null) =>
      buildNavigation('CASEMANAGER', more, DEFAULT_ALIAS_LABELS, permissions).flatMap((group) =>
        group.items.map((item) => item.id),
      );
    expect(ids(undefined)).toEqual(['cases']);
    expect(ids(null)).toEqual(['cases']);
    expect(ids({ manageDocuments: true, manageOrganizationSettings: false })).toEqual(['cases', 'documentsAdmin']);
    expect(ids({ manageDocuments: true, manageOrganizationSettings: true })).toEqual([
      'cases',
      'documentsAdmin',
      'organizationSettings',
    ]);
  });

  it('uses alias labels for the accommodations group and the HR administrators list', () => {
    const aliases = mergeAliasLabels([
      { key: 'ACCOMMODATIONS', label: 'Adjustments', defaultLabel: 'Accommodations' },
      { key: 'HR_ADMINISTRATORS', label: 'People Team', defaultLabel: 'HR Administrators' },
    ]);
    const groups = buildNavigation('ADMIN', new Set(['cases', 'admins'] as const), aliases);
    expect(groups.map((group) => group.label)).toEqual(['Adjustments', 'Administration']);
    expect(groups[1].items[0].label).toBe('People Team');
  });
});

describe('organization theme', () => {
  it('darkens brand colours just enough for 4.5:1 against white', () => {
    for (const color of ['#71d1ac', '#4e7da0', '#ffff00', '#ffffff']) {
      expect(getContrastRatio(accessibleBrandColor(color, '#000'), '#fff')).toBeGreaterThanOrEqual(4.5);
      // Also on a hovered or selected row, where brand-coloured links sit on a grey tint.
      expect(getContrastRatio(accessibleBrandColor(color, '#000'), '#ebebeb')).toBeGreaterThanOrEqual(4.5);
    }
    expect(accessibleBrandColor('#1a237e', '#000')).toBe('#1a237e');
    expect(accessibleBrandColor('not-a-colour', '#123456')).toBe('#123456');
  });

  it('applies accessibility settings to the theme', () => {
    const theme = createOrganizationTheme(
      { primaryColor: '#71d1ac' },
      { textSize: 100, highContrast: true, reducedMotion: true, readableFont: true },
    );
    expect(theme.palette.text.primary).toBe('#000000');
    expect(theme.typography.fontFamily).toContain('Verdana');
    expect(theme.transitions.create('opacity')).toBe('none');
  });
});
