import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeUser, preloadLazyModules, seriousAxeViolations } from '../../../app/routes/test-support';
import {
  activity,
  CASE_ID,
  caseFile,
  caseFiles,
  casePayments,
  GraphQLErrorsAnswer,
  payment,
  renderCase,
  type Resolver,
  staffCase,
  viewerCan,
  viewerCanAllBut,
} from '../test-case-detail';

const CASE_PATH = `/accommodations/cases/${CASE_ID}`;
const MANAGE = viewerCan('addCasePayment', 'updateCasePayment', 'deleteCasePayment');

const DEFAULT_FEES = {
  __typename: 'PaymentFees',
  paymentProcessingFee: 320,
  pharmacyFee: 4_000,
  syringeKitFee: 0,
  consultFee: 2_500,
  shippingFee: 0,
  techPlatformFee: 0,
  convenienceFee: 0,
  subFees: [{ __typename: 'PaymentSubFee', label: 'Lab work', amount: 1_200 }],
};

/** A change's answer: the payment and the case's payments as the change left them. */
const answered =
  (field: string): Resolver =>
  () => ({
    [field]: {
      __typename: 'CasePaymentPayload',
      success: true,
      message: 'Operation succeeded!',
      payment: payment('p-1'),
      case: casePayments([payment('p-1')], MANAGE).caseById,
      activities: [activity('a-1', 'PAYMENT_ADDED', { payload: { paymentId: 'p-1' } })],
    },
  });

function openCase(resolvers: Record<string, Resolver> = {}) {
  return renderCase(CASE_PATH, makeUser('CVTPA'), {
    CaseDetail: () => staffCase({ viewerCan: viewerCanAllBut('acceptCase', 'reopenCase') }),
    CaseAttachments: () => caseFiles(caseFile('file-1', 'receipt-march.pdf', 'user-tina')),
    ...resolvers,
  });
}

async function openDialog(button: string, name: string | RegExp) {
  const section = (await screen.findByRole('heading', { level: 2, name: 'Payments' })).closest('section')!;
  fireEvent.click(await within(section as HTMLElement).findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name });
}

const field = (dialog: HTMLElement, label: string | RegExp) => within(dialog).getByLabelText(label) as HTMLInputElement;

