import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import type { CasePaymentFieldsFragment } from '../../../generated/graphql';
import { ActionDialog } from '../dialogs/ActionDialog';
import { useDialog } from '../dialogs/use-dialog';
import { useDecisionChange } from '../decisions/use-decision-change';
import { SectionLoadState } from '../shared/SectionLoadState';
import { emptyPaymentForm, paymentFormOf } from './payment-form';
import { formatCents } from './payment-format';
import {
  ADD_PAYMENT_MUTATION,
  CASE_PAYMENTS_QUERY,
  DELETE_PAYMENT_MUTATION,
  UPDATE_PAYMENT_MUTATION,
} from './payment-queries';
import { PaymentDialog } from './PaymentDialog';
import { type PaymentAction, PaymentItem } from './PaymentItem';
import { PaymentTotalsList } from './PaymentTotalsList';

type Payment = CasePaymentFieldsFragment;
type DialogState = { kind: 'add' } | { kind: PaymentAction; payment: Payment };

const CONFIRM: Record<'markPaid' | 'cancel' | 'delete', { title: string; text: string; label: string }> = {
  markPaid: {
    title: 'Mark this payment paid?',
    text: 'It is recorded as paid today. A paid payment cannot go back to unpaid.',
    label: 'Mark paid',
  },
  cancel: {
    title: 'Cancel this payment?',
    text: 'It is no longer owed and does not count in the totals. A canceled payment cannot be reopened.',
    label: 'Cancel payment',
  },
  delete: {
    title: 'Delete this payment?',
    text: 'It leaves the case and its totals. The change stays on the timeline.',
    label: 'Delete payment',
  },
};

/**
 * The payments of the case (spec 000 Case "payments"): each with its amount, status and dates, its fees
 * folded away for who sees them, the case's totals for who may see them; as the api allows (viewerCan),
 * the viewer adds a payment, edits one, marks it paid, cancels or deletes it. Every change's answer
 * carries the case's payments and totals into the cache, so nothing is reloaded.
 */
export function CasePayments({ caseId }: { caseId: string }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, error, loading, refetch } = useQuery(CASE_PAYMENTS_QUERY, { variables: { caseId } });
  const dialog = useDialog<DialogState>(() => heading.current);
  const change = useDecisionChange();
  const [busy, setBusy] = useState(false);
  const [confirmProblem, setConfirmProblem] = useState<string | null>(null);

  const caseRecord = data?.caseById;
  const payments = caseRecord?.payments;
  const can = caseRecord?.viewerCan;
  // Fees come back only for who works with them; a list without any says nothing, so ask the first one.
  const showFees = !!payments?.some((payment) => payment.totalCost !== null) || !!can?.addCasePayment;

  const done = (refused: string | null) => {
    if (!refused) dialog.close();
    return refused;
  };

  const confirm = async (kind: 'markPaid' | 'cancel' | 'delete', payment: Payment) => {
    setBusy(true);
    const refused =
      kind === 'delete'
        ? await change(DELETE_PAYMENT_MUTATION, { paymentId: payment.id })
        : await change(UPDATE_PAYMENT_MUTATION, {
            input: { paymentId: payment.id, status: kind === 'markPaid' ? 'PAID' : 'CANCELED' },
          });
    setBusy(false);
    setConfirmProblem(done(refused));
  };

  const state = dialog.state;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography
        ref={heading}
        tabIndex={-1}
        id={headingId}
        component="h2"
        variant="h6"
        sx={{ mb: 1, outline: 'none' }}
      >
        Payments
      </Typography>
      {!caseRecord || !payments || !can ? (
        <SectionLoadState
          what="the payments"
          failed={!!error && !loading}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : (
        <>
          <PaymentTotalsList caseRecord={caseRecord} />
          {payments.length === 0 ? (
            <Typography color="text.secondary">No payments yet.</Typography>
          ) : (
            <Stack component="ul" aria-labelledby={headingId} spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {payments.map((payment) => (
                <PaymentItem
                  key={payment.id}
                  payment={payment}
                  can={can}
                  onAction={(kind, trigger) => {
                    setConfirmProblem(null);
                    dialog.open({ kind, payment }, trigger);
                  }}
                />
              ))}
            </Stack>
          )}
          {can.addCasePayment && (
            <Button
              variant="contained"
              size="small"
              sx={{ mt: 2 }}
              onClick={(event) => dialog.open({ kind: 'add' }, event.currentTarget)}
            >
              Add payment
            </Button>
          )}
        </>
      )}

      {state?.kind === 'add' && (
        <PaymentDialog
          title="Add payment"
          confirmLabel="Add payment"
          caseId={caseId}
          initial={emptyPaymentForm()}
          showFees={showFees}
          onClose={dialog.close}
          onSubmit={async (input) => done(await change(ADD_PAYMENT_MUTATION, { input: { caseId, ...input } }))}
        />
      )}
      {state?.kind === 'edit' && (
        <PaymentDialog
          title={`Edit payment of ${formatCents(state.payment.amount, state.payment.currency)}`}
          confirmLabel="Save payment"
          caseId={caseId}
          payment={state.payment}
          initial={paymentFormOf(state.payment)}
          showFees={showFees}
          onClose={dialog.close}
          onSubmit={async (input) =>
            done(await change(UPDATE_PAYMENT_MUTATION, { input: { paymentId: state.payment.id, ...input } }))
          }
        />
      )}
      {state && state.kind !== 'add' && state.kind !== 'edit' && (
        <ActionDialog
          title={CONFIRM[state.kind].title}
          description={
            <>
              {formatCents(state.payment.amount, state.payment.currency)}
              {state.payment.description ? ` (${state.payment.description})` : ''}. {CONFIRM[state.kind].text}
              {confirmProblem && (
                <Box component="span" role="alert" sx={{ display: 'block', mt: 1, color: 'error.main' }}>
                  {confirmProblem}
                </Box>
              )}
            </>
          }
          confirmLabel={CONFIRM[state.kind].label}
          destructive={state.kind !== 'markPaid'}
          busy={busy}
          onClose={dialog.close}
          onSubmit={() => void confirm(state.kind as 'markPaid' | 'cancel' | 'delete', state.payment)}
        />
      )}
    </Paper>
  );
}
