import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import {
  GraphQLErrorsAnswer,
  makeClient,
  makeSession,
  makeUser,
  preloadLazyModules,
  renderApp,
  seriousAxeViolations,
  setViewportWidth,
} from '../../app/routes/test-support';
import { AccessibilityButton } from './AccessibilityButton';
import { AccessibilityProvider } from './AccessibilityProvider';
import {
  accessibilityStorageKey,
  applyAccessibilitySettings,
  DEFAULT_ACCESSIBILITY_SETTINGS,
  loadAccessibilitySettings,
  parseAccessibilitySettings,
} from './accessibility-settings';

const html = document.documentElement;

describe('accessibility settings', () => {
  afterEach(() => localStorage.clear());

  it('stores settings per user under accessibility:{userId}', () => {
    expect(accessibilityStorageKey('u-1')).toBe('accessibility:u-1');
  });

  it('reads malformed or unknown values as defaults, field by field', () => {
    expect(parseAccessibilitySettings(null)).toEqual(DEFAULT_ACCESSIBILITY_SETTINGS);
    expect(parseAccessibilitySettings({ textSize: 200, highContrast: 'yes', reducedMotion: true })).toEqual({
      ...DEFAULT_ACCESSIBILITY_SETTINGS,
      reducedMotion: true,
    });
    localStorage.setItem('accessibility:u-2', '{not json');
    expect(loadAccessibilitySettings('u-2')).toEqual(DEFAULT_ACCESSIBILITY_SETTINGS);
  });

  it('applies settings as classes and a CSS variable on <html>, and removes them', () => {
    const remove = applyAccessibilitySettings(html, {
      textSize: 130,
      highContrast: true,
      reducedMotion: true,
      readableFont: true,
    });
    expect([...html.classList].sort()).toEqual(
      ['a11y-high-contrast', 'a11y-readable-font', 'a11y-reduced-motion', 'a11y-text-130'].sort(),
    );
    expect(html.style.getPropertyValue('--a11y-text-scale')).toBe('1.3');
    remove();
    expect(html.className).toBe('');
  });
});

type Saved = Record<string, unknown> | null;

/**
 * An api holding each person's preferences on their account, as updateUserSettings does; `refuse` makes
 * every save fail.
 */
function account(userId: string, saved: Saved, { refuse = false } = {}) {
  const state = { saved };
  const answer = () => ({
    __typename: 'User',
    id: userId,
    userSettings: {
      __typename: 'UserSettings',
      accessibility: state.saved && { __typename: 'AccessibilityPreferences', ...state.saved },
    },
  });
  const client = makeClient({
    MyAccessibilityPreferences: () => ({ currentUser: answer() }),
    SaveAccessibilityPreferences: (variables) => {
      if (refuse) throw new GraphQLErrorsAnswer([{ message: 'down', extensions: { code: 'INTERNAL_SERVER_ERROR' } }]);
      state.saved = (variables.input as { accessibility: Record<string, unknown> }).accessibility;
      return { updateUserSettings: { __typename: 'UserPayload', success: true, user: answer() } };
    },
  });
  const wrap = (children: ReactNode) => (
    <ApolloProvider client={client.client}>
      <AccessibilityProvider userId={userId}>{children}</AccessibilityProvider>
    </ApolloProvider>
  );
  return { ...client, state, wrap };
}

const ALL_OFF = { highContrast: false, reducedMotion: false, readableFont: false };

