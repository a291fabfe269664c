import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeToToasts, type Toast } from '../../app/notifications';
import {
  makeSession,
  makeUser,
  ORG_ID,
  preloadLazyModules,
  renderApp,
  seriousAxeViolations,
  setViewportWidth,
} from '../../app/routes/test-support';
import { AUTOSAVE_DELAY_MS, fieldErrorsFromMessage, visibleQuestions } from './form-logic';
import {
  draftPayload,
  GraphQLErrorAnswer,
  makeDraft,
  makeForm,
  makeRequestClient,
  question,
  submitPayload,
  updatePayload,
} from './test-support';

const user = () => makeSession(makeUser('USER'));
const staff = (role: 'ADMIN' | 'CASEWORKER' | 'CVTPA') => makeSession(makeUser(role));

function renderRunner(path: string, resolvers: Parameters<typeof makeRequestClient>[0] = {}, session = user()) {
  const apollo = makeRequestClient({
    RequestDefaultForm: () => ({ defaultForm: makeForm() }),
    CreateRequestDraft: () => draftPayload('draft-1'),
    UpdateRequestDraft: () => updatePayload('draft-1'),
    SubmitRequest: () => submitPayload('draft-1'),
    ...resolvers,
  });
  const rendered = renderApp(path, { session, client: apollo.client });
  return { ...rendered, ...apollo };
}

const main = () => screen.getByRole('main');

