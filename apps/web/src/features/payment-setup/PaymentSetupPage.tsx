import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { PaymentSetupLinkQuery } from '../../generated/graphql';
import { usePageTitle } from '../../shared/page-title';
import { PublicGraphqlError, publicGraphql } from '../auth/public-graphql';
import { formatAmount, type ConfirmOutcome } from './card-confirmation';
import { INITIATE_PAYMENT_SETUP_BY_LINK_MUTATION, PAYMENT_SETUP_LINK_QUERY } from './payment-setup-documents';
import { PaymentCompletionPage } from './PaymentCompletionPage';
import { StandInCardForm } from './StandInCardForm';

// Stripe.js is loaded only where Stripe Elements is the card field (production).
const StripeElementsCardForm = lazy(() => import('./StripeElementsCardForm'));

export const INVALID_PAYMENT_LINK_MESSAGE = 'This payment link is not valid. Ask your case team for a new one.';
export const EXPIRED_PAYMENT_LINK_MESSAGE = 'This payment link has expired. Ask your case team for a new one.';
export const USED_PAYMENT_LINK_MESSAGE = 'This payment link has already been used.';
export const SAVED_MESSAGE = 'Your payment information has been saved. You can close this page.';
const LOAD_FAILED_MESSAGE = 'The payment page could not be loaded. Check your connection and try again.';
const START_FAILED_MESSAGE = 'Payment setup could not be started. Try again in a moment.';

type Link = PaymentSetupLinkQuery['paymentSetupLink'];
type PageState =
  | { status: 'loading' }
  | { status: 'invalid' }
  | { status: 'failed' }
  | { status: 'ready'; link: Link }
  | { status: 'saved'; link: Link };

/**
 * payment-setup/:tokenId — an employee gives a card through a single-use link, without signing in; with
 * ?mode=pay, completes a payment whose charge of the saved card failed.
 */
export default function PaymentSetupPage() {
  const { tokenId = '' } = useParams();
  const [search] = useSearchParams();
  return search.get('mode') === 'pay' ? (
    <PaymentCompletionPage tokenId={tokenId} />
  ) : (
    <CardSetupPage tokenId={tokenId} />
  );
}

function CardSetupPage({ tokenId }: { tokenId: string }) {
  const [state, setState] = useState<PageState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);

  usePageTitle(state.status === 'saved' ? 'Payment Information Saved' : 'Payment Setup');

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    publicGraphql(PAYMENT_SETUP_LINK_QUERY, { tokenId }, { signal: controller.signal }).then(
      (data) => setState({ status: 'ready', link: data.paymentSetupLink }),
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: PublicGraphqlError.is(failure) && failure.code === 'NOT_FOUND' ? 'invalid' : 'failed' });
      },
    );
    return () => controller.abort();
  }, [tokenId, attempt]);

  useEffect(() => {
    if (state.status === 'saved') headingRef.current?.focus();
  }, [state.status]);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const start = async (): Promise<string> => {
    setError(null);
    try {
      const data = await publicGraphql(INITIATE_PAYMENT_SETUP_BY_LINK_MUTATION, { tokenId });
      return data.initiatePaymentSetupByLink.paymentSecret;
    } catch (failure) {
      throw new Error(
        PublicGraphqlError.is(failure) && failure.code === 'ILLEGAL_STATE' ? failure.message : START_FAILED_MESSAGE,
        { cause: failure },
      );
    }
  };
  const done = (outcome: ConfirmOutcome) => {
    if (outcome.ok && (state.status === 'ready' || state.status === 'saved'))
      setState({ status: 'saved', link: state.link });
    else if (!outcome.ok) setError(outcome.message);
  };

  const link = state.status === 'ready' || state.status === 'saved' ? state.link : null;
  let heading = 'Payment setup';
  let body;
  if (state.status === 'loading') {
    body = (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={24} aria-hidden="true" />
        <span>Loading…</span>
      </Stack>
    );
  } else if (state.status === 'invalid') {
    heading = 'This link cannot be used';
    body = <Typography>{INVALID_PAYMENT_LINK_MESSAGE}</Typography>;
  } else if (state.status === 'failed') {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="error">{LOAD_FAILED_MESSAGE}</Alert>
        <Button variant="contained" onClick={() => setAttempt((value) => value + 1)}>
          Try again
        </Button>
      </Stack>
    );
  } else if (state.status === 'saved') {
    heading = 'Payment information saved';
    body = <Typography role="status">{SAVED_MESSAGE}</Typography>;
  } else if (link && link.state !== 'OPEN') {
    heading = 'This link cannot be used';
    body = <Typography>{link.state === 'USED' ? USED_PAYMENT_LINK_MESSAGE : EXPIRED_PAYMENT_LINK_MESSAGE}</Typography>;
  } else if (link) {
    body = (
      <Stack spacing={3}>
        <Typography>
          {link.amountCents != null
            ? `Add a card for ${formatAmount(link.amountCents, link.currency)} and later payments of your request.`
            : 'Add a card for the payments of your request.'}{' '}
          Your card details go straight to our payment provider.
        </Typography>
        {error && (
          <Alert severity="error" role="alert" ref={errorRef} tabIndex={-1}>
            {error}
          </Alert>
        )}
        {link.cardField === 'LOCAL_STAND_IN' && link.standInUrl ? (
          <StandInCardForm
            publishableKey={link.publishableKey}
            standInUrl={link.standInUrl}
            start={start}
            onDone={done}
          />
        ) : (
          <Suspense fallback={<CircularProgress size={24} aria-label="Loading the card field" />}>
            <StripeElementsCardForm publishableKey={link.publishableKey} start={start} onDone={done} />
          </Suspense>
        )}
      </Stack>
    );
  }

  return (
    <Container component="main" maxWidth="sm" sx={{ py: 4 }}>
      <Paper sx={{ p: { xs: 2, sm: 4 } }}>
        {link && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
            {link.logoUrl && <Box component="img" src={link.logoUrl} alt="" sx={{ maxHeight: 48 }} />}
            <Typography variant="subtitle1" component="p">
              {link.organizationName}
            </Typography>
          </Stack>
        )}
        <Typography variant="h4" component="h1" gutterBottom tabIndex={-1} ref={headingRef}>
          {heading}
        </Typography>
        {body}
      </Paper>
    </Container>
  );
}