describe('accessibility panel', () => {
  beforeAll(preloadLazyModules, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('saves each user’s settings on their account and applies them', async () => {
    const alice = account('alice', null);
    const first = render(alice.wrap(<AccessibilityButton />));
    await waitFor(() => expect(alice.named('MyAccessibilityPreferences')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Accessibility' }));
    await screen.findByRole('dialog', { name: 'Accessibility' });
    fireEvent.click(screen.getByRole('radio', { name: 'Larger (115 %)' }));
    fireEvent.click(screen.getByRole('switch', { name: 'High contrast' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Readable font' }));

    await waitFor(() =>
      expect(alice.state.saved).toEqual({
        textSize: 115,
        highContrast: true,
        reducedMotion: false,
        readableFont: true,
      }),
    );
    expect(localStorage.getItem('accessibility:alice')).toBeNull();
    expect(html.classList.contains('a11y-text-115')).toBe(true);
    expect(html.classList.contains('a11y-high-contrast')).toBe(true);
    first.unmount();
    // Signed out: nothing of Alice's stays on the page.
    expect(html.className).toBe('');

    // Bob's account holds his own settings; they apply once it answers.
    const bob = account('bob', { textSize: 100, ...ALL_OFF, reducedMotion: true });
    render(bob.wrap(<AccessibilityButton />));
    await waitFor(() => expect(html.classList.contains('a11y-reduced-motion')).toBe(true));
    expect(html.classList.contains('a11y-text-115')).toBe(false);
  });

  it('moves settings this browser saved to the account on the first visit, then forgets them here', async () => {
    localStorage.setItem('accessibility:carol', JSON.stringify({ textSize: 130, highContrast: true }));
    const carol = account('carol', null);
    render(carol.wrap(<AccessibilityButton />));
    // Applied at once from the browser's copy, before the account answers.
    expect(html.classList.contains('a11y-text-130')).toBe(true);
    await waitFor(() => expect(carol.state.saved).toEqual({ textSize: 130, ...ALL_OFF, highContrast: true }));
    await waitFor(() => expect(localStorage.getItem('accessibility:carol')).toBeNull());
    expect(html.classList.contains('a11y-text-130')).toBe(true);
  });

  it('takes the account’s settings over an older copy in this browser', async () => {
    localStorage.setItem('accessibility:dana', JSON.stringify({ textSize: 130 }));
    const dana = account('dana', { textSize: 115, ...ALL_OFF });
    render(dana.wrap(<AccessibilityButton />));
    await waitFor(() => expect(html.classList.contains('a11y-text-115')).toBe(true));
    expect(localStorage.getItem('accessibility:dana')).toBeNull();
    expect(dana.named('SaveAccessibilityPreferences')).toHaveLength(0);
  });

  it('keeps a change in this browser when the account cannot take it', async () => {
    const fay = account('fay', { textSize: 100, ...ALL_OFF }, { refuse: true });
    render(fay.wrap(<AccessibilityButton />));
    await waitFor(() => expect(fay.named('MyAccessibilityPreferences')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Accessibility' }));
    await screen.findByRole('dialog', { name: 'Accessibility' });
    fireEvent.click(screen.getByRole('switch', { name: 'High contrast' }));
    expect(html.classList.contains('a11y-high-contrast')).toBe(true);
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('accessibility:fay') ?? '{}')).toMatchObject({ highContrast: true }),
    );
  });

  it('resets to the defaults', async () => {
    const gil = account('gil', { textSize: 130, ...ALL_OFF, highContrast: true });
    render(gil.wrap(<AccessibilityButton />));
    await waitFor(() => expect(html.classList.contains('a11y-text-130')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Accessibility' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reset to defaults' }));
    expect(html.className).toBe('');
    await waitFor(() => expect(gil.state.saved).toEqual(DEFAULT_ACCESSIBILITY_SETTINGS));
  });

  it('returns focus to the button when the dialog closes', async () => {
    render(account('dave', null).wrap(<AccessibilityButton />));
    const button = screen.getByRole('button', { name: 'Accessibility' });
    act(() => button.focus());
    fireEvent.click(button);
    await screen.findByRole('dialog', { name: 'Accessibility' });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('closes with Escape, returning focus too', async () => {
    render(account('erin', null).wrap(<AccessibilityButton />));
    const button = screen.getByRole('button', { name: 'Accessibility' });
    act(() => button.focus());
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Accessibility' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('is offered in the layout on wide screens, applied at once, and axe-clean when open', async () => {
    const user = makeUser('CASEWORKER');
    renderApp('/accommodations', { session: makeSession(user) });
    fireEvent.click(await screen.findByRole('button', { name: 'Accessibility' }));
    await screen.findByRole('dialog', { name: 'Accessibility' });
    fireEvent.click(screen.getByRole('radio', { name: 'Largest (130 %)' }));
    expect(html.classList.contains('a11y-text-130')).toBe(true);
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });
});
