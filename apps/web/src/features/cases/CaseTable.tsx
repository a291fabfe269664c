import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useEffect, useRef, type MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { routeHref } from '../../app/routes/route-table';
import type { CaseListRowFragment } from '../../generated/graphql';
import { visuallyHidden } from '../../shared/visually-hidden';
import { exactTime, relativeTime } from '../request/relative-time';
import { caseStatusLabel, ESCALATION_LABELS } from './case-status-labels';
import { RetryAlert } from '../../shared/RetryAlert';

export type CaseRow = CaseListRowFragment & { organization?: { id: string; name: string } | null };

/** accommodations/cases/{caseId} */
export function caseHref(caseId: string): string {
  return routeHref('caseDetail').replace(':caseId', encodeURIComponent(caseId));
}

export interface CaseTableProps {
  rows: readonly CaseRow[];
  /** The table's accessible name. */
  label: string;
  /** The organization's label for the submitter ("Employee" by default). */
  employeeLabel: string;
  showOrganization?: boolean;
  changedCaseIds?: ReadonlySet<string>;
}

function Flags({ row }: { row: CaseRow }) {
  const comments = row.unacknowledgedCommentCount ?? 0;
  const notes = row.unacknowledgedNoteCount ?? 0;
  const messages = row.unacknowledgedMessageCount ?? 0;
  if (!row.isEscalated && comments === 0 && notes === 0 && messages === 0) return null;
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {row.isEscalated && (
        <Chip
          size="small"
          color="warning"
          label={row.escalationCategory ? `Escalated: ${ESCALATION_LABELS[row.escalationCategory]}` : 'Escalated'}
        />
      )}
      {comments > 0 && (
        <Chip size="small" variant="outlined" label={`${comments} new ${comments === 1 ? 'comment' : 'comments'}`} />
      )}
      {notes > 0 && <Chip size="small" variant="outlined" label={`${notes} new ${notes === 1 ? 'note' : 'notes'}`} />}
      {messages > 0 && (
        <Chip size="small" variant="outlined" label={`${messages} new ${messages === 1 ? 'message' : 'messages'}`} />
      )}
    </Stack>
  );
}

/** The cases as a table; each row opens its case (the title is the row's link). */
export function CaseTable({ rows, label, employeeLabel, showOrganization = false, changedCaseIds }: CaseTableProps) {
  const navigate = useNavigate();

  // A click anywhere on a row opens it, unless the click was on a control or selected text.
  const openRow = (event: MouseEvent<HTMLTableRowElement>, caseId: string) => {
    if ((event.target as HTMLElement).closest('a, button')) return;
    if (window.getSelection()?.toString()) return;
    void navigate(caseHref(caseId));
  };

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Case</TableCell>
            {showOrganization && <TableCell>Organization</TableCell>}
            <TableCell>Title</TableCell>
            <TableCell>{employeeLabel}</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Assignee</TableCell>
            <TableCell>Flags</TableCell>
            <TableCell>Created</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const changed = changedCaseIds?.has(row.id) ?? false;
            return (
              <TableRow
                key={row.id}
                hover
                data-changed={changed ? 'true' : undefined}
                onClick={(event) => openRow(event, row.id)}
                sx={[
                  { cursor: 'pointer', transition: 'background-color 600ms' },
                  changed && ((theme) => ({ backgroundColor: alpha(theme.palette.primary.main, 0.12) })),
                ]}
              >
                <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{row.shortId}</TableCell>
                {showOrganization && <TableCell>{row.organization?.name ?? '—'}</TableCell>}
                <TableCell>
                  <Link component={RouterLink} to={caseHref(row.id)} sx={{ fontWeight: 500 }}>
                    {row.title}
                  </Link>
                  {row.promoCode && (
                    <Typography variant="body2" color="text.secondary">
                      Promo code: {row.promoCode.name}
                    </Typography>
                  )}
                  {changed && (
                    <Box component="span" sx={visuallyHidden}>
                      {' '}
                      (updated)
                    </Box>
                  )}
                </TableCell>
                <TableCell>
                  {row.submitter ? (
                    <>
                      <Typography variant="body2">{row.submitter.fullName}</Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                        {row.submitter.email}
                      </Typography>
                    </>
                  ) : (
                    '—'
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{caseStatusLabel(row.status, row.isArchived)}</TableCell>
                <TableCell>
                  {row.assignedTo?.fullName ?? (
                    <Typography variant="body2" color="text.secondary" component="span">
                      Unassigned
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <Flags row={row} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Box component="time" dateTime={row.createdAt} title={exactTime(row.createdAt)}>
                    {relativeTime(row.createdAt)}
                  </Box>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export interface CaseListBodyProps extends CaseTableProps {
  /** The first page has not arrived yet. */
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  filtersActive: boolean;
  onClearFilters: () => void;
  totalCount: number;
  hasNextPage: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Said in the empty state when nothing narrows the list. */
  emptyText: string;
}

/** The list below the filters: skeleton, error with retry, empty state, or the table with paging. */
export function CaseListBody({
  loading,
  failed,
  onRetry,
  filtersActive,
  onClearFilters,
  totalCount,
  hasNextPage,
  loadingMore,
  onLoadMore,
  emptyText,
  ...table
}: CaseListBodyProps) {
  const rowCount = table.rows.length;
  const container = useRef<HTMLDivElement>(null);
  const firstNewRow = useRef<number | null>(null);

  // After "Load more", keyboard focus goes to the first case of the new page.
  useEffect(() => {
    const index = firstNewRow.current;
    if (index === null || rowCount <= index) return;
    firstNewRow.current = null;
    container.current?.querySelectorAll<HTMLElement>('tbody tr')[index]?.querySelector<HTMLElement>('a')?.focus();
  }, [rowCount]);

  if (loading) {
    return (
      <Box data-testid="cases-loading" aria-busy="true">
        <Box role="status" sx={visuallyHidden}>
          Loading cases…
        </Box>
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} variant="rectangular" height={44} sx={{ mb: 0.5 }} />
        ))}
      </Box>
    );
  }
  if (failed) {
    return <RetryAlert onRetry={onRetry}>We couldn't load the cases. Check your connection and try again.</RetryAlert>;
  }
  if (table.rows.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography component="h2" variant="h6" gutterBottom>
          {filtersActive ? 'No cases match these filters' : 'No cases yet'}
        </Typography>
        {filtersActive ? (
          <Button variant="contained" onClick={onClearFilters} sx={{ mt: 1 }}>
            Clear filters
          </Button>
        ) : (
          <Typography color="text.secondary">{emptyText}</Typography>
        )}
      </Paper>
    );
  }
  return (
    <div ref={container}>
      <CaseTable {...table} />
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, mt: 1.5, flexWrap: 'wrap' }}
      >
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {table.rows.length} of {totalCount} {totalCount === 1 ? 'case' : 'cases'}
        </Typography>
        {hasNextPage && (
          // Not disabled while loading, so keyboard focus stays on it for the next page.
          <Button
            variant="outlined"
            aria-busy={loadingMore}
            onClick={() => {
              if (loadingMore) return;
              firstNewRow.current = rowCount;
              onLoadMore();
            }}
          >
            {loadingMore ? 'Loading…' : 'Load more'}
          </Button>
        )}
      </Stack>
    </div>
  );
}
