import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  makeSession,
  makeUser,
  preloadLazyModules,
  renderApp,
  seriousAxeViolations,
  setViewportWidth,
} from '../../app/routes/test-support';

describe('NotFoundPage', () => {
  beforeAll(preloadLazyModules, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('says the page was not found and offers a way home (signed out)', async () => {
    const { container } = renderApp('/not-found', { session: makeSession(null) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home page' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Page Not Found | Case Management');
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('is shown inside the layout and is axe-clean when signed in', async () => {
    const { container } = renderApp('/not-found', { session: makeSession(makeUser('CASEMANAGER')) });
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
