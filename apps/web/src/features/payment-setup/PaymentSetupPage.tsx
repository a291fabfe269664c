import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams, useSearchParams } from 'react-router';
import type { PaymentSetupLinkQuery } from '../../generated/graphql';
import { usePageTitle } from '../../shared/page-title';
import { publicGraphql } from '../auth/public-graphql';
import { CardField } from './CardField';
import { formatAmount } from './card-confirmation';
import { LinkPageError, LinkPageFrame, LinkPageLoadFailed, LinkPageLoading } from './LinkPageFrame';
import { INITIATE_PAYMENT_SETUP_BY_LINK_MUTATION, PAYMENT_SETUP_LINK_QUERY } from './payment-setup-documents';
import { PaymentCompletionPage } from './PaymentCompletionPage';
import { useLinkPage } from './use-link-page';

export const INVALID_PAYMENT_LINK_MESSAGE = 'This payment link is not valid. Ask your case team for a new one.';
export const EXPIRED_PAYMENT_LINK_MESSAGE = 'This payment link has expired. Ask your case team for a new one.';
export const USED_PAYMENT_LINK_MESSAGE = 'This payment link has already been used.';
export const SAVED_MESSAGE = 'Your payment information has been saved. You can close this page.';
const START_FAILED_MESSAGE = 'Payment setup could not be started. Try again in a moment.';

type Link = PaymentSetupLinkQuery['paymentSetupLink'];

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
  const page = useLinkPage<Link>(
    tokenId,
    async (token, signal) =>
      (await publicGraphql(PAYMENT_SETUP_LINK_QUERY, { tokenId: token }, { signal })).paymentSetupLink,
    async (token) =>
      (await publicGraphql(INITIATE_PAYMENT_SETUP_BY_LINK_MUTATION, { tokenId: token })).initiatePaymentSetupByLink
        .paymentSecret,
    START_FAILED_MESSAGE,
  );
  const { state, link } = page;
  usePageTitle(state.status === 'done' ? 'Payment Information Saved' : 'Payment Setup');

  let heading = 'Payment setup';
  let body;
  if (state.status === 'loading') {
    body = <LinkPageLoading />;
  } else if (state.status === 'invalid') {
    heading = 'This link cannot be used';
    body = <Typography>{INVALID_PAYMENT_LINK_MESSAGE}</Typography>;
  } else if (state.status === 'failed') {
    body = <LinkPageLoadFailed onRetry={page.retry} />;
  } else if (state.status === 'done') {
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
        <LinkPageError error={page.error} errorRef={page.errorRef} />
        <CardField
          cardField={link.cardField}
          standInUrl={link.standInUrl}
          publishableKey={link.publishableKey}
          start={page.start}
          onDone={page.done}
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
