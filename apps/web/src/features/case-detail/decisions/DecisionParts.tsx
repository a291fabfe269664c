import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../../shared/visually-hidden';
import { decisionPeriod, OUTCOME_COLORS, OUTCOME_LABELS, outcomeOf } from './decision-format';

/** The outcome of a decision as a chip (Approved, Denied, No decision). */
export function OutcomeChip({ decision }: { decision: { isApproved: boolean; isNoDecision: boolean } }) {
  const outcome = outcomeOf(decision);
  return (
    <Chip
      size="small"
      color={OUTCOME_COLORS[outcome]}
      label={
        <>
          <Box component="span" sx={visuallyHidden}>
            Outcome:{' '}
          </Box>
          {OUTCOME_LABELS[outcome]}
        </>
      }
    />
  );
}

/** Label and value pairs of a decision, only those given. */
export function DecisionDetails({ rows }: { rows: ReadonlyArray<[string, ReactNode]> }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (shown.length === 0) return null;
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        mt: 1,
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 0.5,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {shown.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}

/** The period a decision covers, when it has one. */
export function DecisionDates({ decision }: { decision: Parameters<typeof decisionPeriod>[0] }) {
  const period = decisionPeriod(decision);
  return period ? (
    <Typography variant="body2" data-testid="decision-dates">
      {period}
    </Typography>
  ) : null;
}

/** Why: the decision text, as written. */
export function DecisionText({ text }: { text: string | null | undefined }) {
  return text ? (
    <Typography sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Typography>
  ) : null;
}
