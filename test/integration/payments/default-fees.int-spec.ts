import pg from 'pg';
import { Role, TpaSubRole } from '#access';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { TEST_ENV } from '#test/test-env';
import { tokenFor } from '#test/tokens';

const FEES = `paymentProcessingFee pharmacyFee syringeKitFee consultFee shippingFee techPlatformFee convenienceFee
  subFees { label amount }`;
const SETTINGS = `payments { fees { paymentProcessingBasisPoints paymentProcessingFixedFee pharmacyFee syringeKitFee
  consultFee shippingFee techPlatformFee convenienceFee subFees { label amount } } dunningRetryDays
  abandonedCartAfterHours abandonedCartMaxReminders }`;
const READ_SETTINGS = `query { allOrganizationSettings { ${SETTINGS} } }`;
const UPDATE_SETTINGS = `mutation($input: UpdateOrganizationSettingsInput!) {
  updateOrganizationSettings(input: $input) { ${SETTINGS} } }`;
const ADD = `mutation($input: AddCasePaymentInput!) { addCasePayment(input: $input) { payment { id ${FEES} } } }`;
const UPDATE = `mutation($input: UpdateCasePaymentInput!) { updateCasePayment(input: $input) { success } }`;
const DEFAULTS = `query($caseId: ID!, $amount: Int!) { defaultPaymentFees(caseId: $caseId, amount: $amount) { ${FEES} } }`;
const TOTALS = `totalPayments totalCosts totalPayoutAmount totalPaymentProcessingFees totalPharmacyFees totalSyringeKitFees
  totalConsultFees totalShippingFees totalTechPlatformFees`;
const CASE_TOTALS = `query($caseId: ID!) { caseById(caseId: $caseId) { ${TOTALS} } }`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many query shapes are read by path; the expectations check them
type Loose = any;
type Answer = { data?: Record<string, Loose> | null; errors?: { message: string; extensions?: { code?: string } }[] };

const PAYMENT_SETTINGS = {
  fees: {
    paymentProcessingBasisPoints: 290,
    paymentProcessingFixedFee: 30,
    pharmacyFee: 4_000,
    syringeKitFee: 300,
    consultFee: 2_500,
    shippingFee: 800,
    techPlatformFee: 150,
    convenienceFee: 99,
    subFees: [{ label: 'Lab work', amount: 1_200 }],
  },
  dunningRetryDays: [2, 5],
  abandonedCartAfterHours: 12,
  abandonedCartMaxReminders: 3,
};

/** The fees a payment of `amount` cents gets with PAYMENT_SETTINGS, worked out by hand. */
const expectedFees = (amount: number) => ({
  paymentProcessingFee: Math.round((amount * 290) / 10_000) + 30,
  pharmacyFee: 4_000,
  syringeKitFee: 300,
  consultFee: 2_500,
  shippingFee: 800,
  techPlatformFee: 150,
  convenienceFee: 99,
  subFees: [{ label: 'Lab work', amount: 1_200 }],
});

