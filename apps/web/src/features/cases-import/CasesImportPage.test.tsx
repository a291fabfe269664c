import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GraphQLErrorsAnswer,
  makeSession,
  makeUser,
  preloadLazyModules,
  renderApp,
  type Resolver,
  seriousAxeViolations,
  setViewportWidth,
} from '../../app/routes/test-support';
import { makeCasesClient } from '../cases/test-cases';
import { recordingRequests } from '../documents/test-documents';

const caseImport = (id: string, overrides: Record<string, unknown> = {}, info: Record<string, unknown> = {}) => ({
  __typename: 'CaseImport',
  id,
  fileName: `${id}.csv`,
  createdAt: '2026-01-05T10:00:00.000Z',
  finishedAt: null,
  status: 'IN_PROGRESS',
  ...overrides,
  resultInfo: {
    __typename: 'CaseImportResultInfo',
    totalRows: 500,
    processedRows: 0,
    importedCount: 0,
    skippedCount: 0,
    errorCount: 0,
    errorsFileUrl: null,
    failureReason: null,
    ...info,
  },
});

const uploadUrl = () => ({
  createUploadUrl: {
    __typename: 'UploadUrlPayload',
    success: true,
    message: null,
    url: 'http://storage.test/upload?token=t',
    path: 'personal/u-1/abc-cases.csv',
    headers: [],
  },
});

function setup(resolvers: Record<string, Resolver>) {
  const apollo = makeCasesClient({ CreateSignedUploadUrl: uploadUrl, ...resolvers });
  renderApp('/cases-import', { session: makeSession(makeUser('CVADMIN')), client: apollo.client });
  return apollo;
}

const progressbar = (fileName: string) => screen.getByRole('progressbar', { name: `Progress of ${fileName}` });

describe('CasesImportPage', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('./CasesImportPage');
  }, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the imports with status, counts, a progress bar and the refused rows link; axe-clean', async () => {
    setup({
      CaseImportsInfo: () => ({
        caseImportsInfo: [
          caseImport(
            'done',
            { status: 'SUCCESS' },
            {
              totalRows: 7,
              processedRows: 7,
              importedCount: 3,
              skippedCount: 0,
              errorCount: 4,
              errorsFileUrl: 'http://storage.test/errors.csv',
            },
          ),
        ],
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cases Import' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Cases Import | Case Management'));
    const row = (await screen.findByRole('rowheader', { name: 'done.csv' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Done')).toBeTruthy();
    expect(progressbar('done.csv').getAttribute('aria-valuetext')).toBe('7 of 7 rows');
    expect(progressbar('done.csv').getAttribute('aria-valuenow')).toBe('100');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(3, 6),
    ).toEqual(['3', '0', '4']);
    expect(screen.getByRole('link', { name: 'Refused rows of done.csv' }).getAttribute('href')).toBe(
      'http://storage.test/errors.csv',
    );
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('shows the empty state, and an error state that tries again', async () => {
    let fail = true;
    setup({
      CaseImportsInfo: () => {
        if (fail) {
          fail = false;
          return new GraphQLErrorsAnswer([{ message: 'Down', extensions: { code: 'INTERNAL_SERVER_ERROR' } }]);
        }
        return { caseImportsInfo: [] };
      },
    });
    expect(await screen.findByText('The imports could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No imports yet/)).toBeTruthy();
  });

  it('uploads the chosen file, starts the import and moves its bar live', async () => {
    vi.stubGlobal('XMLHttpRequest', recordingRequests().RecordingRequest);
    const { named, emit, subscribers } = setup({
      CaseImportsInfo: () => ({ caseImportsInfo: [] }),
      ImportCases: () => ({
        importCases: {
          __typename: 'ImportCasesPayload',
          success: true,
          message: 'Operation succeeded!',
          caseImport: caseImport('new', { fileName: 'cases.csv' }),
        },
      }),
    });
    await screen.findByText(/No imports yet/);
    const file = new File(['external_id\n'], 'cases.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('progressbar', { name: 'Progress of cases.csv' })).toBeTruthy();
    expect(named('ImportCases')[0].variables).toEqual({ filePath: 'personal/u-1/abc-cases.csv' });
    expect(progressbar('cases.csv').getAttribute('aria-valuetext')).toBe('0 of 500 rows');

    await waitFor(() => expect(subscribers('CaseImportProgress')).toBe(1));
    act(() =>
      emit('CaseImportProgress', {
        caseImportProgress: {
          __typename: 'CaseImportProgress',
          caseImportId: 'new',
          status: 'IN_PROGRESS',
          totalRows: 500,
          processedRows: 250,
          importedCount: 249,
          skippedCount: 0,
          errorCount: 1,
        },
      }),
    );
    await waitFor(() => expect(progressbar('cases.csv').getAttribute('aria-valuetext')).toBe('250 of 500 rows'));
    expect(progressbar('cases.csv').getAttribute('aria-valuenow')).toBe('50');
  });

  it("shows the api's refusal of a malformed file at the form", async () => {
    vi.stubGlobal('XMLHttpRequest', recordingRequests().RecordingRequest);
    setup({
      CaseImportsInfo: () => ({ caseImportsInfo: [] }),
      ImportCases: () =>
        new GraphQLErrorsAnswer([
          {
            message: 'filePath: the header misses the column(s) external_id',
            extensions: { code: 'BAD_USER_INPUT' },
          },
        ]),
    });
    await screen.findByText(/No imports yet/);
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Choose a CSV file to import.')).toBeTruthy();
    const file = new File(['nope\n'], 'bad.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('filePath: the header misses the column(s) external_id')).toBeTruthy();
  });
});
