/** What an inbound SMS asks of its consent, when it is one of the carriers' keywords. */
export type SmsConsentKeyword = 'STOP' | 'START' | 'HELP';

/**
 * The carriers' and Twilio's standard keywords (CTIA; Twilio Advanced Opt-Out defaults, less YES: a "yes"
 * here is more likely an answer than an opt-in, and counting it as one could only send more, never less).
 */
const KEYWORDS: Record<string, SmsConsentKeyword> = {
  STOP: 'STOP',
  STOPALL: 'STOP',
  UNSUBSCRIBE: 'STOP',
  CANCEL: 'STOP',
  END: 'STOP',
  QUIT: 'STOP',
  OPTOUT: 'STOP',
  REVOKE: 'STOP',
  START: 'START',
  UNSTOP: 'START',
  HELP: 'HELP',
  INFO: 'HELP',
};

/**
 * The keyword of a message that is a keyword alone, as carriers match them: the whole message, any case,
 * surrounding spaces and end punctuation ignored ("Stop.", " stop!"). "Please stop texting" is not one.
 */
export function consentKeywordOf(body: string): SmsConsentKeyword | null {
  const word = body
    .trim()
    .replace(/[.!\s]+$/, '')
    .toUpperCase();
  return Object.hasOwn(KEYWORDS, word) ? KEYWORDS[word] : null;
}

/** The reply to HELP (carriers require one): who sends, how to stop. No PHI. */
export const SMS_HELP_REPLY =
  'Case Management: updates about your workplace accommodation or leave request. Reply STOP to opt out, START to opt back in. Msg & data rates may apply.';
