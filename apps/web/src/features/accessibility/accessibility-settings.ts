/**
 * Our own accessibility preferences (in place of a third-party overlay): text size, high contrast,
 * reduced motion and a readable font. Saved on the person's account (updateUserSettings), so they follow
 * them to every browser, and applied to the page as classes and CSS variables on <html> plus the MUI theme
 * (see AccessibilityProvider and the layout theme). Local storage (`accessibility:{userId}`) holds them only
 * until the account has them: values saved there by earlier versions, or while the api could not be reached.
 */

export const TEXT_SIZES = [100, 115, 130] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export interface AccessibilitySettings {
  /** Percent of the default text size. */
  textSize: TextSize;
  highContrast: boolean;
  reducedMotion: boolean;
  readableFont: boolean;
}

export const DEFAULT_ACCESSIBILITY_SETTINGS: Readonly<AccessibilitySettings> = Object.freeze({
  textSize: 100,
  highContrast: false,
  reducedMotion: false,
  readableFont: false,
});

/** Local storage key of one user's settings; per user, so people sharing a browser keep their own. */
export function accessibilityStorageKey(userId: string): string {
  return `accessibility:${userId}`;
}

/** Reads a value as settings, field by field; anything unknown or malformed falls back to the default. */
export function parseAccessibilitySettings(value: unknown): AccessibilitySettings {
  const source = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const textSize = TEXT_SIZES.find((size) => size === source.textSize) ?? DEFAULT_ACCESSIBILITY_SETTINGS.textSize;
  const flag = (key: 'highContrast' | 'reducedMotion' | 'readableFont') =>
    typeof source[key] === 'boolean' ? (source[key] as boolean) : DEFAULT_ACCESSIBILITY_SETTINGS[key];
  return {
    textSize,
    highContrast: flag('highContrast'),
    reducedMotion: flag('reducedMotion'),
    readableFont: flag('readableFont'),
  };
}

export function loadAccessibilitySettings(userId: string, storage: Storage = localStorage): AccessibilitySettings {
  try {
    const raw = storage.getItem(accessibilityStorageKey(userId));
    return raw ? parseAccessibilitySettings(JSON.parse(raw)) : { ...DEFAULT_ACCESSIBILITY_SETTINGS };
  } catch {
    return { ...DEFAULT_ACCESSIBILITY_SETTINGS };
  }
}

/** Whether this browser holds settings of the user that the account may not have yet. */
export function hasLocalAccessibilitySettings(userId: string, storage: Storage = localStorage): boolean {
  try {
    return storage.getItem(accessibilityStorageKey(userId)) !== null;
  } catch {
    return false;
  }
}

/** Drops the browser's copy once the account holds the settings. */
export function forgetLocalAccessibilitySettings(userId: string, storage: Storage = localStorage): void {
  try {
    storage.removeItem(accessibilityStorageKey(userId));
  } catch {
    // Storage disabled: nothing was kept there either.
  }
}

export function saveAccessibilitySettings(
  userId: string,
  settings: AccessibilitySettings,
  storage: Storage = localStorage,
): void {
  try {
    storage.setItem(accessibilityStorageKey(userId), JSON.stringify(settings));
  } catch {
    // Storage full or disabled (private mode): the settings still apply for this visit.
  }
}

/** Classes set on <html> for the active settings. */
export const ACCESSIBILITY_CLASSES = {
  textSize: (size: TextSize) => `a11y-text-${size}`,
  highContrast: 'a11y-high-contrast',
  reducedMotion: 'a11y-reduced-motion',
  readableFont: 'a11y-readable-font',
} as const;

const ALL_CLASSES = [
  ...TEXT_SIZES.map(ACCESSIBILITY_CLASSES.textSize),
  ACCESSIBILITY_CLASSES.highContrast,
  ACCESSIBILITY_CLASSES.reducedMotion,
  ACCESSIBILITY_CLASSES.readableFont,
];

/** CSS variable holding the text scale (1, 1.15, 1.3) for styles that size in px. */
export const TEXT_SCALE_VARIABLE = '--a11y-text-scale';

/** Puts the settings on an element (normally <html>); returns a function that removes them again. */
export function applyAccessibilitySettings(root: HTMLElement, settings: AccessibilitySettings): () => void {
  root.classList.remove(...ALL_CLASSES);
  if (settings.textSize !== 100) root.classList.add(ACCESSIBILITY_CLASSES.textSize(settings.textSize));
  if (settings.highContrast) root.classList.add(ACCESSIBILITY_CLASSES.highContrast);
  if (settings.reducedMotion) root.classList.add(ACCESSIBILITY_CLASSES.reducedMotion);
  if (settings.readableFont) root.classList.add(ACCESSIBILITY_CLASSES.readableFont);
  root.style.setProperty(TEXT_SCALE_VARIABLE, String(settings.textSize / 100));
  return () => {
    root.classList.remove(...ALL_CLASSES);
    root.style.removeProperty(TEXT_SCALE_VARIABLE);
  };
}

/** A font stack chosen for legibility (distinct letter shapes, generous x-height), no web font download. */
export const READABLE_FONT_FAMILY = '"Atkinson Hyperlegible", Verdana, Tahoma, "Segoe UI", Arial, sans-serif';
