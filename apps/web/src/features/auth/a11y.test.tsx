import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { validatePassword, verifyPasswordResetCode } from 'firebase/auth';
import type { Session } from '../../app/session/session-types';
import { useSession } from '../../app/session/use-session';
import { ForgotPasswordCompletePage } from './ForgotPasswordCompletePage';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { renderPage } from './test-utils';

vi.mock('firebase/auth', () => ({
  signInWithEmailAndPassword: vi.fn(),
  validatePassword: vi.fn(),
  verifyPasswordResetCode: vi.fn(),
  confirmPasswordReset: vi.fn(),
}));
vi.mock('./firebase-auth', () => ({ firebaseAuth: () => ({}) }));
vi.mock('../../app/session/use-session', () => ({ useSession: vi.fn() }));

/** Serious and critical axe violations (jsdom: no layout, so no color-contrast check). */
async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const show = (path: string, element: ReactNode, initialEntry = path) => renderPage({ path, element, initialEntry });

describe('auth pages have no serious axe violations', () => {
  beforeEach(() => {
    vi.mocked(useSession).mockReturnValue({ status: 'signedOut' } as Session);
    vi.mocked(validatePassword).mockRejectedValue(new Error('not served'));
    vi.mocked(verifyPasswordResetCode).mockResolvedValue('casey@example.com');
  });
  afterEach(cleanup);

  it('login, with field errors', async () => {
    show('/login', <LoginPage />);
    expect(await seriousViolations()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Enter your password.');
    expect(await seriousViolations()).toEqual([]);
  });

  it('forgot password', async () => {
    show('/forgot-password', <ForgotPasswordPage />);
    expect(await seriousViolations()).toEqual([]);
  });

  it('forgot password complete', async () => {
    show('/forgot-password-complete', <ForgotPasswordCompletePage />, '/forgot-password-complete?email=a%40example.com');
    expect(await seriousViolations()).toEqual([]);
  });

  it('reset password', async () => {
    show('/reset-password', <ResetPasswordPage />, '/reset-password?oobCode=X');
    await screen.findByText('casey@example.com');
    await waitFor(() => expect(screen.getByRole('list')).toBeTruthy());
    expect(await seriousViolations()).toEqual([]);
  });
});
