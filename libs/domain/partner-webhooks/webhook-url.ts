/** Hosts a development or test machine may post to over plain http (a local receiver). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why the webhook address may not be posted to, or null when it may: https only in production; plain http
 * only to this machine in development and tests. No credentials in the address (they would be logged and
 * shown in the delivery log).
 */
export function webhookUrlRefusal(url: string, nodeEnv: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'webhookUrl is not a valid address';
  }
  if (parsed.username || parsed.password) return 'webhookUrl must not carry credentials';
  if (parsed.protocol === 'https:') return null;
  if (parsed.protocol === 'http:' && nodeEnv !== 'production' && LOCAL_HOSTS.has(parsed.hostname)) return null;
  return 'webhookUrl must use https';
}
