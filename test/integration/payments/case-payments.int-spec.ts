import { Role, TpaSubRole } from '#access';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { tokenFor } from '#test/tokens';

const PAYMENT_FIELDS = `id caseId amount currency status description dueDate paymentDate cancellationDate isDeleted
  isScheduled schedulePosition paymentProcessingFee pharmacyFee syringeKitFee consultFee shippingFee techPlatformFee
  convenienceFee subFees { label amount } totalCost payoutAmount paymentAmount paymentAttachment { id fileName }
  shippingAddress { addressLine1 addressLine2 city state country postalCode }`;
const ADD = `mutation($input: AddCasePaymentInput!) { addCasePayment(input: $input) {
  success message payment { ${PAYMENT_FIELDS} } activities { type } case { id } } }`;
const UPDATE = `mutation($input: UpdateCasePaymentInput!) { updateCasePayment(input: $input) {
  success payment { ${PAYMENT_FIELDS} } activities { type } } }`;
const DELETE = `mutation($id: ID!) { deleteCasePayment(paymentId: $id) { success payment { id isDeleted } } }`;
const CASE = `query($caseId: ID!) { caseById(caseId: $caseId) {
  payments { ${PAYMENT_FIELDS} }
  viewerCan { addCasePayment updateCasePayment deleteCasePayment } } }`;