/** Picks `option` in the MUI select labelled `label`. */
function choose(dialog: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('the payment dialog', () => {
  beforeAll(async () => {
    await preloadLazyModules();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("fills in a new payment's fees from the organization's settings once the amount is typed", async () => {
    const calls: Record<string, unknown>[] = [];
    const asked: Record<string, unknown>[] = [];
    const { named } = openCase({
      DefaultPaymentFees: (variables) => {
        asked.push(variables);
        return { defaultPaymentFees: DEFAULT_FEES };
      },
      CasePaymentAdd: (variables) => {
        calls.push(variables);
        return answered('addCasePayment')({});
      },
    });
    const dialog = await openDialog('Add payment', 'Add payment');
    expect(within(dialog).getByRole('status').textContent).toBe("Left empty, the organization's fees are used.");
    fireEvent.change(field(dialog, /^Amount/), { target: { value: '110' } });
    fireEvent.blur(field(dialog, /^Amount/));
    await waitFor(() => expect(field(dialog, 'Pharmacy fee').value).toBe('40.00'));
    expect(asked).toEqual([{ caseId: CASE_ID, amount: 11_000 }]);
    expect(field(dialog, 'Payment processing fee').value).toBe('3.20');
    expect(field(dialog, 'Sub-fee 1 label').value).toBe('Lab work');
    expect(within(dialog).getByRole('status').textContent).toBe("Filled in from the organization's payment settings.");
    expect(await seriousAxeViolations(document.body)).toEqual([]);

    // A fee typed afterwards is kept: the amount changing does not overwrite it.
    fireEvent.change(field(dialog, 'Consult fee'), { target: { value: '10' } });
    fireEvent.change(field(dialog, /^Amount/), { target: { value: '120' } });
    fireEvent.blur(field(dialog, /^Amount/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(named('DefaultPaymentFees')).toHaveLength(1);
    expect(calls[0].input).toEqual({
      caseId: CASE_ID,
      amount: 12_000,
      description: '',
      status: 'UNPAID',
      dueDate: null,
      isScheduled: false,
      schedulePosition: null,
      paymentAttachmentId: null,
      shippingAddress: null,
      paymentProcessingFee: 320,
      pharmacyFee: 4_000,
      syringeKitFee: 0,
      consultFee: 1_000,
      shippingFee: 0,
      techPlatformFee: 0,
      convenienceFee: 0,
      subFees: [{ label: 'Lab work', amount: 1_200 }],
    });
  });

  it('sends a new payment without fees when none were filled in, so the api gives the organization its fees', async () => {
    const calls: Record<string, unknown>[] = [];
    openCase({
      DefaultPaymentFees: () => {
        throw new Error('offline');
      },
      CasePaymentAdd: (variables) => {
        calls.push(variables);
        return answered('addCasePayment')({});
      },
    });
    const dialog = await openDialog('Add payment', 'Add payment');
    fireEvent.change(field(dialog, /^Amount/), { target: { value: '50' } });
    fireEvent.blur(field(dialog, /^Amount/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const input = calls[0].input as Record<string, unknown>;
    expect(input.amount).toBe(5_000);
    expect(Object.keys(input)).not.toContain('consultFee');
    expect(Object.keys(input)).not.toContain('subFees');
  });

  it('edits the status, schedule, receipt, shipping address and sub-fees of a payment', async () => {
    const calls: Record<string, unknown>[] = [];
    openCase({
      CasePayments: () =>
        casePayments(
          [payment('p-1', { subFees: [{ __typename: 'PaymentSubFee', label: 'Lab work', amount: 500 }] })],
          MANAGE,
        ),
      CasePaymentUpdate: (variables) => {
        calls.push(variables);
        return answered('updateCasePayment')({});
      },
    });
    const dialog = await openDialog('Edit Month 1', /Edit payment/);
    expect(field(dialog, 'Sub-fee 1 label').value).toBe('Lab work');
    expect(within(dialog).queryByLabelText(/^Address line 1/)).toBeNull();

    choose(dialog, 'Status', 'Paid');
    expect(within(dialog).getByText('Recorded as paid today; a paid payment cannot go back to unpaid')).toBeTruthy();
    fireEvent.click(field(dialog, 'Part of a payment schedule (charged on its due date)'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save payment' }));
    // The place in the schedule is missing: said at the field, which gets focus, and nothing is sent.
    const position = field(dialog, /^Place in the schedule/);
    expect(position.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(position.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Enter its place in the schedule',
    );
    await waitFor(() => expect(document.activeElement).toBe(position));
    expect(calls).toHaveLength(0);
    fireEvent.change(position, { target: { value: '2' } });

    choose(dialog, 'Receipt', 'receipt-march.pdf');
    fireEvent.click(field(dialog, 'Ship to an address'));
    fireEvent.change(field(dialog, /^Address line 1/), { target: { value: '1 Main St' } });
    fireEvent.change(field(dialog, /^City/), { target: { value: 'Springfield' } });
    fireEvent.change(field(dialog, /^State/), { target: { value: 'IL' } });
    fireEvent.change(field(dialog, /^Postal code/), { target: { value: '62701' } });
    fireEvent.change(field(dialog, /^Country/), { target: { value: 'US' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove sub-fee 1 (Lab work)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add sub-fee' }));
    fireEvent.change(field(dialog, 'Sub-fee 1 label'), { target: { value: 'Handling' } });
    fireEvent.change(field(dialog, 'Sub-fee 1 amount'), { target: { value: '2.50' } });
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls[0].input).toMatchObject({
      paymentId: 'p-1',
      status: 'PAID',
      isScheduled: true,
      schedulePosition: 2,
      paymentAttachmentId: 'file-1',
      shippingAddress: {
        addressLine1: '1 Main St',
        addressLine2: null,
        city: 'Springfield',
        state: 'IL',
        postalCode: '62701',
        country: 'US',
      },
      subFees: [{ label: 'Handling', amount: 250 }],
    });
  });

  it("shows the api's refusal of a nested field at that field", async () => {
    openCase({
      CasePayments: () =>
        casePayments(
          [
            payment('p-1', {
              shippingAddress: {
                __typename: 'PaymentShippingAddress',
                addressLine1: '1 Main St',
                addressLine2: null,
                city: 'Spring\u0007field',
                state: 'IL',
                country: 'US',
                postalCode: '62701',
              },
            }),
          ],
          MANAGE,
        ),
      CasePaymentUpdate: () =>
        new GraphQLErrorsAnswer([
          {
            message: 'shippingAddress.city: control characters are not allowed (found U+0007)',
            extensions: { code: 'BAD_USER_INPUT', field: 'shippingAddress.city' },
          },
        ]),
    });
    const dialog = await openDialog('Edit Month 1', /Edit payment/);
    expect(field(dialog, /^Address line 1/).value).toBe('1 Main St');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save payment' }));
    expect(await within(dialog).findByText('Control characters are not allowed (found U+0007)')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(dialog, /^City/)));
    expect(field(dialog, /^City/).getAttribute('aria-invalid')).toBe('true');
  });

  it("uploads a receipt, which becomes a file of the case and the payment's receipt", async () => {
    const puts: string[] = [];
    vi.stubGlobal(
      'XMLHttpRequest',
      class {
        upload = { onprogress: null };
        onload: (() => void) | null = null;
        onerror: (() => void) | null = null;
        onabort: (() => void) | null = null;
        status = 0;
        open(_method: string, url: string) {
          puts.push(url);
        }
        setRequestHeader() {}
        send() {
          setTimeout(() => {
            this.status = 200;
            this.onload?.();
          }, 0);
        }
      },
    );
    const calls: Record<string, unknown>[] = [];
    const registered: Record<string, unknown>[] = [];
    openCase({
      CasePayments: () => casePayments([payment('p-1')], MANAGE),
      CreateSignedUploadUrl: () => ({
        createUploadUrl: {
          __typename: 'UploadUrlPayload',
          success: true,
          message: null,
          url: 'https://storage.example/upload-1',
          path: 'personal/viewer/receipt-april.pdf',
          headers: [],
        },
      }),
      CaseAttachmentsUpload: (variables) => {
        registered.push(variables);
        return {
          uploadMultipleFiles: {
            __typename: 'CaseAttachmentsPayload',
            success: true,
            message: 'Operation succeeded!',
            attachments: [caseFile('file-2', 'receipt-april.pdf', 'user-tina')],
            activities: [activity('a-up', 'ADD_ATTACHMENT', { payload: { attachmentId: 'file-2' } })],
          },
        };
      },
      CasePaymentUpdate: (variables) => {
        calls.push(variables);
        return answered('updateCasePayment')({});
      },
    });
    const dialog = await openDialog('Edit Month 1', /Edit payment/);
    await within(dialog).findByRole('button', { name: 'Upload a receipt' });
    const receipt = new File([new Uint8Array(10)], 'receipt-april.pdf', { type: 'application/pdf' });
    fireEvent.change(within(dialog).getByLabelText('Choose a receipt file'), { target: { files: [receipt] } });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Receipt' }).textContent).toBe('receipt-april.pdf'),
    );
    expect(puts).toEqual(['https://storage.example/upload-1']);
    expect(registered).toEqual([
      { caseId: CASE_ID, attachments: [{ filePath: 'personal/viewer/receipt-april.pdf', isPHI: false }] },
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls[0].input).toMatchObject({ paymentId: 'p-1', paymentAttachmentId: 'file-2' });
  });

  it('offers no status change for a paid payment, and says when it was paid', async () => {
    openCase({
      CasePayments: () =>
        casePayments([payment('p-1', { status: 'PAID', paymentDate: '2026-02-01T10:00:00.000Z' })], MANAGE),
    });
    const dialog = await openDialog('Edit Month 1', /Edit payment/);
    const status = within(dialog).getByRole('combobox', { name: 'Status' });
    expect(status.getAttribute('aria-disabled')).toBe('true');
    expect(within(dialog).getByText('Paid on Feb 1, 2026')).toBeTruthy();
  });
});
