import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { ForgotPasswordCompletePage } from './ForgotPasswordCompletePage';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { INVALID_EMAIL_MESSAGE } from './api-errors';
import { SEND_PASSWORD_RESET_EMAIL } from './auth-documents';
import { OFFLINE_MESSAGE } from './identity-errors';
import { renderPage } from './test-utils';

const EMAIL = 'casey+test@example.com';
const redirectUrl = () => `${window.location.origin}/login`;

function resetMock(email: string, outcome: { success?: boolean; message?: string | null; error?: Error; errors?: GraphQLError[] } = {}) {
  const request = { query: SEND_PASSWORD_RESET_EMAIL, variables: { email, redirectUrl: redirectUrl() } };
  if (outcome.error) return { request, error: outcome.error };
  if (outcome.errors) return { request, result: { errors: outcome.errors } };
  return {
    request,
    result: {
      data: {
        sendPasswordResetEmail: {
          __typename: 'SendPasswordResetEmailPayload' as const,
          success: outcome.success ?? true,
          message: outcome.message ?? 'If an account uses this e-mail, a password reset link is on its way.',
        },
      },
    },
  };
}

describe('ForgotPasswordPage', () => {
  beforeEach(() => {
    document.title = '';
  });
  afterEach(cleanup);

  const renderForgot = (mocks: ReturnType<typeof resetMock>[], state?: unknown) =>
    renderPage({
      path: '/forgot-password',
      element: <ForgotPasswordPage />,
      initialEntry: { pathname: '/forgot-password', state },
      mocks,
      otherPaths: ['/forgot-password-complete', '/login'],
    });
  const emailField = () => screen.getByLabelText(/e-mail address/i) as HTMLInputElement;

  it('sends the reset e-mail, returning to /login, then opens the complete page for the address', async () => {
    const { router } = renderForgot([resetMock(EMAIL)]);
    expect(document.title).toBe('Forgot Password | Case Management');
    fireEvent.change(emailField(), { target: { value: ` ${EMAIL} ` } });
    fireEvent.click(screen.getByRole('button', { name: /send reset link/i }));

    await screen.findByText('Sending link…');
    expect((await screen.findByTestId('location')).textContent).toBe(
      `At /forgot-password-complete?email=${encodeURIComponent(EMAIL)}`,
    );
    expect(new URLSearchParams(router.state.location.search).get('email')).toBe(EMAIL);
  });

  it('prefills the address handed over by the login page', () => {
    renderForgot([], { email: EMAIL });
    expect(emailField().value).toBe(EMAIL);
  });

  it('asks for a valid address before sending', async () => {
    renderForgot([]);
    fireEvent.change(emailField(), { target: { value: 'casey@' } });
    fireEvent.click(screen.getByRole('button', { name: /send reset link/i }));
    const message = await screen.findByText(INVALID_EMAIL_MESSAGE);
    expect(emailField().getAttribute('aria-describedby')).toContain(message.id);
    await waitFor(() => expect(document.activeElement).toBe(emailField()));
  });

  it('says so when offline', async () => {
    renderForgot([resetMock(EMAIL, { error: new TypeError('Failed to fetch') })]);
    fireEvent.change(emailField(), { target: { value: EMAIL } });
    fireEvent.click(screen.getByRole('button', { name: /send reset link/i }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(OFFLINE_MESSAGE);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it("shows the api's rate limit message", async () => {
    renderForgot([
      resetMock(EMAIL, {
        errors: [new GraphQLError('Too many requests, please try again in a minute', { extensions: { code: 'TOO_MANY_REQUESTS' } })],
      }),
    ]);
    fireEvent.change(emailField(), { target: { value: EMAIL } });
    fireEvent.click(screen.getByRole('button', { name: /send reset link/i }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests, please try again in a minute');
  });

  it("puts the api's rejection of the address on the field", async () => {
    renderForgot([
      resetMock(EMAIL, {
        errors: [new GraphQLError('email: Invalid email address', { extensions: { code: 'BAD_USER_INPUT', field: 'email' } })],
      }),
    ]);
    fireEvent.change(emailField(), { target: { value: EMAIL } });
    fireEvent.click(screen.getByRole('button', { name: /send reset link/i }));
    await screen.findByText(INVALID_EMAIL_MESSAGE);
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
  });
});

describe('ForgotPasswordCompletePage', () => {
  afterEach(cleanup);

  const renderComplete = (search: string, mocks: ReturnType<typeof resetMock>[] = []) =>
    renderPage({
      path: '/forgot-password-complete',
      element: <ForgotPasswordCompletePage />,
      initialEntry: `/forgot-password-complete${search}`,
      mocks,
      otherPaths: ['/forgot-password', '/login'],
    });

  it('shows the address the link went to and sends it again on request', async () => {
    renderComplete(`?email=${encodeURIComponent(EMAIL)}`, [resetMock(EMAIL)]);
    expect(document.title).toBe('Check Your Email | Case Management');
    expect(screen.getByText(EMAIL)).toBeTruthy();

    const resend = screen.getByRole('button', { name: /send the link again/i });
    fireEvent.click(resend);
    await screen.findByText('Sending again…');
    expect(await screen.findByText(`We sent the link again to ${EMAIL}.`)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('We sent the link again');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: /send the link again/i })));
  });

  it('reports a failed resend', async () => {
    renderComplete(`?email=${encodeURIComponent(EMAIL)}`, [resetMock(EMAIL, { error: new TypeError('Failed to fetch') })]);
    fireEvent.click(screen.getByRole('button', { name: /send the link again/i }));
    expect((await screen.findByRole('alert')).textContent).toBe(OFFLINE_MESSAGE);
  });

  it('offers to ask again when the address is missing', () => {
    renderComplete('');
    expect(screen.getByText(/does not say which e-mail address/i)).toBeTruthy();
    expect(screen.getByRole('link', { name: /ask for a reset link/i }).getAttribute('href')).toBe('/forgot-password');
  });
});