describe('a payment added without fees gets the organization fees', () => {
  let api: TestApi;
  let org: ScratchOrganization;
  let other: ScratchOrganization;
  let db: pg.Client;
  let cvadmin: string;
  const as = (name: string, query: string, variables: Record<string, unknown> = {}) =>
    api.graphql(query, variables, { token: name === 'cvadmin' ? cvadmin : org.users[name].token }) as Promise<Answer>;
  const code = (answer: Answer) => answer.errors?.[0]?.extensions?.code;

  beforeAll(async () => {
    api = await startTestApi();
    db = new pg.Client({ connectionString: TEST_ENV.DATABASE_URL });
    await db.connect();
    org = await createScratchOrganization({ Support: TpaSubRole.TPASUPPORT, Admin: Role.ADMIN, Pat: Role.USER });
    other = await createScratchOrganization({ Elsewhere: TpaSubRole.TPASUPPORT });
    // Payment totals are shown in partner organizations only.
    await org.query(`UPDATE organization SET is_partner = true, link_name = $2 WHERE id = $1`, [
      org.id,
      `scratch-${org.id.slice(0, 8)}`,
    ]);
    cvadmin = await tokenFor('cvadmin');
  });
  afterAll(async () => {
    await db.end();
    await other.close();
    await org.close();
    await api.close();
  });

  it('the payment settings are saved whole and read back; bad settings change nothing', async () => {
    const before = (await as('Admin', READ_SETTINGS)).data!.allOrganizationSettings.payments;
    expect(before).toEqual({
      fees: expect.objectContaining({ paymentProcessingBasisPoints: 0, subFees: [] }),
      dunningRetryDays: [1, 3, 7],
      abandonedCartAfterHours: 24,
      abandonedCartMaxReminders: 2,
    });
    const refused = await as('Admin', UPDATE_SETTINGS, {
      input: { payments: { ...PAYMENT_SETTINGS, dunningRetryDays: [5, 2] } },
    });
    expect(code(refused)).toBe('BAD_USER_INPUT');
    expect((await as('Admin', READ_SETTINGS)).data!.allOrganizationSettings.payments).toEqual(before);

    const saved = await as('Admin', UPDATE_SETTINGS, { input: { payments: PAYMENT_SETTINGS } });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateOrganizationSettings.payments).toEqual(PAYMENT_SETTINGS);
    expect((await as('Admin', READ_SETTINGS)).data!.allOrganizationSettings.payments).toEqual(PAYMENT_SETTINGS);
  });

  it('adds the fees by the settings, keeps fees given, and the case totals stay the sum of the rows', async () => {
    await as('Admin', UPDATE_SETTINGS, { input: { payments: PAYMENT_SETTINGS } });
    const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS' });

    const preview = await as('Support', DEFAULTS, { caseId, amount: 12_345 });
    expect(preview.data!.defaultPaymentFees).toEqual(expectedFees(12_345));

    const added = await as('Support', ADD, { input: { caseId, amount: 12_345, status: 'PAID' } });
    expect(added.errors).toBeUndefined();
    const { id: _id, ...fees } = added.data!.addCasePayment.payment;
    expect(fees).toEqual(expectedFees(12_345));
    expect(fees).toEqual(preview.data!.defaultPaymentFees);

    // A fee given is the caller's choice: the others are none, not the organization's.
    const given = await as('cvadmin', ADD, { input: { caseId, amount: 20_000, status: 'PAID', consultFee: 1_000 } });
    const { id: givenId, ...givenFees } = given.data!.addCasePayment.payment;
    expect(givenFees).toEqual({
      ...expectedFees(0),
      paymentProcessingFee: 0,
      pharmacyFee: 0,
      syringeKitFee: 0,
      consultFee: 1_000,
      shippingFee: 0,
      techPlatformFee: 0,
      convenienceFee: 0,
      subFees: [],
    });
    const third = await as('Support', ADD, { input: { caseId, amount: 50_000 } });
    await as('Support', UPDATE, { input: { paymentId: third.data!.addCasePayment.payment.id, status: 'PAID' } });
    expect(givenId).toBeDefined();

    const { rows } = await db.query(
      `SELECT amount, payment_processing_fee, pharmacy_fee, syringe_kit_fee, consult_fee, shipping_fee,
              tech_platform_fee, convenience_fee, sub_fees FROM case_payment
        WHERE case_id = $1 AND status = 'PAID' AND NOT is_deleted`,
      [caseId],
    );
    expect(rows).toHaveLength(3);
    const sum = (of: (row: Loose) => number) => rows.reduce((total: number, row: Loose) => total + of(row), 0);
    const costOf = (row: Loose) =>
      row.payment_processing_fee +
      row.pharmacy_fee +
      row.syringe_kit_fee +
      row.consult_fee +
      row.shipping_fee +
      row.tech_platform_fee +
      row.convenience_fee +
      (row.sub_fees as { amount: number }[]).reduce((total, fee) => total + fee.amount, 0);
    const totals = (await as('cvadmin', CASE_TOTALS, { caseId })).data!.caseById;
    expect(totals).toEqual({
      totalPayments: sum((row) => row.amount),
      totalCosts: sum(costOf),
      totalPayoutAmount: sum((row) => row.amount) - sum(costOf),
      totalPaymentProcessingFees: sum((row) => row.payment_processing_fee),
      totalPharmacyFees: sum((row) => row.pharmacy_fee),
      totalSyringeKitFees: sum((row) => row.syringe_kit_fee),
      totalConsultFees: sum((row) => row.consult_fee),
      totalShippingFees: sum((row) => row.shipping_fee),
      totalTechPlatformFees: sum((row) => row.tech_platform_fee),
    });
    expect(totals.totalPaymentProcessingFees).toBe(
      expectedFees(12_345).paymentProcessingFee + expectedFees(50_000).paymentProcessingFee,
    );
  });

  it('refuses a payment the default fees would exceed, writing nothing', async () => {
    await as('Admin', UPDATE_SETTINGS, { input: { payments: PAYMENT_SETTINGS } });
    const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS' });
    const small = await as('Support', ADD, { input: { caseId, amount: 500 } });
    expect(code(small)).toBe('BAD_USER_INPUT');
    expect((await db.query('SELECT id FROM case_payment WHERE case_id = $1', [caseId])).rows).toEqual([]);
  });

  it('shows the default fees only to who may add the payment', async () => {
    const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS' });
    expect(code(await as('Admin', DEFAULTS, { caseId, amount: 1_000 }))).toBe('FORBIDDEN');
    expect(code(await as('Pat', DEFAULTS, { caseId, amount: 1_000 }))).toBe('FORBIDDEN');
    const elsewhere = (await api.graphql(
      DEFAULTS,
      { caseId, amount: 1_000 },
      {
        token: other.users.Elsewhere.token,
      },
    )) as Answer;
    expect(code(elsewhere)).toBe('NOT_FOUND');
    expect(code(await as('Support', DEFAULTS, { caseId, amount: -1 }))).toBe('BAD_USER_INPUT');
  });
});
