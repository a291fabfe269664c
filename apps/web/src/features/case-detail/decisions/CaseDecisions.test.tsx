import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, preloadLazyModules, seriousAxeViolations, setViewportWidth } from '../../../app/routes/test-support';
import { activityPredicate } from '../timeline/activity-sentence';
import { uploadToOwnStorage } from '../../../shared/signed-upload';
import { decisionPeriod, formatCalendarDate } from './decision-format';
import {
  activity,
  CASE_ID,
  employeeRequest,
  GraphQLErrorsAnswer,
  ORG_ID,
  renderCase,
  type Resolver,
  staffCase,
  viewerCan,
} from '../test-case-detail';

vi.mock('../../../shared/signed-upload', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../shared/signed-upload')>();
  return { ...original, uploadToOwnStorage: vi.fn(original.uploadToOwnStorage) };
});

const CASE_PATH = `/accommodations/cases/${CASE_ID}`;
const REQUEST_PATH = `/accommodations/requests/${CASE_ID}`;

function decision(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'CaseDecision',
    id,
    isApproved: true,
    isNoDecision: false,
    isIndefinite: false,
    startDate: '2026-12-01',
    endDate: '2027-05-31',
    decisionText: 'A standing desk is provided.',
    category: 'Equipment',
    cost: 250,
    visitType: 'SYNC_VIDEO',
    addedById: 'user-caseworker',
    hasAttachment: true,
    medicine: null,
    dosage: null,
    refillCount: null,
    dosingFrequency: null,
    treatmentPeriod: null,
    pharmacyInstructions: null,
    isRefill: false,
    isPriorAuthRequested: false,
    createdAt: '2026-01-07T10:00:00.000Z',
    viewerCan: { __typename: 'DecisionViewerCan', generatePrescription: false, providerPortalLogInRequest: false },
    ...overrides,
  };
}

const decisionPayload = (field: string) => ({
  [field]: { __typename: 'CaseDecisionPayload', success: true, message: 'Operation succeeded!', decision: null },
});

const addDecision: Resolver = () => ({
  addCaseDecision: {
    __typename: 'CaseDecisionPayload',
    success: true,
    message: 'Operation succeeded!',
    decision: { __typename: 'CaseDecision', id: 'decision-new' },
    // The case as the decision left it, and the entry it recorded: written into the cache, not reloaded.
    case: staffCase({ status: 'APPROVED' }).caseById,
    activities: [
      activity('a-decided', 'ADD_DECISION', { payload: { decisionId: 'decision-new', status: 'APPROVED' } }),
    ],
  },
});

async function openCase(
  role: Parameters<typeof makeUser>[0],
  answer = staffCase(),
  resolvers: Record<string, Resolver> = {},
) {
  const rendered = renderCase(CASE_PATH, makeUser(role), {
    CaseDetail: () => answer,
    CaseDetailAddDecision: addDecision,
    ...resolvers,
  });
  await screen.findByRole('heading', { level: 1, name: answer.caseById.title });
  return rendered;
}

const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label) as HTMLInputElement;
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

async function openRecordDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Record a decision' }));
  return screen.findByRole('dialog', { name: 'Record a decision' });
}

/** Stands in for the browser's upload request: the test reports progress and ends it. */
class FakeUpload {
  static last: FakeUpload | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeUpload.last = this;
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
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  finish(status: number) {
    this.status = status;
    this.onload?.();
  }
}

