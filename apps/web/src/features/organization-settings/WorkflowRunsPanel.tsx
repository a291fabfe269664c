import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../app/session/use-session';
import { graphql } from '../../generated';
import type { RunStatus } from '../../generated/graphql';
import { RetryAlert } from '../../shared/RetryAlert';
import { visuallyHidden } from '../../shared/visually-hidden';
import { caseHref } from '../cases/CaseTable';
import { PageButtons } from '../communication/PageButtons';
import { useCursorPages } from '../communication/use-cursor-pages';
import { exactTime, relativeTime } from '../request/relative-time';

export const RUNS_PER_PAGE = 25;

export const WORKFLOW_RUNS_QUERY = graphql(`
  query WorkflowRuns($organizationId: ID, $status: RunStatus, $first: Int, $after: String) {
    workflowRuns(organizationId: $organizationId, status: $status, first: $first, after: $after) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      runs {
        id
        caseId
        caseShortId
        trigger
        status
        reason
        attempts
        createdAt
        finishedAt
      }
    }
  }
`);

export const TRIGGER_LABEL: Record<string, string> = {
  FORM_SENT: 'Form sent',
  FORM_ANSWERED: 'Form answered',
  FORM_NOT_SENT: 'Form not sent',
  DECISION_ADDED: 'Decision added',
  ORDER_PLACED: 'Order placed',
};

export const RUN_STATUS_LABEL: Record<RunStatus, string> = {
  IN_PROGRESS: 'In progress',
  SUCCESS: 'Success',
  ERROR: 'Error',
};

const STATUS_COLOR: Record<RunStatus, 'default' | 'success' | 'error'> = {
  IN_PROGRESS: 'default',
  SUCCESS: 'success',
  ERROR: 'error',
};

const ANY = '';

/**
 * The organization's workflow runs, newest first: when, the case, the trigger, the status and, for a run
 * that ended in error, why. For who may edit the organization's settings (the api refuses anyone else).
 */
export function WorkflowRunsPanel() {
  const session = useSession();
  const [status, setStatus] = useState<RunStatus | ''>(ANY);
  const pages = useCursorPages();
  const { reset } = pages;
  useEffect(() => reset(), [status, reset]);
  const { data, previousData, loading, error, refetch } = useQuery(WORKFLOW_RUNS_QUERY, {
    variables: {
      organizationId: session.organizationId,
      status: status || null,
      first: RUNS_PER_PAGE,
      after: pages.after,
    },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.workflowRuns;
  const runs = page?.runs ?? [];

  return (
    <Box>
      <Box role="search" aria-label="Filter workflow runs" sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as RunStatus | '')}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value={ANY}>Any</MenuItem>
          {Object.entries(RUN_STATUS_LABEL).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      </Box>

      <Box aria-live="polite" aria-busy={loading ? 'true' : 'false'}>
        {loading && !page ? (
          <Box>
            <Box component="span" sx={visuallyHidden}>
              Loading workflow runs…
            </Box>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} variant="rectangular" height={40} sx={{ mb: 1 }} />
            ))}
          </Box>
        ) : error && !page ? (
          <RetryAlert onRetry={() => void refetch()}>
            We couldn&apos;t load the workflow runs. Check your connection and try again.
          </RetryAlert>
        ) : runs.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <Typography component="h2" variant="h6" gutterBottom>
              {status ? 'No runs with this status' : 'No workflow runs yet'}
            </Typography>
            <Typography color="text.secondary">
              {status
                ? 'Choose another status to see more runs.'
                : 'Each time a trigger with actions fires on a case, its run appears here.'}
            </Typography>
          </Paper>
        ) : (
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label="Workflow runs">
              <TableHead>
                <TableRow>
                  <TableCell>When</TableCell>
                  <TableCell>Case</TableCell>
                  <TableCell>Trigger</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Reason</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {runs.map((run) => (
                  <TableRow key={run.id} hover>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <time dateTime={run.createdAt} title={exactTime(run.createdAt)}>
                        {relativeTime(run.createdAt)}
                      </time>
                    </TableCell>
                    <TableCell>
                      <Link component={RouterLink} to={caseHref(run.caseId)} sx={{ fontWeight: 500 }}>
                        {run.caseShortId ?? 'Case'}
                      </Link>
                    </TableCell>
                    <TableCell>{TRIGGER_LABEL[run.trigger] ?? run.trigger}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        variant="outlined"
                        color={STATUS_COLOR[run.status]}
                        label={RUN_STATUS_LABEL[run.status]}
                      />
                      {run.attempts > 1 && (
                        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                          {run.attempts} attempts
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      {run.reason ? (
                        <Typography variant="body2" color={run.status === 'ERROR' ? 'error' : 'text.secondary'}>
                          {run.reason}
                        </Typography>
                      ) : (
                        '—'
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <PageButtons
          label="Workflow run pages"
          pageNumber={pages.pageNumber}
          hasPrevious={pages.hasPrevious}
          hasNext={!!page?.pageInfo.hasNextPage}
          onPrevious={pages.previous}
          onNext={() => pages.next(page?.pageInfo.endCursor)}
        />
      </Box>
    </Box>
  );
}
