import { useMutation, useQuery } from '@apollo/client/react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AccessibilityContext, type AccessibilityContextValue } from './accessibility-context';
import { MY_ACCESSIBILITY_QUERY, SAVE_ACCESSIBILITY_MUTATION } from './accessibility-queries';
import {
  ACCESSIBILITY_CLASSES as CLASSES,
  applyAccessibilitySettings,
  DEFAULT_ACCESSIBILITY_SETTINGS,
  forgetLocalAccessibilitySettings,
  hasLocalAccessibilitySettings,
  loadAccessibilitySettings,
  parseAccessibilitySettings,
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
 * Holds one user's accessibility settings, kept on their account: applied to <html> while mounted and saved
 * with updateUserSettings on every change. Until the account answers, a copy this browser holds applies (no
 * flash of the defaults); on the first answer the account's settings win and the copy is dropped, or, when
 * the account has none yet, the browser's copy is saved to the account and then dropped. A save the api
 * does not take is kept in the browser and moved to the account on the next visit.
 * Removed from <html> when unmounted (sign-out), so the next person at this browser starts from their own.
 */
export function AccessibilityProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const [state, setState] = useState<{ userId: string; settings: AccessibilitySettings }>(() => ({
    userId,
    settings: loadAccessibilitySettings(userId),
  }));
  // Another user signed in at this browser: their own settings (adjusting state while rendering).
  if (state.userId !== userId) setState({ userId, settings: loadAccessibilitySettings(userId) });
  const settings = state.settings;

  const { data } = useQuery(MY_ACCESSIBILITY_QUERY);
  const [mutate] = useMutation(SAVE_ACCESSIBILITY_MUTATION);
  /** The user whose account answer has been taken in (once per user). */
  const synced = useRef<string | null>(null);

  useEffect(() => {
    const user = data?.currentUser;
    if (!user || user.id !== userId || synced.current === userId) return;
    synced.current = userId;
    const onAccount = user.userSettings.accessibility;
    if (onAccount) {
      setState({ userId, settings: parseAccessibilitySettings(onAccount) });
      forgetLocalAccessibilitySettings(userId);
    } else if (hasLocalAccessibilitySettings(userId)) {
      const local = loadAccessibilitySettings(userId);
      mutate({ variables: { input: { accessibility: local } } }).then(
        () => forgetLocalAccessibilitySettings(userId),
        () => undefined, // Kept in the browser; moved on a later visit.
      );
    }
  }, [data, userId, mutate]);

  useEffect(() => applyAccessibilitySettings(document.documentElement, settings), [settings]);

  const save = useCallback(
    (next: AccessibilitySettings) => {
      setState({ userId, settings: next });
      mutate({ variables: { input: { accessibility: next } } }).then(
        () => forgetLocalAccessibilitySettings(userId),
        () => saveAccessibilitySettings(userId, next),
      );
    },
    [userId, mutate],
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
