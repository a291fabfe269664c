import { useApolloClient } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { CasePaymentFieldsFragment, PaymentStatus } from '../../../generated/graphql';
import { textToCents } from '../../../shared/money';
import { type SubFeeProblems, SubFeesEditor } from '../../../shared/SubFeesEditor';
import { ActionDialog } from '../dialogs/ActionDialog';
import { fieldOfMessage } from '../decisions/decision-format';
import { GeneralProblem } from '../decisions/GeneralProblem';
import { FEES, formatMoment, PAYMENT_STATUS_LABELS } from './payment-format';
import {
  ADDRESS_FIELDS,
  feesFormOf,
  fieldRank,
  formFieldOf,
  MAX_PAYMENT_SUB_FEES,
  MAX_SCHEDULE_POSITION,
  type PaymentFormValues,
  type PaymentProblems,
  paymentInputOf,
  paymentProblems,
} from './payment-form';
import { DEFAULT_PAYMENT_FEES_QUERY } from './payment-queries';
import { ReceiptField } from './ReceiptField';

export type PaymentInput = ReturnType<typeof paymentInputOf>;

/** The statuses a payment may be given: a new one unpaid or paid; an unpaid one any; PAID and CANCELED are final. */
const statusChoices = (current: CasePaymentFieldsFragment | undefined): PaymentStatus[] => {
  if (!current) return ['UNPAID', 'PAID'];
  return current.status === 'UNPAID' ? ['UNPAID', 'PAID', 'CANCELED'] : [current.status];
};

const idOf = (base: string, field: string) => `${base}-${field.replace(/\./g, '-')}`;

/** Moves focus to the first field with a problem, once it is shown. */
function focusFirst(base: string, problems: PaymentProblems) {
  const first = Object.keys(problems)
    .filter((field) => problems[field])
    .sort((a, b) => fieldRank(a) - fieldRank(b))[0];
  if (first) window.setTimeout(() => document.getElementById(idOf(base, first))?.focus(), 0);
}

/**
 * Adds or edits a payment: the amount (required), a description, the status (with the date it took
 * effect), the due date and its place in a payment schedule, the receipt, a shipping address and, for who
 * sees them, the seven fees and the sub-fees. A new payment's fees are filled in from the organization's
 * payment settings once the amount is known, until the fees are typed; left unfilled they are given by the
 * api. Problems show at their field (what the form can tell, then what the api refused), and focus goes to
 * the first one; what belongs to no field shows above the form.
 */