describe('form runner', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('./FormRunnerPage');
  }, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it("shows the organization's default form with its name, description and questions", async () => {
    const { named } = renderRunner('/accommodations/request');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pregnancy accommodation' })).toBeTruthy();
    expect(screen.getByText('Tell us what you need.')).toBeTruthy();
    expect(named('RequestDefaultForm')[0].variables).toEqual({ organizationId: ORG_ID });
    expect(within(main()).getByRole('radiogroup', { name: /Are you pregnant\?/ })).toBeTruthy();
    expect(within(main()).getByRole('radiogroup', { name: 'How should we contact you?' })).toBeTruthy();
    expect(document.title).toBe('New Request | Case Management');
  });

  it('shows a loading skeleton, then the form', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderRunner('/accommodations/request', {
      RequestDefaultForm: async () => {
        await held;
        return { defaultForm: makeForm() };
      },
    });
    expect(await screen.findByTestId('form-loading')).toBeTruthy();
    expect(screen.getByText('Loading the form…')).toBeTruthy();
    release();
    expect(await screen.findByRole('heading', { name: 'Pregnancy accommodation' })).toBeTruthy();
  });

  it('shows and hides a conditional question as the answer it depends on changes', async () => {
    renderRunner('/accommodations/request');
    await screen.findByRole('heading', { name: 'Pregnancy accommodation' });
    expect(screen.queryByLabelText(/When is your due date/)).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    const due = await screen.findByRole('textbox', { name: /When is your due date/ });
    // The hint and the required mark are linked to the input.
    expect(due.getAttribute('aria-describedby')).toContain('q-q-due-hint');
    expect(document.getElementById('q-q-due-hint')?.textContent).toBe('An estimate is fine.');
    expect(due.hasAttribute('required')).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(screen.queryByLabelText(/When is your due date/)).toBeNull());
  });

  it('walks one question per step with Back and Next and a step counter', async () => {
    renderRunner('/accommodations/request', {
      RequestDefaultForm: () => ({ defaultForm: makeForm({ showStepsIndividually: true }) }),
    });
    await screen.findByRole('heading', { name: 'Pregnancy accommodation' });
    const progress = screen.getByTestId('step-progress');
    expect(progress.textContent).toBe('Step 1 of 3');
    expect(progress.getAttribute('aria-live')).toBe('polite');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();

    // A required question must be answered before moving on.
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('This question is required.')).toBeTruthy();
    expect(progress.textContent).toBe('Step 1 of 3');
    const group = screen.getByRole('radiogroup', { name: /Are you pregnant/ });
    expect(group.getAttribute('aria-describedby')).toContain('q-q-pregnant-error');

    // Answering "yes" adds the conditional question as a step.
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByTestId('step-progress').textContent).toBe('Step 1 of 4'));
    expect(screen.queryByText('This question is required.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const due = await screen.findByRole('textbox', { name: /When is your due date/ });
    expect(screen.getByTestId('step-progress').textContent).toBe('Step 2 of 4');
    await waitFor(() => expect(document.activeElement).toBe(due));
    expect(screen.queryByRole('radio', { name: 'Yes' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('radio', { name: 'Yes' })).toBeTruthy();
    expect(screen.getByTestId('step-progress').textContent).toBe('Step 1 of 4');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /due date/ }), { target: { value: 'June' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeTruthy();
    expect(screen.getByTestId('step-progress').textContent).toBe('Step 4 of 4');
  });

  it('autosaves a draft: created on the first change, updated after, with a Saved status', async () => {
    const { named } = renderRunner('/accommodations/request');
    await screen.findByRole('heading', { name: 'Pregnancy accommodation' });
    const status = screen.getByTestId('save-status');
    expect(status.getAttribute('role')).toBe('status');

    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(named('CreateRequestDraft')).toHaveLength(0); // debounced
    await waitFor(() => expect(named('CreateRequestDraft')).toHaveLength(1));
    expect(named('CreateRequestDraft')[0].variables).toEqual({
      input: {
        formId: 'form-1',
        versionId: 'version-1',
        questionResponses: [{ questionId: 'q-pregnant', response: ['true'] }],
      },
    });
    await waitFor(() => expect(status.textContent).toBe('Saved'));

    fireEvent.change(screen.getByRole('textbox', { name: /due date/ }), { target: { value: 'In June' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Phone' }));
    await waitFor(() => expect(named('UpdateRequestDraft')).toHaveLength(1));
    expect(named('UpdateRequestDraft')[0].variables).toEqual({
      formResponseId: 'draft-1',
      questionResponses: [
        { questionId: 'q-pregnant', response: ['true'] },
        { questionId: 'q-due', response: ['In June'] },
        { questionId: 'q-contact', response: ['Phone'] },
      ],
    });
    expect(named('CreateRequestDraft')).toHaveLength(1);
  });

  it("after a partner sign-up with payment, thanks and goes on to the card for the case's first charge", async () => {
    const { named, router } = renderRunner('/accommodations/request', {
      SignUpPayment: () => ({
        signUpPayment: {
          __typename: 'SignUpPayment',
          caseId: 'case-1',
          organizationName: 'Slim Health',
          logoUrl: '',
          primaryColor: '#123456',
          amountCents: 21400,
          currency: 'usd',
          paymentSuccessMessage: 'Welcome aboard!',
          paymentInfoStatus: 'NOT_SENT',
          cardField: 'LOCAL_STAND_IN',
          publishableKey: 'pk_test_local',
          standInUrl: 'http://127.0.0.1:4999',
        },
      }),
    });
    await screen.findByRole('heading', { name: 'Pregnancy accommodation' });
    await act(() =>
      router.navigate('/accommodations/request', {
        replace: true,
        state: { partnerThankYou: 'Thanks for your answers.', collectPayment: true },
      }),
    );
    fireEvent.click(await screen.findByRole('radio', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { level: 1, name: 'Thank you' });
    expect(screen.getByText('Thanks for your answers.')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Payment' })).toBeTruthy();
    expect(screen.getByText(/first payment of \$214\.00/)).toBeTruthy();
    expect(screen.getByLabelText(/Card number/)).toBeTruthy();
    expect(named('SignUpPayment')[0].variables).toEqual({ caseId: 'case-1' });
  });

  it('submits, then thanks the respondent on the same route with a link to My Requests', async () => {
    const { named, router } = renderRunner('/accommodations/request');
    await screen.findByRole('heading', { name: 'Pregnancy accommodation' });
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Thank you' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(named('CreateRequestDraft')).toHaveLength(1);
    expect(named('SubmitRequest')[0].variables).toEqual({ formResponseId: 'draft-1' });
    expect(router.state.location.pathname).toBe('/accommodations/request');
    expect(within(main()).getByRole('link', { name: 'My Requests' }).getAttribute('href')).toBe(
      '/accommodations/requests',
    );
  });

  it('checks required questions before submitting', async () => {
    const { named } = renderRunner('/accommodations/request');
    await screen.findByRole('heading', { name: 'Pregnancy accommodation' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Please answer the required question.');
    expect(screen.getByText('This question is required.')).toBeTruthy();
    expect(named('SubmitRequest')).toHaveLength(0);
  });

  it("shows the server's BAD_USER_INPUT message at the top and on the question it names", async () => {
    const message = 'Please fix 1 answer: Question 3 (“How should we contact you?”): is required';
    renderRunner('/accommodations/request', {
      SubmitRequest: () => {
        throw new GraphQLErrorAnswer(message, 'BAD_USER_INPUT', 'submitForm');
      },
    });
    await screen.findByRole('heading', { name: 'Pregnancy accommodation' });
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    const fieldError = await screen.findByText('This answer is required.');
    expect(fieldError.id).toBe('q-q-contact-error');
    const radios = screen.getAllByRole('radiogroup');
    expect(radios[1].getAttribute('aria-describedby')).toContain('q-q-contact-error');
    expect(screen.queryByRole('heading', { name: 'Thank you' })).toBeNull();
  });

  it('resumes a draft from ?draftId= with its saved answers, and keeps saving into it', async () => {
    const { named } = renderRunner('/accommodations/request?draftId=draft-7', {
      RequestDrafts: () => ({
        userFormResponseDrafts: [
          makeDraft('draft-7', {
            questionResponses: [
              { __typename: 'QuestionResponse', questionId: 'q-pregnant', response: ['true'], fileNames: [] },
              { __typename: 'QuestionResponse', questionId: 'q-due', response: ['Early May'], fileNames: [] },
            ],
          }),
        ],
      }),
      RequestFormByVersion: () => ({ formByVersionId: makeForm() }),
      UpdateRequestDraft: () => updatePayload('draft-7'),
    });
    const due = await screen.findByRole('textbox', { name: /due date/ });
    expect((due as HTMLTextAreaElement).value).toBe('Early May');
    expect((screen.getByRole('radio', { name: 'Yes' }) as HTMLInputElement).checked).toBe(true);
    // The draft's own version, not the form's newest one.
    expect(named('RequestFormByVersion')[0].variables).toEqual({ versionId: 'version-1' });
    expect(named('RequestDefaultForm')).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: 'Email' }));
    await waitFor(() => expect(named('UpdateRequestDraft')).toHaveLength(1));
    expect(named('UpdateRequestDraft')[0].variables.formResponseId).toBe('draft-7');
    expect(named('CreateRequestDraft')).toHaveLength(0);
  });

  it('says so when the draft is gone', async () => {
    renderRunner('/accommodations/request?draftId=nope', {
      RequestDrafts: () => ({ userFormResponseDrafts: [] }),
    });
    expect(await screen.findByRole('heading', { name: 'Draft not found' })).toBeTruthy();
  });

  it('loads a form by short link with isGlobal', async () => {
    const { named } = renderRunner('/accommodations/request/pregnancy?isGlobal=true', {
      RequestFormByShortLink: () => ({ formByShortLink: makeForm() }),
    });
    await screen.findByRole('heading', { name: 'Pregnancy accommodation' });
    expect(named('RequestFormByShortLink')[0].variables).toEqual({
      linkName: 'pregnancy',
      isGlobal: true,
      organizationId: ORG_ID,
    });
  });

  it('tells the respondent when a form is disabled or does not exist', async () => {
    renderRunner('/accommodations/request/old', {
      RequestFormByShortLink: () => ({ formByShortLink: makeForm({ isActive: false }) }),
    });
    expect(await screen.findByText(/not accepting requests right now/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    cleanup();

    renderRunner('/accommodations/request/missing', {
      RequestFormByShortLink: () => {
        throw new GraphQLErrorAnswer('Form not found', 'NOT_FOUND', 'formByShortLink');
      },
    });
    expect(await screen.findByRole('heading', { name: 'Form not found' })).toBeTruthy();
  });

  it('flags a file over 1,000,000 bytes and uploads a smaller one through createUploadUrl and PUT', async () => {
    /** The browser's PUT to storage, answered when the test says. */
    class StorageRequest {
      static last: StorageRequest | null = null;
      method = '';
      url = '';
      headers: Record<string, string> = {};
      body: unknown = null;
      status = 0;
      upload = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      constructor() {
        StorageRequest.last = this;
      }
      open(method: string, url: string) {
        this.method = method;
        this.url = url;
      }
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      send(body: unknown) {
        this.body = body;
      }
    }
    vi.stubGlobal('XMLHttpRequest', StorageRequest);
    const { named } = renderRunner('/accommodations/request', {
      CreateSignedUploadUrl: () => ({
        createUploadUrl: {
          __typename: 'UploadUrlPayload',
          success: true,
          message: null,
          url: 'https://storage.example/upload?sig=1',
          path: 'personal/user-user/note.pdf',
          headers: [{ __typename: 'UploadHeader', name: 'x-goog-if-generation-match', value: '0' }],
        },
      }),
    });
    await screen.findByRole('heading', { name: 'Pregnancy accommodation' });
    const input = screen.getByLabelText('Supporting document') as HTMLInputElement;

    const big = new File([new Uint8Array(1_000_001)], 'scan.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText(/over the 1,000,000-byte limit/)).toBeTruthy();
    expect(named('CreateSignedUploadUrl')).toHaveLength(0);

    const small = new File(['hello'], 'note.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [small] } });
    expect(await screen.findByText('Uploading…')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Choose file/ }).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(StorageRequest.last).not.toBeNull());
    expect(named('CreateSignedUploadUrl')[0].variables).toEqual({
      fileName: 'note.pdf',
      contentType: 'application/pdf',
    });
    expect(StorageRequest.last).toMatchObject({
      method: 'PUT',
      url: 'https://storage.example/upload?sig=1',
      headers: { 'Content-Type': 'application/pdf', 'x-goog-if-generation-match': '0' },
      body: small,
    });
    await act(async () => {
      StorageRequest.last!.status = 200;
      StorageRequest.last!.onload?.();
    });
    expect(await screen.findByRole('button', { name: 'Remove note.pdf' })).toBeTruthy();
    expect(screen.queryByText('Uploading…')).toBeNull();
    await waitFor(() => expect(named('CreateRequestDraft')).toHaveLength(1));
    expect(named('CreateRequestDraft')[0].variables.input).toMatchObject({
      questionResponses: [{ questionId: 'q-file', response: ['personal/user-user/note.pdf'], fileNames: ['note.pdf'] }],
    });
  });

  it('has no serious or critical axe violations', async () => {
    const form = makeForm({
      questions: [
        ...makeForm().questions,
        question({ id: 'q-dates', index: 4, type: 'DATERANGE', text: 'Dates needed', required: true }),
        question({ id: 'q-many', index: 5, type: 'MULTISELECT', text: 'What helps?', options: ['Seating', 'Breaks'] }),
        question({ id: 'q-bmi', index: 6, type: 'WIDGET_BMI', text: 'Height and weight' }),
        question({ id: 'q-state', index: 7, type: 'WIDGET_STATE_PICKER', text: 'State', hint: 'Where you work' }),
        question({ id: 'q-visit', index: 8, type: 'WIDGET_VISIT_TYPE', text: 'Visit type' }),
        question({ id: 'q-statement', index: 9, type: 'STATEMENT', text: 'Thanks for the details.' }),
        question({ id: 'q-date', index: 10, type: 'DATE', text: 'Start date' }),
      ],
    });
    const { container } = renderRunner('/accommodations/request', {
      RequestDefaultForm: () => ({ defaultForm: form }),
    });
    await screen.findByRole('heading', { name: 'Pregnancy accommodation' });
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('alert');
    expect(await seriousAxeViolations(container)).toEqual([]);
  }, 20_000);
});

const jordan = { __typename: 'User', id: 'employee-7', fullName: 'Jordan Lee', email: 'jordan.lee@example.com' };
const employeesPage = (users: unknown[]) => ({ usersByRole: { __typename: 'UsersPage', users } });

/** Picks "An employee" and chooses Jordan Lee in the Employee search. */
async function chooseJordan(named: (name: string) => Array<{ variables: Record<string, unknown> }>) {
  fireEvent.click(await screen.findByRole('radio', { name: 'An employee' }));
  const search = await screen.findByRole('combobox', { name: 'Employee' });
  act(() => search.focus());
  fireEvent.change(search, { target: { value: 'jor' } });
  await waitFor(() => expect(named('RequestEmployees').some((op) => op.variables.searchText === 'jor')).toBe(true));
  fireEvent.click(await screen.findByRole('option', { name: /Jordan Lee/ }));
  return search;
}

describe('form runner: staff answering for an employee', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('./FormRunnerPage');
  }, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('asks staff who the request is for before the first question, and never asks an employee', async () => {
    const { named } = renderRunner('/accommodations/request', {}, staff('ADMIN'));
    const group = await screen.findByRole('radiogroup', { name: 'Who is this request for?' });
    expect((within(group).getByRole('radio', { name: 'Myself' }) as HTMLInputElement).checked).toBe(true);
    expect(within(group).getByRole('radio', { name: 'An employee' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Employee' })).toBeNull();
    // Before the first question.
    const firstQuestion = screen.getByRole('radiogroup', { name: /Are you pregnant/ });
    expect(group.compareDocumentPosition(firstQuestion) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // Answering for oneself: the draft is the staff member's own.
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(named('CreateRequestDraft')).toHaveLength(1));
    expect(named('CreateRequestDraft')[0].variables.input).not.toHaveProperty('respondentId');
    cleanup();

    renderRunner('/accommodations/request');
    await screen.findByRole('heading', { name: 'Pregnancy accommodation' });
    expect(screen.queryByRole('radiogroup', { name: 'Who is this request for?' })).toBeNull();
    expect(screen.queryByText(/employee/i)).toBeNull();
  });

  it('creates the draft for the chosen employee, says whom it is for, and thanks on their behalf', async () => {
    const { named } = renderRunner(
      '/accommodations/request',
      { RequestEmployees: () => employeesPage([jordan]) },
      staff('ADMIN'),
    );
    await screen.findByRole('radiogroup', { name: 'Who is this request for?' });
    fireEvent.click(screen.getByRole('radio', { name: 'An employee' }));
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));

    // No employee yet: nothing is saved and submitting asks for one.
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Choose the employee this request is for.');
    const search = screen.getByRole('combobox', { name: 'Employee' });
    await waitFor(() => expect(document.activeElement).toBe(search));
    expect(search.getAttribute('aria-invalid')).toBe('true');
    expect(named('CreateRequestDraft')).toHaveLength(0);

    await chooseJordan(named);
    expect(named('RequestEmployees').at(-1)?.variables).toEqual({
      organizationId: ORG_ID,
      searchText: 'jor',
      searchField: null,
      recordsPerPage: 20,
    });
    expect((await screen.findByTestId('respondent-banner')).textContent).toBe(
      'You are answering for Jordan Lee (jordan.lee@example.com)',
    );

    // The earlier answer is saved into a draft for Jordan.
    await waitFor(() => expect(named('CreateRequestDraft')).toHaveLength(1));
    expect(named('CreateRequestDraft')[0].variables).toEqual({
      input: {
        formId: 'form-1',
        versionId: 'version-1',
        questionResponses: [{ questionId: 'q-pregnant', response: ['false'] }],
        respondentId: 'employee-7',
      },
    });
    // The draft is Jordan's now: the choice stays as made.
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Myself' }).hasAttribute('disabled')).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you' })).toBeTruthy();
    expect(named('SubmitRequest')[0].variables).toEqual({ formResponseId: 'draft-1' });
    expect(screen.getByText(/The request was submitted for Jordan Lee \(jordan\.lee@example\.com\)\./)).toBeTruthy();
  });

  it('searches by e-mail when the text looks like one', async () => {
    const { named } = renderRunner(
      '/accommodations/request',
      { RequestEmployees: () => employeesPage([jordan]) },
      staff('CVTPA'),
    );
    fireEvent.click(await screen.findByRole('radio', { name: 'An employee' }));
    const search = await screen.findByRole('combobox', { name: 'Employee' });
    act(() => search.focus());
    fireEvent.change(search, { target: { value: 'jordan.lee@' } });
    await waitFor(() =>
      expect(named('RequestEmployees').at(-1)?.variables).toMatchObject({
        searchText: 'jordan.lee@',
        searchField: 'EMAIL',
      }),
    );
  });

  it('offers a caseworker only "Myself", with no employee search', async () => {
    const { named } = renderRunner('/accommodations/request', {}, staff('CASEWORKER'));
    const group = await screen.findByRole('radiogroup', { name: 'Who is this request for?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['self']);
    expect(within(group).getByRole('radio', { name: 'Myself' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'An employee' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Employee' })).toBeNull();
    // The navigation may list Employees; the request form itself says nothing of employees.
    expect(within(screen.getByRole('main')).queryByText(/employee/i)).toBeNull();
    expect(named('RequestEmployees')).toHaveLength(0);
  });

  it("shows the api's refusal to answer for the employee", async () => {
    const message = 'Not authorized to submit a form on behalf of employee';
    const { named } = renderRunner(
      '/accommodations/request',
      {
        RequestEmployees: () => employeesPage([jordan]),
        CreateRequestDraft: () => {
          throw new GraphQLErrorAnswer(message, 'FORBIDDEN', 'createFormResponse');
        },
      },
      staff('ADMIN'),
    );
    await screen.findByRole('radiogroup', { name: 'Who is this request for?' });
    await chooseJordan(named);
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThan(0));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').filter((alert) => alert.textContent === message).length).toBe(2),
    );
    expect(screen.getByTestId('save-status').textContent).toBe(`Not saved: ${message}`);
    expect(named('SubmitRequest')).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Thank you' })).toBeNull();
    // Still free to choose again.
    expect(screen.getByRole('radio', { name: 'Myself' }).hasAttribute('disabled')).toBe(false);
  });

  it("resumes an employee's draft from ?draftId= and ?respondentId=", async () => {
    const { named } = renderRunner(
      '/accommodations/request?draftId=draft-9&respondentId=employee-7',
      {
        RequestEmployeeDrafts: () => ({
          userFormResponseDrafts: [
            makeDraft('draft-9', {
              respondentId: 'employee-7',
              questionResponses: [
                { __typename: 'QuestionResponse', questionId: 'q-pregnant', response: ['true'], fileNames: [] },
              ],
            }),
          ],
        }),
        RequestFormByVersion: () => ({ formByVersionId: makeForm() }),
        UpdateRequestDraft: () => updatePayload('draft-9'),
      },
      staff('ADMIN'),
    );
    expect(await screen.findByRole('textbox', { name: /due date/ })).toBeTruthy();
    expect(named('RequestEmployeeDrafts')[0].variables).toEqual({ respondentId: 'employee-7' });
    expect(named('RequestDrafts')).toHaveLength(0);
    expect(screen.getByTestId('respondent-banner').textContent).toBe('You are answering for an employee');
    expect(screen.queryByRole('radiogroup', { name: 'Who is this request for?' })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Email' }));
    await waitFor(() => expect(named('UpdateRequestDraft')).toHaveLength(1));
    expect(named('UpdateRequestDraft')[0].variables.formResponseId).toBe('draft-9');
    expect(named('CreateRequestDraft')).toHaveLength(0);
  });

  it('has no serious or critical axe violations with an employee chosen', async () => {
    const { container, named } = renderRunner(
      '/accommodations/request',
      { RequestEmployees: () => employeesPage([jordan]) },
      staff('ADMIN'),
    );
    await screen.findByRole('radiogroup', { name: 'Who is this request for?' });
    await chooseJordan(named);
    await screen.findByTestId('respondent-banner');
    expect(await seriousAxeViolations(container)).toEqual([]);
  }, 20_000);
});

describe('form runner: adding answers to an existing case (?caseId=)', () => {
  let toasts: Toast[] = [];
  let unsubscribe: () => void = () => undefined;
  beforeAll(async () => {
    await preloadLazyModules();
    await import('./FormRunnerPage');
  }, 30_000);
  beforeEach(() => {
    setViewportWidth(1280);
    toasts = [];
    unsubscribe = subscribeToToasts((event) => {
      if (event.type === 'show') toasts.push(event.toast);
    });
  });
  afterEach(() => {
    unsubscribe();
    cleanup();
    localStorage.clear();
    vi.useRealTimers();
  });

  const added = () => ({
    addFormResponseToCase: {
      __typename: 'FormResponsePayload',
      success: true,
      message: 'Operation succeeded',
      formResponse: { __typename: 'FormResponse', id: 'response-5', caseId: 'case-42' },
    },
  });

  it('adds the answers to the case without a draft, then opens the case', async () => {
    const { named, router } = renderRunner(
      '/accommodations/request?caseId=case-42',
      { AddRequestToCase: added },
      staff('ADMIN'),
    );
    await screen.findByRole('heading', { name: 'Pregnancy accommodation' });
    expect(screen.queryByRole('radiogroup', { name: 'Who is this request for?' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();

    // The autosave waits on a timer: the clock is moved past its delay instead of waiting it out.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /due date/ }), { target: { value: 'June' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Phone' }));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2));
    expect(named('CreateRequestDraft')).toHaveLength(0);
    expect(screen.getByTestId('save-status').textContent).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Add to case' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accommodations/cases/case-42'));
    expect(named('AddRequestToCase')[0].variables).toEqual({
      caseId: 'case-42',
      input: {
        formId: 'form-1',
        versionId: 'version-1',
        questionResponses: [
          { questionId: 'q-pregnant', response: ['true'] },
          { questionId: 'q-due', response: ['June'] },
          { questionId: 'q-contact', response: ['Phone'] },
        ],
      },
    });
    expect(named('CreateRequestDraft')).toHaveLength(0);
    expect(named('UpdateRequestDraft')).toHaveLength(0);
    expect(named('SubmitRequest')).toHaveLength(0);
    expect(toasts.map((toast) => [toast.severity, toast.message])).toEqual([['success', 'Operation succeeded!']]);
  });

  it("shows the api's answer errors on the questions and stays on the form", async () => {
    const message = 'Please fix 1 answer: Question 3 (“How should we contact you?”): is required';
    const { named, router } = renderRunner(
      '/accommodations/request?caseId=case-42',
      {
        AddRequestToCase: () => {
          throw new GraphQLErrorAnswer(message, 'BAD_USER_INPUT', 'addFormResponseToCase');
        },
      },
      staff('CASEWORKER'),
    );
    await screen.findByRole('heading', { name: 'Pregnancy accommodation' });
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to case' }));

    expect((await screen.findByRole('alert')).textContent).toContain(message);
    const fieldError = await screen.findByText('This answer is required.');
    expect(fieldError.id).toBe('q-q-contact-error');
    expect(named('AddRequestToCase')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/accommodations/request');
    expect(screen.getByRole('button', { name: 'Add to case' }).hasAttribute('disabled')).toBe(false);
    expect(toasts).toEqual([]);
  });

  it('tells an employee that only staff can add answers to a case', async () => {
    const { named } = renderRunner('/accommodations/request?caseId=case-42');
    expect(await screen.findByText(/Only staff can add answers to a case\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to case' })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
    expect(named('RequestDefaultForm')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Go to the request form' }).getAttribute('href')).toBe(
      '/accommodations/request',
    );
  });
});

describe('short link l/:shortLink', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('./ShortLinkRedirect');
  }, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(cleanup);

  it('opens the form of the short link when signed in', async () => {
    const { router, named } = renderRunner('/l/pregnancy', {
      RequestFormByShortLink: () => ({ formByShortLink: makeForm() }),
    });
    expect(await screen.findByRole('heading', { name: 'Pregnancy accommodation' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/accommodations/request/pregnancy');
    expect(named('RequestFormByShortLink')[0].variables.linkName).toBe('pregnancy');
  });

  it('sends a signed-out visitor to sign in, returning to the form afterwards', async () => {
    const { router } = renderRunner('/l/pregnancy', {}, makeSession(null));
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect((router.state.location.state as { from: { pathname: string } }).from.pathname).toBe(
      '/accommodations/request/pregnancy',
    );
  });
});

describe('form logic', () => {
  it('hides chained conditions and maps server messages to questions', () => {
    const form = makeForm({
      questions: [
        ...makeForm().questions,
        question({
          id: 'q-chain',
          index: 4,
          type: 'TEXT',
          text: 'Chained',
          condition: { __typename: 'QuestionCondition', questionIndex: 1, response: 'soon' } as never,
        }),
      ],
    });
    const ids = (answers: Parameters<typeof visibleQuestions>[1]) =>
      visibleQuestions(form.questions, answers).map((item) => item.id);
    expect(ids({ 'q-pregnant': { response: ['true'] }, 'q-due': { response: ['soon'] } })).toContain('q-chain');
    expect(ids({ 'q-pregnant': { response: ['false'] }, 'q-due': { response: ['soon'] } })).not.toContain('q-chain');
    expect(
      fieldErrorsFromMessage(
        'Please fix 2 answers: Question 1 (“Are you pregnant?”): is required; Question 2 (“When…”): must be a single text',
        form.questions,
      ),
    ).toEqual({ 'q-pregnant': 'This answer is required.', 'q-due': 'This answer must be a single text.' });
  });
});
