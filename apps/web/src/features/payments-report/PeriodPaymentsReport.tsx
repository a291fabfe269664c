import { useApolloClient, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorCodeOf, graphQLErrorsOfError } from '../../app/apollo/error-codes';
import { useSession } from '../../app/session/use-session';
import type { PaymentStatus, PaymentsForPeriodQuery } from '../../generated/graphql';
import { formatCents } from '../../shared/money';
import { ExportCsvButton } from '../exports/ExportCsvButton';
import { ReportPage } from './ReportPage';
import { PAYMENTS_FOR_PERIOD_QUERY } from './payments-report-queries';
import { ReportLoadState } from './ReportLoadState';
import { caseHref } from './case-href';
import { useMorePages } from './use-more-pages';

export const REPORT_PAGE_SIZE = 25;

type Payment = PaymentsForPeriodQuery['casePaymentsForPeriod']['payments'][number];
interface Period {
  from: string;
  to: string;
  status: PaymentStatus | '';
}

const STATUS_LABELS: Record<PaymentStatus, string> = { PAID: 'Paid', UNPAID: 'Unpaid', CANCELED: 'Canceled' };

/** YYYY-MM-DD of a day in the viewer's time zone. */
const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** This month so far: the first of the month to today. */
export function thisMonth(today = new Date()): Period {
  return { from: dayOf(new Date(today.getFullYear(), today.getMonth(), 1)), to: dayOf(today), status: '' };
}

/** What the period form can tell before asking: both days, in order (the api also bounds it to a year). */
function periodProblem(period: Period): { field: 'from' | 'to'; text: string } | null {
  if (!period.from) return { field: 'from', text: 'Enter the first day' };
  if (!period.to) return { field: 'to', text: 'Enter the last day' };
  if (period.from > period.to) return { field: 'to', text: 'The last day must be on or after the first day' };
  return null;
}

/**
 * Payments paid or due within a period (casePaymentsForPeriod): a period and status picker, the period's
 * totals over every payment in it, and the payments a page at a time with "Load more".
 */
export function PeriodPaymentsReport({ onRefused }: { onRefused(): void }) {
  const base = useId();
  const [draft, setDraft] = useState<Period>(thisMonth);
  const [shown, setShown] = useState<Period>(draft);
  const [problem, setProblem] = useState<{ field: 'from' | 'to'; text: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = periodProblem(draft);
    setProblem(found);
    if (found) {
      document.getElementById(`${base}-${found.field}`)?.focus();
      return;
    }
    setShown(draft);
  };
  const edit = (change: Partial<Period>) => {
    setDraft((current) => ({ ...current, ...change }));
    setProblem(null);
  };

  return (
    <Box>
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        aria-label="Period"
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
      >
        <TextField
          id={`${base}-from`}
          type="date"
          label="From"
          size="small"
          value={draft.from}
          onChange={(event) => edit({ from: event.target.value })}
          error={problem?.field === 'from'}
          helperText={problem?.field === 'from' ? problem.text : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          id={`${base}-to`}
          type="date"
          label="To"
          size="small"
          value={draft.to}
          onChange={(event) => edit({ to: event.target.value })}
          error={problem?.field === 'to'}
          helperText={problem?.field === 'to' ? problem.text : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          label="Status"
          size="small"
          value={draft.status}
          onChange={(event) => edit({ status: event.target.value as PaymentStatus | '' })}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">Any status</MenuItem>
          {(Object.keys(STATUS_LABELS) as PaymentStatus[]).map((status) => (
            <MenuItem key={status} value={status}>
              {STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained">
          Show payments
        </Button>
      </Box>
      <PeriodPayments key={JSON.stringify(shown)} period={shown} onRefused={onRefused} />
    </Box>
  );
}

function PeriodPayments({ period, onRefused }: { period: Period; onRefused(): void }) {
  const session = useSession();
  const client = useApolloClient();
  const input = { from: period.from, to: period.to, status: period.status || null, recordsPerPage: REPORT_PAGE_SIZE };
  const { data, error, refetch } = useQuery(PAYMENTS_FOR_PERIOD_QUERY, {
    variables: { input, organizationId: session.organizationId },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.casePaymentsForPeriod;
  const more = useMorePages<Payment>(
    page && {
      items: page.payments,
      endCursor: page.pageInfo.endCursor ?? null,
      hasNextPage: page.pageInfo.hasNextPage,
    },
    async (after) => {
      const answer = await client.query({
        query: PAYMENTS_FOR_PERIOD_QUERY,
        variables: { input: { ...input, after }, organizationId: session.organizationId },
        fetchPolicy: 'network-only',
      });
      const next = answer.data!.casePaymentsForPeriod;
      return {
        items: next.payments,
        endCursor: next.pageInfo.endCursor ?? null,
        hasNextPage: next.pageInfo.hasNextPage,
      };
    },
  );
  const errors = error ? graphQLErrorsOfError(error) : [];
  const refused = errors.some((e) => errorCodeOf(e) === 'FORBIDDEN');
  const badInput = errors.find((e) => errorCodeOf(e) === 'BAD_USER_INPUT');
  useEffect(() => {
    if (refused) onRefused();
  }, [refused, onRefused]);

  if (refused) return null;
  if (badInput) {
    return (
      <Typography role="alert" color="error">
        {badInput.message.replace(/^[\w.]+: /, '')}
      </Typography>
    );
  }
  if (!page) return <ReportLoadState what="the payments" failed={!!error} onRetry={() => void refetch()} />;
  if (page.totalCount === 0) {
    return <Typography color="text.secondary">No payments paid or due in this period.</Typography>;
  }
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <ExportCsvButton
          input={{
            list: 'PAYMENTS_FOR_PERIOD',
            paymentPeriod: { from: period.from, to: period.to, status: period.status || null },
          }}
          organizationId={session.organizationId}
        />
      </Box>
      <ReportPage
        what="payments"
        shown={more.items.length}
        total={page.totalCount}
        more={more}
        totalsLabel="Totals of the period (paid payments)"
        totals={page.totals}
        table={
          <TableContainer>
            <Table size="small" aria-label="Payments in the period">
              <TableHead>
                <TableRow>
                  <TableCell>Payment</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Due</TableCell>
                  <TableCell align="right">Amount</TableCell>
                  <TableCell align="right">Fees</TableCell>
                  <TableCell align="right">Payout</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {more.items.map((payment) => {
                  const money = (cents: number | null | undefined) =>
                    cents === null || cents === undefined ? '—' : formatCents(cents, payment.currency);
                  return (
                    <TableRow key={payment.id}>
                      <TableCell component="th" scope="row">
                        <Link component={RouterLink} to={caseHref(payment.caseId)}>
                          {payment.description || `Payment of ${money(payment.amount)}`}
                        </Link>
                      </TableCell>
                      <TableCell>{STATUS_LABELS[payment.status]}</TableCell>
                      <TableCell>{payment.dueDate ?? '—'}</TableCell>
                      <TableCell align="right">{money(payment.amount)}</TableCell>
                      <TableCell align="right">{money(payment.totalCost)}</TableCell>
                      <TableCell align="right">{money(payment.payoutAmount)}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        }
      />
    </>
  );
}