export function PaymentDialog({
  title,
  confirmLabel,
  caseId,
  payment,
  initial,
  showFees,
  onClose,
  onSubmit,
}: {
  title: string;
  confirmLabel: string;
  caseId: string;
  /** The payment edited; none for a new one. */
  payment?: CasePaymentFieldsFragment;
  initial: PaymentFormValues;
  /** The viewer works with fees (the api answered them): they are shown and sent. */
  showFees: boolean;
  onClose(): void;
  /** Resolves to the api's message when it refuses, or null when it succeeded. */
  onSubmit(input: PaymentInput): Promise<string | null>;
}) {
  const base = useId();
  const client = useApolloClient();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<PaymentProblems>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A new payment's fees: untouched, filled in from the settings, or typed (then left as typed).
  const [feesFrom, setFeesFrom] = useState<'none' | 'settings' | 'typed'>(payment ? 'typed' : 'none');
  const [prefilledFor, setPrefilledFor] = useState<number | null>(null);

  const change = (update: Partial<PaymentFormValues>, fields: string[]) => {
    setValues((current) => ({ ...current, ...update }));
    setProblems((current) => {
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  };
  const set = (field: keyof PaymentFormValues) => (event: { target: { value: string } }) =>
    change({ [field]: event.target.value }, [field]);
  const setFee = (field: keyof PaymentFormValues) => (event: { target: { value: string } }) => {
    setFeesFrom('typed');
    set(field)(event);
  };

  /** Fills in the organization's fees for the amount typed, while nobody has typed fees. */
  const prefillFees = async () => {
    const amount = textToCents(values.amount);
    if (!showFees || payment || feesFrom === 'typed' || typeof amount !== 'number' || amount === prefilledFor) return;
    try {
      const { data } = await client.query({
        query: DEFAULT_PAYMENT_FEES_QUERY,
        variables: { caseId, amount },
        fetchPolicy: 'network-only',
      });
      const fees = data?.defaultPaymentFees;
      if (!fees) return;
      setValues((current) => ({ ...current, ...feesFormOf(fees) }));
      setFeesFrom((current) => (current === 'typed' ? current : 'settings'));
      setPrefilledFor(amount);
    } catch {
      // Nothing filled in: sent without fees, the payment still gets the organization's fees from the api.
    }
  };

  const submit = async () => {
    setGeneral(null);
    const found = paymentProblems(values, showFees);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      focusFirst(base, found);
      return;
    }
    setBusy(true);
    const refused = await onSubmit(paymentInputOf(values, { withFees: showFees && feesFrom !== 'none' }));
    setBusy(false);
    if (!refused) return;
    const { field, text } = fieldOfMessage(refused);
    const formField = field ? formFieldOf(field) : null;
    if (formField) {
      const server = { [formField]: text };
      setProblems(server);
      focusFirst(base, server);
    } else {
      setGeneral(refused);
    }
  };

  const money = (field: keyof PaymentFormValues, label: string, required = false) => (
    <TextField
      id={idOf(base, field)}
      label={label}
      required={required}
      fullWidth
      value={values[field] as string}
      onChange={field === 'amount' ? set(field) : setFee(field)}
      onBlur={field === 'amount' ? () => void prefillFees() : undefined}
      error={!!problems[field]}
      helperText={problems[field]}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
      }}
    />
  );
  const text = (field: keyof PaymentFormValues, label: string, required = false) => (
    <TextField
      id={idOf(base, field)}
      label={label}
      required={required}
      fullWidth
      value={values[field] as string}
      onChange={set(field)}
      error={!!problems[field]}
      helperText={problems[field]}
    />
  );

  const choices = statusChoices(payment);
  const statusDate =
    payment?.status === 'PAID' && payment.paymentDate
      ? `Paid on ${formatMoment(payment.paymentDate)}`
      : payment?.status === 'CANCELED' && payment.cancellationDate
        ? `Canceled on ${formatMoment(payment.cancellationDate)}`
        : values.status === 'PAID'
          ? 'Recorded as paid today; a paid payment cannot go back to unpaid'
          : values.status === 'CANCELED'
            ? 'Recorded as canceled today; a canceled payment cannot be reopened'
            : undefined;
  const subFeeProblems: SubFeeProblems = {};
  values.subFees.forEach((_row, index) => {
    const label = problems[`subFees.${index}.label`];
    const amount = problems[`subFees.${index}.amount`];
    if (label || amount) subFeeProblems[index] = { label, amount };
  });

  return (
    <ActionDialog
      title={title}
      confirmLabel={confirmLabel}
      busy={busy}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <GeneralProblem message={general} />
        {money('amount', 'Amount', true)}
        <TextField
          id={idOf(base, 'description')}
          label="Description"
          fullWidth
          multiline
          minRows={2}
          value={values.description}
          onChange={set('description')}
          error={!!problems.description}
          helperText={problems.description}
        />
        <TextField
          id={idOf(base, 'status')}
          select
          label="Status"
          fullWidth
          value={values.status}
          onChange={(event) => change({ status: event.target.value as PaymentStatus }, ['status'])}
          disabled={choices.length === 1}
          error={!!problems.status}
          helperText={problems.status ?? statusDate}
        >
          {choices.map((status) => (
            <MenuItem key={status} value={status}>
              {PAYMENT_STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id={idOf(base, 'dueDate')}
          type="date"
          label="Due date"
          fullWidth
          value={values.dueDate}
          onChange={set('dueDate')}
          error={!!problems.dueDate}
          helperText={problems.dueDate}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                id={idOf(base, 'isScheduled')}
                checked={values.isScheduled}
                onChange={(event) => change({ isScheduled: event.target.checked }, ['isScheduled', 'schedulePosition'])}
              />
            }
            label="Part of a payment schedule (charged on its due date)"
          />
          {values.isScheduled && (
            <TextField
              id={idOf(base, 'schedulePosition')}
              label="Place in the schedule"
              required
              fullWidth
              value={values.schedulePosition}
              onChange={set('schedulePosition')}
              error={!!problems.schedulePosition}
              helperText={problems.schedulePosition ?? `0 is the first payment; up to ${MAX_SCHEDULE_POSITION}`}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
              sx={{ mt: 1 }}
            />
          )}
        </Box>
        <ReceiptField
          id={idOf(base, 'paymentAttachmentId')}
          caseId={caseId}
          value={values.paymentAttachmentId}
          problem={problems.paymentAttachmentId}
          onChange={(paymentAttachmentId) => change({ paymentAttachmentId }, ['paymentAttachmentId'])}
        />
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={values.hasShippingAddress}
                onChange={(event) =>
                  change(
                    { hasShippingAddress: event.target.checked },
                    ADDRESS_FIELDS.map(([field]) => field),
                  )
                }
              />
            }
            label="Ship to an address"
          />
          {values.hasShippingAddress && (
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
              <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
                Shipping address
              </Typography>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                {ADDRESS_FIELDS.map(([field, label, required]) => (
                  <Box key={field}>{text(field, label, required)}</Box>
                ))}
              </Box>
            </Box>
          )}
        </Box>
        {showFees && (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
              Fees (what collecting this payment costs; the payout is the amount minus the fees)
            </Typography>
            {!payment && (
              <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
                {feesFrom === 'settings'
                  ? "Filled in from the organization's payment settings."
                  : feesFrom === 'none'
                    ? "Left empty, the organization's fees are used."
                    : ''}
              </Typography>
            )}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {FEES.map(([field, label]) => (
                <Box key={field}>{money(field, label)}</Box>
              ))}
            </Box>
            <Box sx={{ mt: 2 }}>
              <SubFeesEditor
                idBase={base}
                rows={values.subFees}
                max={MAX_PAYMENT_SUB_FEES}
                problems={subFeeProblems}
                onChange={(subFees) => {
                  setFeesFrom('typed');
                  change(
                    { subFees },
                    Object.keys(problems).filter((field) => field.startsWith('subFees')),
                  );
                }}
              />
            </Box>
          </Box>
        )}
      </Stack>
    </ActionDialog>
  );
}
