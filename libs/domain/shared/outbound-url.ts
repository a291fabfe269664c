/** Hosts a development or test machine may post to over plain http (a local receiver). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why an address the server posts to (a partner's webhook, a pharmacy's order endpoint) may not be used, or null
 * when it may: https only in production; plain http only to this machine in development and tests. No
 * credentials in the address (they would be logged and shown in delivery logs). `field` names it in the reason.
 */
export function outboundUrlRefusal(url: string, nodeEnv: string, field = 'webhookUrl'): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `${field} is not a valid address`;
  }
  if (parsed.username || parsed.password) return `${field} must not carry credentials`;
  if (parsed.protocol === 'https:') return null;
  if (parsed.protocol === 'http:' && nodeEnv !== 'production' && LOCAL_HOSTS.has(parsed.hostname)) return null;
  return `${field} must use https`;
}
