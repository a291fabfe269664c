import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../app/routes/test-support';
import {
  deferred,
  graphqlErrorResponse,
  jsonResponse,
  renderPage,
  stubGraphql,
  type GraphqlCall,
} from '../auth/test-utils';
import { AnonymousFormPage, INVALID_LINK_MESSAGE, UPLOAD_PENDING_MESSAGE } from './AnonymousFormPage';
import { formatFileSize, LARGE_FILE_MESSAGE } from './anonymous-upload';

const TOKEN = 'token-abc';

function question(fields: { id: string; index: number; type: string; text: string } & Record<string, unknown>) {
  return {
    __typename: 'Question',
    hint: null,
    placeholder: null,
    options: [],
    required: false,
    renderMode: null,
    condition: null,
    ...fields,
  };
}

const FORM = {
  __typename: 'Form',
  id: 'form-1',
  name: 'Provider statement',
  description: 'Please answer for the case.',
  linkName: 'provider',
  isActive: true,
  showStepsIndividually: true,
  versionId: 'version-1',
  questions: [
    question({ id: 'q-work', index: 0, type: 'BOOLEAN', text: 'Can the employee work?', required: true }),
    question({
      id: 'q-limits',
      index: 1,
      type: 'TEXT',
      text: 'Which limits apply?',
      required: true,
      condition: { __typename: 'QuestionCondition', questionIndex: 0, response: 'true' },
    }),
    question({ id: 'q-note', index: 2, type: 'FILE', text: 'Attach a note' }),
  ],
};

const formAnswer = (form: typeof FORM = FORM) =>
  jsonResponse({
    data: { anonymousForm: { __typename: 'AnonymousForm', expiresAt: '2026-12-01T00:00:00.000Z', form } },
  });

function setup(
  onMutation: (call: GraphqlCall) => Response = () =>
    jsonResponse({ data: { addAnonymousUserFormResponseToCase: { success: true, message: null } } }),
) {
  const stub = stubGraphql((call) => (call.body.operationName === 'AnonymousForm' ? formAnswer() : onMutation(call)));
  const utils = renderPage({
    path: 'anonymous-form/request/:token',
    element: <AnonymousFormPage />,
    initialEntry: `/anonymous-form/request/${TOKEN}`,
  });
  return { ...stub, ...utils };
}

const mutations = (calls: GraphqlCall[]) =>
  calls.filter((call) => call.body.operationName === 'AddAnonymousUserFormResponseToCase');

