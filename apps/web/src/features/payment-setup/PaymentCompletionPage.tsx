import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PaymentCompletionLinkQuery } from '../../generated/graphql';
import { usePageTitle } from '../../shared/page-title';
import { publicGraphql } from '../auth/public-graphql';
import { CardField } from './CardField';
import { formatAmount } from './card-confirmation';
import { LinkPageError, LinkPageFrame, LinkPageLoadFailed, LinkPageLoading } from './LinkPageFrame';
import { INITIATE_PAYMENT_BY_LINK_MUTATION, PAYMENT_COMPLETION_LINK_QUERY } from './payment-completion-documents';
import { useLinkPage } from './use-link-page';

export const INVALID_COMPLETION_LINK_MESSAGE = 'This payment link is not valid. Ask your case team for a new one.';
export const EXPIRED_COMPLETION_LINK_MESSAGE = 'This payment link has expired. Ask your case team for a new one.';
export const COMPLETED_MESSAGE = 'Thank you, your payment is complete. You can close this page.';
export const ALREADY_COMPLETED_MESSAGE = 'This payment has already been completed.';
const START_FAILED_MESSAGE = 'The payment could not be started. Try again in a moment.';

type Link = PaymentCompletionLinkQuery['paymentCompletionLink'];

/**
 * payment-setup/:tokenId?mode=pay — the employee completes a payment whose charge of the saved card failed
 * (declined, or the bank wants the employee present): the page shows the amount and the organization only,
 * and the card field confirms the failed charge's own PaymentIntent, so it can never pay twice.
 */
export function PaymentCompletionPage({ tokenId }: { tokenId: string }) {
  const page = useLinkPage<Link>(
    tokenId,
    async (token, signal) =>
      (await publicGraphql(PAYMENT_COMPLETION_LINK_QUERY, { tokenId: token }, { signal })).paymentCompletionLink,
    async (token) =>
      (await publicGraphql(INITIATE_PAYMENT_BY_LINK_MUTATION, { tokenId: token })).initiatePaymentByLink.paymentSecret,
    START_FAILED_MESSAGE,
  );
  const { state, link } = page;
  usePageTitle(state.status === 'done' ? 'Payment Complete' : 'Complete Your Payment');

  let heading = 'Complete your payment';
  let body;
  if (state.status === 'loading') {
    body = <LinkPageLoading />;
  } else if (state.status === 'invalid') {
    heading = 'This link cannot be used';
    body = <Typography>{INVALID_COMPLETION_LINK_MESSAGE}</Typography>;
  } else if (state.status === 'failed') {
    body = <LinkPageLoadFailed onRetry={page.retry} />;
  } else if (state.status === 'done') {
    heading = 'Payment complete';
    body = <Typography role="status">{COMPLETED_MESSAGE}</Typography>;
  } else if (link && link.state !== 'OPEN') {
    heading = 'This link cannot be used';
    body = (
      <Typography>{link.state === 'USED' ? ALREADY_COMPLETED_MESSAGE : EXPIRED_COMPLETION_LINK_MESSAGE}</Typography>
    );
  } else if (link) {
    body = (
      <Stack spacing={3}>
        <Typography>
          {link.amountCents != null
            ? `We could not charge your saved card for ${formatAmount(link.amountCents, link.currency)}. `
            : 'We could not charge your saved card. '}
          Enter a card to complete the payment; your card details go straight to our payment provider.
        </Typography>
        <LinkPageError error={page.error} errorRef={page.errorRef} />
        <CardField
          cardField={link.cardField}
          standInUrl={link.standInUrl}
          publishableKey={link.publishableKey}
          start={page.start}
          onDone={page.done}
          purpose="payment"
        />
      </Stack>
    );
  }

  return (
    <LinkPageFrame branding={link} heading={heading} headingRef={page.headingRef}>
      {body}
    </LinkPageFrame>
  );
}
