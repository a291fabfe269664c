import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { caseRow, casesPage, COUNTS, makeCasesClient } from '../../features/cases/test-cases';
import { makeSession, makeUser, ORG_ID, preloadLazyModules, renderApp, setViewportWidth } from '../routes/test-support';

function renderWithBrand(logoUrl: string, faviconUrl: string) {
  const apollo = makeCasesClient({
    LayoutBrandImages: () => ({
      organizationBrandInfo: { __typename: 'OrganizationBrandInfo', id: ORG_ID, logoUrl, faviconUrl },
    }),
    CasesListPage: () => ({ casesByStatus: casesPage([caseRow({ id: 'case-a', title: 'Ergonomic chair' })]) }),
    CasesListCounts: () => ({ casesMetadata: COUNTS }),
  });
  return renderApp('/accommodations', { session: makeSession(makeUser('ADMIN')), client: apollo.client });
}

const favicon = () => document.head.querySelector<HTMLLinkElement>('link#organization-favicon');

describe('the organization logo and favicon in the layout', () => {
  beforeAll(preloadLazyModules, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => cleanup());

  it('shows the logo in the top bar beside the name and sets the page icon', async () => {
    renderWithBrand('https://files.example/logo.png?sig=1', 'https://files.example/favicon.png?sig=1');
    const logo = await screen.findByTestId('organization-logo');
    expect(logo.getAttribute('src')).toBe('https://files.example/logo.png?sig=1');
    // Decorative: the organization's name is written beside it.
    expect(logo.getAttribute('alt')).toBe('');
    expect(logo.closest('header')).toBeTruthy();
    await waitFor(() => expect(favicon()?.href).toBe('https://files.example/favicon.png?sig=1'));
    expect(favicon()?.rel).toBe('icon');
    cleanup();
    // The layout gone, the page icon is the app's again.
    expect(favicon()).toBeNull();
  });

  it('shows no logo and leaves the page icon alone when the organization has none', async () => {
    renderWithBrand('', '');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    await screen.findByRole('heading', { level: 1, name: 'Cases' });
    expect(screen.queryByTestId('organization-logo')).toBeNull();
    expect(favicon()).toBeNull();
  });
});
