import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useToast } from '../../app/notifications/use-toast';
import { useSession } from '../../app/session/use-session';
import type { PaymentSettingsFieldsFragment } from '../../generated/graphql';
import { RetryAlert } from '../../shared/RetryAlert';
import { type SubFeeProblems, SubFeesEditor } from '../../shared/SubFeesEditor';
import { visuallyHidden } from '../../shared/visually-hidden';
import {
  MAX_SETTING_SUB_FEES,
  type PaymentSettingsDraft,
  paymentSettingsDraftOf,
  paymentSettingsInputOf,
  paymentSettingsProblems,
  SETTING_FEES,
} from './payment-settings-draft';
import { PAYMENT_SETTINGS_QUERY, UPDATE_PAYMENT_SETTINGS_MUTATION } from './payment-settings-queries';
import { SaveBar } from './SaveBar';
import { problemOf, type SaveProblem } from './use-save-settings';

/** Loads the payments section, with the tab's skeleton and a retry when it fails. */
export function PaymentsTab() {
  const session = useSession();
  const { data, loading, refetch } = useQuery(PAYMENT_SETTINGS_QUERY, {
    variables: { organizationId: session.organizationId },
    skip: !session.organizationId,
    notifyOnNetworkStatusChange: true,
  });
  const settings = data?.allOrganizationSettings as PaymentSettingsFieldsFragment | undefined;
  if (settings) return <PaymentSettingsForm payments={settings.payments} />;
  if (loading || !session.organizationId) {
    return (
      <Box aria-busy="true">
        <Box component="span" sx={visuallyHidden}>
          Loading…
        </Box>
        <Skeleton variant="rectangular" height={56} sx={{ mb: 2 }} />
        <Skeleton variant="rectangular" height={160} />
      </Box>
    );
  }
  return (
    <RetryAlert onRetry={() => void refetch()}>
      We couldn&apos;t load these settings. Check your connection and try again.
    </RetryAlert>
  );
}

/** The api's field path of each field, in the order the form shows them (focus goes to the first problem). */
const FIELD_PATHS = [
  'payments.fees.paymentProcessingBasisPoints',
  'payments.fees.paymentProcessingFixedFee',
  ...SETTING_FEES.map(([field]) => `payments.fees.${field}`),
  'payments.fees.subFees',
  'payments.dunningRetryDays',
  'payments.abandonedCartAfterHours',
  'payments.abandonedCartMaxReminders',
];

/**
 * The fees a new payment starts with (a payment added without fees, and the ones the product creates),
 * when a failed charge is tried again, and how abandoned sign-ups are reminded. The section is saved whole.
 */
