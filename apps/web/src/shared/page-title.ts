import { useEffect } from 'react';

export const APP_NAME = 'Case Management';

/** The spec's page title format: '{title} | Case Management' (just the app name without a title). */
export function formatPageTitle(title?: string): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} | ${APP_NAME}` : APP_NAME;
}

/** Sets document.title for the page that renders this hook. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
