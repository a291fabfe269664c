import { useApolloClient, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorCodeOf, graphQLErrorsOfError } from '../../app/apollo/error-codes';
import { useSession } from '../../app/session/use-session';
import type { CasesWithPaymentTotalsQuery } from '../../generated/graphql';
import { formatCents } from '../../shared/money';
import { caseHref } from './case-href';
import { ExportCsvButton } from '../exports/ExportCsvButton';
import { ReportPage } from './ReportPage';
import { CASES_WITH_PAYMENT_TOTALS_QUERY } from './payments-report-queries';
import { REPORT_PAGE_SIZE } from './PeriodPaymentsReport';
import { ReportLoadState } from './ReportLoadState';
import { useMorePages } from './use-more-pages';

type CaseRow = CasesWithPaymentTotalsQuery['casesWithPaymentTotals']['cases'][number];

/**
 * The organization's cases with their payment totals (casesWithPaymentTotals), newest first, a page at a
 * time, with the totals over all of them; by default only the cases that have payments.
 */
export function CasesPaymentTotalsReport({ onRefused }: { onRefused(): void }) {
  const [onlyWithPayments, setOnlyWithPayments] = useState(true);
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox checked={onlyWithPayments} onChange={(event) => setOnlyWithPayments(event.target.checked)} />
        }
        label="Only cases with payments"
      />
      <CasesWithTotals key={String(onlyWithPayments)} onlyWithPayments={onlyWithPayments} onRefused={onRefused} />
    </Box>
  );
}

function CasesWithTotals({ onlyWithPayments, onRefused }: { onlyWithPayments: boolean; onRefused(): void }) {
  const session = useSession();
  const client = useApolloClient();
  const input = { onlyWithPayments, recordsPerPage: REPORT_PAGE_SIZE };
  const { data, error, refetch } = useQuery(CASES_WITH_PAYMENT_TOTALS_QUERY, {
    variables: { input, organizationId: session.organizationId },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.casesWithPaymentTotals;
  const more = useMorePages<CaseRow>(
    page && { items: page.cases, endCursor: page.pageInfo.endCursor ?? null, hasNextPage: page.pageInfo.hasNextPage },
    async (after) => {
      const answer = await client.query({
        query: CASES_WITH_PAYMENT_TOTALS_QUERY,
        variables: { input: { ...input, after }, organizationId: session.organizationId },
        fetchPolicy: 'network-only',
      });
      const next = answer.data!.casesWithPaymentTotals;
      return { items: next.cases, endCursor: next.pageInfo.endCursor ?? null, hasNextPage: next.pageInfo.hasNextPage };
    },
  );
  const refused = !!error && graphQLErrorsOfError(error).some((e) => errorCodeOf(e) === 'FORBIDDEN');
  useEffect(() => {
    if (refused) onRefused();
  }, [refused, onRefused]);

  if (refused) return null;
  if (!page) return <ReportLoadState what="the cases" failed={!!error} onRetry={() => void refetch()} />;
  if (page.totalCount === 0) {
    return (
      <Typography color="text.secondary">
        {onlyWithPayments ? 'No cases with payments yet.' : 'No cases yet.'}
      </Typography>
    );
  }
  const money = (cents: number | null | undefined) =>
    cents === null || cents === undefined ? '—' : formatCents(cents);
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <ExportCsvButton
          input={{ list: 'CASES_WITH_PAYMENT_TOTALS', onlyWithPayments }}
          organizationId={session.organizationId}
        />
      </Box>
      <ReportPage
        what="cases"
        shown={more.items.length}
        total={page.totalCount}
        more={more}
        totalsLabel="Totals of these cases (paid payments)"
        totals={page.totals}
        table={
          <TableContainer>
            <Table size="small" aria-label="Cases with their payment totals">
              <TableHead>
                <TableRow>
                  <TableCell>Case</TableCell>
                  <TableCell align="right">Payments</TableCell>
                  <TableCell align="right">Fees</TableCell>
                  <TableCell align="right">Payout</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {more.items.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell component="th" scope="row">
                      <Link component={RouterLink} to={caseHref(row.id)}>
                        {row.shortId} {row.title}
                      </Link>
                    </TableCell>
                    <TableCell align="right">{money(row.totalPayments)}</TableCell>
                    <TableCell align="right">{money(row.totalCosts)}</TableCell>
                    <TableCell align="right">{money(row.totalPayoutAmount)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        }
      />
    </>
  );
}
