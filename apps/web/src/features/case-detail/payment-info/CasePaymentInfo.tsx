import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import type { CasePaymentInfoFieldsFragment } from '../../../generated/graphql';
import { useDialog } from '../dialogs/use-dialog';
import { SAVED_CARD_QUERY } from './payment-info-queries';
import { holdText, PAYMENT_INFO_STATUS_TEXT, savedCardText } from './payment-info-text';
import { SendPaymentLinkDialog } from './SendPaymentLinkDialog';

/**
 * The employee's payment information on the staff case page: whether a link went out and whether a card
 * came back (the case is reloaded live when the employee gives the card), the saved card once there is
 * one, the hold placed on it at sign-up (payment staff; a decline with the card's reason), and for payment
 * staff (viewerCan.sendPaymentInfoLink) a way to send a new single-use link.
 */
export function CasePaymentInfo({ caseRecord }: { caseRecord: CasePaymentInfoFieldsFragment }) {
  const headingId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const dialog = useDialog<true>(() => button.current);
  const submitterId = caseRecord.submitter?.id;
  const submitted = caseRecord.paymentInfoStatus === 'SUBMITTED';
  const card = useQuery(SAVED_CARD_QUERY, {
    variables: { userId: submitterId ?? '' },
    skip: !submitted || !submitterId || !caseRecord.viewerCan.sendPaymentInfoLink,
    fetchPolicy: 'cache-and-network',
  });
  const saved = card.data?.paymentInfoByUserId;
  const canSend = caseRecord.viewerCan.sendPaymentInfoLink && !caseRecord.isArchived;

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        Payment information
      </Typography>
      <Typography role="status" data-testid="payment-info-status">
        {PAYMENT_INFO_STATUS_TEXT[caseRecord.paymentInfoStatus]}
      </Typography>
      {submitted && saved && (
        <Typography variant="body2" color="text.secondary">
          {savedCardText(saved)}
        </Typography>
      )}
      {caseRecord.signUpPreauthorization && (
        <Typography
          variant="body2"
          color={caseRecord.signUpPreauthorization.status === 'DECLINED' ? 'error' : 'text.secondary'}
          data-testid="sign-up-hold"
        >
          {holdText(caseRecord.signUpPreauthorization)}
        </Typography>
      )}
      {canSend && (
        <Button ref={button} sx={{ mt: 1 }} onClick={(event) => dialog.open(true, event.currentTarget)}>
          {caseRecord.paymentInfoStatus === 'NOT_SENT' ? 'Send payment link' : 'Send a new payment link'}
        </Button>
      )}
      {dialog.state && <SendPaymentLinkDialog caseId={caseRecord.id} onClose={dialog.close} />}
    </Paper>
  );
}