function PaymentSettingsForm({ payments }: { payments: PaymentSettingsFieldsFragment['payments'] }) {
  const base = useId();
  const session = useSession();
  const toast = useToast();
  const saved = useMemo(() => paymentSettingsDraftOf(payments), [payments]);
  const [draft, setDraft] = useState<PaymentSettingsDraft>(saved);
  const [shown, setShown] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<SaveProblem | null>(null);
  const [mutate, { loading: saving }] = useMutation(UPDATE_PAYMENT_SETTINGS_MUTATION);
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);

  const idOf = (path: string) => `${base}-${path.replace(/\./g, '-')}`;
  const problemAt = (path: string) => shown[path];
  const edit = (change: Partial<PaymentSettingsDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setShown({});
    setRefusal(null);
  };
  const focusFirst = (problems: Record<string, string>) => {
    const paths = Object.keys(problems);
    const first = paths.sort((a, b) => orderOf(a) - orderOf(b))[0];
    if (first) window.setTimeout(() => document.getElementById(idOf(first))?.focus(), 0);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!dirty || saving) return;
    const problems = paymentSettingsProblems(draft);
    setShown(problems);
    setRefusal(null);
    if (Object.keys(problems).length > 0) {
      focusFirst(problems);
      return;
    }
    try {
      const result = await mutate({
        variables: {
          organizationId: session.organizationId,
          input: { payments: paymentSettingsInputOf(draft) },
        },
      });
      const answered = result.data?.updateOrganizationSettings as PaymentSettingsFieldsFragment | undefined;
      if (answered) {
        toast.success('Payment settings saved');
        setDraft(paymentSettingsDraftOf(answered.payments));
      }
    } catch (error) {
      const problem = problemOf(error);
      const path = problem.field && FIELD_PATHS.find((p) => problem.field === p || problem.field!.startsWith(`${p}.`));
      if (problem.field && path) {
        // A sub-fee row's problem stays at its row; any other one goes to the field that holds it (a list's item).
        const placed = { [path === 'payments.fees.subFees' ? problem.field : path]: problem.message };
        setShown(placed);
        focusFirst(placed);
      } else {
        setRefusal(problem);
      }
    }
  };

  const subFeeProblems: SubFeeProblems = {};
  draft.subFees.forEach((_row, index) => {
    const label = problemAt(`payments.fees.subFees.${index}.label`);
    const amount = problemAt(`payments.fees.subFees.${index}.amount`);
    if (label || amount) subFeeProblems[index] = { label, amount };
  });
  const subFeesProblem = problemAt('payments.fees.subFees');

  const money = (path: string, label: string, value: string, onChange: (value: string) => void) => (
    <TextField
      id={idOf(path)}
      label={label}
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!!problemAt(path)}
      helperText={problemAt(path)}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
      }}
    />
  );
  const count = (path: string, label: string, value: string, help: string, onChange: (value: string) => void) => (
    <TextField
      id={idOf(path)}
      label={label}
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!!problemAt(path)}
      helperText={problemAt(path) ?? help}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      sx={{ maxWidth: 360 }}
    />
  );

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate aria-label="Payments">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        A payment added without fees starts with these fees; they can be changed on each payment.
      </Typography>
      <Stack spacing={3}>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
            Default fees
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              id={idOf('payments.fees.paymentProcessingBasisPoints')}
              label="Payment processing rate"
              size="small"
              value={draft.processingRate}
              onChange={(event) => edit({ processingRate: event.target.value })}
              error={!!problemAt('payments.fees.paymentProcessingBasisPoints')}
              helperText={problemAt('payments.fees.paymentProcessingBasisPoints') ?? 'Percent of the amount, 0 to 100'}
              slotProps={{
                htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
                input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
              }}
            />
            {money(
              'payments.fees.paymentProcessingFixedFee',
              'Payment processing fixed fee',
              draft.processingFixedFee,
              (value) => edit({ processingFixedFee: value }),
            )}
            {SETTING_FEES.map(([field, label]) => (
              <Box key={field}>
                {money(`payments.fees.${field}`, label, draft[field], (value) => edit({ [field]: value }))}
              </Box>
            ))}
          </Box>
        </Box>
        <Box>
          <SubFeesEditor
            idBase={idOf('payments.fees')}
            rows={draft.subFees}
            max={MAX_SETTING_SUB_FEES}
            problems={subFeeProblems}
            onChange={(subFees) => edit({ subFees })}
          />
          {subFeesProblem && (
            <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
              {subFeesProblem}
            </Typography>
          )}
        </Box>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
            Failed charges and abandoned sign-ups
          </Typography>
          <Stack spacing={2}>
            {count(
              'payments.dunningRetryDays',
              'Retry a failed charge on these days',
              draft.dunningRetryDays,
              'Days after the first failure, separated by commas, like 1, 3, 7: up to 6, each 1 to 60',
              (value) => edit({ dunningRetryDays: value }),
            )}
            {count(
              'payments.abandonedCartAfterHours',
              'Remind an unfinished payment sign-up after (hours)',
              draft.abandonedCartAfterHours,
              '1 to 720 hours, also the time between reminders',
              (value) => edit({ abandonedCartAfterHours: value }),
            )}
            {count(
              'payments.abandonedCartMaxReminders',
              'Reminders at most',
              draft.abandonedCartMaxReminders,
              '0 to 10; none once the card arrives',
              (value) => edit({ abandonedCartMaxReminders: value }),
            )}
          </Stack>
        </Box>
      </Stack>
      <SaveBar
        label="Save payment settings"
        dirty={dirty}
        saving={saving}
        problem={refusal?.message}
        onDiscard={() => {
          setShown({});
          setRefusal(null);
          setDraft(saved);
        }}
      />
    </Box>
  );
}

/** Where a problem's field comes in the form (sub-fee rows by their index). */
function orderOf(path: string): number {
  const index = FIELD_PATHS.findIndex((p) => path === p || path.startsWith(`${p}.`));
  const row = /subFees\.(\d+)/.exec(path);
  return index * 100 + (row ? Number(row[1]) : 0);
}
