import { Injectable } from '@nestjs/common';
import { type PharmacyAdapter, type PharmacyOrderRequest, PharmacySendError } from './pharmacy-adapter.js';
import { signPharmacyMessage } from './pharmacy-signature.js';

/** A pharmacy that does not answer within this is tried again later. */
export const PHARMACY_SEND_TIMEOUT_MS = 10_000;

/**
 * POSTs the order as JSON to the pharmacy's configured endpoint, signed with Standard Webhooks headers
 * (webhook-id = order id) and `Idempotency-Key: <order id>`. A 2xx is acceptance; 408, 429 and 5xx or no answer
 * are tried again; any other 4xx is a refusal that ends the order in ERROR.
 */
@Injectable()
export class SignedJsonPharmacyAdapter implements PharmacyAdapter {
  async send(request: PharmacyOrderRequest): Promise<{ reference: string | null }> {
    const body = JSON.stringify(request.body);
    let response: Response;
    try {
      response = await fetch(request.endpointUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': request.orderId,
          ...signPharmacyMessage(request.signingSecret, request.orderId, body, new Date()),
        },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(PHARMACY_SEND_TIMEOUT_MS),
      });
    } catch (error) {
      throw new PharmacySendError(`pharmacy not reached: ${(error as Error).name}`, false);
    }
    if (!response.ok) {
      const retry = response.status >= 500 || response.status === 408 || response.status === 429;
      throw new PharmacySendError(`pharmacy answered ${response.status}`, !retry);
    }
    const answer: unknown = await response.json().catch(() => null);
    const reference = (answer as { reference?: unknown } | null)?.reference;
    return { reference: typeof reference === 'string' ? reference.slice(0, 200) : null };
  }
}