describe('anonymous form page', () => {
  afterEach(cleanup);

  it('loads the form of the link and shows its questions on one page, without sign-in', async () => {
    const { calls } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Provider statement' })).toBeTruthy();
    expect(calls[0].body.variables).toEqual({ tokenId: TOKEN });
    expect(calls[0].headers.get('authorization')).toBeNull();
    expect(screen.getByText('Please answer for the case.')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: /Can the employee work\?/ })).toBeTruthy();
    expect(screen.getByLabelText('Attach a note')).toHaveProperty('type', 'file');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Provider statement | Case Management'));
  });

  it('shows a conditional question only when its condition is met', async () => {
    setup();
    await screen.findByRole('heading', { level: 1, name: 'Provider statement' });
    expect(screen.queryByRole('textbox', { name: /Which limits apply\?/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(await screen.findByRole('textbox', { name: /Which limits apply\?/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /Which limits apply\?/ })).toBeNull());
  });

  it('checks required questions, sends the answers once and thanks the provider', async () => {
    const { calls } = setup();
    await screen.findByRole('heading', { level: 1, name: 'Provider statement' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This question is required.')).toBeTruthy();
    expect(mutations(calls)).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /Which limits apply\?/ }), {
      target: { value: 'No lifting' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Thank you, your answer was sent' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(/This link can no longer be used\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(mutations(calls)).toHaveLength(1);
    expect(mutations(calls)[0].body.variables).toEqual({
      tokenId: TOKEN,
      responses: [
        { questionId: 'q-work', response: ['true'] },
        { questionId: 'q-limits', response: ['No lifting'] },
      ],
    });
  });

  it('shows one clear message for an invalid, expired or used link', async () => {
    stubGraphql(() => graphqlErrorResponse('Anonymous form token not found', { code: 'NOT_FOUND' }));
    renderPage({
      path: 'anonymous-form/request/:token',
      element: <AnonymousFormPage />,
      initialEntry: `/anonymous-form/request/${TOKEN}`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeTruthy();
    expect(screen.getByText(INVALID_LINK_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it("shows the server's BAD_USER_INPUT message at the top and keeps the form", async () => {
    const message = 'Please fix 1 answer: Question 1 (“Can the employee work?”): must be true or false';
    setup(() => graphqlErrorResponse(message, { code: 'BAD_USER_INPUT' }));
    await screen.findByRole('heading', { level: 1, name: 'Provider statement' });
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(message)).toBeTruthy();
    expect(screen.getByText('This answer must be true or false.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', false);
  });

  it('has no serious accessibility violations', async () => {
    const { container } = setup();
    await screen.findByRole('heading', { level: 1, name: 'Provider statement' });
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await screen.findByRole('textbox', { name: /Which limits apply\?/ });
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});

const UPLOAD_URL = 'https://storage.example/upload/signed?token=1';
const STORED_PATH = 'anonymous/8f2c1e7a-note.pdf';

interface PutCall {
  url: string;
  contentType: string | null;
  precondition: string | null;
  body: unknown;
}

const uploadUrlAnswer = () =>
  jsonResponse({
    data: {
      createAnonymousUploadUrl: {
        success: true,
        message: 'Operation succeeded!',
        url: UPLOAD_URL,
        path: STORED_PATH,
        headers: [{ name: 'x-goog-if-generation-match', value: '0' }],
        expiresAt: '2026-12-01T00:15:00.000Z',
      },
    },
  });

const submitted = () =>
  jsonResponse({ data: { addAnonymousUserFormResponseToCase: { success: true, message: null } } });

/** The page with the api and the storage answering; each part can be replaced. */
function setupWithFiles(
  options: {
    form?: typeof FORM;
    onUploadUrl?: (call: GraphqlCall) => Response | Promise<Response>;
    onPut?: (call: PutCall) => Response | Promise<Response>;
  } = {},
) {
  const { form = FORM, onUploadUrl = uploadUrlAnswer, onPut = () => new Response(null, { status: 200 }) } = options;
  const calls: GraphqlCall[] = [];
  const puts: PutCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (init.method === 'PUT') {
        const headers = new Headers(init.headers);
        const put = {
          url: String(input),
          contentType: headers.get('content-type'),
          precondition: headers.get('x-goog-if-generation-match'),
          body: init.body,
        };
        puts.push(put);
        return onPut(put);
      }
      const call: GraphqlCall = {
        url: String(input),
        method: init.method,
        headers: new Headers(init.headers),
        body: JSON.parse(String(init.body)) as GraphqlCall['body'],
      };
      calls.push(call);
      if (call.body.operationName === 'AnonymousForm') return formAnswer(form);
      if (call.body.operationName === 'CreateAnonymousUploadUrl') return onUploadUrl(call);
      return submitted();
    }),
  );
  const utils = renderPage({
    path: 'anonymous-form/request/:token',
    element: <AnonymousFormPage />,
    initialEntry: `/anonymous-form/request/${TOKEN}`,
  });
  return { calls, puts, ...utils };
}

const uploadCalls = (calls: GraphqlCall[]) =>
  calls.filter((call) => call.body.operationName === 'CreateAnonymousUploadUrl');

function pdf(name = 'note.pdf', size = 11) {
  return new File([new Uint8Array(size)], name, { type: 'application/pdf' });
}

function choose(label: string | RegExp, file: File) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { files: [file] } });
  return input;
}

describe('anonymous form page: files', () => {
  afterEach(cleanup);

  it('uploads a chosen file through the link and sends its path and name with the answer', async () => {
    const put = deferred<Response>();
    const { calls, puts } = setupWithFiles({ onPut: () => put.promise });
    await screen.findByRole('heading', { level: 1, name: 'Provider statement' });
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));

    const file = pdf();
    choose('Attach a note', file);
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(within(screen.getByRole('status')).getByText('Uploading…')).toBeTruthy();
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();

    expect(uploadCalls(calls)).toHaveLength(1);
    expect(uploadCalls(calls)[0].body.variables).toEqual({
      tokenId: TOKEN,
      fileName: 'note.pdf',
      contentType: 'application/pdf',
    });
    expect(uploadCalls(calls)[0].headers.get('authorization')).toBeNull();
    // With the headers the upload address came with (the storage precondition).
    expect(puts[0]).toEqual({ url: UPLOAD_URL, contentType: 'application/pdf', precondition: '0', body: file });

    put.resolve(new Response(null, { status: 200 }));
    expect(await screen.findByRole('button', { name: 'Remove note.pdf' })).toBeTruthy();
    expect(screen.getByText('note.pdf')).toBeTruthy();
    expect(screen.getByText('11 B')).toBeTruthy();
    expect(screen.queryByText('Uploading…')).toBeNull();
    expect(screen.queryByText(LARGE_FILE_MESSAGE)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { level: 1, name: 'Thank you, your answer was sent' });
    expect(mutations(calls)[0].body.variables).toEqual({
      tokenId: TOKEN,
      responses: [
        { questionId: 'q-work', response: ['false'] },
        { questionId: 'q-note', response: [STORED_PATH], fileNames: ['note.pdf'] },
      ],
    });
  });

  it.each([
    [
      'an invalid link',
      graphqlErrorResponse('This form link is invalid, has expired or was already used', { code: 'NOT_FOUND' }),
      '“note.pdf” could not be uploaded. This form link is invalid, has expired or was already used.',
    ],
    [
      'too many files',
      graphqlErrorResponse('fileName: at most 20 files can be uploaded through one link', {
        code: 'BAD_USER_INPUT',
        field: 'fileName',
      }),
      '“note.pdf” could not be uploaded. At most 20 files can be uploaded through one link.',
    ],
  ])("shows the server's message when the upload is refused (%s)", async (_case, answer, message) => {
    const { calls, puts } = setupWithFiles({ onUploadUrl: () => answer });
    await screen.findByRole('heading', { level: 1, name: 'Provider statement' });
    const input = choose('Attach a note', pdf());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(alert.id);
    expect(puts).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByText('Uploading…')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { level: 1, name: 'Thank you, your answer was sent' });
    expect(mutations(calls)[0].body.variables).toEqual({
      tokenId: TOKEN,
      responses: [{ questionId: 'q-work', response: ['false'] }],
    });
  });

  it('says so when the storage refuses the bytes, and lets the visitor try again', async () => {
    let refuse = true;
    const { puts } = setupWithFiles({
      onPut: () => new Response(null, { status: refuse ? 403 : 200 }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Provider statement' });
    choose('Attach a note', pdf());
    expect((await screen.findByRole('alert')).textContent).toBe(
      '“note.pdf” could not be uploaded. The file could not be stored (error 403). Try again.',
    );
    refuse = false;
    choose('Attach a note', pdf());
    expect(await screen.findByRole('button', { name: 'Remove note.pdf' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(puts).toHaveLength(2);
  });

  it('flags a file over 1,000,000 bytes before it is uploaded and still uploads it', async () => {
    const put = deferred<Response>();
    const { puts } = setupWithFiles({ onPut: () => put.promise });
    await screen.findByRole('heading', { level: 1, name: 'Provider statement' });

    const input = choose('Attach a note', pdf('scan.pdf', 1_000_001));
    const flag = await screen.findByText(LARGE_FILE_MESSAGE);
    expect(screen.getByText('Uploading…')).toBeTruthy();
    expect(input.getAttribute('aria-describedby')).toContain(flag.closest('[id]')?.id);
    await waitFor(() => expect(puts).toHaveLength(1));
    put.resolve(new Response(null, { status: 200 }));
    expect(await screen.findByRole('button', { name: 'Remove scan.pdf' })).toBeTruthy();
    expect(screen.getByText('976.56 KB')).toBeTruthy();
    expect(screen.getByText(LARGE_FILE_MESSAGE)).toBeTruthy();
  });

  it('does not flag a file of exactly 1,000,000 bytes', async () => {
    setupWithFiles();
    await screen.findByRole('heading', { level: 1, name: 'Provider statement' });
    choose('Attach a note', pdf('scan.pdf', 1_000_000));
    expect(await screen.findByRole('button', { name: 'Remove scan.pdf' })).toBeTruthy();
    expect(screen.queryByText(LARGE_FILE_MESSAGE)).toBeNull();
  });

  it('Remove clears the answer and returns focus to the file input', async () => {
    const { calls } = setupWithFiles();
    await screen.findByRole('heading', { level: 1, name: 'Provider statement' });
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    const input = choose('Attach a note', pdf());
    fireEvent.click(await screen.findByRole('button', { name: 'Remove note.pdf' }));

    expect(screen.queryByText('note.pdf')).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(document.activeElement).toBe(input);
    expect((input as HTMLInputElement).value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { level: 1, name: 'Thank you, your answer was sent' });
    expect(mutations(calls)[0].body.variables).toEqual({
      tokenId: TOKEN,
      responses: [{ questionId: 'q-work', response: ['false'] }],
    });
  });

  it('holds the answer back until a required file is uploaded', async () => {
    const requiredFile = {
      ...FORM,
      questions: [question({ id: 'q-cert', index: 0, type: 'FILE', text: 'Medical certification', required: true })],
    };
    const put = deferred<Response>();
    const { calls } = setupWithFiles({ form: requiredFile, onPut: () => put.promise });
    await screen.findByRole('heading', { level: 1, name: 'Provider statement' });
    const input = screen.getByLabelText(/Medical certification/);
    expect(input.getAttribute('aria-required')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This question is required.')).toBeTruthy();
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');

    choose(/Medical certification/, pdf('certificate.pdf'));
    expect(await screen.findByText('Uploading…')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(UPLOAD_PENDING_MESSAGE)).toBeTruthy();
    expect(mutations(calls)).toHaveLength(0);

    put.resolve(new Response(null, { status: 200 }));
    await screen.findByRole('button', { name: 'Remove certificate.pdf' });
    expect(screen.queryByText(UPLOAD_PENDING_MESSAGE)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { level: 1, name: 'Thank you, your answer was sent' });
    expect(mutations(calls)[0].body.variables).toEqual({
      tokenId: TOKEN,
      responses: [{ questionId: 'q-cert', response: [STORED_PATH], fileNames: ['certificate.pdf'] }],
    });
  });

  it('has no serious accessibility violations with a flagged file and an upload error', async () => {
    let fail = false;
    const { container } = setupWithFiles({
      form: {
        ...FORM,
        questions: [
          ...FORM.questions,
          question({ id: 'q-scan', index: 3, type: 'FILE', text: 'Attach a scan', hint: 'A PDF or a photo' }),
        ],
      },
      onUploadUrl: () =>
        fail
          ? graphqlErrorResponse('Too many requests, try again later', { code: 'TOO_MANY_REQUESTS' })
          : uploadUrlAnswer(),
    });
    await screen.findByRole('heading', { level: 1, name: 'Provider statement' });
    choose('Attach a note', pdf('scan.pdf', 2_000_000));
    await screen.findByRole('button', { name: 'Remove scan.pdf' });
    fail = true;
    choose('Attach a scan', pdf('photo.pdf'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '“photo.pdf” could not be uploaded. Too many requests, try again later.',
    );
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});

describe('file sizes', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1_000_000, '976.56 KB'],
    [1024 ** 2 - 1, '1 MB'],
    [5 * 1024 ** 3, '5 GB'],
    [1024 ** 5, '1 PB'],
  ])('%d bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
