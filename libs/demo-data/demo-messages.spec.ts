import { CaseMessageType } from '#domain/case-messages';
import { DEMO_CASES, DEMO_USERS } from './demo-data.js';
import { channelOf, DEMO_MESSAGES } from './demo-messages.js';

describe('demo message threads', () => {
  it('are on demo cases, written by demo users, each id once', () => {
    const cases = new Set(DEMO_CASES.map((demo) => demo.id));
    const users = new Set(DEMO_USERS.map((user) => user.key));
    for (const message of DEMO_MESSAGES) {
      expect([message.id, cases.has(message.caseId), users.has(message.author)]).toEqual([message.id, true, true]);
    }
    expect(new Set(DEMO_MESSAGES.map((message) => message.id)).size).toBe(DEMO_MESSAGES.length);
  });

  it('hold e-mail and SMS in both directions, and one failed delivery with the provider’s reason', () => {
    const kinds = new Set(
      DEMO_MESSAGES.map((message) => `${channelOf(message.type)} ${message.type.startsWith('INBOUND') ? 'in' : 'out'}`),
    );
    expect([...kinds].sort()).toEqual(['EMAIL in', 'EMAIL out', 'SMS in', 'SMS out']);
    const failed = DEMO_MESSAGES.filter((message) => message.type.endsWith('_ERROR'));
    expect(failed).toEqual([
      expect.objectContaining({
        type: CaseMessageType.OUTBOUND_SMS_ERROR,
        errorReason: expect.stringMatching(/30003/),
      }),
    ]);
  });

  it('text the employees at the numbers their demo accounts have', () => {
    const smsTo = new Set(
      DEMO_MESSAGES.filter((message) => channelOf(message.type) === 'SMS').map((message) => message.toAddress),
    );
    const numbers = DEMO_USERS.filter((user) => user.phoneNumber).map(
      (user) => `+1${user.phoneNumber!.replace(/\D/g, '')}`,
    );
    expect([...smsTo].sort()).toEqual(numbers.sort());
  });
});
