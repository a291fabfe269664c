import { withoutQuotedHistory } from './quoted-history.js';

const ADDRESS = 'case-0123456789abcdef0123456789ab@reply.example.test';

describe('withoutQuotedHistory', () => {
  it('cuts a Gmail reply at "On … wrote:" and the quoted block', () => {
    const gmail = [
      'Thanks, I can come on Thursday.',
      '',
      'Pat',
      '',
      `On Tue, Nov 24, 2026 at 10:02 AM Case Team <${ADDRESS}> wrote:`,
      '',
      '> You have a new message about your request. Sign in to read it.',
      '>',
    ].join('\r\n');
    expect(withoutQuotedHistory(gmail)).toBe('Thanks, I can come on Thursday.\n\nPat');
  });

  it('cuts a Gmail reply whose "On … wrote:" line is wrapped', () => {
    const wrapped = [
      'Yes, that works.',
      '',
      'On Tue, 24 Nov 2026 at 10:02, Case Team',
      `<${ADDRESS}> wrote:`,
      '> Please confirm your appointment.',
    ].join('\n');
    expect(withoutQuotedHistory(wrapped)).toBe('Yes, that works.');
  });

  it('cuts an Outlook reply at its From:/Sent: header block', () => {
    const outlook = [
      'Hello,',
      'Attached is the doctor’s note.',
      '',
      'Regards,',
      'Pat Doe',
      '',
      '________________________________',
      `From: Case Team <${ADDRESS}>`,
      'Sent: Tuesday, November 24, 2026 10:02 AM',
      'To: Pat Doe <pat@example.com>',
      'Subject: Your request',
      '',
      'You have a new message about your request.',
    ].join('\r\n');
    expect(withoutQuotedHistory(outlook)).toBe('Hello,\nAttached is the doctor’s note.\n\nRegards,\nPat Doe');
  });

  it('cuts an Outlook reply without separator line at From:', () => {
    const outlook = [
      'See below.',
      '',
      'From: Case Team',
      'Sent: Tuesday, November 24, 2026 10:02 AM',
      'To: Pat Doe',
      'Subject: Your request',
    ].join('\n');
    expect(withoutQuotedHistory(outlook)).toBe('See below.');
  });

  it('cuts at "-----Original Message-----"', () => {
    const original = ['I will call tomorrow.', '', '-----Original Message-----', 'From: Case Team', 'Hello'].join('\n');
    expect(withoutQuotedHistory(original)).toBe('I will call tomorrow.');
  });

  it('cuts an Apple Mail reply', () => {
    const apple = [
      'Sounds good, thank you!',
      '',
      'Sent from my iPhone',
      '',
      `> On Nov 24, 2026, at 10:02 AM, Case Team <${ADDRESS}> wrote:`,
      '> ',
      '> You have a new message about your request.',
    ].join('\n');
    expect(withoutQuotedHistory(apple)).toBe('Sounds good, thank you!\n\nSent from my iPhone');
    const appleDesktop = [
      'Sounds good.',
      '',
      `On Nov 24, 2026, at 10:02, Case Team <${ADDRESS}> wrote:`,
      '',
      'You have a new message about your request.',
    ].join('\n');
    expect(withoutQuotedHistory(appleDesktop)).toBe('Sounds good.');
  });

  it('keeps a text with no history, and a lone ">" line of the writer’s own', () => {
    expect(withoutQuotedHistory('  My answer is yes.\n')).toBe('My answer is yes.');
    expect(withoutQuotedHistory('Pain level > 5 at night\nmost days')).toBe('Pain level > 5 at night\nmost days');
    expect(withoutQuotedHistory('From: my doctor, a note\nis attached')).toBe('From: my doctor, a note\nis attached');
  });

  it('keeps the whole text when the reply is only quoted history (nothing would be left)', () => {
    expect(withoutQuotedHistory('> only quoted\n> text')).toBe('> only quoted\n> text');
  });
});
