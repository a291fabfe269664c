import type { PaymentChargeEntity } from '#domain/payment-charges';
import type { PaymentCharge } from './payment-charge.model.js';

export const toPaymentCharge = (charge: PaymentChargeEntity): PaymentCharge => ({
  id: charge.id,
  attempt: charge.attempt,
  kind: charge.kind,
  status: charge.status,
  failureCode: charge.failureCode,
  failureMessage: charge.failureMessage,
  notBefore: charge.notBefore,
  createdAt: charge.createdAt,
  finishedAt: charge.finishedAt,
});
