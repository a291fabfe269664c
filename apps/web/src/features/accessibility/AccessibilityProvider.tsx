import GlobalStyles from '@mui/material/GlobalStyles';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { AccessibilityContext, type AccessibilityContextValue } from './accessibility-context';
import {
  ACCESSIBILITY_CLASSES as CLASSES,
  applyAccessibilitySettings,
  DEFAULT_ACCESSIBILITY_SETTINGS,
  loadAccessibilitySettings,
  READABLE_FONT_FAMILY,
  saveAccessibilitySettings,
  type AccessibilitySettings,
} from './accessibility-settings';

/**
 * Page-wide CSS for the settings. MUI sizes text in rem, so scaling the root font size scales the
 * whole interface; reduced motion stops CSS animations and transitions (MUI's too, via the theme).
 */
const accessibilityStyles = {
  [`html.${CLASSES.textSize(115)}`]: { fontSize: '115%' },
  [`html.${CLASSES.textSize(130)}`]: { fontSize: '130%' },
  [`html.${CLASSES.readableFont} body`]: {
    fontFamily: READABLE_FONT_FAMILY,
    letterSpacing: '0.02em',
    wordSpacing: '0.08em',
    lineHeight: 1.6,
  },
  [`html.${CLASSES.reducedMotion} *, html.${CLASSES.reducedMotion} *::before, html.${CLASSES.reducedMotion} *::after`]:
    {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  [`html.${CLASSES.highContrast} a`]: { textDecoration: 'underline' },
} as const;

/**
 * Holds one user's accessibility settings: loaded from local storage under `accessibility:{userId}`,
 * applied to <html> while mounted, saved on every change. Removed from <html> when unmounted (sign-out),
 * so the next person at this browser starts from their own settings.
 */
export function AccessibilityProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const [state, setState] = useState<{ userId: string; settings: AccessibilitySettings }>(() => ({
    userId,
    settings: loadAccessibilitySettings(userId),
  }));
  // Another user signed in at this browser: their own settings (adjusting state while rendering).
  if (state.userId !== userId) setState({ userId, settings: loadAccessibilitySettings(userId) });
  const settings = state.settings;

  useEffect(() => applyAccessibilitySettings(document.documentElement, settings), [settings]);

  const save = useCallback(
    (next: AccessibilitySettings) => {
      saveAccessibilitySettings(userId, next);
      setState({ userId, settings: next });
    },
    [userId],
  );

  const value = useMemo<AccessibilityContextValue>(
    () => ({
      settings,
      update: (change) => save({ ...settings, ...change }),
      reset: () => save({ ...DEFAULT_ACCESSIBILITY_SETTINGS }),
    }),
    [settings, save],
  );

  return (
    <AccessibilityContext.Provider value={value}>
      <GlobalStyles styles={accessibilityStyles} />
      {children}
    </AccessibilityContext.Provider>
  );
}
