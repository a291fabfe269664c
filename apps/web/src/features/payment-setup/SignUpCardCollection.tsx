import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { describeError } from '../request/api-errors';
import { formatAmount, type ConfirmOutcome } from './card-confirmation';
import { INITIATE_PAYMENT_SETUP_MUTATION, SIGN_UP_PAYMENT_QUERY } from './sign-up-payment-documents';
import { CardField } from './CardField';

export const START_FAILED_MESSAGE = 'Payment setup could not be started. Try again in a moment.';

/**
 * After a partner sign-up's eligibility form, when the partner collects payment on sign-up: the card for the
 * case's first charge, in the app (the case's in-app setup), under the partner's name, logo and colour; the
 * partner's paymentSuccessMessage once the card is saved. Renders nothing when the case owes no card
 * (the api answers NOT_FOUND), so the thank-you stands alone.
 */
export function SignUpCardCollection({ caseId }: { caseId: string }) {
  const { data, loading, error } = useQuery(SIGN_UP_PAYMENT_QUERY, { variables: { caseId } });
  const [initiate] = useMutation(INITIATE_PAYMENT_SETUP_MUTATION);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (saved) doneRef.current?.focus();
  }, [saved]);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  if (loading)
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }} role="status">
        <CircularProgress size={24} aria-hidden="true" />
        <span>Loading the payment step…</span>
      </Stack>
    );
  const payment = data?.signUpPayment;
  if (error || !payment) return null;

  const start = async (): Promise<string> => {
    setFailure(null);
    try {
      const answer = await initiate({ variables: { caseId } });
      const secret = answer.data?.initiatePaymentSetup.paymentSecret;
      if (!secret) throw new Error(START_FAILED_MESSAGE);
      return secret;
    } catch (cause) {
      const described = describeError(cause);
      throw new Error(described.code === 'ILLEGAL_STATE' ? described.message : START_FAILED_MESSAGE, { cause });
    }
  };
  const done = (outcome: ConfirmOutcome) => {
    if (outcome.ok) setSaved(true);
    else setFailure(outcome.message);
  };
  const alreadySaved = saved || payment.paymentInfoStatus === 'SUBMITTED';

  return (
    <Box
      component="section"
      aria-labelledby="sign-up-payment-heading"
      sx={{
        mb: 3,
        p: { xs: 2, sm: 3 },
        border: 1,
        borderColor: 'divider',
        borderTop: 6,
        borderTopColor: payment.primaryColor,
        borderRadius: 1,
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        {payment.logoUrl && <Box component="img" src={payment.logoUrl} alt="" sx={{ maxHeight: 48 }} />}
        <Typography variant="subtitle1" component="p">
          {payment.organizationName}
        </Typography>
      </Stack>
      <Typography id="sign-up-payment-heading" variant="h5" component="h2" gutterBottom>
        Payment
      </Typography>
      {alreadySaved ? (
        <Typography role="status" tabIndex={-1} ref={doneRef} sx={{ outline: 'none' }}>
          {payment.paymentSuccessMessage}
        </Typography>
      ) : (
        <Stack spacing={3}>
          <Typography>
            {payment.amountCents != null
              ? `Add a card for your first payment of ${formatAmount(payment.amountCents, payment.currency)}.`
              : 'Add a card for the payments of your plan.'}{' '}
            Your card details go straight to our payment provider.
          </Typography>
          {failure && (
            <Alert severity="error" role="alert" ref={failureRef} tabIndex={-1}>
              {failure}
            </Alert>
          )}
          <CardField
            cardField={payment.cardField}
            standInUrl={payment.standInUrl}
            publishableKey={payment.publishableKey}
            start={start}
            onDone={done}
          />
        </Stack>
      )}
    </Box>
  );
}
