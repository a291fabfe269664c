import { beforeEach, describe, expect, it, vi } from 'vitest';
import { validatePassword } from 'firebase/auth';
import {
  DEFAULT_PASSWORD_POLICY,
  UNSUPPORTED_POLICY_MESSAGE,
  evaluatePassword,
  loadPasswordPolicy,
  resetPasswordPolicyCache,
  resolvePasswordPolicy,
  type PasswordPolicyDescription,
} from './password-policy';
import { authError } from './test-utils';

vi.mock('firebase/auth', () => ({ validatePassword: vi.fn() }));
vi.mock('./firebase-auth', () => ({ firebaseAuth: () => ({ name: 'test-auth' }) }));

const FULL_POLICY: PasswordPolicyDescription = {
  schemaVersion: 1,
  minPasswordLength: 8,
  maxPasswordLength: 20,
  containsLowercaseLetter: true,
  containsUppercaseLetter: true,
  containsNumericCharacter: true,
  containsNonAlphanumericCharacter: true,
  allowedNonAlphanumericCharacters: '!@#$%',
  enforcementState: 'ENFORCE',
};

const metById = (password: string, policy?: PasswordPolicyDescription) =>
  Object.fromEntries(evaluatePassword(password, policy).rules.map((rule) => [rule.id, rule.met]));

describe('resolvePasswordPolicy', () => {
  it('defaults to a minimum of 6 characters, no other rule, enforcement off', () => {
    for (const policy of [undefined, null, {}, DEFAULT_PASSWORD_POLICY, { minPasswordLength: undefined }]) {
      expect(resolvePasswordPolicy(policy)).toEqual({
        minLength: 6,
        maxLength: undefined,
        requireLowercase: false,
        requireUppercase: false,
        requireDigit: false,
        requireNonAlphanumeric: false,
        allowedNonAlphanumericCharacters: '',
        enforced: false,
        supported: true,
      });
    }
  });

  it('reads every option of a schema-version-1 policy', () => {
    expect(resolvePasswordPolicy(FULL_POLICY)).toMatchObject({
      minLength: 8,
      maxLength: 20,
      requireLowercase: true,
      requireUppercase: true,
      requireDigit: true,
      requireNonAlphanumeric: true,
      allowedNonAlphanumericCharacters: '!@#$%',
      enforced: true,
      supported: true,
    });
  });

  it.each([['OFF'], ['ENFORCEMENT_STATE_UNSPECIFIED'], [undefined]])('treats enforcement %s as off', (state) => {
    expect(resolvePasswordPolicy({ ...FULL_POLICY, enforcementState: state }).enforced).toBe(false);
  });

  it.each([[0], [2], [-1]])('falls back to the default rule, with a message, for schema version %s', (version) => {
    const resolved = resolvePasswordPolicy({ ...FULL_POLICY, schemaVersion: version });
    expect(resolved).toMatchObject({ minLength: 6, maxLength: undefined, requireDigit: false, enforced: false, supported: false });
    expect(resolved.notice).toBe(UNSUPPORTED_POLICY_MESSAGE);
    expect(evaluatePassword('abc', { ...FULL_POLICY, schemaVersion: version }).notice).toBe(UNSUPPORTED_POLICY_MESSAGE);
  });

  it('ignores unusable lengths', () => {
    expect(resolvePasswordPolicy({ minPasswordLength: 3 }).minLength).toBe(6);
    expect(resolvePasswordPolicy({ minPasswordLength: 7.5 }).minLength).toBe(6);
    expect(resolvePasswordPolicy({ minPasswordLength: 10, maxPasswordLength: 8 }).maxLength).toBeUndefined();
    expect(resolvePasswordPolicy({ maxPasswordLength: 0 }).maxLength).toBeUndefined();
  });
});

