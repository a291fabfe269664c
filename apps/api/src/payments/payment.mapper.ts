import { type Principal, restricted } from '#access';
import { type CasePaymentEntity, CasePaymentRules, payoutOf, totalCostOf } from '#domain/payments';
import type { CasePayment } from './payment.model.js';

/** Whether the caller sees a payment's fees, payout and file in the case's organization: who manages payments. */
export function seesPaymentMoney(principal: Principal, payment: { organizationId: string }): boolean {
  return (
    principal.canActIn(payment.organizationId) &&
    principal.inOrganization(payment.organizationId).satisfies(restricted(CasePaymentRules.manage))
  );
}

/** A payment as the caller may see it: payment staff everything, anyone else no fees, payout or file. */
export function toCasePayment(payment: CasePaymentEntity, staff: boolean): CasePayment {
  return {
    id: payment.id,
    caseId: payment.caseId,
    amount: payment.amount,
    currency: payment.currency,
    status: payment.status,
    description: payment.description,
    dueDate: payment.dueDate,
    paymentDate: payment.paymentDate,
    cancellationDate: payment.cancellationDate,
    isDeleted: payment.isDeleted,
    isAutoCreated: payment.isAutoCreated,
    isScheduled: payment.isScheduled,
    schedulePosition: payment.schedulePosition,
    createdById: payment.createdById,
    paymentAttachmentId: staff ? payment.paymentAttachmentId : null,
    shippingAddress: payment.shippingAddress,
    paymentProcessingFee: staff ? payment.paymentProcessingFee : null,
    pharmacyFee: staff ? payment.pharmacyFee : null,
    syringeKitFee: staff ? payment.syringeKitFee : null,
    consultFee: staff ? payment.consultFee : null,
    shippingFee: staff ? payment.shippingFee : null,
    techPlatformFee: staff ? payment.techPlatformFee : null,
    convenienceFee: staff ? payment.convenienceFee : null,
    subFees: staff ? payment.subFees : null,
    paymentAmount: payment.amount,
    totalCost: staff ? totalCostOf(payment) : null,
    payoutAmount: staff ? payoutOf(payment) : null,
    createdAt: payment.createdAt,
    updatedAt: payment.updatedAt,
    organizationId: payment.organizationId,
  };
}
