/**
 * SendGrid's delivery events in the order a message goes through them. An event may arrive late or twice:
 * one that does not rank above the message's last status changes nothing; bounce, dropped and blocked are
 * final. open, click, spamreport and the like are not delivery statuses and are not tracked.
 */
const RANK: Record<string, number> = {
  processed: 1,
  deferred: 1,
  delivered: 2,
  bounce: 3,
  blocked: 3,
  dropped: 3,
};

export const isKnownSendgridEvent = (event: string): boolean => Object.hasOwn(RANK, event);

/** True when `next` may replace `current` (null: no status recorded yet). */
export function sendgridSupersedes(next: string, current: string | null): boolean {
  if (!isKnownSendgridEvent(next)) return false;
  const currentRank = current && isKnownSendgridEvent(current) ? RANK[current] : 0;
  return RANK[next] > currentRank;
}

/** What an event means for the message: accepted or delivered (sent), or failed for good. */
export const sendgridOutcomeOf = (event: string): 'SENT' | 'FAILED' => (RANK[event] === 3 ? 'FAILED' : 'SENT');

/**
 * The message id we recorded from SendGrid's X-Message-Id: an event's sg_message_id is that id followed by a
 * dot and the id of the mail server that handled it ("abc123.filterdrecv-…").
 */
export const sentMessageIdOf = (sgMessageId: string): string => sgMessageId.split('.', 1)[0];

/** The reason staff see: the event (and bounce type), SMTP status and SendGrid's reason text. */
export function sendgridFailureReason(event: string, type: unknown, status: unknown, reason: unknown): string {
  const kind = typeof type === 'string' && type && type !== event ? `${event} (${type})` : event;
  const detail = [status, reason].filter((part) => typeof part === 'string' && part.trim()).join(' ');
  return detail ? `${kind}: ${detail}` : kind;
}
