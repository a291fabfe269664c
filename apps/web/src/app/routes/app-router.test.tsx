import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALL_ROLES } from '../../shared/roles';
import { caseRow, casesPage, COUNTS, makeCasesClient } from '../../features/cases/test-cases';
import { mountedRouteIds } from './app-router';
import { ROUTE_TABLE } from './route-table';
import {
  makeSession,
  makeUser,
  ORG_ID,
  preloadLazyModules,
  renderApp,
  setViewportWidth,
  TEST_PAGES,
} from './test-support';

function Calendar() {
  return <h1>Calendar screen</h1>;
}

/** Answers the case list's queries (its live updates stay open and quiet). */
function caseListClient() {
  return makeCasesClient({
    CasesListPage: () => ({ casesByStatus: casesPage([caseRow({ id: 'case-a', title: 'Ergonomic chair' })]) }),
    CasesListCounts: () => ({ casesMetadata: COUNTS }),
  });
}

describe('app router', () => {
  beforeAll(preloadLazyModules, 30_000);
  beforeEach(() => {
    setViewportWidth(1280);
    document.title = '';
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('sends a signed-out visitor of an authenticated route to /login with where they were going', async () => {
    const { router } = renderApp('/accommodations/welcome?x=1', { session: makeSession(null) });
    await screen.findByRole('heading', { name: 'Sign in page' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/accommodations/welcome', search: '?x=1' },
    });
    expect(document.title).toBe('Sign in | Case Management');
  });

  it('shows a full-page progress while the session loads', () => {
    renderApp('/accommodations', { session: makeSession(null, { status: 'loading' }) });
    expect(screen.getByRole('progressbar', { name: 'Loading your session' })).toBeTruthy();
  });

  it('renders the public auth pages signed out', async () => {
    for (const [path, name] of [
      ['/forgot-password', 'Forgot password page'],
      ['/forgot-password-complete?email=a%40b.c', 'Forgot password complete page'],
      ['/auth-action', 'Auth action page'],
      ['/reset-password', 'Reset password page'],
    ]) {
      renderApp(path, { session: makeSession(null) });
      await screen.findByRole('heading', { name });
      cleanup();
    }
  });

  it("lands an employee on the welcome page from '/' and '/accommodations'", async () => {
    for (const path of ['/', '/accommodations']) {
      const { router } = renderApp(path, { session: makeSession(makeUser('USER')) });
      await screen.findByText(/We are here to help/);
      expect(router.state.location.pathname).toBe('/accommodations/welcome');
      expect(document.title).toBe('Welcome | Case Management');
      cleanup();
    }
  });

  it.each(ALL_ROLES.filter((role) => role !== 'USER'))(
    "lands %s on the case list from '/' and '/accommodations'",
    async (role) => {
      for (const path of ['/', '/accommodations']) {
        const { client, named } = caseListClient();
        const { router } = renderApp(path, { session: makeSession(makeUser(role)), client });
        await screen.findByRole('heading', { level: 1, name: 'Cases' });
        await screen.findByRole('link', { name: 'Ergonomic chair' });
        expect(router.state.location.pathname).toBe('/accommodations/cases');
        await waitFor(() => expect(document.title).toBe('Cases | Case Management'));
        expect(named('CasesListPage')[0].variables).toMatchObject({ organizationId: ORG_ID });
        cleanup();
      }
    },
  );

  it('RequireRole sends a role that may not use a route to /not-found', async () => {
    // Staff on the employee-only welcome page.
    const { router } = renderApp('/accommodations/welcome', { session: makeSession(makeUser('ADMIN')) });
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(router.state.location.pathname).toBe('/not-found');
    expect(document.title).toBe('Page Not Found | Case Management');
    cleanup();

    // An employee on a staff-only screen.
    const second = renderApp('/calendar', {
      session: makeSession(makeUser('USER')),
      options: { screens: { calendar: Calendar } },
    });
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(second.router.state.location.pathname).toBe('/not-found');
    expect(screen.queryByRole('heading', { name: 'Calendar screen' })).toBeNull();
  });

  it('lets an allowed role through RequireRole', async () => {
    renderApp('/calendar', {
      session: makeSession(makeUser('CASEMANAGER')),
      options: { screens: { calendar: Calendar } },
    });
    await screen.findByRole('heading', { name: 'Calendar screen' });
    expect(document.title).toBe('Calendar | Case Management');
  });

  it('sends unknown paths to /not-found, inside the layout when signed in', async () => {
    const { router } = renderApp('/no/such/page', { session: makeSession(makeUser('CASEWORKER')) });
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(router.state.location.pathname).toBe('/not-found');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(screen.getByRole('main').id).toBe('main-content');
  });

  it('sends unknown paths to /not-found signed out too, without the layout', async () => {
    const { router } = renderApp('/nothing-here', { session: makeSession(null) });
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(router.state.location.pathname).toBe('/not-found');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home page' }).getAttribute('href')).toBe('/');
  });

  it('mounts every route of the table: each has its screen (reports was the last)', () => {
    const mounted = mountedRouteIds(TEST_PAGES);
    expect(ROUTE_TABLE.map((route) => route.id).filter((id) => !mounted.has(id))).toEqual([]);
  });
});