type Payment = {
  id: string;
  amount: number;
  status: string;
  paymentDate: string | null;
  cancellationDate: string | null;
  consultFee: number | null;
  pharmacyFee: number | null;
  totalCost: number | null;
  payoutAmount: number | null;
  subFees: { label: string; amount: number }[] | null;
  paymentAttachment: { id: string; fileName: string } | null;
  description: string;
  dueDate: string | null;
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many query shapes are read by path; the expectations check them
type Loose = any;
type Answer = {
  data?: Record<string, Loose> | null;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
};

describe('payments on a case', () => {
  let api: TestApi;
  let org: ScratchOrganization;
  let other: ScratchOrganization;
  let cvadmin: string;
  const as = (name: string, query: string, variables: Record<string, unknown>): Promise<Answer> =>
    api.graphql(query, variables, { token: name === 'cvadmin' ? cvadmin : org.users[name].token }) as Promise<Answer>;
  const refusal = (answer: Answer) => ({
    code: answer.errors?.[0]?.extensions?.code,
    message: answer.errors?.[0]?.message,
  });
  const count = async (caseId: string) =>
    Number(
      (await org.query<{ n: string }>('SELECT count(*) AS n FROM case_payment WHERE case_id = $1', [caseId]))[0].n,
    );
  const activityTypes = async (caseId: string) =>
    (
      await org.query<{ type: string }>('SELECT type FROM case_activity WHERE case_id = $1 ORDER BY created_at, id', [
        caseId,
      ])
    ).map((row) => row.type);

  beforeAll(async () => {
    api = await startTestApi();
    org = await createScratchOrganization({
      Support: TpaSubRole.TPASUPPORT,
      Admin: Role.ADMIN,
      Worker: Role.CASEWORKER,
      Pat: Role.USER,
    });
    other = await createScratchOrganization({ Elsewhere: TpaSubRole.TPASUPPORT });
    cvadmin = await tokenFor('cvadmin');
  });
  afterAll(async () => {
    await other.close();
    await org.close();
    await api.close();
  });

  it('TPA Support adds, changes, marks paid and deletes payments, each with its timeline entry', async () => {
    const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS' });
    const added = await as('Support', ADD, {
      input: {
        caseId,
        amount: 25_000,
        description: 'First month',
        dueDate: '2026-03-01',
        consultFee: 3_000,
        pharmacyFee: 9_000,
        subFees: [{ label: 'Lab work', amount: 500 }],
        shippingAddress: {
          addressLine1: '1 Main St',
          city: 'Springfield',
          state: 'IL',
          country: 'US',
          postalCode: '62701',
        },
      },
    });
    expect(added.errors).toBeUndefined();
    const payment: Payment = added.data!.addCasePayment.payment;
    expect(added.data!.addCasePayment).toMatchObject({
      success: true,
      message: 'Operation succeeded!',
      case: { id: caseId },
    });
    expect(payment).toMatchObject({
      amount: 25_000,
      status: 'UNPAID',
      paymentDate: null,
      consultFee: 3_000,
      pharmacyFee: 9_000,
      totalCost: 12_500,
      payoutAmount: 12_500,
      paymentAmount: 25_000,
      currency: 'usd',
    });
    expect(added.data!.addCasePayment.activities).toEqual([{ type: 'PAYMENT_ADDED' }]);

    const changed = await as('Support', UPDATE, {
      input: { paymentId: payment.id, description: 'Month 1', dueDate: null },
    });
    expect(changed.data!.updateCasePayment.payment).toMatchObject({
      description: 'Month 1',
      dueDate: null,
      consultFee: 3_000,
    });

    const paid = await as('Support', UPDATE, { input: { paymentId: payment.id, status: 'PAID' } });
    expect(paid.data!.updateCasePayment.payment.paymentDate).not.toBeNull();
    expect(paid.data!.updateCasePayment.activities).toEqual([{ type: 'PAYMENT_COMPLETED' }]);
    expect(refusal(await as('Support', UPDATE, { input: { paymentId: payment.id, status: 'UNPAID' } })).code).toBe(
      'ILLEGAL_STATE',
    );

    const second: Payment = (await as('Support', ADD, { input: { caseId, amount: 1_000 } })).data!.addCasePayment
      .payment;
    const canceled = (await as('Support', UPDATE, { input: { paymentId: second.id, status: 'CANCELED' } })).data!
      .updateCasePayment.payment;
    expect(canceled.cancellationDate).not.toBeNull();
    expect(refusal(await as('Support', UPDATE, { input: { paymentId: second.id, status: 'UNPAID' } })).code).toBe(
      'ILLEGAL_STATE',
    );

    expect((await as('Support', DELETE, { id: second.id })).data!.deleteCasePayment.payment).toEqual({
      id: second.id,
      isDeleted: true,
    });
    expect(refusal(await as('Support', UPDATE, { input: { paymentId: second.id, amount: 5 } }))).toEqual({
      code: 'ILLEGAL_STATE',
      message: 'This payment has been deleted',
    });
    expect(refusal(await as('Support', DELETE, { id: second.id })).code).toBe('ILLEGAL_STATE');

    const listed = (await as('Support', CASE, { caseId })).data!.caseById;
    expect(listed.payments.map((row: Payment) => row.id)).toEqual([payment.id]);
    expect(listed.viewerCan).toEqual({ addCasePayment: true, updateCasePayment: true, deleteCasePayment: true });
    expect(await activityTypes(caseId)).toEqual([
      'PAYMENT_ADDED',
      'TEXT_INFO',
      'PAYMENT_COMPLETED',
      'PAYMENT_ADDED',
      'TEXT_INFO',
      'TEXT_INFO',
    ]);
    const deleted = await org.query<{ payload: { change: string } }>(
      `SELECT payload FROM case_activity WHERE case_id = $1 AND type = 'TEXT_INFO' ORDER BY created_at, id`,
      [caseId],
    );
    expect(deleted.map((row) => row.payload.change)).toEqual(['updated', 'canceled', 'deleted']);
  });

  it('CV Admin manages payments in any organization', async () => {
    const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS' });
    const added = await as('cvadmin', ADD, { input: { caseId, amount: 7_500, status: 'PAID', consultFee: 500 } });
    expect(added.errors).toBeUndefined();
    expect(added.data!.addCasePayment.payment.paymentDate).not.toBeNull();
    expect(added.data!.addCasePayment.activities).toEqual([{ type: 'PAYMENT_ADDED' }, { type: 'PAYMENT_COMPLETED' }]);
    const id = added.data!.addCasePayment.payment.id;
    expect((await as('cvadmin', DELETE, { id })).data!.deleteCasePayment.payment.isDeleted).toBe(true);
  });

  it('refuses the employee, HR staff and TPA Support of another organization, writing nothing', async () => {
    const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Worker' });
    const existing: Payment = (await as('Support', ADD, { input: { caseId, amount: 4_000, consultFee: 1_000 } })).data!
      .addCasePayment.payment;
    const before = await org.query('SELECT * FROM case_payment WHERE case_id = $1', [caseId]);
    const forbidden = { code: 'FORBIDDEN', message: 'Only a case worker can manage this case' };
    for (const name of ['Pat', 'Admin', 'Worker']) {
      expect(refusal(await as(name, ADD, { input: { caseId, amount: 100 } }))).toEqual(forbidden);
      expect(refusal(await as(name, UPDATE, { input: { paymentId: existing.id, status: 'PAID' } }))).toEqual(forbidden);
      expect(refusal(await as(name, DELETE, { id: existing.id }))).toEqual(forbidden);
    }
    const elsewhere = (query: string, variables: Record<string, unknown>) =>
      api.graphql(query, variables, { token: other.users.Elsewhere.token }) as Promise<Answer>;
    expect(refusal(await elsewhere(ADD, { input: { caseId, amount: 100 } })).code).toBe('NOT_FOUND');
    expect(refusal(await elsewhere(UPDATE, { input: { paymentId: existing.id, amount: 1 } })).code).toBe('NOT_FOUND');
    expect(refusal(await elsewhere(DELETE, { id: existing.id })).code).toBe('NOT_FOUND');
    expect(await org.query('SELECT * FROM case_payment WHERE case_id = $1', [caseId])).toEqual(before);

    // The employee and HR staff read the payments of the case, never its fees, payout or file.
    for (const name of ['Pat', 'Admin']) {
      const seen = (await as(name, CASE, { caseId })).data!.caseById;
      expect(seen.payments).toEqual([
        expect.objectContaining({
          id: existing.id,
          amount: 4_000,
          consultFee: null,
          totalCost: null,
          payoutAmount: null,
          subFees: null,
        }),
      ]);
      expect(seen.viewerCan).toEqual({ addCasePayment: false, updateCasePayment: false, deleteCasePayment: false });
    }
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS' });
    const otherCase = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS' });
    const [foreignFile] = await org.query<{ id: string }>(
      `INSERT INTO case_attachment (organization_id, case_id, path, file_name) VALUES ($1, $2, $3, 'receipt.pdf') RETURNING id`,
      [org.id, otherCase, `personal/${org.users.Support.id}/receipt.pdf`],
    );
    const [ownFile] = await org.query<{ id: string }>(
      `INSERT INTO case_attachment (organization_id, case_id, path, file_name) VALUES ($1, $2, $3, 'invoice.pdf') RETURNING id`,
      [org.id, caseId, `personal/${org.users.Support.id}/invoice.pdf`],
    );
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: -1 }, 'amount'],
      [{ amount: 10.5 }, 'amount'],
      [{ amount: 100_000_001 }, 'amount'],
      [{ amount: 100, consultFee: -1 }, 'consultFee'],
      [{ amount: 100, description: 'x'.repeat(2001) }, 'description'],
      [{ amount: 100, dueDate: 'tomorrow' }, 'dueDate'],
      [{ amount: 100, currency: 'dollars' }, 'currency'],
      [{ amount: 100, subFees: [{ label: '', amount: 1 }] }, 'subFees.0.label'],
      [{ amount: 100, paymentAttachmentId: foreignFile.id }, 'paymentAttachmentId'],
      [{ amount: 100, consultFee: 90, pharmacyFee: 20 }, 'amount'],
    ];
    for (const [input, field] of cases) {
      const answer = await as('Support', ADD, { input: { caseId, ...input } });
      expect({ field, code: refusal(answer).code }).toEqual({ field, code: 'BAD_USER_INPUT' });
      // Input the GraphQL types already refuse (a fraction for an Int) names no field of ours.
      if (!Number.isInteger(input.amount)) continue;
      expect({ field, named: answer.errors?.[0].message }).toEqual({ field, named: expect.stringContaining(field) });
    }
    expect(refusal(await as('Support', ADD, { input: { caseId, amount: 100, description: 'bell\u0007' } })).code).toBe(
      'BAD_USER_INPUT',
    );
    expect(await count(caseId)).toBe(0);
    expect(await activityTypes(caseId)).toEqual([]);

    const added = await as('Support', ADD, { input: { caseId, amount: 100, paymentAttachmentId: ownFile.id } });
    const payment: Payment = added.data!.addCasePayment.payment;
    expect(payment.paymentAttachment).toEqual({ id: ownFile.id, fileName: 'invoice.pdf' });
    const before = await org.query('SELECT * FROM case_payment WHERE id = $1', [payment.id]);
    for (const input of [{ amount: -5 }, { paymentAttachmentId: foreignFile.id }, { consultFee: 101 }]) {
      expect(refusal(await as('Support', UPDATE, { input: { paymentId: payment.id, ...input } })).code).toBe(
        'BAD_USER_INPUT',
      );
    }
    expect(await org.query('SELECT * FROM case_payment WHERE id = $1', [payment.id])).toEqual(before);
  });
});