describe('evaluatePassword', () => {
  it('checks only the minimum length under the default rule', () => {
    expect(evaluatePassword('').rules.map((r) => r.id)).toEqual(['minLength']);
    expect(evaluatePassword('12345').rules[0]).toEqual({ id: 'minLength', label: 'At least 6 characters', met: false, required: true });
    expect(evaluatePassword('123456')).toMatchObject({ allMet: true, meetsRequirements: true, enforced: false, notice: null });
  });

  it.each([
    ['', { minLength: false, maxLength: true, lowercase: false, uppercase: false, digit: false, nonAlphanumeric: false }],
    ['abcdefgh', { minLength: true, maxLength: true, lowercase: true, uppercase: false, digit: false, nonAlphanumeric: false }],
    ['ABCDEFGH', { minLength: true, maxLength: true, lowercase: false, uppercase: true, digit: false, nonAlphanumeric: false }],
    ['12345678', { minLength: true, maxLength: true, lowercase: false, uppercase: false, digit: true, nonAlphanumeric: false }],
    ['aB3^^^^^', { minLength: true, maxLength: true, lowercase: true, uppercase: true, digit: true, nonAlphanumeric: false }],
    ['aB3!', { minLength: false, maxLength: true, lowercase: true, uppercase: true, digit: true, nonAlphanumeric: true }],
    ['aB3!aB3!aB3!aB3!aB3!x', { minLength: true, maxLength: false, lowercase: true, uppercase: true, digit: true, nonAlphanumeric: true }],
    ['Correct#Horse9', { minLength: true, maxLength: true, lowercase: true, uppercase: true, digit: true, nonAlphanumeric: true }],
    // Letters outside a-z / A-Z count as neither case, as the identity service counts them.
    ['ééééééÉÉ', { minLength: true, maxLength: true, lowercase: false, uppercase: false, digit: false, nonAlphanumeric: false }],
  ])('evaluates %j', (password, expected) => {
    expect(metById(password, FULL_POLICY)).toEqual(expected);
  });

  it('lists the rules in a stable order with readable labels', () => {
    expect(evaluatePassword('', FULL_POLICY).rules.map((r) => r.label)).toEqual([
      'At least 8 characters',
      'At most 20 characters',
      'A lowercase letter (a–z)',
      'An uppercase letter (A–Z)',
      'A number (0–9)',
      'A special character, one of !@#$%',
    ]);
  });

  it('requires every rule when the policy is enforced', () => {
    const weak = evaluatePassword('abcdefgh', FULL_POLICY);
    expect(weak.rules.every((r) => r.required)).toBe(true);
    expect(weak).toMatchObject({ allMet: false, meetsRequirements: false, enforced: true });
    expect(evaluatePassword('Correct#Horse9', FULL_POLICY)).toMatchObject({ allMet: true, meetsRequirements: true });
  });

  it('only recommends the character rules when the policy is not enforced', () => {
    const result = evaluatePassword('abcdefgh', { ...FULL_POLICY, enforcementState: 'OFF' });
    expect(result.rules.filter((r) => r.required).map((r) => r.id)).toEqual(['minLength']);
    expect(result).toMatchObject({ allMet: false, meetsRequirements: true, enforced: false });
    expect(evaluatePassword('abc', { ...FULL_POLICY, enforcementState: 'OFF' }).meetsRequirements).toBe(false);
  });

  it('counts any non-alphanumeric character when the policy gives no allowed set', () => {
    const policy = { containsNonAlphanumericCharacter: true };
    expect(metById('abcdef', policy).nonAlphanumeric).toBe(false);
    expect(metById('abc def', policy).nonAlphanumeric).toBe(true);
    expect(evaluatePassword('', policy).rules[1].label).toBe('A special character (not a letter or a number)');
  });

  it('only counts characters of the allowed set', () => {
    expect(metById('abcdef^', FULL_POLICY).nonAlphanumeric).toBe(false);
    expect(metById('abcdef%', FULL_POLICY).nonAlphanumeric).toBe(true);
  });

  it('counts characters, not UTF-16 units, for the length', () => {
    expect(metById('😀😀😀', { minPasswordLength: 6 }).minLength).toBe(false);
  });
});

describe('loadPasswordPolicy', () => {
  beforeEach(() => {
    vi.mocked(validatePassword).mockReset();
    resetPasswordPolicyCache();
  });

  it("reads the service's policy through the web SDK", async () => {
    vi.mocked(validatePassword).mockResolvedValue({
      isValid: false,
      passwordPolicy: {
        customStrengthOptions: { minPasswordLength: 10, containsNumericCharacter: true },
        allowedNonAlphanumericCharacters: '',
        enforcementState: 'ENFORCE',
        forceUpgradeOnSignin: false,
      },
    });
    const loaded = await loadPasswordPolicy();
    expect(loaded.source).toBe('service');
    expect(loaded.policy).toMatchObject({ minLength: 10, requireDigit: true, enforced: true });
    expect(validatePassword).toHaveBeenCalledWith({ name: 'test-auth' }, '');
    // Cached.
    await loadPasswordPolicy();
    expect(validatePassword).toHaveBeenCalledTimes(1);
  });

  it('falls back to the default rule when the policy is not served, and asks again later', async () => {
    vi.mocked(validatePassword).mockRejectedValue(authError('auth/internal-error'));
    const loaded = await loadPasswordPolicy();
    expect(loaded).toMatchObject({ source: 'default', policy: { minLength: 6, enforced: false, supported: true } });
    await loadPasswordPolicy();
    expect(validatePassword).toHaveBeenCalledTimes(2);
  });

  it('falls back to the default rule with a message for an unsupported schema version', async () => {
    vi.mocked(validatePassword).mockRejectedValue(authError('auth/unsupported-password-policy-schema-version'));
    const loaded = await loadPasswordPolicy();
    expect(loaded.policy).toMatchObject({ minLength: 6, supported: false, notice: UNSUPPORTED_POLICY_MESSAGE });
  });
});
