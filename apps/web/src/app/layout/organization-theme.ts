import { createTheme, darken, getContrastRatio, type Theme } from '@mui/material/styles';
import {
  DEFAULT_ACCESSIBILITY_SETTINGS,
  READABLE_FONT_FAMILY,
  type AccessibilitySettings,
} from '../../features/accessibility/accessibility-settings';

/** WCAG 2.2 AA contrast for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The darkest surface brand-coloured text sits on: MUI's selected (8% black) tint over white. Hovered and
 * selected rows and menu items use it, so text that passes here passes on white too.
 */
const LIGHTEST_TINTED_SURFACE = '#ebebeb';

/**
 * The organization's colour, darkened just enough (if at all) to reach 4.5:1 against white and the light
 * tinted surfaces of hovered or selected rows, so it can be used both as text (links, outlined buttons)
 * and behind white text (contained buttons, the selected navigation item). Partner defaults such as
 * #71d1ac are too light for either as they are. Anything that is not a hex colour falls back to `fallback`.
 */
export function accessibleBrandColor(color: string | null | undefined, fallback: string): string {
  if (!color || !HEX_COLOR.test(color.trim())) return fallback;
  let result = color.trim();
  for (let step = 0; step < 30 && getContrastRatio(result, LIGHTEST_TINTED_SURFACE) < MIN_TEXT_CONTRAST; step += 1) {
    result = darken(result, 0.08);
  }
  return result;
}

export interface OrganizationColors {
  primaryColor?: string | null;
  secondaryColor?: string | null;
}

const FOCUS_OUTLINE_WIDTH = 3;

/**
 * The layout theme: the organization's colours (made AA-safe), adjusted by the user's accessibility
 * settings. High contrast replaces the brand colours with near-black ones; reduced motion (the setting,
 * or the operating system's preference) turns MUI transitions and ripples off; the readable font swaps
 * the font family. Text size is applied by the root font size (see AccessibilityProvider).
 */
export function createOrganizationTheme(
  colors: OrganizationColors,
  settings: AccessibilitySettings = DEFAULT_ACCESSIBILITY_SETTINGS,
  systemPrefersReducedMotion = false,
): Theme {
  const reducedMotion = settings.reducedMotion || systemPrefersReducedMotion;
  const primary = settings.highContrast ? '#002a5c' : accessibleBrandColor(colors.primaryColor, '#1565c0');
  const secondary = settings.highContrast ? '#000000' : accessibleBrandColor(colors.secondaryColor, '#5e35b1');
  const focusColor = settings.highContrast ? '#000000' : primary;

  return createTheme({
    palette: {
      primary: { main: primary, contrastText: '#ffffff' },
      secondary: { main: secondary, contrastText: '#ffffff' },
      contrastThreshold: MIN_TEXT_CONTRAST,
      ...(settings.highContrast
        ? {
            text: { primary: '#000000', secondary: '#1a1a1a', disabled: '#4d4d4d' },
            divider: '#000000',
            background: { default: '#ffffff', paper: '#ffffff' },
            action: { selected: 'rgba(0, 42, 92, 0.16)', hover: 'rgba(0, 42, 92, 0.12)' },
          }
        : {}),
    },
    typography: settings.readableFont ? { fontFamily: READABLE_FONT_FAMILY } : {},
    transitions: reducedMotion ? { create: () => 'none' } : {},
    components: {
      MuiButtonBase: {
        defaultProps: reducedMotion ? { disableRipple: true, disableTouchRipple: true } : {},
        styleOverrides: {
          // A visible focus ring on every button-like control, not just the ripple's faint highlight.
          root: {
            '&.Mui-focusVisible': {
              outline: `${FOCUS_OUTLINE_WIDTH}px solid ${focusColor}`,
              outlineOffset: 2,
            },
          },
        },
      },
      MuiLink: {
        defaultProps: { underline: 'always' },
      },
      MuiOutlinedInput: settings.highContrast
        ? { styleOverrides: { notchedOutline: { borderColor: '#000000', borderWidth: 2 } } }
        : {},
    },
  });
}

/** Focus styles for everything else (links, inputs, custom widgets), added by the layout. */
export function focusVisibleStyles(theme: Theme) {
  const color = theme.palette.primary.main;
  return {
    ':focus-visible:not([tabindex="-1"]):not(.MuiInputBase-input)': {
      outline: `${FOCUS_OUTLINE_WIDTH}px solid ${color}`,
      outlineOffset: 2,
    },
  };
}
