import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { applyActionCode, checkActionCode, type ActionCodeInfo } from 'firebase/auth';
import { AuthActionPage } from './AuthActionPage';
import { OFFLINE_MESSAGE } from './identity-errors';
import { authError, renderPage } from './test-utils';

vi.mock('firebase/auth', () => ({ applyActionCode: vi.fn(), checkActionCode: vi.fn() }));
vi.mock('./firebase-auth', () => ({ firebaseAuth: () => ({ name: 'test-auth' }) }));

const renderAction = (search: string) =>
  renderPage({
    path: '/auth-action',
    element: <AuthActionPage />,
    initialEntry: `/auth-action${search}`,
    otherPaths: ['/reset-password', '/login', '/forgot-password'],
  });

let codeNumber = 0;
/** A fresh code per test: handled codes are remembered for the page's life. */
const nextCode = () => `CODE-${++codeNumber}`;

describe('AuthActionPage', () => {
  beforeEach(() => {
    vi.mocked(applyActionCode).mockReset();
    vi.mocked(checkActionCode).mockReset();
  });
  afterEach(cleanup);

  it('hands a password reset link to the reset password page', async () => {
    const continueUrl = `${window.location.origin}/login`;
    const { router } = renderAction(`?mode=resetPassword&oobCode=ABC&continueUrl=${encodeURIComponent(continueUrl)}&lang=en`);
    await screen.findByTestId('location');
    expect(router.state.location.pathname).toBe('/reset-password');
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('oobCode')).toBe('ABC');
    expect(query.get('continueUrl')).toBe(continueUrl);
    expect(applyActionCode).not.toHaveBeenCalled();
  });

  it('verifies an e-mail address', async () => {
    vi.mocked(applyActionCode).mockResolvedValue();
    const code = nextCode();
    renderAction(`?mode=verifyEmail&oobCode=${code}`);
    expect(await screen.findByText(/your e-mail address is verified/i)).toBeTruthy();
    expect(applyActionCode).toHaveBeenCalledTimes(1);
    expect(applyActionCode).toHaveBeenCalledWith({ name: 'test-auth' }, code);
    expect(screen.getByRole('link', { name: /continue to sign in/i }).getAttribute('href')).toBe('/login');
  });

  it('restores a recovered e-mail address and offers a password reset', async () => {
    vi.mocked(checkActionCode).mockResolvedValue({ data: { email: 'old@example.com' }, operation: 'RECOVER_EMAIL' } as ActionCodeInfo);
    vi.mocked(applyActionCode).mockResolvedValue();
    renderAction(`?mode=recoverEmail&oobCode=${nextCode()}`);
    expect(await screen.findByText(/e-mail address is old@example.com again/i)).toBeTruthy();
    expect(screen.getByRole('link', { name: /reset your password/i })).toBeTruthy();
  });

  it('explains an expired link', async () => {
    vi.mocked(applyActionCode).mockRejectedValue(authError('auth/expired-action-code'));
    renderAction(`?mode=verifyEmail&oobCode=${nextCode()}`);
    expect((await screen.findByRole('alert')).textContent).toBe('This link has expired. Ask for a new one.');
    expect(screen.queryByRole('button', { name: /try again/i })).toBeNull();
  });

  it('says so when offline and tries again on request', async () => {
    vi.mocked(applyActionCode).mockRejectedValueOnce(authError('auth/network-request-failed')).mockResolvedValueOnce();
    renderAction(`?mode=verifyEmail&oobCode=${nextCode()}`);
    expect((await screen.findByRole('alert')).textContent).toBe(OFFLINE_MESSAGE);
    fireEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText(/your e-mail address is verified/i)).toBeTruthy();
  });

  it.each([['?oobCode=X'], ['?mode=verifyEmail'], ['?mode=resetPassword'], ['']])('explains an incomplete link (%s)', async (search) => {
    renderAction(search);
    expect((await screen.findByRole('alert')).textContent).toMatch(/link is incomplete/i);
    expect(applyActionCode).not.toHaveBeenCalled();
  });

  it('explains a kind of link it does not handle', async () => {
    renderAction(`?mode=signIn&oobCode=${nextCode()}`);
    expect((await screen.findByRole('alert')).textContent).toMatch(/not handled here/i);
  });
});
