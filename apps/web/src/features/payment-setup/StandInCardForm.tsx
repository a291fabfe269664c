import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { confirmWithStandIn, parseExpiry } from './card-confirmation';
import type { CardFormProps } from './card-form-props';

/**
 * The local stand-in for Stripe's card field (development and tests, where Stripe.js cannot load): plain,
 * labelled inputs whose card goes straight to the Stripe stand-in, never to our api, as Stripe.js would send it.
 */
export function StandInCardForm({
  publishableKey,
  standInUrl,
  start,
  onDone,
  purpose = 'setup',
}: CardFormProps & { standInUrl: string }) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [errors, setErrors] = useState<{ number?: string; expiry?: string; cvc?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = parseExpiry(expiry);
    const found = {
      number: /^\d{12,19}$/.test(number.replace(/[\s-]/g, '')) ? undefined : 'Enter the card number',
      expiry: parsed ? undefined : 'Enter the expiry as MM/YY',
      cvc: /^\d{3,4}$/.test(cvc.trim()) ? undefined : 'Enter the 3 or 4 digit security code',
    };
    setErrors(found);
    if (found.number || found.expiry || found.cvc || !parsed) {
      document.getElementById(found.number ? 'card-number' : found.expiry ? 'card-expiry' : 'card-cvc')?.focus();
      return;
    }
    setBusy(true);
    try {
      const secret = await start();
      onDone(
        await confirmWithStandIn(
          standInUrl,
          publishableKey,
          secret,
          {
            number,
            expMonth: parsed.month,
            expYear: parsed.year,
            cvc: cvc.trim(),
          },
          purpose,
        ),
      );
    } catch (error) {
      onDone({ ok: false, message: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={(event) => void submit(event)} aria-label="Card details">
      <TextField
        id="card-number"
        label="Card number"
        value={number}
        onChange={(event) => setNumber(event.target.value)}
        autoComplete="cc-number"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        error={Boolean(errors.number)}
        helperText={errors.number}
        required
      />
      <Stack direction="row" spacing={2}>
        <TextField
          id="card-expiry"
          label="Expiry (MM/YY)"
          value={expiry}
          onChange={(event) => setExpiry(event.target.value)}
          autoComplete="cc-exp"
          error={Boolean(errors.expiry)}
          helperText={errors.expiry}
          required
        />
        <TextField
          id="card-cvc"
          label="Security code"
          value={cvc}
          onChange={(event) => setCvc(event.target.value)}
          autoComplete="cc-csc"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          error={Boolean(errors.cvc)}
          helperText={errors.cvc}
          required
        />
      </Stack>
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {purpose === 'payment' ? (busy ? 'Paying…' : 'Pay') : busy ? 'Saving…' : 'Save card'}
      </Button>
    </Stack>
  );
}
