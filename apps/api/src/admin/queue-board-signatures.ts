import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed values of the job queues board: `<subject>.<expires (unix seconds)>.<signature>`. Each purpose
 * signs under its own label, so a link token can never pass as a session cookie or the other way round,
 * nor can any other value the server signs with the same secret.
 */
export type QueueBoardSignaturePurpose = 'queue-board-link' | 'queue-board-session';

const SUBJECT = /^[A-Za-z0-9_-]{1,128}$/;
const EXPIRES = /^[0-9]{1,12}$/;

const signatureOf = (secret: string, purpose: QueueBoardSignaturePurpose, payload: string) =>
  createHmac('sha256', secret).update(`${purpose}:${payload}`).digest('base64url');

export function signQueueBoardValue(
  secret: string,
  purpose: QueueBoardSignaturePurpose,
  subject: string,
  expiresAt: Date,
): string {
  if (!SUBJECT.test(subject)) throw new Error('A queue board subject is an id or a random token');
  const payload = `${subject}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${signatureOf(secret, purpose, payload)}`;
}

/** The subject of a value signed for `purpose` that has not expired; null for anything else. */
export function verifyQueueBoardValue(
  secret: string,
  purpose: QueueBoardSignaturePurpose,
  value: string | undefined,
  now = new Date(),
): string | null {
  const [subject, expires, signature, ...rest] = value?.split('.') ?? [];
  if (!subject || !expires || !signature || rest.length > 0) return null;
  if (!SUBJECT.test(subject) || !EXPIRES.test(expires)) return null;
  const expected = Buffer.from(signatureOf(secret, purpose, `${subject}.${expires}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return Number(expires) * 1000 > now.getTime() ? subject : null;
}
