import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { CasePaymentFieldsFragment, PaymentsViewerCanFragment } from '../../../generated/graphql';
import { ChargeSavedCard } from './ChargeSavedCard';
import {
  FEES,
  formatCents,
  formatDay,
  formatMoment,
  PAYMENT_STATUS_COLORS,
  PAYMENT_STATUS_LABELS,
} from './payment-format';

export type PaymentAction = 'edit' | 'markPaid' | 'cancel' | 'delete';

/**
 * One payment: amount, status, due and paid dates, description; its fees and payout folded away behind
 * a button (shown only when the api answered them: the employee never gets them); the actions the api allows.
 */
export function PaymentItem({
  payment,
  can,
  onAction,
}: {
  payment: CasePaymentFieldsFragment;
  can: PaymentsViewerCanFragment;
  onAction(action: PaymentAction, trigger: HTMLElement): void;
}) {
  const feesId = useId();
  const [feesOpen, setFeesOpen] = useState(false);
  const money = (cents: number) => formatCents(cents, payment.currency);
  const amount = money(payment.amount);
  const label = payment.description || `Payment of ${amount}`;
  const hasFees = payment.totalCost !== null && payment.totalCost !== undefined;
  const open = payment.status === 'UNPAID';
  return (
    <Box component="li" data-testid="payment">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle2">
          {amount}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={PAYMENT_STATUS_COLORS[payment.status]}
          label={PAYMENT_STATUS_LABELS[payment.status]}
        />
        {payment.isScheduled && <Chip size="small" variant="outlined" label="Scheduled" />}
      </Stack>
      {payment.description && <Typography variant="body2">{payment.description}</Typography>}
      <Typography variant="body2" color="text.secondary">
        {[
          payment.dueDate ? `Due ${formatDay(payment.dueDate)}` : 'No due date',
          payment.paymentDate ? `Paid ${formatMoment(payment.paymentDate)}` : null,
          payment.cancellationDate ? `Canceled ${formatMoment(payment.cancellationDate)}` : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <ChargeSavedCard payment={payment} canCharge={can.updateCasePayment} />
      {hasFees && (
        <>
          <Button
            size="small"
            aria-expanded={feesOpen}
            aria-controls={feesId}
            onClick={() => setFeesOpen((current) => !current)}
          >
            {feesOpen ? 'Hide fees' : 'Show fees'}
          </Button>
          <Box id={feesId} hidden={!feesOpen}>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, m: 0 }}>
              {FEES.filter(([field]) => (payment[field] ?? 0) > 0).map(([field, feeLabel]) => (
                <FeeRow key={field} label={feeLabel} value={money(payment[field] ?? 0)} />
              ))}
              {(payment.subFees ?? []).map((fee, index) => (
                <FeeRow key={`sub-${index}`} label={fee.label} value={money(fee.amount)} />
              ))}
              <FeeRow label="Total fees" value={money(payment.totalCost ?? 0)} />
              <FeeRow label="Payout" value={money(payment.payoutAmount ?? 0)} />
            </Box>
          </Box>
        </>
      )}
      {(can.updateCasePayment || can.deleteCasePayment) && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          {can.updateCasePayment && (
            <Button
              size="small"
              aria-label={`Edit ${label}`}
              onClick={(event) => onAction('edit', event.currentTarget)}
            >
              Edit
            </Button>
          )}
          {can.updateCasePayment && open && (
            <Button
              size="small"
              aria-label={`Mark ${label} paid`}
              onClick={(event) => onAction('markPaid', event.currentTarget)}
            >
              Mark paid
            </Button>
          )}
          {can.updateCasePayment && open && (
            <Button
              size="small"
              aria-label={`Cancel ${label}`}
              onClick={(event) => onAction('cancel', event.currentTarget)}
            >
              Cancel payment
            </Button>
          )}
          {can.deleteCasePayment && (
            <Button
              size="small"
              color="error"
              aria-label={`Delete ${label}`}
              onClick={(event) => onAction('delete', event.currentTarget)}
            >
              Delete
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}

function FeeRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {value}
      </Typography>
    </>
  );
}
