import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { useMemo, useState, type FormEvent } from 'react';
import { CARD_DECLINED_MESSAGE } from './card-confirmation';
import type { CardFormProps } from './card-form-props';

/** Production's card field: Stripe Elements; the card goes from Stripe's frame to Stripe only. */
export default function StripeElementsCardForm(props: CardFormProps) {
  const stripe = useMemo(() => loadStripe(props.publishableKey), [props.publishableKey]);
  return (
    <Elements stripe={stripe}>
      <ElementsForm {...props} />
    </Elements>
  );
}

function ElementsForm({ start, onDone, purpose = 'setup' }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || busy) return;
    setBusy(true);
    try {
      const secret = await start();
      const result =
        purpose === 'payment'
          ? await stripe.confirmCardPayment(secret, { payment_method: { card } })
          : await stripe.confirmCardSetup(secret, { payment_method: { card } });
      onDone(result.error ? { ok: false, message: result.error.message || CARD_DECLINED_MESSAGE } : { ok: true });
    } catch (error) {
      onDone({ ok: false, message: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={(event) => void submit(event)} aria-label="Card details">
      <Typography component="label" id="card-element-label">
        Card
      </Typography>
      <Box aria-labelledby="card-element-label" sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <CardElement options={{ hidePostalCode: true }} />
      </Box>
      <Button type="submit" variant="contained" disabled={!stripe || busy} sx={{ alignSelf: 'flex-start' }}>
        {purpose === 'payment' ? (busy ? 'Paying…' : 'Pay') : busy ? 'Saving…' : 'Save card'}
      </Button>
    </Stack>
  );
}
