import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  makeClient,
  makeSession,
  makeUser,
  ORG_ID,
  preloadLazyModules,
  renderApp,
  setViewportWidth,
} from '../../app/routes/test-support';

function NewRequest() {
  return <h1>New request screen</h1>;
}
function MyRequests() {
  return <h1>My requests screen</h1>;
}

const welcome = (welcomeText: string) => () => ({
  organizationBrandInfo: { __typename: 'OrganizationBrandInfo', id: ORG_ID, name: 'Acme Health', welcomeText },
});

describe('WelcomePage', () => {
  beforeAll(preloadLazyModules, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it("shows the organization's welcome text as plain text, with New Request and My Requests", async () => {
    const { client, operations } = makeClient({ WelcomePage: welcome('Hello team!\n<b>Not bold</b>') });
    renderApp('/accommodations/welcome', {
      session: makeSession(makeUser('USER')),
      client,
      options: { screens: { newRequest: NewRequest, myRequests: MyRequests } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Dana' })).toBeTruthy();
    const text = await screen.findByText(/Hello team!/);
    expect(text.textContent).toBe('Hello team!\n<b>Not bold</b>');
    expect(text.querySelector('b')).toBeNull();
    expect(operations.find((operation) => operation.name === 'WelcomePage')?.variables).toEqual({
      organizationId: ORG_ID,
    });

    const main = screen.getByRole('main');
    const action = within(main).getByRole('link', { name: 'New Request' });
    expect(action.getAttribute('href')).toBe('/accommodations/request');
    expect(within(main).getByRole('link', { name: 'My Requests' }).getAttribute('href')).toBe(
      '/accommodations/requests',
    );

    fireEvent.click(action);
    expect(await screen.findByRole('heading', { name: 'New request screen' })).toBeTruthy();
    expect(document.title).toBe('New Request | Case Management');
  });

  it('links to the request screens the route table mounts', async () => {
    renderApp('/accommodations/welcome', { session: makeSession(makeUser('USER')) });
    await screen.findByText(/We are here to help/);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'New Request' }).getAttribute('href')).toBe(
      '/accommodations/request',
    );
    expect(within(main).getByRole('link', { name: 'My Requests' }).getAttribute('href')).toBe(
      '/accommodations/requests',
    );
  });

  it('shows a default text when the organization has none', async () => {
    const { client } = makeClient({ WelcomePage: welcome('   ') });
    renderApp('/accommodations/welcome', { session: makeSession(makeUser('USER')), client });
    expect(
      await screen.findByText(
        "Welcome to Acme Health's accommodation requests. Here you can ask for a workplace accommodation or leave, and follow your requests.",
      ),
    ).toBeTruthy();
  });

  it('shows a loading skeleton while the text loads', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { client } = makeClient({
      WelcomePage: async () => {
        await held;
        return welcome('Loaded text')();
      },
    });
    renderApp('/accommodations/welcome', { session: makeSession(makeUser('USER')), client });
    expect(await screen.findByTestId('welcome-loading')).toBeTruthy();
    expect(screen.getByText(/Loading your organization's welcome message/)).toBeTruthy();
    release();
    expect(await screen.findByText('Loaded text')).toBeTruthy();
    expect(screen.queryByTestId('welcome-loading')).toBeNull();
  });

  it('shows an error with a retry when the text cannot be loaded', async () => {
    let calls = 0;
    const { client } = makeClient({
      WelcomePage: () => {
        calls += 1;
        if (calls === 1) throw new Error('Failed to fetch');
        return welcome('Second time lucky')();
      },
    });
    renderApp('/accommodations/welcome', { session: makeSession(makeUser('USER')), client });
    expect(await screen.findByText(/couldn't load your organization's welcome message/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Second time lucky')).toBeTruthy();
  });
});
