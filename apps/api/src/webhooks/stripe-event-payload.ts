import type Stripe from 'stripe';

/**
 * What is kept of a Stripe event: its type, the object's id and when Stripe made it. The worker reads the
 * object itself from Stripe (its current state), so nothing about the card or the person is stored here.
 */
export function stripeEventPayload(event: Stripe.Event): { type: string; objectId: string; created: number } | null {
  const object = event.data?.object as { id?: unknown } | undefined;
  if (!object || typeof object.id !== 'string') return null;
  return { type: event.type, objectId: object.id, created: event.created };
}
