import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CaseWorkflowRunsPartFragment } from '../../../generated/graphql';
import { exactTime, relativeTime } from '../../request/relative-time';
import { WORKFLOW_TRIGGER_LABELS } from './workflow-trigger-labels';

const STATUS = {
  IN_PROGRESS: { label: 'In progress', color: 'default' },
  SUCCESS: { label: 'Success', color: 'success' },
  ERROR: { label: 'Error', color: 'error' },
} as const;

/**
 * The organization's workflow as it ran on this case: each trigger that fired, its status and, for a run
 * that failed, why. Staff only (the employee's page never asks for it). Nothing is shown while no run exists.
 */
export function CaseWorkflowRuns({ runs }: { runs: CaseWorkflowRunsPartFragment['workflowRuns'] }) {
  if (runs.length === 0) return null;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="case-workflow-runs-heading" sx={{ p: 2 }}>
      <Typography id="case-workflow-runs-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        Workflow runs
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {runs.map((run) => (
          <Box component="li" key={run.id}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600 }}>{WORKFLOW_TRIGGER_LABELS[run.trigger] ?? run.trigger}</Typography>
              <Chip size="small" variant="outlined" color={STATUS[run.status].color} label={STATUS[run.status].label} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              <time dateTime={run.createdAt} title={exactTime(run.createdAt)}>
                {relativeTime(run.createdAt)}
              </time>
              {run.attempts > 1 ? ` · ${run.attempts} attempts` : ''}
            </Typography>
            {run.reason && run.status === 'ERROR' && (
              <Typography variant="body2" color="error">
                {run.reason}
              </Typography>
            )}
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
