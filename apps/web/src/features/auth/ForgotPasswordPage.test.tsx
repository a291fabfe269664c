import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ForgotPasswordCompletePage } from './ForgotPasswordCompletePage';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import {
  GENERIC_API_ERROR_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  INVALID_INPUT_MESSAGE,
  REDIRECT_NOT_ACCEPTED_MESSAGE,
} from './api-errors';
import { OFFLINE_MESSAGE } from './identity-errors';
import { graphqlErrorResponse, jsonResponse, renderPage, stubGraphql } from './test-utils';

const EMAIL = 'casey+test@example.com';
const redirectUrl = () => `${window.location.origin}/login`;

/** The api's answer to the reset mutation. */
function resetSent(outcome: { success?: boolean; message?: string | null } = {}) {
  return jsonResponse({
    data: {
      sendPasswordResetEmail: {
        __typename: 'SendPasswordResetEmailPayload',
        success: outcome.success ?? true,
        message: outcome.message === undefined ? 'If an account uses this e-mail, a password reset link is on its way.' : outcome.message,
      },
    },
  });
}

const offline = () => {
  throw new TypeError('Failed to fetch');
};

/** Stubs the api with one answer for every call and records the requests. */
function stubReset(answer: () => Response | Promise<Response> = resetSent) {
  return stubGraphql(() => answer());
}

const expectedRequest = (email: string) => ({
  operationName: 'AuthSendPasswordResetEmail',
  variables: { email, redirectUrl: redirectUrl() },
});

describe('ForgotPasswordPage', () => {
  beforeEach(() => {
    document.title = '';
  });
  afterEach(cleanup);

  const renderForgot = (state?: unknown) =>
    renderPage({
      path: '/forgot-password',
      element: <ForgotPasswordPage />,
      initialEntry: { pathname: '/forgot-password', state },
      otherPaths: ['/forgot-password-complete', '/login'],
    });
  const emailField = () => screen.getByLabelText(/e-mail address/i) as HTMLInputElement;
  const send = (value = EMAIL) => {
    fireEvent.change(emailField(), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: /send reset link/i }));
  };

  it('sends the reset e-mail, returning to /login, then opens the complete page for the address', async () => {
    const { calls } = stubReset();
    const { router } = renderForgot();
    expect(document.title).toBe('Forgot Password | Case Management');
    send(` ${EMAIL} `);

    await screen.findByText('Sending link…');
    expect((await screen.findByTestId('location')).textContent).toBe(
      `At /forgot-password-complete?email=${encodeURIComponent(EMAIL)}`,
    );
    expect(new URLSearchParams(router.state.location.search).get('email')).toBe(EMAIL);

    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/graphql');
    expect(calls[0].method).toBe('POST');
    expect(calls[0].headers.get('content-type')).toBe('application/json');
    expect(calls[0].headers.has('authorization')).toBe(false);
    expect(calls[0].body).toMatchObject(expectedRequest(EMAIL));
    expect(calls[0].body.query).toContain('mutation AuthSendPasswordResetEmail');
  });

  it('prefills the address handed over by the login page', () => {
    renderForgot({ email: EMAIL });
    expect(emailField().value).toBe(EMAIL);
  });

  it('asks for a valid address before sending', async () => {
    const { fetchMock } = stubReset();
    renderForgot();
    send('casey@');
    const message = await screen.findByText(INVALID_EMAIL_MESSAGE);
    expect(emailField().getAttribute('aria-describedby')).toContain(message.id);
    await waitFor(() => expect(document.activeElement).toBe(emailField()));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says so when offline (fetch rejects)', async () => {
    const { calls } = stubReset(offline);
    renderForgot();
    send();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(OFFLINE_MESSAGE);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.queryByTestId('location')).toBeNull();
    expect(calls[0].body).toMatchObject(expectedRequest(EMAIL));
  });

  it('says so when the proxy cannot reach the api (HTTP 503)', async () => {
    stubReset(() => new Response('<html>503 Service Unavailable</html>', { status: 503, headers: { 'content-type': 'text/html' } }));
    renderForgot();
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(OFFLINE_MESSAGE);
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('shows the generic message for other server failures (HTTP 500)', async () => {
    stubReset(() => new Response('Internal Server Error', { status: 500 }));
    renderForgot();
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(GENERIC_API_ERROR_MESSAGE);
  });

  it("shows the api's rate limit message", async () => {
    stubReset(() => graphqlErrorResponse('Too many requests, please try again in a minute', { code: 'TOO_MANY_REQUESTS' }));
    renderForgot();
    send();
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests, please try again in a minute');
  });

  it("puts the api's rejection of the address on the field", async () => {
    const { calls } = stubReset(() =>
      graphqlErrorResponse('email: Invalid email address', { code: 'BAD_USER_INPUT', field: 'email' }),
    );
    renderForgot();
    send();
    const message = await screen.findByText(INVALID_EMAIL_MESSAGE);
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(emailField().getAttribute('aria-describedby')).toContain(message.id);
    await waitFor(() => expect(document.activeElement).toBe(emailField()));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls[0].body).toMatchObject(expectedRequest(EMAIL));
  });

  it('shows a refused return address as an input error, not as a fault on our side', async () => {
    stubReset(() =>
      graphqlErrorResponse('redirectUrl: must be an address of this application', {
        code: 'BAD_USER_INPUT',
        field: 'redirectUrl',
      }),
    );
    renderForgot();
    send();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(REDIRECT_NOT_ACCEPTED_MESSAGE);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(emailField().getAttribute('aria-invalid')).toBe('false');
  });

  it('shows any other refused input as an input error, also with HTTP 400', async () => {
    stubReset(() => graphqlErrorResponse('Query is too complex', { code: 'BAD_USER_INPUT' }, 400));
    renderForgot();
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID_INPUT_MESSAGE);
  });

  it("shows the api's message when it did not send (success: false)", async () => {
    stubReset(() => resetSent({ success: false, message: 'Password reset is turned off for this organization.' }));
    renderForgot();
    send();
    expect((await screen.findByRole('alert')).textContent).toBe('Password reset is turned off for this organization.');
  });
});

