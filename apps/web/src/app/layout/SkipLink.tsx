import type { MouseEvent } from 'react';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to main content": the first focusable element of the layout, hidden until focused.
 * Moves focus to <main id="main-content" tabIndex={-1}> (and scrolls there) without changing the URL.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.();
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="skip-link" onClick={skip}>
      Skip to main content
    </a>
  );
}

/** Styles for the skip link: off-screen until it receives keyboard focus. */
export const skipLinkStyles = (colors: { background: string; text: string; outline: string }) => ({
  '.skip-link': {
    position: 'fixed' as const,
    top: 8,
    left: 8,
    zIndex: 2000,
    padding: '8px 16px',
    borderRadius: 4,
    background: colors.background,
    color: colors.text,
    fontWeight: 600,
    textDecoration: 'underline',
    transform: 'translateY(-200%)',
  },
  '.skip-link:focus': {
    transform: 'none',
    outline: `3px solid ${colors.outline}`,
    outlineOffset: 2,
  },
});
