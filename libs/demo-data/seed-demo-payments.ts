import type { EntityManager } from 'typeorm';
import { CaseEntity } from '#domain/cases';
import { CasePaymentEntity, PaymentStatus } from '#domain/payments';
import { DEMO_CASES, DEMO_ORGANIZATIONS, DEMO_USERS } from './demo-data.js';

const VITALITY_CASE = DEMO_CASES.find((demoCase) => demoCase.shortId === 'VH-1001')!;
const TPA_SUPPORT = DEMO_USERS.find((user) => user.key === 'tpaSupport')!;
const DAY_MS = 86_400_000;
const day = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The payments of Vitality's GLP-1 case (VH-1001), all in cents: the first month paid with its fees
 * (payout 29,900 − 17,697 = 12,203), then two scheduled monthly payments not yet due.
 */
export const demoPayments = (now: Date) => [
  {
    id: '0e000000-0000-4000-8000-000000000001',
    amount: 29_900,
    status: PaymentStatus.PAID,
    description: 'Month 1: consult and semaglutide',
    dueDate: day(now, -20),
    paymentDate: new Date(now.getTime() - 20 * DAY_MS),
    isScheduled: true,
    schedulePosition: 0,
    paymentProcessingFee: 897,
    pharmacyFee: 11_000,
    syringeKitFee: 500,
    consultFee: 3_500,
    shippingFee: 900,
    techPlatformFee: 600,
    convenienceFee: 0,
    subFees: [{ label: 'Lab work', amount: 300 }],
    shippingAddress: {
      addressLine1: '200 Harbor Way',
      addressLine2: 'Apt 4',
      city: 'Oakland',
      state: 'CA',
      country: 'US',
      postalCode: '94607',
    },
  },
  {
    id: '0e000000-0000-4000-8000-000000000002',
    amount: 29_900,
    status: PaymentStatus.UNPAID,
    description: 'Month 2: refill',
    dueDate: day(now, 10),
    paymentDate: null,
    isScheduled: true,
    schedulePosition: 1,
    paymentProcessingFee: 0,
    pharmacyFee: 0,
    syringeKitFee: 0,
    consultFee: 0,
    shippingFee: 0,
    techPlatformFee: 0,
    convenienceFee: 0,
    subFees: [],
    shippingAddress: null,
  },
  {
    id: '0e000000-0000-4000-8000-000000000003',
    amount: 29_900,
    status: PaymentStatus.UNPAID,
    description: 'Month 3: refill',
    dueDate: day(now, 40),
    paymentDate: null,
    isScheduled: true,
    schedulePosition: 2,
    paymentProcessingFee: 0,
    pharmacyFee: 0,
    syringeKitFee: 0,
    consultFee: 0,
    shippingFee: 0,
    techPlatformFee: 0,
    convenienceFee: 0,
    subFees: [],
    shippingAddress: null,
  },
];

/** Where VH-1001 exists, adds each demo payment it lacks (by id), so a re-seed keeps payments changed since. */
export async function seedDemoPayments(manager: EntityManager, now = new Date()): Promise<number> {
  if (!(await manager.existsBy(CaseEntity, { id: VITALITY_CASE.id }))) return 0;
  let added = 0;
  for (const payment of demoPayments(now)) {
    if (await manager.existsBy(CasePaymentEntity, { id: payment.id })) continue;
    await manager.insert(CasePaymentEntity, {
      ...payment,
      organizationId: DEMO_ORGANIZATIONS.vitality.id,
      caseId: VITALITY_CASE.id,
      currency: 'usd',
      createdById: TPA_SUPPORT.id,
    });
    added += 1;
  }
  return added;
}
