export { CasePaymentEntity } from './case-payment.entity.js';
export { isAllowedPaymentMove, PaymentStatus } from './payment-status.js';
export {
  FEE_FIELDS,
  type FeeField,
  NO_TOTALS,
  type PaymentMoney,
  type PaymentTotals,
  payoutOf,
  type ShippingAddress,
  type SubFee,
  totalCostOf,
  totalsOf,
} from './payment-amounts.js';
export {
  type AddPaymentInput,
  MAX_DESCRIPTION_LENGTH,
  MAX_PAYMENT_CENTS,
  MAX_SUB_FEES,
  requiredText,
  shippingAddressSchema,
  type UpdatePaymentInput,
} from './payment-input.schemas.js';
export { CasePaymentRules, PaymentMessages, paymentTotalsRefusal } from './payment-rules.js';
export { defaultFeesFor, organizationDefaultFees, type PaymentFees } from './default-fees.js';
export { CasePaymentsService } from './case-payments.service.js';
export {
  type CasesWithTotalsFilter,
  type CaseTotalsRow,
  type PaymentPeriod,
  PaymentReportsService,
} from './payment-reports.service.js';
export { PaymentsModule } from './payments.module.js';
export { paymentTotalsByPeriod, type PeriodPaymentTotals } from './payment-period-totals.js';
