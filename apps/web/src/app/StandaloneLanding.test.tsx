import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubGraphql } from '../features/auth/test-utils';
import { isPartnerLandingPath } from './routes/partner-path';
import { StandaloneLanding } from './StandaloneLanding';

function renderAt(path: string) {
  const reload = vi.fn();
  const router = createMemoryRouter([{ path: '*', element: <StandaloneLanding reload={reload} /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return { reload, router };
}

describe('StandaloneLanding', () => {
  afterEach(cleanup);

  it('shows the landing page on a partner path without reloading', async () => {
    stubGraphql(() => jsonResponse({ errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] }));
    const { reload } = renderAt('/partner/nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner not found' })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it('hands any other path to the app by reloading it, keeping the navigation state', async () => {
    stubGraphql(() => jsonResponse({ errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] }));
    const { reload, router } = renderAt('/partner/nobody');
    await screen.findByRole('heading', { level: 1 });
    await act(() => router.navigate('/accommodations/request', { state: { partnerThankYou: 'Thanks' } }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(router.state.location.state).toEqual({ partnerThankYou: 'Thanks' });
    expect(screen.getByRole('status')).toBeTruthy();
  });
});

describe('isPartnerLandingPath', () => {
  it('is true for any path with a partner segment followed by another', () => {
    expect(isPartnerLandingPath('/partner/vitality')).toBe(true);
    expect(isPartnerLandingPath('/promo/partner/vitality')).toBe(true);
    expect(isPartnerLandingPath('/partner/vitality/')).toBe(true);
    expect(isPartnerLandingPath('/partner/')).toBe(false);
    expect(isPartnerLandingPath('/partners/vitality')).toBe(false);
    expect(isPartnerLandingPath('/login')).toBe(false);
  });
});
