import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GraphQLErrorsAnswer,
  makeClient,
  makeSession,
  makeUser,
  preloadLazyModules,
  renderApp,
  type Resolver,
  seriousAxeViolations,
  setViewportWidth,
} from '../../../app/routes/test-support';
import type { Role } from '../../../shared/roles';
import { FORBIDDEN_FILE_TITLE, MISSING_FILE_TITLE } from './AttachmentPage';
import { startDownload } from './attachment-transfer';

vi.mock('./attachment-transfer', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./attachment-transfer')>()),
  startDownload: vi.fn(),
}));

const SIGNED_URL = 'https://files.example/signed?token=1';

const refused =
  (code: string, message: string): Resolver =>
  () =>
    new GraphQLErrorsAnswer([{ message, path: ['caseAttachmentUrl'], extensions: { code } }]);

function openAttachment(answer: Resolver, role: Role = 'CASEWORKER') {
  const fake = makeClient({ CaseAttachmentUrl: answer });
  const rendered = renderApp('/attachments/att-1', { session: makeSession(makeUser(role)), client: fake.client });
  return { ...fake, ...rendered };
}

describe('the attachment page', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('./AttachmentPage');
  }, 30_000);
  beforeEach(() => {
    setViewportWidth(1280);
    vi.mocked(startDownload).mockClear();
  });
  afterEach(() => cleanup());

  it('asks for the address of the file and starts the download', async () => {
    const { named } = openAttachment(() => ({
      caseAttachmentUrl: { __typename: 'CaseAttachmentUrl', success: true, url: SIGNED_URL },
    }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your download has started' })).toBeTruthy();
    expect(named('CaseAttachmentUrl')[0]?.variables).toEqual({ attachmentId: 'att-1' });
    expect(startDownload).toHaveBeenCalledTimes(1);
    expect(startDownload).toHaveBeenCalledWith(SIGNED_URL);
    expect(screen.getByRole('link', { name: 'download the file' }).getAttribute('href')).toBe(SIGNED_URL);
    expect(screen.getByRole('link', { name: 'Back to Cases' }).getAttribute('href')).toBe('/accommodations/cases');
  });

  it("says the viewer can't open a file it may not see", async () => {
    openAttachment(refused('FORBIDDEN', 'Not authorized to view this file'), 'USER');
    expect(await screen.findByRole('heading', { level: 1, name: FORBIDDEN_FILE_TITLE })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to My Requests' }).getAttribute('href')).toBe(
      '/accommodations/requests',
    );
    expect(startDownload).not.toHaveBeenCalled();
  });

  it('says a missing file is not available and stays on the page', async () => {
    const { router } = openAttachment(refused('NOT_FOUND', 'Not found'));
    expect(await screen.findByRole('heading', { level: 1, name: MISSING_FILE_TITLE })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/attachments/att-1');
    expect(startDownload).not.toHaveBeenCalled();
  });

  it('offers to try again after a connection failure', async () => {
    let calls = 0;
    openAttachment(() => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return { caseAttachmentUrl: { __typename: 'CaseAttachmentUrl', success: true, url: SIGNED_URL } };
    });
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't get this file" })).toBeTruthy();
    screen.getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => expect(startDownload).toHaveBeenCalledWith(SIGNED_URL));
  });

  it('has no serious axe violations', async () => {
    const { container } = openAttachment(refused('FORBIDDEN', 'Not authorized to view this file'));
    await screen.findByRole('heading', { level: 1, name: FORBIDDEN_FILE_TITLE });
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
