import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, preloadLazyModules, setViewportWidth } from '../../../app/routes/test-support';
import type { Role } from '../../../shared/roles';
import { fileNameFromDisposition } from './case-download';
import { CASE_ID, ORG_ID, renderCase, staffCase, viewerCanAllBut } from '../test-case-detail';

const getIdToken = vi.fn(async (force: boolean) => (force ? 'fresh-token' : 'id-token-1'));
vi.mock('../../auth/firebase-auth', () => ({ firebaseAuth: () => ({ currentUser: { getIdToken } }) }));

const CASE_PATH = `/accommodations/cases/${CASE_ID}`;

function zipAnswer() {
  return new Response(new Blob(['PK\u0003\u0004'], { type: 'application/zip' }), {
    status: 200,
    headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="case-AC-1001.zip"' },
  });
}

function jsonAnswer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function openCase(role: Role, answer = staffCase()) {
  const rendered = renderCase(CASE_PATH, makeUser(role), { CaseDetail: () => answer });
  await screen.findByRole('heading', { level: 1, name: 'Standing desk' });
  return rendered;
}

const actions = () => screen.getByRole('group', { name: 'Case actions' });

describe('Download case', () => {
  let saved: Array<{ name: string; href: string }> = [];

  beforeAll(async () => {
    await preloadLazyModules();
    await import('../CaseDetailPage');
  }, 30_000);
  beforeEach(() => {
    setViewportWidth(1280);
    saved = [];
    getIdToken.mockClear();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:case-zip');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.getAttribute('href') ?? '' });
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is offered when the api allows downloading the case', async () => {
    await openCase('CASEWORKER');
    expect(within(actions()).getByRole('button', { name: 'Download case' })).toBeTruthy();
  });

  it('is not offered when the api does not allow it, whatever the role', async () => {
    await openCase('ADMIN', staffCase({ viewerCan: viewerCanAllBut('downloadCase') }));
    expect(screen.queryByRole('button', { name: 'Download case' })).toBeNull();
  });

  it('asks the api with the bearer token and organization, and saves the ZIP under its name', async () => {
    let finish!: (response: Response) => void;
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          finish = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await openCase('ADMIN');
    fireEvent.click(screen.getByRole('button', { name: 'Download case' }));

    const status = screen.getByTestId('case-download-status');
    await waitFor(() => expect(status.textContent).toBe('Preparing the download…'));
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${window.location.origin}/cases/${CASE_ID}/download`);
    expect(init.method).toBe('GET');
    expect(init.headers).toMatchObject({ authorization: 'Bearer id-token-1', 'x-organization-id': ORG_ID });

    finish(zipAnswer());
    await waitFor(() => expect(saved).toEqual([{ name: 'case-AC-1001.zip', href: 'blob:case-zip' }]));
    await waitFor(() => expect(status.textContent).toBe(''));
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('renews a refused token once', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonAnswer(401, { error: 'Token expired', code: 'INVALID_AUTHORIZATION' }))
      .mockResolvedValueOnce(zipAnswer());
    vi.stubGlobal('fetch', fetchMock);
    await openCase('CVTPA');
    fireEvent.click(screen.getByRole('button', { name: 'Download case' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect((fetchMock.mock.calls[1] as [string, RequestInit])[1].headers).toMatchObject({
      authorization: 'Bearer fresh-token',
    });
  });

  it("shows the api's message as an error toast", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonAnswer(403, { message: 'You may not download this case' })),
    );
    await openCase('ADMIN');
    fireEvent.click(screen.getByRole('button', { name: 'Download case' }));
    expect((await screen.findByRole('alert')).textContent).toContain('You may not download this case');
    expect(saved).toEqual([]);
  });

  it('says the operation was not successful when the connection fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await openCase('ADMIN');
    fireEvent.click(screen.getByRole('button', { name: 'Download case' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Operation not successful');
  });

  it('reads the file name from content-disposition', () => {
    expect(fileNameFromDisposition('attachment; filename="case-AC-1001.zip"', 'x.zip')).toBe('case-AC-1001.zip');
    expect(
      fileNameFromDisposition(`attachment; filename="case-_.zip"; filename*=UTF-8''case-%C3%A9.zip`, 'x.zip'),
    ).toBe('case-é.zip');
    expect(fileNameFromDisposition('attachment; filename=plain.zip', 'x.zip')).toBe('plain.zip');
    expect(fileNameFromDisposition(null, 'x.zip')).toBe('x.zip');
  });
});