describe('ForgotPasswordCompletePage', () => {
  afterEach(cleanup);

  const renderComplete = (search: string) =>
    renderPage({
      path: '/forgot-password-complete',
      element: <ForgotPasswordCompletePage />,
      initialEntry: `/forgot-password-complete${search}`,
      otherPaths: ['/forgot-password', '/login'],
    });

  it('shows the address the link went to and sends it again on request', async () => {
    const { calls } = stubReset();
    renderComplete(`?email=${encodeURIComponent(EMAIL)}`);
    expect(document.title).toBe('Check Your Email | Case Management');
    expect(screen.getByText(EMAIL)).toBeTruthy();

    const resend = screen.getByRole('button', { name: /send the link again/i });
    fireEvent.click(resend);
    await screen.findByText('Sending again…');
    expect(await screen.findByText(`We sent the link again to ${EMAIL}.`)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('We sent the link again');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: /send the link again/i })));
    expect(calls.map((call) => call.body)).toMatchObject([expectedRequest(EMAIL)]);
  });

  it('reports a failed resend', async () => {
    stubReset(offline);
    renderComplete(`?email=${encodeURIComponent(EMAIL)}`);
    fireEvent.click(screen.getByRole('button', { name: /send the link again/i }));
    expect((await screen.findByRole('alert')).textContent).toBe(OFFLINE_MESSAGE);
  });

  it('offers to ask again when the address is missing', () => {
    renderComplete('');
    expect(screen.getByText(/does not say which e-mail address/i)).toBeTruthy();
    expect(screen.getByRole('link', { name: /ask for a reset link/i }).getAttribute('href')).toBe('/forgot-password');
  });
});
