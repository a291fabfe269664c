import { providerFailure } from './provider-failure.js';

describe('providerFailure', () => {
  it('reads Twilio’s RestException: HTTP status first, a 4xx is permanent', () => {
    expect(providerFailure({ status: 400, code: 21211, message: 'Invalid To' })).toEqual({
      reason: '400: Invalid To',
      permanent: true,
    });
  });

  it('reads SendGrid’s ResponseError: code is the HTTP status, the body’s errors are the reason', () => {
    const error = { code: 503, message: 'Service Unavailable', response: { body: { errors: [{ message: 'down' }] } } };
    expect(providerFailure(error)).toEqual({ reason: '503: down', permanent: false });
  });

  it.each([408, 429, 500])('status %p is worth retrying', (status) => {
    expect(providerFailure({ status, message: 'x' }).permanent).toBe(false);
  });

  it('a network error has no status and is retried', () => {
    expect(providerFailure(new Error('connect ECONNREFUSED'))).toEqual({
      reason: 'connect ECONNREFUSED',
      permanent: false,
    });
  });
});
