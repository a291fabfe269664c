import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Stripe.js cannot load here: its loader and Elements are answered at the module boundary.
const confirmCardSetup = vi.fn();
const cardElement = { kind: 'card-element' };
vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn(() => Promise.resolve({ confirmCardSetup })) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: React.ReactNode }) => children,
  CardElement: () => <div data-testid="card-element" />,
  useStripe: () => ({ confirmCardSetup }),
  useElements: () => ({ getElement: () => cardElement }),
}));

const { default: StripeElementsCardForm } = await import('./StripeElementsCardForm');

describe('StripeElementsCardForm (production card field)', () => {
  afterEach(() => {
    cleanup();
    confirmCardSetup.mockReset();
  });

  it('starts the SetupIntent, then confirms it with the card element', async () => {
    confirmCardSetup.mockResolvedValue({ setupIntent: { status: 'succeeded' } });
    const start = vi.fn(() => Promise.resolve('seti_1_secret_2'));
    const onDone = vi.fn();
    render(<StripeElementsCardForm publishableKey="pk_live_x" start={start} onDone={onDone} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ ok: true }));
    expect(confirmCardSetup).toHaveBeenCalledWith('seti_1_secret_2', { payment_method: { card: cardElement } });
  });

  it("passes Stripe's refusal on, and the api's when the setup could not start", async () => {
    confirmCardSetup.mockResolvedValue({ error: { message: 'Your card was declined.' } });
    const onDone = vi.fn();
    render(<StripeElementsCardForm publishableKey="pk_live_x" start={() => Promise.resolve('s')} onDone={onDone} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ ok: false, message: 'Your card was declined.' }));
    cleanup();
    const refused = vi.fn();
    render(
      <StripeElementsCardForm
        publishableKey="pk_live_x"
        start={() => Promise.reject(new Error('This payment link has expired. Ask your case team for a new one.'))}
        onDone={refused}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() =>
      expect(refused).toHaveBeenCalledWith({
        ok: false,
        message: 'This payment link has expired. Ask your case team for a new one.',
      }),
    );
    expect(confirmCardSetup).toHaveBeenCalledTimes(1);
  });
});
