import type { OrderLine, OrderShippingAddress } from './case-order.entity.js';

/** What a pharmacy receives for one order (the order's contents and who it is for: sent to the pharmacy only). */
export interface PharmacyOrderBody {
  orderId: string;
  caseReference: string;
  placedAt: string;
  patient: { firstName: string; lastName: string; email: string | null; phone: string | null };
  shippingAddress: OrderShippingAddress;
  lines: OrderLine[];
}

export interface PharmacyOrderRequest {
  endpointUrl: string;
  signingSecret: string;
  /** Also the idempotency key: the pharmacy takes one order per id, however often it is sent. */
  orderId: string;
  body: PharmacyOrderBody;
}

/** A send the pharmacy refused or did not answer; `permanent` when trying again cannot help (a 4xx). */
export class PharmacySendError extends Error {
  constructor(
    readonly reason: string,
    readonly permanent: boolean,
  ) {
    super(reason);
  }
}

/**
 * How orders reach a pharmacy. One adapter exists (SignedJsonPharmacyAdapter: signed JSON to the pharmacy's
 * endpoint); another kind of pharmacy integration is another implementation of this.
 */
export interface PharmacyAdapter {
  /** Resolves with the pharmacy's own reference once it accepted the order; throws PharmacySendError otherwise. */
  send(request: PharmacyOrderRequest): Promise<{ reference: string | null }>;
}

export const PHARMACY_ADAPTER = Symbol('PharmacyAdapter');
