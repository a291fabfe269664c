import { describe, expect, it } from 'vitest';
import {
  GENERIC_IDENTITY_ERROR_MESSAGE,
  IDENTITY_ERROR_MESSAGES,
  OFFLINE_MESSAGE,
  identityErrorCode,
  identityErrorMessage,
  isNetworkError,
} from './identity-errors';
import { authError } from './test-utils';

/** Spec 001 §8's handled identity codes, plus the codes the e-mail and password screens meet. */
const HANDLED_CODES = [
  'login-blocked',
  'password-does-not-meet-requirements',
  'missing-recaptcha-token',
  'multi-factor-auth-required',
  'user-mismatch',
  'user-not-found',
  'invalid-user-token',
  'tenant-id-mismatch',
  'unauthorized-domain',
  'popup-blocked',
  'popup-closed-by-user',
  'cancelled-popup-request',
  'web-storage-unsupported',
  'network-request-failed',
  'operation-not-supported-in-this-environment',
  'invalid-emulator-scheme',
  'internal-error',
  'argument-error',
  'invalid-api-key',
  'auth-domain-config-required',
  'invalid-auth-event',
  'unsupported-password-policy-schema-version',
  'wrong-password',
  'email-already-in-use',
  'too-many-requests',
  'invalid-credential',
  'invalid-email',
  'expired-action-code',
  'invalid-action-code',
  'weak-password',
  'user-disabled',
];

describe('identityErrorMessage', () => {
  it.each(HANDLED_CODES)('has a plain-language message of its own for auth/%s', (code) => {
    const message = identityErrorMessage(authError(`auth/${code}`));
    expect(IDENTITY_ERROR_MESSAGES[`auth/${code}`]).toBeTruthy();
    expect(message).toBe(IDENTITY_ERROR_MESSAGES[`auth/${code}`]);
    expect(message).not.toBe(GENERIC_IDENTITY_ERROR_MESSAGE);
    // Plain language: no code, no "Firebase".
    expect(message).not.toMatch(/auth\/|firebase|_/i);
    expect(message).toMatch(/[.!]$/);
  });

  it.each([
    ['auth/wrong-password', /password is incorrect/i],
    ['auth/invalid-credential', /e-mail address or the password is incorrect/i],
    ['auth/user-not-found', /no account uses this e-mail/i],
    ['auth/expired-action-code', /link has expired/i],
    ['auth/invalid-action-code', /link is not valid/i],
    ['auth/weak-password', /too weak/i],
    ['auth/too-many-requests', /too many attempts/i],
    ['auth/user-disabled', /turned off/i],
    ['auth/network-request-failed', /internet connection/i],
  ])('explains %s', (code, expected) => {
    expect(identityErrorMessage(authError(code))).toMatch(expected);
  });

  it.each([
    ['an unknown auth code', authError('auth/some-new-code')],
    ['a code of another service', Object.assign(new Error('x'), { code: 'storage/unknown' })],
    ['a plain error', new Error('boom')],
    ['a string', 'nope'],
    ['undefined', undefined],
    ['null', null],
  ])('gives the generic message for %s', (_label, error) => {
    expect(identityErrorMessage(error)).toBe(GENERIC_IDENTITY_ERROR_MESSAGE);
  });

  it.each([
    ['network-request-failed', authError('auth/network-request-failed')],
    ['a failed fetch (Chrome)', new TypeError('Failed to fetch')],
    ['a failed fetch (Firefox)', new TypeError('NetworkError when attempting to fetch resource.')],
    ['a failed fetch (Safari)', new TypeError('Load failed')],
    ['a failed fetch (Node, undici)', new TypeError('fetch failed')],
  ])('reports %s as offline', (_label, error) => {
    expect(isNetworkError(error)).toBe(true);
    expect(identityErrorMessage(error)).toBe(OFFLINE_MESSAGE);
  });

  it('does not take other type errors for network failures', () => {
    expect(isNetworkError(new TypeError('x is not a function'))).toBe(false);
  });
});

describe('identityErrorCode', () => {
  it.each([
    [authError('auth/wrong-password'), 'auth/wrong-password'],
    [{ code: 'auth/user-disabled' }, 'auth/user-disabled'],
    [{ code: 'storage/unknown' }, undefined],
    [{ code: 42 }, undefined],
    [new Error('x'), undefined],
    [null, undefined],
  ])('reads the code of %o', (error, expected) => {
    expect(identityErrorCode(error)).toBe(expected);
  });
});
