/**
 * The identity provider's e-mail action link carries the one-time code; the e-mails send people to this
 * app's own action handler (auth-action) with it, so they set their password on our reset page.
 */
export function appActionLink(providerLink: string, webPublicUrl: string): string {
  const provider = new URL(providerLink);
  const action = new URL('/auth-action', webPublicUrl);
  for (const key of ['mode', 'oobCode', 'continueUrl', 'lang']) {
    const value = provider.searchParams.get(key);
    if (value) action.searchParams.set(key, value);
  }
  return action.toString();
}
