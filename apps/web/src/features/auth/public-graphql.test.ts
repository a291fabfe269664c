import { describe, expect, it } from 'vitest';
import { GENERIC_API_ERROR_MESSAGE, INVALID_EMAIL_MESSAGE, apiErrorMessage, isInvalidEmailApiError } from './api-errors';
import { IDENTITY_PROVIDER_BY_EMAIL, SEND_PASSWORD_RESET_EMAIL } from './auth-documents';
import { OFFLINE_MESSAGE, isNetworkError } from './identity-errors';
import { PublicGraphqlError, publicGraphql } from './public-graphql';
import { graphqlErrorResponse, jsonResponse, stubGraphql } from './test-utils';

/** The rejection of a call, for assertions. */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to reject');
}

describe('publicGraphql', () => {
  it('POSTs the printed operation, its name and variables as JSON to /graphql, without authorization', async () => {
    const { calls, fetchMock } = stubGraphql(() => jsonResponse({ data: { identityProviderByEmail: { providerId: 'google.com' } } }));
    const controller = new AbortController();

    const data = await publicGraphql(IDENTITY_PROVIDER_BY_EMAIL, { email: 'casey@example.com' }, { signal: controller.signal });

    expect(data).toEqual({ identityProviderByEmail: { providerId: 'google.com' } });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call.url).toBe('/graphql');
    expect(call.method).toBe('POST');
    expect(call.headers.get('content-type')).toBe('application/json');
    expect(call.headers.has('authorization')).toBe(false);
    expect(call.body.operationName).toBe('AuthIdentityProviderByEmail');
    expect(call.body.variables).toEqual({ email: 'casey@example.com' });
    expect(call.body.query).toMatch(/^query AuthIdentityProviderByEmail\(\$email: String!\) \{/);
    expect(fetchMock.mock.calls[0][1]?.signal).toBe(controller.signal);
  });

  it('sends mutations the same way', async () => {
    const { calls } = stubGraphql(() => jsonResponse({ data: { sendPasswordResetEmail: { success: true, message: null } } }));
    await expect(
      publicGraphql(SEND_PASSWORD_RESET_EMAIL, { email: 'casey@example.com', redirectUrl: 'http://localhost/login' }),
    ).resolves.toEqual({ sendPasswordResetEmail: { success: true, message: null } });
    expect(calls[0].body).toMatchObject({
      operationName: 'AuthSendPasswordResetEmail',
      variables: { email: 'casey@example.com', redirectUrl: 'http://localhost/login' },
    });
    expect(calls[0].body.query).toContain('mutation AuthSendPasswordResetEmail');
  });

  it('rejects with the code, field, status and message of the first GraphQL error', async () => {
    stubGraphql(() =>
      jsonResponse({
        data: null,
        errors: [
          { message: 'email: Invalid email address', extensions: { code: 'BAD_USER_INPUT', field: 'email' } },
          { message: 'second', extensions: { code: 'OTHER' } },
        ],
      }),
    );
    const error = await rejectionOf(publicGraphql(IDENTITY_PROVIDER_BY_EMAIL, { email: 'x' }));
    expect(error).toBeInstanceOf(PublicGraphqlError);
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email', status: 200, message: 'email: Invalid email address' });
    expect(isInvalidEmailApiError(error)).toBe(true);
    expect(apiErrorMessage(error)).toBe(INVALID_EMAIL_MESSAGE);
  });

  it('reads GraphQL errors from a non-2xx answer (TOO_MANY_REQUESTS with 429)', async () => {
    stubGraphql(() =>
      graphqlErrorResponse('Too many requests, please try again in a minute', { code: 'TOO_MANY_REQUESTS' }, 429),
    );
    const error = await rejectionOf(publicGraphql(IDENTITY_PROVIDER_BY_EMAIL, { email: 'x' }));
    expect(error).toMatchObject({ code: 'TOO_MANY_REQUESTS', field: undefined, status: 429 });
    expect(apiErrorMessage(error)).toBe('Too many requests, please try again in a minute');
    expect(isInvalidEmailApiError(error)).toBe(false);
  });

  it("reads the api's plain { error, code } answer", async () => {
    stubGraphql(() => jsonResponse({ error: 'Slow down', code: 'TOO_MANY_REQUESTS' }, 429));
    const error = await rejectionOf(publicGraphql(IDENTITY_PROVIDER_BY_EMAIL, { email: 'x' }));
    expect(error).toMatchObject({ code: 'TOO_MANY_REQUESTS', status: 429, message: 'Slow down' });
    expect(apiErrorMessage(error)).toBe('Slow down');
  });

  it.each([502, 503, 504])('rejects a %i without a GraphQL body with HTTP_<status>, shown as offline', async (status) => {
    stubGraphql(() => new Response('<html>Bad gateway</html>', { status, headers: { 'content-type': 'text/html' } }));
    const error = await rejectionOf(publicGraphql(IDENTITY_PROVIDER_BY_EMAIL, { email: 'x' }));
    expect(error).toBeInstanceOf(PublicGraphqlError);
    expect(error).toMatchObject({ code: `HTTP_${status}`, status, field: undefined });
    expect(apiErrorMessage(error)).toBe(OFFLINE_MESSAGE);
  });

  it('shows other HTTP failures with the generic message', async () => {
    stubGraphql(() => new Response('', { status: 500 }));
    const error = await rejectionOf(publicGraphql(IDENTITY_PROVIDER_BY_EMAIL, { email: 'x' }));
    expect(error).toMatchObject({ code: 'HTTP_500', status: 500 });
    expect(apiErrorMessage(error)).toBe(GENERIC_API_ERROR_MESSAGE);
  });

  it('shows GraphQL errors without their own message with the generic message', async () => {
    stubGraphql(() => graphqlErrorResponse('boom', { code: 'INTERNAL_SERVER_ERROR' }));
    const error = await rejectionOf(publicGraphql(IDENTITY_PROVIDER_BY_EMAIL, { email: 'x' }));
    expect(error).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', status: 200, message: 'boom' });
    expect(apiErrorMessage(error)).toBe(GENERIC_API_ERROR_MESSAGE);
  });

  it('rejects a 2xx answer without data', async () => {
    stubGraphql(() => new Response('not json', { status: 200 }));
    const error = await rejectionOf(publicGraphql(IDENTITY_PROVIDER_BY_EMAIL, { email: 'x' }));
    expect(error).toBeInstanceOf(PublicGraphqlError);
    expect(apiErrorMessage(error)).toBe(GENERIC_API_ERROR_MESSAGE);
  });

  it.each([new TypeError('Failed to fetch'), new TypeError('fetch failed')])(
    'rethrows a fetch rejection (%s) as-is, recognised as offline',
    async (offline) => {
      stubGraphql(() => {
        throw offline;
      });
      const error = await rejectionOf(publicGraphql(IDENTITY_PROVIDER_BY_EMAIL, { email: 'x' }));
      expect(error).toBe(offline);
      expect(isNetworkError(error)).toBe(true);
      expect(apiErrorMessage(error)).toBe(OFFLINE_MESSAGE);
    },
  );

  it('rethrows an abort as-is', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    stubGraphql(() => {
      throw abort;
    });
    await expect(publicGraphql(IDENTITY_PROVIDER_BY_EMAIL, { email: 'x' })).rejects.toBe(abort);
  });
});
