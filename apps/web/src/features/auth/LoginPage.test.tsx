import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { signInWithEmailAndPassword, type UserCredential } from 'firebase/auth';
import type { Session } from '../../app/session/session-types';
import { useSession } from '../../app/session/use-session';
import { LoginPage } from './LoginPage';
import { OFFLINE_MESSAGE } from './identity-errors';
import { type GraphqlCall, authError, deferred, graphqlErrorResponse, jsonResponse, renderPage, stubGraphql } from './test-utils';

vi.mock('firebase/auth', () => ({ signInWithEmailAndPassword: vi.fn() }));
vi.mock('./firebase-auth', () => ({ firebaseAuth: () => ({ name: 'test-auth' }) }));
vi.mock('../../app/session/use-session', () => ({ useSession: vi.fn() }));

const EMAIL = 'casey@example.com';

function session(status: Session['status']): Session {
  return {
    status,
    user: null,
    organizationId: null,
    organizationName: null,
    switchOrganization: vi.fn(),
    signOut: vi.fn(),
  };
}

/** Answers the provider lookup with a provider per address (null: no account), and records the requests. */
function stubProviders(providers: Record<string, string | null> = { [EMAIL]: 'password' }) {
  return stubGraphql((call: GraphqlCall) => {
    const email = String(call.body.variables.email);
    if (call.body.operationName !== 'AuthIdentityProviderByEmail' || !(email in providers)) {
      return graphqlErrorResponse(`Unexpected ${call.body.operationName} for ${email}`, { code: 'INTERNAL_SERVER_ERROR' });
    }
    return jsonResponse({ data: { identityProviderByEmail: { __typename: 'IdentityProvider', providerId: providers[email] } } });
  });
}

function renderLogin(state?: unknown) {
  return renderPage({
    path: '/login',
    element: <LoginPage />,
    initialEntry: { pathname: '/login', state },
    otherPaths: ['/accommodations', '/accommodations/cases', '/forgot-password'],
  });
}

const emailField = () => screen.getByLabelText(/e-mail address/i) as HTMLInputElement;
const passwordField = () => screen.getByLabelText(/^password/i) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: /sign in|signing in/i }) as HTMLButtonElement;

function fillAndSubmit(email = EMAIL, password = 'not-my-password') {
  fireEvent.change(emailField(), { target: { value: email } });
  fireEvent.change(passwordField(), { target: { value: password } });
  fireEvent.click(submitButton());
}

