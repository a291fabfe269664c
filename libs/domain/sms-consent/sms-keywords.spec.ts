import { consentKeywordOf } from './sms-keywords.js';

describe('consentKeywordOf', () => {
  it.each([
    ['STOP', 'STOP'],
    ['stop', 'STOP'],
    [' Stop. ', 'STOP'],
    ['STOPALL', 'STOP'],
    ['unsubscribe', 'STOP'],
    ['Cancel', 'STOP'],
    ['END', 'STOP'],
    ['quit!', 'STOP'],
    ['START', 'START'],
    ['unstop', 'START'],
    ['HELP', 'HELP'],
    ['info', 'HELP'],
  ])('%p is %p', (body, keyword) => {
    expect(consentKeywordOf(body)).toBe(keyword);
  });

  it.each(['', 'please stop texting me', 'STOP IT', 'yes', 'toString', 'constructor', 'S T O P'])(
    '%p is no keyword',
    (body) => {
      expect(consentKeywordOf(body)).toBeNull();
    },
  );
});