describe('Decisions on a case', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('../CaseDetailPage');
  }, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('records an approval with its dates and details, then gives focus back', async () => {
    const { named } = await openCase('CASEWORKER');
    const entriesBefore = screen.getAllByTestId('timeline-entry').length;
    const trigger = screen.getByRole('button', { name: 'Record a decision' });
    const dialog = await openRecordDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Approve' }));
    type(field(dialog, /^Start date/), '2026-12-01');
    type(field(dialog, /^End date/), '2027-05-31');
    type(field(dialog, /^Decision text/), 'A standing desk is provided.');
    type(field(dialog, /^Category/), 'Equipment');
    type(field(dialog, /^Cost/), '250');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Visit type' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Video call' }));
    // Medication is decided in partner organizations only.
    expect(within(dialog).queryByLabelText(/^Medicine/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record decision' }));

    expect(await screen.findByText('Operation succeeded!')).toBeTruthy();
    expect(named('CaseDetailAddDecision')[0].variables).toEqual({
      decision: {
        caseId: CASE_ID,
        isApproved: true,
        isNoDecision: false,
        isIndefinite: false,
        startDate: '2026-12-01',
        endDate: '2027-05-31',
        decisionText: 'A standing desk is provided.',
        category: 'Equipment',
        cost: 250,
        visitType: 'SYNC_VIDEO',
      },
      filePath: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    expect(screen.getAllByTestId('timeline-entry')).toHaveLength(entriesBefore + 1);
    expect(named('CaseDetail')).toHaveLength(1);
  });

  it('records an indefinite denial without an end date', async () => {
    const { named } = await openCase('ADMIN');
    const dialog = await openRecordDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Deny' }));
    fireEvent.click(within(dialog).getByLabelText('Indefinite'));
    expect(within(dialog).queryByLabelText(/^End date/)).toBeNull();
    type(field(dialog, /^Start date/), '2026-12-01');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record decision' }));
    await waitFor(() => expect(named('CaseDetailAddDecision')).toHaveLength(1));
    expect(named('CaseDetailAddDecision')[0].variables.decision).toEqual({
      caseId: CASE_ID,
      isApproved: false,
      isNoDecision: false,
      isIndefinite: true,
      startDate: '2026-12-01',
      endDate: null,
      decisionText: null,
      category: null,
      cost: null,
      visitType: null,
    });
  });

  it('records no decision without dates', async () => {
    const { named } = await openCase('CASEMANAGER');
    const dialog = await openRecordDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'No decision' }));
    expect(within(dialog).queryByLabelText(/^Start date/)).toBeNull();
    type(field(dialog, /^Decision text/), 'Waiting for the provider note.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record decision' }));
    await waitFor(() => expect(named('CaseDetailAddDecision')).toHaveLength(1));
    expect(named('CaseDetailAddDecision')[0].variables).toEqual({
      decision: {
        caseId: CASE_ID,
        isApproved: false,
        isNoDecision: true,
        isIndefinite: false,
        startDate: null,
        endDate: null,
        decisionText: 'Waiting for the provider note.',
        category: null,
        cost: null,
        visitType: null,
      },
      filePath: null,
    });
  });

  it('asks for an outcome and blocks an end before the start in the dialog', async () => {
    const { named } = await openCase('CASEWORKER');
    const dialog = await openRecordDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record decision' }));
    expect(await within(dialog).findByText('Choose an outcome.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Approve' }));
    expect(within(dialog).getByText('Give a start date.')).toBeTruthy();
    type(field(dialog, /^Start date/), '2026-12-01');
    type(field(dialog, /^End date/), '2026-11-30');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record decision' }));
    expect(await within(dialog).findByText('The end date must be on or after the start date.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(dialog, /^End date/)));
    expect(field(dialog, /^End date/).getAttribute('aria-invalid')).toBe('true');
    expect(named('CaseDetailAddDecision')).toHaveLength(0);
  });

  it('shows the api’s refusal at the field it names and keeps the dialog open', async () => {
    const { named } = await openCase('CASEWORKER', staffCase(), {
      CaseDetailAddDecision: () =>
        new GraphQLErrorsAnswer([
          { message: 'endDate: must be on or after the start date', extensions: { code: 'BAD_USER_INPUT' } },
        ]),
    });
    const dialog = await openRecordDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Approve' }));
    type(field(dialog, /^Start date/), '2026-12-01');
    type(field(dialog, /^End date/), '2026-12-31');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record decision' }));
    expect(await within(dialog).findByText('Must be on or after the start date')).toBeTruthy();
    expect(named('CaseDetailAddDecision')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Record a decision' })).toBeTruthy();
    expect(screen.queryByText('Operation succeeded!')).toBeNull();
  });

  it('shows a refusal that names no field above the form', async () => {
    await openCase('CASEWORKER', staffCase(), {
      CaseDetailAddDecision: () =>
        new GraphQLErrorsAnswer([
          { message: 'Only a case worker can decide the outcome of this case', extensions: { code: 'FORBIDDEN' } },
        ]),
    });
    const dialog = await openRecordDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'No decision' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record decision' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Only a case worker can decide the outcome of this case',
    );
  });

  it('uploads a decision letter with its progress and sends its storage path', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const { named } = await openCase('CASEWORKER', staffCase(), {
      CreateSignedUploadUrl: () => ({
        createUploadUrl: {
          __typename: 'UploadUrlPayload',
          success: true,
          message: null,
          url: 'https://storage.example/upload?sig=1',
          path: 'personal/user-caseworker/letter.pdf',
          headers: [{ __typename: 'UploadHeader', name: 'x-goog-if-generation-match', value: '0' }],
        },
      }),
    });
    const dialog = await openRecordDialog();
    const file = new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' });
    fireEvent.change(within(dialog).getByTestId('decision-letter-input'), { target: { files: [file] } });
    await waitFor(() => expect(FakeUpload.last?.url).toBe('https://storage.example/upload?sig=1'));
    expect(named('CreateSignedUploadUrl')[0].variables).toEqual({
      fileName: 'letter.pdf',
      contentType: 'application/pdf',
    });
    const upload = FakeUpload.last!;
    expect(upload.method).toBe('PUT');
    expect(upload.headers).toEqual({ 'Content-Type': 'application/pdf', 'x-goog-if-generation-match': '0' });
    expect(upload.body).toBe(file);
    // The same transfer as the case's attachments.
    expect(uploadToOwnStorage).toHaveBeenCalledWith(expect.anything(), file, expect.any(Function));
    act(() => upload.progress(40, 100));
    expect(within(dialog).getByText('Uploading… 40%')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar', { name: 'Decision letter upload' })).toBeTruthy();
    // The decision waits for the letter.
    expect(within(dialog).getByRole('button', { name: 'Record decision' })).toHaveProperty('disabled', true);
    act(() => upload.finish(200));
    expect((await within(dialog).findByTestId('decision-letter-name')).textContent).toBe('letter.pdf');

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Approve' }));
    fireEvent.click(within(dialog).getByLabelText('Indefinite'));
    type(field(dialog, /^Start date/), '2026-12-01');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record decision' }));
    await waitFor(() => expect(named('CaseDetailAddDecision')).toHaveLength(1));
    expect(named('CaseDetailAddDecision')[0].variables.filePath).toBe('personal/user-caseworker/letter.pdf');
  });

  it('flags a letter over 1,000,000 bytes before uploading it', async () => {
    const { named } = await openCase('CASEWORKER');
    const dialog = await openRecordDialog();
    const file = new File([new Uint8Array(1_000_001)], 'scan.pdf', { type: 'application/pdf' });
    fireEvent.change(within(dialog).getByTestId('decision-letter-input'), { target: { files: [file] } });
    expect(
      await within(dialog).findByText(
        '“scan.pdf” is over the 1,000,000-byte limit and was not uploaded. Choose a smaller file.',
      ),
    ).toBeTruthy();
    expect(named('CreateSignedUploadUrl')).toHaveLength(0);
  });

  it('asks a partner organization for the medication', async () => {
    const partner = staffCase({
      organization: { __typename: 'Organization', id: ORG_ID, name: 'Acme Health', isPartner: true },
    });
    const { named } = await openCase('CASEWORKER', partner);
    const dialog = await openRecordDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Approve' }));
    fireEvent.click(within(dialog).getByLabelText('Indefinite'));
    type(field(dialog, /^Start date/), '2026-12-01');
    type(field(dialog, /^Medicine/), 'Semaglutide');
    type(field(dialog, /^Dosage/), '0.25 mg');
    type(field(dialog, /^Refill count/), '3');
    fireEvent.click(within(dialog).getByLabelText('This is a refill'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record decision' }));
    await waitFor(() => expect(named('CaseDetailAddDecision')).toHaveLength(1));
    expect(named('CaseDetailAddDecision')[0].variables.decision).toMatchObject({
      medicine: 'Semaglutide',
      dosage: '0.25 mg',
      dosingFrequency: null,
      refillCount: 3,
      isRefill: true,
      isPriorAuthRequested: false,
    });
  });

  it('offers Record a decision, Edit dates and Delete only as the api allows them', async () => {
    await openCase('CASEWORKER', staffCase({ status: 'NO_DECISION', viewerCan: viewerCan('addCaseDecision') }));
    expect(screen.getByRole('button', { name: 'Record a decision' })).toBeTruthy();
    cleanup();
    // The api refuses a decision on a decided or assigned case; the page follows it, whatever the role.
    await openCase(
      'ADMIN',
      staffCase({
        status: 'APPROVED',
        decisions: [decision('decision-1')],
        viewerCan: viewerCan('updateCaseDecision'),
      }),
    );
    expect(screen.queryByRole('button', { name: 'Record a decision' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit dates of decision 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete decision 1' })).toBeNull();
    cleanup();
    // On an archived case the decisions are shown, not changed.
    await openCase(
      'ADMIN',
      staffCase({ status: 'APPROVED', isArchived: true, decisions: [decision('decision-1')], viewerCan: viewerCan() }),
    );
    expect(screen.getByTestId('decision')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit dates of decision 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete decision 1' })).toBeNull();
  });

  it('lists the decisions with their outcome, dates and details', async () => {
    const answer = staffCase({
      status: 'APPROVED',
      decisions: [
        decision('decision-1', { isApproved: false, isNoDecision: true, startDate: null, endDate: null, cost: null }),
        decision('decision-2', {
          isIndefinite: true,
          endDate: null,
          medicine: 'Semaglutide',
          dosage: '0.25 mg',
          refillCount: 2,
        }),
      ],
    });
    await openCase('CASEWORKER', answer);
    const [first, second] = screen.getAllByTestId('decision');
    expect(within(first).getByText('No decision')).toBeTruthy();
    expect(within(first).queryByTestId('decision-dates')).toBeNull();
    expect(within(first).queryByRole('button', { name: 'Edit dates of decision 1' })).toBeNull();
    expect(within(first).getByRole('button', { name: 'Delete decision 1' })).toBeTruthy();
    expect(within(second).getByText('Approved')).toBeTruthy();
    expect(within(second).getByTestId('decision-dates').textContent).toBe('from 1 Dec 2026, indefinite');
    expect(within(second).getByText('A standing desk is provided.')).toBeTruthy();
    expect(within(second).getByText('Equipment')).toBeTruthy();
    expect(within(second).getByText('$250.00')).toBeTruthy();
    expect(within(second).getByText('Video call')).toBeTruthy();
    expect(within(second).getByText('Attached')).toBeTruthy();
    expect(within(second).getByText('Semaglutide')).toBeTruthy();
    expect(within(second).getByText('0.25 mg')).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Edit dates of decision 2' })).toBeTruthy();
  });

  it('changes the dates of a decision, checking them in the dialog first', async () => {
    const { named } = await openCase(
      'CASEWORKER',
      staffCase({ status: 'APPROVED', decisions: [decision('decision-1')] }),
      {
        CaseDetailUpdateDecisionDates: () => decisionPayload('updateCaseDecision'),
      },
    );
    const trigger = screen.getByRole('button', { name: 'Edit dates of decision 1' });
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Edit decision dates' });
    expect(field(dialog, /^Start date/).value).toBe('2026-12-01');
    expect(field(dialog, /^End date/).value).toBe('2027-05-31');
    type(field(dialog, /^End date/), '2026-06-30');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save dates' }));
    expect(await within(dialog).findByText('The end date must be on or after the start date.')).toBeTruthy();
    expect(named('CaseDetailUpdateDecisionDates')).toHaveLength(0);

    fireEvent.click(within(dialog).getByLabelText('Indefinite'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save dates' }));
    expect(await screen.findByText('Operation succeeded!')).toBeTruthy();
    expect(named('CaseDetailUpdateDecisionDates')[0].variables).toEqual({
      caseDecisionId: 'decision-1',
      isIndefinite: true,
      startDate: '2026-12-01',
      endDate: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('shows the api’s refusal of new dates in the dialog', async () => {
    await openCase('CASEWORKER', staffCase({ status: 'APPROVED', decisions: [decision('decision-1')] }), {
      CaseDetailUpdateDecisionDates: () =>
        new GraphQLErrorsAnswer([{ message: 'This case is archived; reopen it first' }]),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Edit dates of decision 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit decision dates' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save dates' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This case is archived; reopen it first');
  });

  it('deletes a decision after a confirmation', async () => {
    const { named } = await openCase(
      'CASEWORKER',
      staffCase({ status: 'APPROVED', decisions: [decision('decision-1')] }),
      {
        CaseDetailDeleteDecision: () => decisionPayload('deleteCaseDecision'),
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete decision 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete decision 1?' });
    expect(dialog.textContent).toContain('When no decision remains, the case goes back to in progress.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete decision' }));
    expect(await screen.findByText('Operation succeeded!')).toBeTruthy();
    expect(named('CaseDetailDeleteDecision')[0].variables).toEqual({ caseDecisionId: 'decision-1' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes the dialog with Escape and gives focus back', async () => {
    await openCase('CASEWORKER');
    const trigger = screen.getByRole('button', { name: 'Record a decision' });
    trigger.focus();
    const dialog = await openRecordDialog();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('has no serious axe violations with decisions listed and the dialog open', async () => {
    const { container } = await openCase(
      'CASEWORKER',
      staffCase({
        status: 'NO_DECISION',
        organization: { __typename: 'Organization', id: ORG_ID, name: 'Acme Health', isPartner: true },
        decisions: [decision('decision-1', { isApproved: false, isNoDecision: true, startDate: null, endDate: null })],
      }),
    );
    expect(await seriousAxeViolations(container)).toEqual([]);
    const dialog = await openRecordDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record decision' }));
    await within(dialog).findByText('Choose an outcome.');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });
});

describe('Prescriptions of a decision that names a medicine', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('../CaseDetailPage');
  }, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => cleanup());

  const medication = (can: { generatePrescription: boolean; providerPortalLogInRequest: boolean }) =>
    decision('decision-rx', {
      medicine: 'Semaglutide',
      dosage: '0.25 mg',
      viewerCan: { __typename: 'DecisionViewerCan', ...can },
    });

  it('prints the prescription and opens DoseSpot through links the api signs; axe-clean', async () => {
    const { named } = await openCase(
      'CASEWORKER',
      staffCase({
        status: 'APPROVED',
        decisions: [medication({ generatePrescription: true, providerPortalLogInRequest: true })],
      }),
      {
        CaseDetailGeneratePrescription: () => ({
          generatePrescription: {
            __typename: 'PrescriptionPayload',
            success: true,
            message: 'Operation succeeded!',
            url: 'https://files.example/prescription.pdf?sig=1',
          },
        }),
        CaseDetailProviderPortalLogIn: () =>
          new GraphQLErrorsAnswer([
            {
              message: 'Add your DoseSpot user id and clinic id to your provider details first',
              extensions: { code: 'ILLEGAL_STATE' },
            },
          ]),
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Prescription for decision 1' }));
    const link = await screen.findByRole('link', { name: /Download the prescription/ });
    expect(link.getAttribute('href')).toBe('https://files.example/prescription.pdf?sig=1');
    expect(named('CaseDetailGeneratePrescription')[0].variables).toEqual({
      caseId: CASE_ID,
      caseDecisionId: 'decision-rx',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Open DoseSpot for decision 1' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Add your DoseSpot user id and clinic id to your provider details first',
    );
    expect(named('CaseDetailProviderPortalLogIn')[0].variables).toEqual({ providerName: 'DOSE_SPOT', caseId: CASE_ID });
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('offers nothing the api does not allow', async () => {
    await openCase(
      'CASEWORKER',
      staffCase({
        status: 'APPROVED',
        decisions: [medication({ generatePrescription: false, providerPortalLogInRequest: false })],
      }),
    );
    expect(screen.getByText('Semaglutide')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Prescription for|Open DoseSpot/ })).toBeNull();
  });
});

describe('The outcome of the employee’s request', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('../CaseDetailPage');
  }, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => cleanup());

  const employeeDecision = (overrides: Record<string, unknown> = {}) => ({
    __typename: 'CaseDecision',
    id: 'decision-1',
    isApproved: true,
    isNoDecision: false,
    isIndefinite: false,
    startDate: '2026-12-01',
    endDate: '2027-05-31',
    decisionText: 'A standing desk is provided.',
    createdAt: '2026-01-07T10:00:00.000Z',
    ...overrides,
  });

  it('shows the outcome, its dates and text, without cost or actions', async () => {
    const answer = employeeRequest({ status: 'APPROVED', decisions: [employeeDecision()] });
    const { container, named } = renderCase(REQUEST_PATH, makeUser('USER'), { RequestDetail: () => answer });
    const section = await screen.findByRole('region', { name: 'Outcome' });
    expect(within(section).getByText('Approved')).toBeTruthy();
    expect(within(section).getByTestId('decision-dates').textContent).toBe('1 Dec 2026 – 31 May 2027');
    expect(within(section).getByText('A standing desk is provided.')).toBeTruthy();
    expect(within(section).queryByText(/cost/i)).toBeNull();
    expect(within(section).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record a decision' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Support notes' })).toBeNull();
    expect(named('CaseDetailSupportNotes')).toHaveLength(0);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('shows nothing of an outcome before a decision', async () => {
    const answer = employeeRequest();
    renderCase(REQUEST_PATH, makeUser('USER'), { RequestDetail: () => answer });
    await screen.findByRole('heading', { level: 1, name: 'Standing desk' });
    expect(screen.queryByRole('region', { name: 'Outcome' })).toBeNull();
  });
});

describe('Decision dates and timeline sentences', () => {
  it('reads dates as a period, or from a start when indefinite', () => {
    expect(formatCalendarDate('2026-09-03')).toBe('3 Sep 2026');
    expect(decisionPeriod({ isIndefinite: false, startDate: '2026-12-01', endDate: '2027-05-31' })).toBe(
      '1 Dec 2026 – 31 May 2027',
    );
    expect(decisionPeriod({ isIndefinite: true, startDate: '2026-12-01', endDate: null })).toBe(
      'from 1 Dec 2026, indefinite',
    );
    expect(decisionPeriod({ isIndefinite: false, startDate: null, endDate: null })).toBeNull();
  });

  it('describes decisions and support notes on the timeline', () => {
    const sentence = (type: string, payload: Record<string, unknown> = {}) =>
      activityPredicate({ type: type as never, payload });
    expect(sentence('ADD_DECISION', { decisionId: 'd-1', status: 'APPROVED' })).toBe('recorded a decision: Approved');
    expect(sentence('ADD_DECISION', { status: 'REJECTED' })).toBe('recorded a decision: Denied');
    expect(sentence('ADD_DECISION', { status: 'NO_DECISION' })).toBe('recorded a decision: No decision');
    expect(sentence('ADD_DECISION')).toBe('recorded a decision');
    expect(sentence('DECISION_DELETED')).toBe('deleted a decision');
    expect(sentence('TEXT_INFO', { field: 'decisionDates', decisionId: 'd-1' })).toBe(
      'changed the dates of a decision',
    );
    expect(sentence('SUPPORT_NOTE_ADDED')).toBe('added a support note');
    expect(sentence('SUPPORT_NOTE_COMPLETED')).toBe('completed a support note');
    expect(sentence('SUPPORT_NOTE_UPDATED')).toBe('edited a support note');
  });
});
