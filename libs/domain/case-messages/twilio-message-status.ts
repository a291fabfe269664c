/**
 * Twilio's message statuses in the order a message goes through them. A status callback may arrive late
 * or twice: one that does not rank above the message's last status changes nothing. failed and
 * undelivered are final (nothing moves a message out of them).
 */
const RANK: Record<string, number> = {
  accepted: 1,
  scheduled: 1,
  queued: 1,
  sending: 1,
  sent: 2,
  delivered: 3,
  read: 3,
  failed: 4,
  undelivered: 4,
  canceled: 4,
};

/** What a status means for the case message: still on its way, arrived, or failed for good. */
export type TwilioStatusOutcome = 'PROGRESS' | 'DELIVERED' | 'FAILED';

/** Every status tracked, e.g. to find the status events of one SID (stored as `{SID}:{status}`). */
export const TWILIO_STATUSES: readonly string[] = Object.keys(RANK);

export const isKnownTwilioStatus = (status: string): boolean => Object.hasOwn(RANK, status);

/** True when `next` may replace `current` (null: no status recorded yet). */
export function supersedes(next: string, current: string | null): boolean {
  if (!isKnownTwilioStatus(next)) return false;
  const currentRank = current && isKnownTwilioStatus(current) ? RANK[current] : 0;
  return RANK[next] > currentRank;
}

export function outcomeOf(status: string): TwilioStatusOutcome {
  const rank = RANK[status] ?? 0;
  return rank === 4 ? 'FAILED' : rank >= 2 ? 'DELIVERED' : 'PROGRESS';
}

/** The reason a failed message keeps: Twilio's error code (and message, when the callback carried one). */
export function failureReason(status: string, errorCode: unknown, errorMessage: unknown): string {
  const code = typeof errorCode === 'string' || typeof errorCode === 'number' ? String(errorCode) : '';
  const words = typeof errorMessage === 'string' && errorMessage.trim() ? errorMessage.trim() : '';
  const detail = [code && `Twilio error ${code}`, words].filter(Boolean).join(': ');
  return detail ? `${status}: ${detail}` : status;
}
