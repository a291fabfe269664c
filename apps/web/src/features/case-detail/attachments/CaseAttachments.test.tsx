import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, preloadLazyModules, seriousAxeViolations, setViewportWidth } from '../../../app/routes/test-support';
import { uploadToOwnStorage } from '../../../shared/signed-upload';
import { startDownload } from './attachment-transfer';
import { OVER_LIMIT_TEXT } from './upload-queue';
import {
  activity,
  CASE_ID,
  EMPLOYEE,
  employeeRequest,
  GraphQLErrorsAnswer,
  renderCase,
  type Resolver,
  staffCase,
  viewerCan,
} from '../test-case-detail';

vi.mock('./attachment-transfer', async (importOriginal) => {
  const original = await importOriginal<typeof import('./attachment-transfer')>();
  return { ...original, startDownload: vi.fn() };
});
vi.mock('../../../shared/signed-upload', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../shared/signed-upload')>();
  return { ...original, uploadToOwnStorage: vi.fn(original.uploadToOwnStorage) };
});

const CASE_PATH = `/accommodations/cases/${CASE_ID}`;
const REQUEST_PATH = `/accommodations/requests/${CASE_ID}`;

function attachment(id: string, fileName: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'CaseAttachment',
    id,
    caseId: CASE_ID,
    createdAt: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
    fileName,
    isPHI: false,
    uploadedById: EMPLOYEE.id,
    ...overrides,
  };
}

const FILES = [attachment('att-1', 'provider-note.pdf', { isPHI: true }), attachment('att-2', 'schedule.png')];

/** The attachments query's answer: the files, and what the api allows on them (by default upload and delete). */
const attachmentsAnswer =
  (
    files: ReadonlyArray<ReturnType<typeof attachment>> = FILES,
    can = viewerCan('uploadFile', 'deleteCaseAttachment'),
  ): Resolver =>
  () => ({ caseById: { __typename: 'Case', id: CASE_ID, attachments: files, viewerCan: can } });

/** The PUTs the browser sent, answered 200 after reporting progress. */
interface SentBytes {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}
let sent: SentBytes[] = [];

class RecordingRequest {
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  private record: SentBytes = { method: '', url: '', headers: {}, body: null };
  open(method: string, url: string) {
    this.record = { method, url, headers: {}, body: null };
  }
  setRequestHeader(name: string, value: string) {
    this.record.headers[name] = value;
  }
  send(body: unknown) {
    this.record.body = body;
    sent.push(this.record);
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
      this.status = 200;
      this.onload?.();
    }, 0);
  }
}

function file(name: string, size: number, type = 'application/pdf') {
  return new File([new Uint8Array(size)], name, { type });
}

function choose(...files: File[]) {
  fireEvent.change(screen.getByLabelText('Choose files'), { target: { files } });
}

const attachmentsSection = () =>
  screen.getByRole('heading', { level: 2, name: 'Attachments' }).closest('section') as HTMLElement;

let uploadCount = 0;
const UPLOAD_URL: Resolver = (variables) => {
  uploadCount += 1;
  return {
    createUploadUrl: {
      __typename: 'UploadUrlPayload',
      success: true,
      message: null,
      url: `https://storage.example/upload-${uploadCount}`,
      path: `personal/viewer/${String(variables.fileName)}`,
      headers: [{ __typename: 'UploadHeader', name: 'x-goog-if-generation-match', value: '0' }],
    },
  };
};

/** The upload's answer: the files registered and their timeline entries, written into the cached case. */
const UPLOADED: Resolver = () => ({
  uploadMultipleFiles: {
    __typename: 'CaseAttachmentsPayload',
    success: true,
    message: 'Operation succeeded!',
    attachments: [attachment('att-5', 'letter.pdf', { isPHI: true }), attachment('att-6', 'scan.png')],
    activities: [
      activity('a-up-1', 'ADD_ATTACHMENT', { payload: { attachmentId: 'att-5' } }),
      activity('a-up-2', 'ADD_ATTACHMENT', { payload: { attachmentId: 'att-6' } }),
    ],
  },
});

