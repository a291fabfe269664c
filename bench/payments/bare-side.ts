// The baseline: the bare SDK calls the product's charge makes (`paymentIntents.create`, off session, confirmed,
// with an idempotency key), to the same Stripe fake, at the payments queue's concurrency per worker.
import Stripe from 'stripe';
import type { StripeFake } from '../../test/support/fakes/stripe-fake.js';

export async function bareCharges(stripeUrl: string, stripeFake: StripeFake, count: number, concurrency: number) {
  const url = new URL(stripeUrl);
  const stripe = new Stripe('sk_test_local_development', {
    host: url.hostname,
    port: Number(url.port),
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  const cards = [...stripeFake.paymentMethods.values()].filter((method) => method.customer);
  const run = `bare-${Date.now()}`;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let index = next++; index < count; index = next++) {
        const card = cards[index % cards.length];
        const intent = await stripe.paymentIntents.create(
          {
            amount: 1000 + (index % 5000),
            currency: 'usd',
            customer: card.customer as string,
            payment_method: card.id,
            off_session: true,
            confirm: true,
            metadata: { run, index: String(index) },
          },
          { idempotencyKey: `${run}-${index}` },
        );
        if (intent.status !== 'succeeded') throw new Error(`bare charge ${index} is ${intent.status}`);
      }
    }),
  );
  return { ms: performance.now() - started, run };
}
