import type Stripe from 'stripe';
import { stripeEventPayload } from './stripe-event-payload.js';

describe('stripeEventPayload', () => {
  it('keeps the type, the object id and the time, nothing of the object itself', () => {
    const event = {
      id: 'evt_1',
      type: 'setup_intent.succeeded',
      created: 1700000000,
      data: { object: { id: 'seti_1', client_secret: 'seti_1_secret_x', payment_method: 'pm_1' } },
    } as unknown as Stripe.Event;
    expect(stripeEventPayload(event)).toEqual({
      type: 'setup_intent.succeeded',
      objectId: 'seti_1',
      created: 1700000000,
    });
  });

  it('gives null for an event whose object has no id', () => {
    const event = {
      id: 'evt_2',
      type: 'setup_intent.succeeded',
      created: 1,
      data: { object: {} },
    } as unknown as Stripe.Event;
    expect(stripeEventPayload(event)).toBeNull();
  });
});
