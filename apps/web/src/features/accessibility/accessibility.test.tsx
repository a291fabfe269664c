import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
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

describe('accessibility panel', () => {
  beforeAll(preloadLazyModules, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('saves each user’s settings separately and applies them', async () => {
    const first = render(
      <AccessibilityProvider userId="alice">
        <AccessibilityButton />
      </AccessibilityProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Accessibility' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accessibility' });
    expect(dialog).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Larger (115 %)' }));
    fireEvent.click(screen.getByRole('switch', { name: 'High contrast' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Readable font' }));

    expect(JSON.parse(localStorage.getItem('accessibility:alice')!)).toEqual({
      textSize: 115,
      highContrast: true,
      reducedMotion: false,
      readableFont: true,
    });
    expect(html.classList.contains('a11y-text-115')).toBe(true);
    expect(html.classList.contains('a11y-high-contrast')).toBe(true);
    first.unmount();
    // Signed out: nothing of Alice's stays on the page.
    expect(html.className).toBe('');

    // Bob has his own (default) settings; Alice's are untouched.
    render(
      <AccessibilityProvider userId="bob">
        <AccessibilityButton />
      </AccessibilityProvider>,
    );
    expect(html.className).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Accessibility' }));
    await screen.findByRole('dialog', { name: 'Accessibility' });
    expect((screen.getByRole('radio', { name: 'Default (100 %)' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: 'Reduce motion' }));
    expect(JSON.parse(localStorage.getItem('accessibility:bob')!)).toMatchObject({
      reducedMotion: true,
      textSize: 100,
    });
    expect(JSON.parse(localStorage.getItem('accessibility:alice')!)).toMatchObject({
      textSize: 115,
      reducedMotion: false,
    });
    cleanup();

    // Alice comes back: her settings are loaded and applied.
    render(
      <AccessibilityProvider userId="alice">
        <AccessibilityButton />
      </AccessibilityProvider>,
    );
    expect(html.classList.contains('a11y-text-115')).toBe(true);
    expect(html.classList.contains('a11y-readable-font')).toBe(true);
  });

  it('resets to the defaults', async () => {
    localStorage.setItem('accessibility:carol', JSON.stringify({ textSize: 130, highContrast: true }));
    render(
      <AccessibilityProvider userId="carol">
        <AccessibilityButton />
      </AccessibilityProvider>,
    );
    expect(html.classList.contains('a11y-text-130')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Accessibility' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reset to defaults' }));
    expect(html.className).toBe('');
    expect(JSON.parse(localStorage.getItem('accessibility:carol')!)).toEqual(DEFAULT_ACCESSIBILITY_SETTINGS);
  });

  it('returns focus to the button when the dialog closes', async () => {
    render(
      <AccessibilityProvider userId="dave">
        <AccessibilityButton />
      </AccessibilityProvider>,
    );
    const button = screen.getByRole('button', { name: 'Accessibility' });
    act(() => button.focus());
    fireEvent.click(button);
    await screen.findByRole('dialog', { name: 'Accessibility' });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('closes with Escape, returning focus too', async () => {
    render(
      <AccessibilityProvider userId="erin">
        <AccessibilityButton />
      </AccessibilityProvider>,
    );
    const button = screen.getByRole('button', { name: 'Accessibility' });
    act(() => button.focus());
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Accessibility' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('is offered in the layout on wide screens, saved for the signed-in user, and axe-clean when open', async () => {
    const user = makeUser('CASEWORKER');
    renderApp('/accommodations', { session: makeSession(user) });
    fireEvent.click(await screen.findByRole('button', { name: 'Accessibility' }));
    await screen.findByRole('dialog', { name: 'Accessibility' });
    fireEvent.click(screen.getByRole('radio', { name: 'Largest (130 %)' }));
    expect(JSON.parse(localStorage.getItem(`accessibility:${user.id}`)!)).toMatchObject({ textSize: 130 });
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });
});
