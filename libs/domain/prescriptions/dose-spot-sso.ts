import { createHash, randomInt } from 'node:crypto';

/**
 * DoseSpot's single sign-on, as its API guide documents it ("Single Sign-On", SingleSignOnCode and
 * SingleSignOnUserIdVerify):
 * 1. a random phrase of 32 characters;
 * 2. SingleSignOnCode: the phrase, followed by Base64(SHA-512(UTF-8(phrase + clinic key))) with the two
 *    trailing '=' signs removed;
 * 3. SingleSignOnUserIdVerify: Base64(SHA-512(UTF-8(user id + first 22 characters of the phrase + clinic key)))
 *    with the two trailing '=' signs removed;
 * 4. both URL-encoded into the query string with SingleSignOnClinicId, SingleSignOnUserId and
 *    SingleSignOnPhraseLength=32; PatientId opens that patient, without it the portal opens the prescriber's
 *    refills and errors (RefillsErrors=1).
 * The clinic key is the organization's DOSE_SPOT integration secret and never leaves the server.
 */

export const SSO_PHRASE_LENGTH = 32;
/** The part of the phrase that goes into SingleSignOnUserIdVerify. */
const USER_VERIFY_PHRASE_LENGTH = 22;
const PHRASE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new random phrase (letters and digits), one per sign-on. */
export function randomSsoPhrase(): string {
  let phrase = '';
  for (let i = 0; i < SSO_PHRASE_LENGTH; i += 1) phrase += PHRASE_ALPHABET[randomInt(PHRASE_ALPHABET.length)];
  return phrase;
}

/** Base64 of the SHA-512 of the text, "if there are two = signs at the end, remove them". */
function hashed(text: string): string {
  const base64 = createHash('sha512').update(text, 'utf8').digest('base64');
  return base64.endsWith('==') ? base64.slice(0, -2) : base64;
}

export function singleSignOnCode(phrase: string, clinicKey: string): string {
  return phrase + hashed(phrase + clinicKey);
}

export function singleSignOnUserIdVerify(phrase: string, userId: string, clinicKey: string): string {
  return hashed(userId + phrase.slice(0, USER_VERIFY_PHRASE_LENGTH) + clinicKey);
}

export interface DoseSpotSsoRequest {
  /** LoginSingleSignOn.aspx of the DoseSpot environment (configuration). */
  baseUrl: string;
  clinicId: string;
  clinicKey: string;
  /** The prescriber's DoseSpot user id. */
  userId: string;
  /** The DoseSpot patient to open; none opens the prescriber's refills and errors. */
  patientId?: string | null;
  /** The random phrase; given only by tests. */
  phrase?: string;
}

/** The sign-on address of the DoseSpot prescribing portal for one prescriber. */
export function doseSpotSsoUrl(request: DoseSpotSsoRequest): string {
  const phrase = request.phrase ?? randomSsoPhrase();
  if (phrase.length !== SSO_PHRASE_LENGTH) throw new RangeError(`The phrase must be ${SSO_PHRASE_LENGTH} characters`);
  const parameters: [string, string][] = [
    ['SingleSignOnClinicId', request.clinicId],
    ['SingleSignOnUserId', request.userId],
    ['SingleSignOnPhraseLength', String(SSO_PHRASE_LENGTH)],
    ['SingleSignOnCode', singleSignOnCode(phrase, request.clinicKey)],
    ['SingleSignOnUserIdVerify', singleSignOnUserIdVerify(phrase, request.userId, request.clinicKey)],
    request.patientId ? ['PatientId', request.patientId] : ['RefillsErrors', '1'],
  ];
  const query = parameters.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  return `${request.baseUrl}?${query}`;
}
