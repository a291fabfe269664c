import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { signInWithEmailAndPassword, type UserCredential } from 'firebase/auth';
import type { Session } from '../../app/session/session-types';
import { useSession } from '../../app/session/use-session';
import { LoginPage } from './LoginPage';
import { IDENTITY_PROVIDER_BY_EMAIL } from './auth-documents';
import { OFFLINE_MESSAGE } from './identity-errors';
import type { MockLink } from '@apollo/client/testing';
import { authError, deferred, renderPage } from './test-utils';

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

function providerMock(email: string, providerId: string | null) {
  return {
    request: { query: IDENTITY_PROVIDER_BY_EMAIL, variables: { email } },
    result: { data: { identityProviderByEmail: { __typename: 'IdentityProvider' as const, providerId } } },
  };
}

function renderLogin(mocks: MockLink.MockedResponse[] = [providerMock(EMAIL, 'password')], state?: unknown) {
  return renderPage({
    path: '/login',
    element: <LoginPage />,
    initialEntry: { pathname: '/login', state },
    mocks,
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
  beforeEach(() => {
    vi.mocked(signInWithEmailAndPassword).mockReset();
    vi.mocked(useSession).mockReturnValue(session('signedOut'));
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
    renderLogin([providerMock('nobody@example.com', null)]);
    fillAndSubmit('nobody@example.com');
    await screen.findByText(/no account uses this e-mail address/i);
    expect(signInWithEmailAndPassword).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.activeElement).toBe(emailField()));
  });

  it('names the other provider of an account instead of offering the password form', async () => {
    renderLogin([providerMock('sso@example.com', 'google.com')]);
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
    renderLogin([providerMock('sso@example.com', 'microsoft.com')]);
    fillAndSubmit('sso@example.com', 'whatever');
    await screen.findByText(/signs in with Microsoft/i);
    expect(signInWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('is busy and disabled while signing in, then goes where the user was headed', async () => {
    const pending = deferred<UserCredential>();
    vi.mocked(signInWithEmailAndPassword).mockReturnValue(pending.promise);
    renderLogin(undefined, { from: { pathname: '/accommodations/cases', search: '?status=new', hash: '' } });
    fillAndSubmit(EMAIL, 'correct horse');

    await screen.findByText('Signing in…');
    const button = screen.getByText('Signing in…').closest('button') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.closest('form')?.getAttribute('aria-busy')).toBe('true');
    // A second submit does nothing while busy.
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    expect(signInWithEmailAndPassword).toHaveBeenCalledTimes(1);

    await act(async () => pending.resolve({} as UserCredential));
    expect((await screen.findByTestId('location')).textContent).toBe('At /accommodations/cases?status=new');
  });

  it("goes to '/accommodations' after signing in when there is nowhere else to go", async () => {
    vi.mocked(signInWithEmailAndPassword).mockResolvedValue({} as UserCredential);
    renderLogin();
    fillAndSubmit(EMAIL, 'correct horse');
    expect((await screen.findByTestId('location')).textContent).toBe('At /accommodations');
  });

  it('says so when offline', async () => {
    vi.mocked(signInWithEmailAndPassword).mockRejectedValue(authError('auth/network-request-failed'));
    renderLogin([{ request: { query: IDENTITY_PROVIDER_BY_EMAIL, variables: { email: EMAIL } }, error: new TypeError('Failed to fetch') }]);
    fillAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(OFFLINE_MESSAGE);
    await waitFor(() => expect(document.activeElement).toBe(alert));
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