describe('LoginPage', () => {
  let api: ReturnType<typeof stubProviders>;
  beforeEach(() => {
    vi.mocked(signInWithEmailAndPassword).mockReset();
    vi.mocked(useSession).mockReturnValue(session('signedOut'));
    api = stubProviders();
    document.title = '';
  });
  afterEach(cleanup);

  it('sets the page title and shows labelled fields and a link to forgot password', () => {
    renderLogin();
    expect(document.title).toBe('Sign in | Case Management');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(emailField().getAttribute('autocomplete')).toBe('username');
    expect(passwordField().getAttribute('type')).toBe('password');
    expect(screen.getByRole('link', { name: /forgot your password/i }).getAttribute('href')).toBe('/forgot-password');
  });

  it('shows which fields are missing and focuses the first one', async () => {
    renderLogin();
    fireEvent.click(submitButton());
    const message = await screen.findByText('Enter your e-mail address.');
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(emailField().getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(emailField()));
    expect(signInWithEmailAndPassword).not.toHaveBeenCalled();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('looks up the provider with a public POST to /graphql (lower-cased address, no authorization)', async () => {
    vi.mocked(signInWithEmailAndPassword).mockResolvedValue({} as UserCredential);
    renderLogin();
    fillAndSubmit(' Casey@Example.com ', 'correct horse');
    await screen.findByTestId('location');

    expect(api.calls).toHaveLength(1);
    const [call] = api.calls;
    expect(call.url).toBe('/graphql');
    expect(call.method).toBe('POST');
    expect(call.headers.get('content-type')).toBe('application/json');
    expect(call.headers.has('authorization')).toBe(false);
    expect(call.body.operationName).toBe('AuthIdentityProviderByEmail');
    expect(call.body.variables).toEqual({ email: EMAIL });
    expect(call.body.query).toContain('identityProviderByEmail(email: $email)');
    expect(signInWithEmailAndPassword).toHaveBeenCalledWith({ name: 'test-auth' }, 'Casey@Example.com', 'correct horse');
  });

  it('asks once per address: the blur lookup is reused on submit', async () => {
    vi.mocked(signInWithEmailAndPassword).mockRejectedValue(authError('auth/wrong-password'));
    renderLogin();
    fireEvent.change(emailField(), { target: { value: EMAIL } });
    fireEvent.blur(emailField());
    await waitFor(() => expect(api.calls).toHaveLength(1));
    fireEvent.change(passwordField(), { target: { value: 'not-my-password' } });
    fireEvent.click(submitButton());
    await screen.findByText(/the password is incorrect/i);
    expect(api.calls).toHaveLength(1);
  });

  it('shows a wrong password on the password field and focuses it', async () => {
    vi.mocked(signInWithEmailAndPassword).mockRejectedValue(authError('auth/wrong-password'));
    renderLogin();
    fillAndSubmit();

    const message = await screen.findByText(/the password is incorrect/i);
    expect(signInWithEmailAndPassword).toHaveBeenCalledWith({ name: 'test-auth' }, EMAIL, 'not-my-password');
    expect(passwordField().getAttribute('aria-invalid')).toBe('true');
    expect(passwordField().getAttribute('aria-describedby')).toContain(message.id);
    await waitFor(() => expect(document.activeElement).toBe(passwordField()));
    expect(submitButton().disabled).toBe(false);
  });

  it('shows an unknown e-mail address on the e-mail field (the lookup found no account, sign-in is still tried)', async () => {
    vi.mocked(signInWithEmailAndPassword).mockRejectedValue(authError('auth/user-not-found'));
    stubProviders({ 'nobody@example.com': null });
    renderLogin();
    fillAndSubmit('nobody@example.com');
    await screen.findByText(/no account uses this e-mail address/i);
    expect(signInWithEmailAndPassword).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.activeElement).toBe(emailField()));
  });

  it('names the other provider of an account instead of offering the password form', async () => {
    stubProviders({ 'sso@example.com': 'google.com' });
    renderLogin();
    fireEvent.change(emailField(), { target: { value: 'sso@example.com' } });
    fireEvent.blur(emailField());

    const message = await screen.findByText(/signs in with Google, not with a password/i);
    expect(message.closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByLabelText(/^password/i)).toBeNull();
    expect(screen.queryByRole('button', { name: /^sign in$/i })).toBeNull();
    expect(emailField().getAttribute('aria-describedby')).toContain('login-other-provider');

    // Another address brings the password form back.
    fireEvent.click(screen.getByRole('button', { name: /use a different e-mail address/i }));
    expect(passwordField()).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(emailField()));
    expect(signInWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('checks the provider on submit when the e-mail was not left by blur', async () => {
    const { calls } = stubProviders({ 'sso@example.com': 'microsoft.com' });
    renderLogin();
    fillAndSubmit('sso@example.com', 'whatever');
    await screen.findByText(/signs in with Microsoft/i);
    expect(calls.map((call) => call.body.variables)).toEqual([{ email: 'sso@example.com' }]);
    expect(signInWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('is busy and disabled while signing in, then goes where the user was headed', async () => {
    const pending = deferred<UserCredential>();
    vi.mocked(signInWithEmailAndPassword).mockReturnValue(pending.promise);
    renderLogin({ from: { pathname: '/accommodations/cases', search: '?status=new', hash: '' } });
    fillAndSubmit(EMAIL, 'correct horse');

    await screen.findByText('Signing in…');
    const button = screen.getByText('Signing in…').closest('button') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.closest('form')?.getAttribute('aria-busy')).toBe('true');
    // A second submit does nothing while busy.
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    await waitFor(() => expect(signInWithEmailAndPassword).toHaveBeenCalledTimes(1));

    await act(async () => pending.resolve({} as UserCredential));
    expect((await screen.findByTestId('location')).textContent).toBe('At /accommodations/cases?status=new');
    expect(signInWithEmailAndPassword).toHaveBeenCalledTimes(1);
  });

  it("goes to '/accommodations' after signing in when there is nowhere else to go", async () => {
    vi.mocked(signInWithEmailAndPassword).mockResolvedValue({} as UserCredential);
    renderLogin();
    fillAndSubmit(EMAIL, 'correct horse');
    expect((await screen.findByTestId('location')).textContent).toBe('At /accommodations');
  });

  it('says so when offline (the lookup fetch rejects, sign-in is still tried)', async () => {
    vi.mocked(signInWithEmailAndPassword).mockRejectedValue(authError('auth/network-request-failed'));
    stubGraphql(() => {
      throw new TypeError('Failed to fetch');
    });
    renderLogin();
    fillAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(OFFLINE_MESSAGE);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(signInWithEmailAndPassword).toHaveBeenCalledTimes(1);
  });

  it('signs in all the same when the lookup answers HTTP 503, and asks again next time', async () => {
    vi.mocked(signInWithEmailAndPassword).mockRejectedValue(authError('auth/wrong-password'));
    const { calls } = stubGraphql(() => new Response('Service Unavailable', { status: 503 }));
    renderLogin();
    fillAndSubmit();
    await screen.findByText(/the password is incorrect/i);
    expect(signInWithEmailAndPassword).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);

    // A failed lookup is not kept: the next submit asks again.
    fireEvent.change(passwordField(), { target: { value: 'another-try' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(signInWithEmailAndPassword).toHaveBeenCalledTimes(2));
    expect(calls.map((call) => call.body.variables)).toEqual([{ email: EMAIL }, { email: EMAIL }]);
  });

  it('signs in all the same when the lookup answers BAD_USER_INPUT for the e-mail', async () => {
    vi.mocked(signInWithEmailAndPassword).mockRejectedValue(authError('auth/invalid-email'));
    const { calls } = stubGraphql(() =>
      graphqlErrorResponse('email: Invalid email address', { code: 'BAD_USER_INPUT', field: 'email' }),
    );
    renderLogin();
    fillAndSubmit();
    const message = await screen.findByText(/in the format name@example.com/i);
    expect(emailField().getAttribute('aria-describedby')).toContain(message.id);
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(signInWithEmailAndPassword).toHaveBeenCalledTimes(1);
    expect(calls[0].body).toMatchObject({ operationName: 'AuthIdentityProviderByEmail', variables: { email: EMAIL } });
  });

  it('signs in all the same when the lookup is rate limited (TOO_MANY_REQUESTS)', async () => {
    vi.mocked(signInWithEmailAndPassword).mockRejectedValue(authError('auth/too-many-requests'));
    const { calls } = stubGraphql(() =>
      graphqlErrorResponse('Too many requests, please try again in a minute', { code: 'TOO_MANY_REQUESTS' }, 429),
    );
    renderLogin();
    fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toMatch(/too many attempts/i);
    expect(signInWithEmailAndPassword).toHaveBeenCalledTimes(1);
    expect(calls[0].body).toMatchObject({ operationName: 'AuthIdentityProviderByEmail', variables: { email: EMAIL } });
  });

  it('shows too many attempts as a page message', async () => {
    vi.mocked(signInWithEmailAndPassword).mockRejectedValue(authError('auth/too-many-requests'));
    renderLogin();
    fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toMatch(/too many attempts/i);
  });

  it('leaves a signed-in visitor through to the app', async () => {
    vi.mocked(useSession).mockReturnValue(session('signedIn'));
    renderLogin();
    expect((await screen.findByTestId('location')).textContent).toBe('At /accommodations');
  });
});
