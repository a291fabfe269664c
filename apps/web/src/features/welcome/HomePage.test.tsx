import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  makeSession,
  makeUser,
  preloadLazyModules,
  renderApp,
  seriousAxeViolations,
  setViewportWidth,
} from '../../app/routes/test-support';

function Calendar() {
  return <h1>Calendar screen</h1>;
}

describe('HomePage (staff, until the case list exists)', () => {
  beforeAll(preloadLazyModules, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('greets the user by name and lists the screens of their role', async () => {
    const { container } = renderApp('/accommodations', {
      session: makeSession(makeUser('CASEWORKER')),
      options: { screens: { calendar: Calendar, cvSettings: Calendar } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Dana' })).toBeTruthy();
    expect(screen.getByText('You are working in Acme Health.')).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Calendar' }).getAttribute('href')).toBe('/calendar');
    // Cvadmin-only screens are not offered to a caseworker.
    expect(within(main).queryByRole('link', { name: 'CV Settings' })).toBeNull();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('offers New Request to every role (the form runner is built)', async () => {
    renderApp('/accommodations', { session: makeSession(makeUser('ADMIN')) });
    await screen.findByRole('heading', { level: 1, name: 'Hello, Dana' });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'New Request' }).getAttribute('href')).toBe(
      '/accommodations/request',
    );
    // My Requests is the employee's (User only).
    expect(within(main).queryByRole('link', { name: 'My Requests' })).toBeNull();
  });
});
