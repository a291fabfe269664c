import { createContext, useContext } from 'react';
import { DEFAULT_ACCESSIBILITY_SETTINGS, type AccessibilitySettings } from './accessibility-settings';

export interface AccessibilityContextValue {
  settings: AccessibilitySettings;
  /** Changes some settings; applied at once and saved for the user. */
  update(change: Partial<AccessibilitySettings>): void;
  /** Back to the defaults (and saved). */
  reset(): void;
}

export const AccessibilityContext = createContext<AccessibilityContextValue>({
  settings: DEFAULT_ACCESSIBILITY_SETTINGS,
  update: () => undefined,
  reset: () => undefined,
});

export function useAccessibility(): AccessibilityContextValue {
  return useContext(AccessibilityContext);
}
