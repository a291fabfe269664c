import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatPageTitle } from '../shared/page-title';
import { App } from './App';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A fetch whose answer the test decides later, to observe the loading state. */
function deferredFetch() {
  let resolve!: (response: Response) => void;
  let reject!: (error: unknown) => void;
  const fetchMock = vi.fn(
    () =>
      new Promise<Response>((res, rej) => {
        resolve = res;
        reject = rej;
      }),
  );
  return {
    fetchMock,
    resolve: (response: Response) => act(async () => resolve(response)),
    reject: (error: unknown) => act(async () => reject(error)),
  };
}

describe('App', () => {
  beforeEach(() => {
    document.title = '';
  });

  afterEach(() => {
    cleanup();
  });

  it('formats page titles as "{title} | Case Management"', () => {
    expect(formatPageTitle('Sign in')).toBe('Sign in | Case Management');
    expect(formatPageTitle()).toBe('Case Management');
  });

  it('sets the document title and shows a heading', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ status: 'ok' })),
    );
    render(<App />);
    expect(document.title).toBe('Sign in | Case Management');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    await screen.findByText(/API status: ok/);
  });

  it('shows a polite, busy status region while the health check runs, then the api status', async () => {
    const pending = deferredFetch();
    vi.stubGlobal('fetch', pending.fetchMock);
    render(<App />);

    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toContain('Checking the API');
    expect(pending.fetchMock).toHaveBeenCalledWith(
      '/health',
      expect.objectContaining({ headers: { Accept: 'application/json' } }),
    );

    await pending.resolve(jsonResponse({ status: 'ok' }));

    expect(status.getAttribute('aria-busy')).toBe('false');
    expect(status.textContent).toContain('API status: ok');
    expect(screen.queryByText(/Checking the API/)).toBeNull();
  });

  it('shows an error when the api answers with an error status', async () => {
    const pending = deferredFetch();
    vi.stubGlobal('fetch', pending.fetchMock);
    render(<App />);

    await pending.resolve(jsonResponse({ status: 'error' }, 503));

    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('false');
    expect(status.textContent).toContain('API unavailable');
    expect(status.textContent).toContain('HTTP 503');
  });

  it('shows an error when the api cannot be reached, and checks again on request', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse({ status: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);
    render(<App />);

    const status = screen.getByRole('status');
    await screen.findByText(/The API could not be reached/);
    expect(status.textContent).toContain('API unavailable');

    const button = screen.getByRole('button', { name: 'Check again' });
    button.focus();
    fireEvent.click(button);

    await screen.findByText(/API status: ok/);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(document.activeElement).toBe(button);
  });
});
