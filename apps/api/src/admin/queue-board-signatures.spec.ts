import { signQueueBoardValue, verifyQueueBoardValue } from './queue-board-signatures.js';

const SECRET = 'a-test-signing-secret-of-32-characters!';
const USER = '7d7e3c1a-7f7a-4d6b-9a43-2b1f0c7c9d10';
const now = new Date('2030-01-01T12:00:00Z');
const inAMinute = new Date(now.getTime() + 60_000);

describe('queue board signatures', () => {
  const session = signQueueBoardValue(SECRET, 'queue-board-session', USER, inAMinute);

  it('gives back the subject of a value signed for that purpose until it expires', () => {
    expect(verifyQueueBoardValue(SECRET, 'queue-board-session', session, now)).toBe(USER);
    expect(verifyQueueBoardValue(SECRET, 'queue-board-session', session, new Date(inAMinute.getTime() - 1000))).toBe(
      USER,
    );
    expect(verifyQueueBoardValue(SECRET, 'queue-board-session', session, inAMinute)).toBeNull();
  });

  it('refuses a value signed for another purpose or with another secret', () => {
    expect(verifyQueueBoardValue(SECRET, 'queue-board-link', session, now)).toBeNull();
    expect(verifyQueueBoardValue(`${SECRET}x`, 'queue-board-session', session, now)).toBeNull();
  });

  it('refuses an altered subject, expiry or signature, and malformed values', () => {
    const [subject, expires, signature] = session.split('.');
    const altered = [
      `${subject.replace(/^./, 'f')}.${expires}.${signature}`,
      `${subject}.${Number(expires) + 3600}.${signature}`,
      `${subject}.${expires}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `${subject}.${expires}.${signature}.extra`,
      `${subject}.${expires}`,
      `${subject}.soon.${signature}`,
      '',
      undefined,
    ];
    for (const value of altered)
      expect([value, verifyQueueBoardValue(SECRET, 'queue-board-session', value, now)]).toEqual([value, null]);
  });

  it('signs only ids and random tokens', () => {
    expect(() => signQueueBoardValue(SECRET, 'queue-board-link', 'a.b', inAMinute)).toThrow();
    expect(() => signQueueBoardValue(SECRET, 'queue-board-link', '', inAMinute)).toThrow();
  });
});
