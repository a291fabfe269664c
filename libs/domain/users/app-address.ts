import type { AppConfig } from '#config';

/** Names of the machine itself, as a URL's hostname gives them. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const parseUrl = (text: string): URL | undefined => {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
};

/** Whether `text` is an absolute URL (what `new URL` accepts without a base). */
export const isAbsoluteUrl = (text: string): boolean => parseUrl(text) !== undefined;

/**
 * Whether `text` is an address of the web app (WEB_PUBLIC_URL), where a password-reset link may return.
 * Production accepts the configured origin only. Outside production the app served from the developer's
 * own machine is reached as localhost and as 127.0.0.1 alike (the dev server answers both), so any loopback
 * name with the configured scheme and port is accepted when the configured address is a loopback one.
 */
export function isAppAddress(text: string, config: Pick<AppConfig, 'NODE_ENV' | 'WEB_PUBLIC_URL'>): boolean {
  const url = parseUrl(text);
  if (!url) return false;
  const app = new URL(config.WEB_PUBLIC_URL);
  if (url.origin === app.origin) return true;
  if (config.NODE_ENV === 'production') return false;
  return (
    LOOPBACK_HOSTS.has(app.hostname) &&
    LOOPBACK_HOSTS.has(url.hostname) &&
    url.protocol === app.protocol &&
    url.port === app.port
  );
}
