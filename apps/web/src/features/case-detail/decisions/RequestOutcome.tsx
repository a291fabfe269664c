import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { RequestDetailQuery } from '../../../generated/graphql';
import { DecisionDates, DecisionText, OutcomeChip } from './DecisionParts';

type EmployeeDecision = RequestDetailQuery['caseById']['decisions'][number];

/** The outcome of the employee's request: what was decided, for when, and why; nothing staff-only. */
export function RequestOutcome({ decisions }: { decisions: readonly EmployeeDecision[] }) {
  const headingId = useId();
  if (decisions.length === 0) return null;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mb: 3 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        Outcome
      </Typography>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {decisions.map((decision) => (
          <Box component="li" key={decision.id} data-testid="request-decision">
            <OutcomeChip decision={decision} />
            <DecisionDates decision={decision} />
            <DecisionText text={decision.decisionText} />
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
