/** Fields of a SendGrid event the product never needs: where and with what the recipient clicked. */
const DROPPED_FIELDS = new Set(['ip', 'useragent', 'url', 'url_offset', 'tls', 'cert_err', 'pool']);

export interface SendgridEvent {
  sg_event_id: string;
  event: string;
  [field: string]: unknown;
}

/**
 * The events of a posted batch, or null when the body is not a non-empty JSON array of events each with
 * an sg_event_id and an event name (then none is stored).
 */
export function parseSendgridEvents(raw: Buffer): SendgridEvent[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length === 0) return null;
  const valid = parsed.every(
    (item: unknown) =>
      typeof item === 'object' &&
      item !== null &&
      !Array.isArray(item) &&
      typeof (item as SendgridEvent).sg_event_id === 'string' &&
      /^[\w-]{1,200}$/.test((item as SendgridEvent).sg_event_id) &&
      typeof (item as SendgridEvent).event === 'string',
  );
  return valid ? (parsed as SendgridEvent[]) : null;
}

/** What is stored of one event: all but the fields the product does not need. */
export function sendgridEventPayload(event: SendgridEvent): Record<string, unknown> {
  return Object.fromEntries(Object.entries(event).filter(([field]) => !DROPPED_FIELDS.has(field)));
}