async function openCase(role: Parameters<typeof makeUser>[0], resolvers: Record<string, Resolver> = {}) {
  const rendered = renderCase(CASE_PATH, makeUser(role), {
    CaseDetail: () => staffCase(),
    CaseAttachments: attachmentsAnswer(),
    CreateSignedUploadUrl: UPLOAD_URL,
    CaseAttachmentsUpload: UPLOADED,
    ...resolvers,
  });
  await screen.findByRole('heading', { level: 1, name: 'Standing desk' });
  await within(attachmentsSection()).findByText('provider-note.pdf');
  return rendered;
}

describe('case attachments', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('../CaseDetailPage');
  }, 30_000);
  beforeEach(() => {
    setViewportWidth(1280);
    sent = [];
    uploadCount = 0;
    vi.stubGlobal('XMLHttpRequest', RecordingRequest);
    vi.mocked(startDownload).mockClear();
    vi.mocked(uploadToOwnStorage).mockClear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the files with their PHI mark and date', async () => {
    await openCase('ADMIN');
    const section = attachmentsSection();
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('PHI')).toBeTruthy();
    expect(within(items[1]!).queryByText('PHI')).toBeNull();
    expect(within(items[0]!).getByText('3 hours ago')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Download provider-note.pdf' })).toBeTruthy();
  });

  it('downloads a file through its short-lived address', async () => {
    const { named } = await openCase('CASEWORKER', {
      CaseAttachmentUrl: () => ({
        caseAttachmentUrl: { __typename: 'CaseAttachmentUrl', success: true, url: 'https://files.example/signed' },
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Download schedule.png' }));
    await waitFor(() => expect(startDownload).toHaveBeenCalledWith('https://files.example/signed'));
    expect(named('CaseAttachmentUrl')[0]?.variables).toEqual({ attachmentId: 'att-2' });
  });

  it("shows the server's message when a download is refused", async () => {
    await openCase('CASEWORKER', {
      CaseAttachmentUrl: () =>
        new GraphQLErrorsAnswer([
          {
            message: 'Not authorized to view this file',
            path: ['caseAttachmentUrl'],
            extensions: { code: 'FORBIDDEN' },
          },
        ]),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Download provider-note.pdf' }));
    expect(await screen.findByText('Not authorized to view this file')).toBeTruthy();
    expect(startDownload).not.toHaveBeenCalled();
  });

  it('queues chosen files with their size and a PHI checkbox, and names the upload by their number', async () => {
    await openCase('CASEWORKER');
    expect(screen.queryByRole('button', { name: /^Upload Document/ })).toBeNull();
    choose(file('letter.pdf', 1536));
    const queue = screen.getByRole('list', { name: 'Files to upload' });
    expect(within(queue).getByText('letter.pdf')).toBeTruthy();
    expect(within(queue).getByText('1.5 KB')).toBeTruthy();
    expect(within(queue).getByRole('checkbox', { name: 'Contains PHI: letter.pdf' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload Document' })).toBeTruthy();

    choose(file('scan.png', 2 * 1024 * 1024, 'image/png'));
    expect(within(queue).getByText('2 MB')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload Documents' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove scan.png' }));
    expect(screen.getByRole('button', { name: 'Upload Document' })).toBeTruthy();
  });

  it('flags the first chosen file over 1,000,000 bytes and holds the upload until it is removed', async () => {
    await openCase('CASEWORKER');
    choose(file('large.pdf', 1_000_001), file('also-large.pdf', 2_000_000), file('exact.pdf', 1_000_000));
    const items = within(screen.getByRole('list', { name: 'Files to upload' })).getAllByRole('listitem');
    expect(within(items[0]!).getByText(OVER_LIMIT_TEXT)).toBeTruthy();
    expect(within(items[1]!).queryByText(OVER_LIMIT_TEXT)).toBeNull();
    expect(within(items[2]!).queryByText(OVER_LIMIT_TEXT)).toBeNull();
    expect((screen.getByRole('button', { name: 'Upload Documents' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Remove large.pdf' }));
    expect((screen.getByRole('button', { name: 'Upload Documents' }) as HTMLButtonElement).disabled).toBe(false);

    // A file of exactly 1,000,000 bytes chosen first is not flagged.
    choose(file('exact-again.pdf', 1_000_000));
    expect(screen.queryByText(OVER_LIMIT_TEXT)).toBeNull();
  });

  it('uploads each file, then registers them on the case with their PHI mark', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { named } = await openCase('CASEWORKER', {
      CaseAttachmentsUpload: async () => {
        await held;
        return UPLOADED({});
      },
    });
    choose(file('letter.pdf', 1536), file('scan.png', 2048, 'image/png'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Contains PHI: letter.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Upload Documents' }));

    // Busy while it goes: the upload button and the file choice wait, each file shows its progress.
    await waitFor(() => expect(named('CaseAttachmentsUpload')).toHaveLength(1));
    expect((screen.getByRole('button', { name: /Upload Documents/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Choose files' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('progressbar', { name: 'Uploading letter.pdf' }).getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByRole('progressbar', { name: 'Uploading scan.png' })).toBeTruthy();

    expect(named('CreateSignedUploadUrl').map((operation) => operation.variables)).toEqual([
      { fileName: 'letter.pdf', contentType: 'application/pdf' },
      { fileName: 'scan.png', contentType: 'image/png' },
    ]);
    // Each PUT carries its Content-Type and exactly the headers its upload address came with.
    expect(sent.map(({ method, url, headers }) => ({ method, url, headers }))).toEqual([
      {
        method: 'PUT',
        url: 'https://storage.example/upload-1',
        headers: { 'Content-Type': 'application/pdf', 'x-goog-if-generation-match': '0' },
      },
      {
        method: 'PUT',
        url: 'https://storage.example/upload-2',
        headers: { 'Content-Type': 'image/png', 'x-goog-if-generation-match': '0' },
      },
    ]);
    expect((sent[0]?.body as File).name).toBe('letter.pdf');
    // The same transfer as decision letters.
    expect(vi.mocked(uploadToOwnStorage).mock.calls.map(([, sentFile]) => sentFile.name)).toEqual([
      'letter.pdf',
      'scan.png',
    ]);
    expect(named('CaseAttachmentsUpload')[0]?.variables).toEqual({
      caseId: CASE_ID,
      attachments: [
        { filePath: 'personal/viewer/letter.pdf', isPHI: true },
        { filePath: 'personal/viewer/scan.png', isPHI: false },
      ],
    });

    const listLoads = named('CaseAttachments').length;
    release();
    expect(await screen.findByText('2 documents uploaded.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Files to upload' })).toBeNull());
    // The answer's files join the list from the cache: nothing is reloaded.
    expect(await within(attachmentsSection()).findByText('scan.png')).toBeTruthy();
    expect(named('CaseAttachments')).toHaveLength(listLoads);
    expect(named('CaseDetail')).toHaveLength(1);
  });

  it("shows the server's message when the upload is refused, keeping the files", async () => {
    await openCase('CASEWORKER', {
      CaseAttachmentsUpload: () =>
        new GraphQLErrorsAnswer([
          {
            message: 'This case is archived; reopen it first',
            path: ['uploadMultipleFiles'],
            extensions: { code: 'ILLEGAL_STATE' },
          },
        ]),
    });
    choose(file('letter.pdf', 1536));
    fireEvent.click(screen.getByRole('button', { name: 'Upload Document' }));
    expect(await screen.findByText('This case is archived; reopen it first')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Files to upload' })).getByText('letter.pdf')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Upload Document' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('copies chosen library documents onto the case from a dialog, and refuses an empty choice', async () => {
    const { named } = await openCase('CASEWORKER', {
      CaseLibraryDocumentsToAdd: () => ({
        caseById: {
          __typename: 'Case',
          id: CASE_ID,
          libraryDocumentsToAdd: [
            { __typename: 'OrganizationDocument', id: 'doc-1', fileName: 'Leave policy 2026.pdf' },
            { __typename: 'OrganizationDocument', id: 'doc-2', fileName: 'Ergonomics guide.pdf' },
          ],
        },
      }),
      CaseAttachmentsAddLibraryDocuments: () => ({
        addLibraryDocumentsToCase: {
          __typename: 'CaseAttachmentsPayload',
          success: true,
          message: 'Operation succeeded!',
          attachments: [attachment('att-7', 'Leave policy 2026.pdf')],
          activities: [activity('a-lib-1', 'ADD_ATTACHMENT', { payload: { attachmentId: 'att-7' } })],
        },
      }),
    });
    const opener = within(attachmentsSection()).getByRole('button', { name: 'Add from library' });
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Add library documents' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to case' }));
    expect(await within(dialog).findByText('Choose at least one document')).toBeTruthy();
    expect(named('CaseAttachmentsAddLibraryDocuments')).toHaveLength(0);

    const field = within(dialog).getByRole('combobox', { name: 'Library documents' });
    fireEvent.mouseDown(field);
    fireEvent.click(await screen.findByRole('option', { name: 'Leave policy 2026.pdf' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to case' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(named('CaseAttachmentsAddLibraryDocuments')[0]?.variables).toEqual({
      input: { caseId: CASE_ID, documentIds: ['doc-1'] },
    });
    expect(await within(attachmentsSection()).findByText('Leave policy 2026.pdf')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('says so when no library document can be added to the case', async () => {
    await openCase('CASEWORKER', {
      CaseLibraryDocumentsToAdd: () => ({
        caseById: { __typename: 'Case', id: CASE_ID, libraryDocumentsToAdd: [] },
      }),
    });
    fireEvent.click(within(attachmentsSection()).getByRole('button', { name: 'Add from library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add library documents' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Library documents' }));
    expect(await screen.findByText('No library documents can be added to this case')).toBeTruthy();
  });

  it('offers no Delete when the api does not allow deleting the files', async () => {
    // An admin too: what the api answers decides, not the role.
    await openCase('ADMIN', { CaseAttachments: attachmentsAnswer(FILES, viewerCan('uploadFile')) });
    expect(within(attachmentsSection()).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeTruthy();
  });

  it('shows no upload or Delete before the api has said what the viewer may do', async () => {
    let answer!: (value: unknown) => void;
    const held = new Promise((resolve) => {
      answer = resolve;
    });
    renderCase(CASE_PATH, makeUser('ADMIN'), { CaseDetail: () => staffCase(), CaseAttachments: () => held });
    await screen.findByRole('heading', { level: 1, name: 'Standing desk' });
    await waitFor(attachmentsSection);
    expect(screen.queryByRole('button', { name: 'Choose files' })).toBeNull();
    answer(attachmentsAnswer()({}));
    await within(attachmentsSection()).findByRole('button', { name: 'Delete schedule.png' });
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeTruthy();
  });

  it('deletes a file after a confirmation, for who may delete', async () => {
    const { named } = await openCase('CASEMANAGER', {
      CaseAttachmentsDelete: () => ({
        deleteCaseAttachment: { __typename: 'CaseAttachmentPayload', success: true, message: 'Operation succeeded!' },
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete schedule.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this attachment?' });
    expect(named('CaseAttachmentsDelete')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Operation succeeded!')).toBeTruthy();
    expect(named('CaseAttachmentsDelete')[0]?.variables).toEqual({ attachmentId: 'att-2' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('takes no uploads and offers no Delete when the api allows neither (an archived case)', async () => {
    renderCase(CASE_PATH, makeUser('ADMIN'), {
      CaseDetail: () => staffCase({ isArchived: true, archiveReason: 'Done' }),
      CaseAttachments: attachmentsAnswer(FILES, viewerCan()),
    });
    await within(await waitFor(attachmentsSection)).findByText('provider-note.pdf');
    expect(screen.queryByRole('button', { name: 'Choose files' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('lets the employee upload onto their own request', async () => {
    const { named } = renderCase(REQUEST_PATH, makeUser('USER', { id: EMPLOYEE.id }), {
      RequestDetail: () => employeeRequest(),
      CaseAttachments: attachmentsAnswer([], viewerCan('uploadFile')),
      CreateSignedUploadUrl: UPLOAD_URL,
      CaseAttachmentsUpload: UPLOADED,
    });
    await screen.findByRole('heading', { level: 1, name: 'Standing desk' });
    expect(await within(attachmentsSection()).findByText(/No attachments yet/)).toBeTruthy();
    // The library is the case team's to hand out.
    expect(within(attachmentsSection()).queryByRole('button', { name: 'Add from library' })).toBeNull();
    choose(file('note.pdf', 100));
    fireEvent.click(screen.getByRole('button', { name: 'Upload Document' }));
    expect(await screen.findByText('Document uploaded.')).toBeTruthy();
    expect(named('CaseAttachmentsUpload')[0]?.variables).toEqual({
      caseId: CASE_ID,
      attachments: [{ filePath: 'personal/viewer/note.pdf', isPHI: false }],
    });
  });

  it("shows someone else's upload when the case reports new activity, with the support notes", async () => {
    let publish!: (value: unknown) => void;
    const event = new Promise((resolve) => {
      publish = resolve;
    });
    let answers = 0;
    // The files come with the case: its one query, and its reload after someone else's change.
    const { named } = await openCase('ADMIN', {
      CaseDetail: () => {
        answers += 1;
        return staffCase({ attachments: answers === 1 ? FILES : [...FILES, attachment('att-3', 'work-note.pdf')] });
      },
      CaseDetailActivityAdded: () => event,
    });
    await waitFor(() => expect(named('CaseDetailActivityAdded')).toHaveLength(1));
    expect(named('CaseDetailSupportNotes')).toHaveLength(1);
    publish({ caseActivityAdded: activity('a-9', 'ADD_ATTACHMENT') });
    expect(await within(attachmentsSection()).findByText('work-note.pdf')).toBeTruthy();
    await waitFor(() => expect(named('CaseDetailSupportNotes')).toHaveLength(2));
    expect(named('CaseDetail')).toHaveLength(2);
    expect(named('CaseAttachments')).toHaveLength(0);
  });

  it("shows someone else's upload on the employee's request too", async () => {
    let publish!: (value: unknown) => void;
    const event = new Promise((resolve) => {
      publish = resolve;
    });
    let answers = 0;
    const { named } = renderCase(REQUEST_PATH, makeUser('USER', { id: EMPLOYEE.id }), {
      RequestDetail: () => {
        answers += 1;
        return employeeRequest({ attachments: answers === 1 ? [] : [attachment('att-3', 'work-note.pdf')] });
      },
      CaseDetailActivityAdded: () => event,
    });
    expect(await within(await waitFor(attachmentsSection)).findByText(/No attachments yet/)).toBeTruthy();
    await waitFor(() => expect(named('CaseDetailActivityAdded')).toHaveLength(1));
    publish({ caseActivityAdded: activity('a-9', 'ADD_ATTACHMENT') });
    expect(await within(attachmentsSection()).findByText('work-note.pdf')).toBeTruthy();
    expect(named('CaseDetailSupportNotes')).toHaveLength(0);
    expect(named('RequestDetail')).toHaveLength(2);
    expect(named('CaseAttachments')).toHaveLength(0);
  });

  it('has no serious axe violations with files queued', async () => {
    await openCase('ADMIN');
    choose(file('large.pdf', 1_500_000), file('letter.pdf', 1536));
    expect(await seriousAxeViolations(attachmentsSection())).toEqual([]);
  });
});
