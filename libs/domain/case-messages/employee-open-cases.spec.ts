import { toE164 } from '#domain/sms-consent';
import { storedDigitForms } from './employee-open-cases.js';

const digitsOf = (raw: string) => raw.replace(/\D/g, '');

describe('stored phone number forms', () => {
  it('covers every way a stored number reads as the same E.164 number', () => {
    const e164 = '+15552010002';
    for (const stored of ['555-201-0002', '(555) 201 0002', '+1 555 201 0002', '1-555-201-0002', '0015552010002']) {
      expect(toE164(stored)).toBe(e164);
      expect(storedDigitForms(e164)).toContain(digitsOf(stored));
    }
  });

  it('does not offer a national form for numbers outside the US', () => {
    expect(storedDigitForms('+447700900123')).toEqual(['447700900123', '00447700900123']);
  });
});
