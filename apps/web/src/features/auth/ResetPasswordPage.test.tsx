import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { confirmPasswordReset, validatePassword, verifyPasswordResetCode } from 'firebase/auth';
import { ResetPasswordPage } from './ResetPasswordPage';
import { OFFLINE_MESSAGE } from './identity-errors';
import { resetPasswordPolicyCache } from './password-policy';
import { authError, deferred, renderPage } from './test-utils';

vi.mock('firebase/auth', () => ({
  confirmPasswordReset: vi.fn(),
  validatePassword: vi.fn(),
  verifyPasswordResetCode: vi.fn(),
}));
vi.mock('./firebase-auth', () => ({ firebaseAuth: () => ({ name: 'test-auth' }) }));

const EMAIL = 'casey@example.com';

function enforcedPolicy() {
  return {
    isValid: false,
    passwordPolicy: {
      customStrengthOptions: { minPasswordLength: 8, containsUppercaseLetter: true, containsNumericCharacter: true },
      allowedNonAlphanumericCharacters: '',
      enforcementState: 'ENFORCE',
      forceUpgradeOnSignin: false,
    },
  };
}

function renderReset(search = '?oobCode=CODE-1&continueUrl=' + encodeURIComponent(`${window.location.origin}/login`)) {
  return renderPage({
    path: '/reset-password',
    element: <ResetPasswordPage />,
    initialEntry: `/reset-password${search}`,
    otherPaths: ['/login', '/forgot-password'],
  });
}

const newPassword = () => screen.getByLabelText(/^new password/i) as HTMLInputElement;
const confirmation = () => screen.getByLabelText(/^confirm new password/i) as HTMLInputElement;
const rule = (id: string) => document.querySelector(`[data-rule="${id}"]`) as HTMLElement;

describe('ResetPasswordPage', () => {
  beforeEach(() => {
    resetPasswordPolicyCache();
    vi.mocked(confirmPasswordReset).mockReset();
    vi.mocked(verifyPasswordResetCode).mockReset().mockResolvedValue(EMAIL);
    vi.mocked(validatePassword).mockReset().mockResolvedValue(enforcedPolicy());
    document.title = '';
  });
  afterEach(cleanup);

  it('shows the account and the password rules, updated as the user types', async () => {
    renderReset();
    expect(document.title).toBe('Reset Password | Case Management');
    expect(screen.getByRole('status').textContent).toMatch(/checking your reset link/i);
    await screen.findByText(EMAIL);
    expect(verifyPasswordResetCode).toHaveBeenCalledWith({ name: 'test-auth' }, 'CODE-1');

    const list = screen.getByRole('list', { name: /your password needs/i });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'At least 8 characters: not yet',
      'An uppercase letter (A–Z): not yet',
      'A number (0–9): not yet',
    ]);
    expect(newPassword().getAttribute('aria-describedby')).toContain('reset-password-rules');

    fireEvent.change(newPassword(), { target: { value: 'Abc' } });
    expect(rule('uppercase').dataset.met).toBe('true');
    expect(rule('minLength').dataset.met).toBe('false');
    expect(rule('digit').dataset.met).toBe('false');

    fireEvent.change(newPassword(), { target: { value: 'Abcdefg1' } });
    expect(rule('minLength').textContent).toBe('At least 8 characters: done');
    expect(rule('digit').dataset.met).toBe('true');
  });

  it('falls back to the default rule when the policy is not served', async () => {
    vi.mocked(validatePassword).mockRejectedValue(authError('auth/internal-error'));
    renderReset();
    await screen.findByText(EMAIL);
    const items = within(screen.getByRole('list', { name: /your password needs/i })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['At least 6 characters: not yet']);
  });

  it('refuses a weak password or a mismatch before calling the service, focusing the first error', async () => {
    renderReset();
    await screen.findByText(EMAIL);
    await waitFor(() => expect(rule('digit')).toBeTruthy());
    fireEvent.change(newPassword(), { target: { value: 'weakpass' } });
    fireEvent.change(confirmation(), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: /change password/i }));

    const passwordMessage = await screen.findByText(/meets the requirements/i);
    expect(newPassword().getAttribute('aria-describedby')).toContain(passwordMessage.id);
    expect(screen.getByText('The two passwords do not match.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(newPassword()));
    expect(confirmPasswordReset).not.toHaveBeenCalled();
  });

  it('changes the password, then offers to sign in', async () => {
    const pending = deferred<void>();
    vi.mocked(confirmPasswordReset).mockReturnValue(pending.promise);
    renderReset();
    await screen.findByText(EMAIL);
    await waitFor(() => expect(rule('digit')).toBeTruthy());
    fireEvent.change(newPassword(), { target: { value: 'Str0ngEnough' } });
    fireEvent.change(confirmation(), { target: { value: 'Str0ngEnough' } });
    fireEvent.click(screen.getByRole('button', { name: /change password/i }));

    const busy = (await screen.findByText('Changing password…')).closest('button') as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    await act(async () => pending.resolve());

    const heading = await screen.findByRole('heading', { level: 1, name: 'Password changed' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(confirmPasswordReset).toHaveBeenCalledWith({ name: 'test-auth' }, 'CODE-1', 'Str0ngEnough');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('location')).textContent).toBe('At /login');
  });

  it('explains an expired link and offers a new one', async () => {
    vi.mocked(verifyPasswordResetCode).mockRejectedValue(authError('auth/expired-action-code'));
    renderReset();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This link has expired. Ask for a new one.');
    expect(screen.getByRole('link', { name: /ask for a new link/i }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText(/^new password/i)).toBeNull();
  });

  it('explains a link that expires while the form is open', async () => {
    vi.mocked(confirmPasswordReset).mockRejectedValue(authError('auth/invalid-action-code'));
    renderReset();
    await screen.findByText(EMAIL);
    await waitFor(() => expect(rule('digit')).toBeTruthy());
    fireEvent.change(newPassword(), { target: { value: 'Str0ngEnough' } });
    fireEvent.change(confirmation(), { target: { value: 'Str0ngEnough' } });
    fireEvent.click(screen.getByRole('button', { name: /change password/i }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/link is not valid/i);
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('shows a password the service finds weak on the field and re-reads the policy', async () => {
    vi.mocked(confirmPasswordReset).mockRejectedValue(authError('auth/password-does-not-meet-requirements'));
    renderReset();
    await screen.findByText(EMAIL);
    await waitFor(() => expect(rule('digit')).toBeTruthy());
    fireEvent.change(newPassword(), { target: { value: 'Str0ngEnough' } });
    fireEvent.change(confirmation(), { target: { value: 'Str0ngEnough' } });
    fireEvent.click(screen.getByRole('button', { name: /change password/i }));
    await screen.findByText(/does not meet the requirements/i);
    expect(newPassword().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(validatePassword).toHaveBeenCalledTimes(2));
  });

  it('says so when the link cannot be checked offline, and tries again on request', async () => {
    vi.mocked(verifyPasswordResetCode)
      .mockRejectedValueOnce(authError('auth/network-request-failed'))
      .mockResolvedValueOnce(EMAIL);
    renderReset();
    expect((await screen.findByRole('alert')).textContent).toBe(OFFLINE_MESSAGE);
    fireEvent.click(screen.getByRole('button', { name: /try again/i }));
    await screen.findByText(EMAIL);
  });

  it('explains a link without a code', async () => {
    renderReset('');
    expect((await screen.findByRole('alert')).textContent).toMatch(/reset link is incomplete/i);
    expect(verifyPasswordResetCode).not.toHaveBeenCalled();
  });
});
