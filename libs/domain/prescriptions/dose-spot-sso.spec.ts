import {
  doseSpotSsoUrl,
  randomSsoPhrase,
  singleSignOnCode,
  singleSignOnUserIdVerify,
  SSO_PHRASE_LENGTH,
} from './dose-spot-sso.js';

// A worked example computed outside this code (Python: base64.b64encode(hashlib.sha512(text).digest())),
// kept here as literals so the test does not share the implementation it checks.
const PHRASE = 'Q7wErTy8UiOp3AsDf5GhJk2LzXcVbN9m';
const CLINIC_KEY = 'ExampleClinicKey0000000000000000';
const USER_ID = '1234';
/** Base64(SHA-512(PHRASE + CLINIC_KEY)), as printed, with its two trailing '='. */
const CODE_HASH = '0+1XvhL3HWPH+aGosDo9mMusHRAKm8jYYH4kwyg9EZ9Iiizi4RDQ3LTpLksU4LpFJtepGva+C4XTXJLi00+tcg==';
/** Base64(SHA-512(USER_ID + first 22 characters of PHRASE + CLINIC_KEY)). */
const VERIFY_HASH = 'qtt9T+jGfAKQa4bw+vwfGXeI2/VdnvnkRDW4XJMBGMfflURsbC7FToS1pNJlkvsm3m9PrmC3I3717myY8HR7iA==';
const BASE_URL = 'https://my.staging.dosespot.com/LoginSingleSignOn.aspx';

describe('DoseSpot single sign-on', () => {
  it('SingleSignOnCode is the phrase followed by the hash of phrase and key, without the trailing "=="', () => {
    expect(singleSignOnCode(PHRASE, CLINIC_KEY)).toBe(PHRASE + CODE_HASH.slice(0, -2));
    expect(singleSignOnCode(PHRASE, CLINIC_KEY)).not.toMatch(/=$/);
  });

  it('SingleSignOnUserIdVerify hashes the user id, the first 22 characters of the phrase and the key', () => {
    expect(singleSignOnUserIdVerify(PHRASE, USER_ID, CLINIC_KEY)).toBe(VERIFY_HASH.slice(0, -2));
    // Only the first 22 characters of the phrase count: another phrase with the same start verifies the same.
    const otherPhraseSameStart = `${PHRASE.slice(0, 22)}${'9'.repeat(PHRASE.length - 22)}`;
    expect(otherPhraseSameStart).not.toBe(PHRASE);
    expect(singleSignOnUserIdVerify(otherPhraseSameStart, USER_ID, CLINIC_KEY)).toBe(VERIFY_HASH.slice(0, -2));
    expect(singleSignOnUserIdVerify(PHRASE, '1235', CLINIC_KEY)).not.toBe(VERIFY_HASH.slice(0, -2));
  });

  it('builds the portal address with every value URL-encoded', () => {
    const url = doseSpotSsoUrl({
      baseUrl: BASE_URL,
      clinicId: '55',
      clinicKey: CLINIC_KEY,
      userId: USER_ID,
      patientId: '987',
      phrase: PHRASE,
    });
    const encode = (text: string) => text.replaceAll('+', '%2B').replaceAll('/', '%2F');
    expect(url).toBe(
      `${BASE_URL}?SingleSignOnClinicId=55&SingleSignOnUserId=1234&SingleSignOnPhraseLength=32` +
        `&SingleSignOnCode=${encode(PHRASE + CODE_HASH.slice(0, -2))}` +
        `&SingleSignOnUserIdVerify=${encode(VERIFY_HASH.slice(0, -2))}&PatientId=987`,
    );
    // Read back as a browser would, the values are the unencoded codes.
    const parsed = new URL(url).searchParams;
    expect(parsed.get('SingleSignOnCode')).toBe(PHRASE + CODE_HASH.slice(0, -2));
    expect(parsed.get('SingleSignOnUserIdVerify')).toBe(VERIFY_HASH.slice(0, -2));
  });

  it('opens the refills and errors screen when no patient is named', () => {
    const url = new URL(
      doseSpotSsoUrl({ baseUrl: BASE_URL, clinicId: '55', clinicKey: CLINIC_KEY, userId: USER_ID, phrase: PHRASE }),
    );
    expect(url.searchParams.get('RefillsErrors')).toBe('1');
    expect(url.searchParams.has('PatientId')).toBe(false);
  });

  it('draws a new 32-character phrase of letters and digits for each sign-on', () => {
    const phrases = new Set(Array.from({ length: 20 }, randomSsoPhrase));
    expect(phrases.size).toBe(20);
    for (const phrase of phrases) expect(phrase).toMatch(new RegExp(`^[A-Za-z0-9]{${SSO_PHRASE_LENGTH}}$`));
    const url = new URL(doseSpotSsoUrl({ baseUrl: BASE_URL, clinicId: '55', clinicKey: CLINIC_KEY, userId: USER_ID }));
    const code = url.searchParams.get('SingleSignOnCode')!;
    // The code starts with the phrase it was made from, and verifies against the key.
    expect(code).toBe(singleSignOnCode(code.slice(0, SSO_PHRASE_LENGTH), CLINIC_KEY));
  });

  it('refuses a phrase of the wrong length', () => {
    expect(() =>
      doseSpotSsoUrl({ baseUrl: BASE_URL, clinicId: '55', clinicKey: CLINIC_KEY, userId: USER_ID, phrase: 'short' }),
    ).toThrow(RangeError);
  });
});
