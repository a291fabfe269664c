import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { CasePaymentFieldsFragment } from '../../../generated/graphql';
import { describeError } from '../../request/api-errors';
import { MAKE_OFF_SESSION_PAYMENT_MUTATION, PAYMENT_CHARGE_POLL_QUERY } from './charge-saved-card-documents';
import { formatMoment } from './payment-format';

/** How often the page asks how a charge under way ended (the worker charges it within seconds). */
export const CHARGE_POLL_MS = 2000;

export const CHARGE_UNDER_WAY = 'Charging the saved card…';

const isOpen = (status: string | undefined) => status === 'PENDING' || status === 'PROCESSING';

/**
 * "Charge saved card" on an UNPAID payment, for who may change payments: the api records the charge and the
 * worker makes it; the payment's latest charge says how it went (under way, or why it failed: the reason the
 * card network gave, and the next try of a scheduled payment).
 */
export function ChargeSavedCard({ payment, canCharge }: { payment: CasePaymentFieldsFragment; canCharge: boolean }) {
  const [charge] = useMutation(MAKE_OFF_SESSION_PAYMENT_MUTATION);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const last = payment.lastCharge ?? null;
  const unpaid = payment.status === 'UNPAID';
  const underWay = unpaid && isOpen(last?.status) && !(last?.notBefore && Date.parse(last.notBefore) > Date.now());
  // While a charge is under way, its outcome is asked for until it ends (the cache then updates this payment).
  useQuery(PAYMENT_CHARGE_POLL_QUERY, {
    variables: { caseId: payment.caseId },
    skip: !underWay,
    pollInterval: CHARGE_POLL_MS,
    fetchPolicy: 'network-only',
  });
  if (!unpaid && !error) return null;
  const label = payment.description || 'this payment';

  const start = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = await charge({ variables: { paymentId: payment.id } });
      if (!result.data?.makeOffSessionPayment.success)
        setError(result.data?.makeOffSessionPayment.message || 'The charge could not be started. Try again.');
    } catch (failure) {
      setError(describeError(failure).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      {underWay && (
        <Typography role="status" variant="body2">
          {CHARGE_UNDER_WAY}
        </Typography>
      )}
      {unpaid && last?.status === 'FAILED' && (
        <Alert severity="warning">
          The last charge of the saved card failed: {last.failureMessage || last.failureCode || 'no reason given'}
        </Alert>
      )}
      {unpaid && last?.status === 'PENDING' && last.notBefore && Date.parse(last.notBefore) > Date.now() && (
        <Typography variant="body2" color="text.secondary">
          Next try {formatMoment(last.notBefore)}
        </Typography>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {canCharge && unpaid && (
        <Button
          size="small"
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
          disabled={busy || underWay}
          aria-label={`Charge saved card for ${label}`}
          onClick={() => void start()}
        >
          {busy ? 'Charging…' : 'Charge saved card'}
        </Button>
      )}
    </Stack>
  );
}
