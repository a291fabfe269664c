import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AliasLabels } from '../../app/layout/alias-labels';
import type { CaseStatus } from '../../generated/graphql';
import { visuallyHidden } from '../../shared/visually-hidden';
import { REQUEST_STAGES, requestStageIndex } from '../case-detail/header/request-stage';

type StageState = 'done' | 'current' | 'upcoming';

const SPOKEN_STATE: Readonly<Record<StageState, string>> = {
  done: 'done',
  current: 'current stage',
  upcoming: 'not yet',
};

/**
 * A request's five stages (Submitted → Assigned → Review & Interaction → Final Decision → Completed,
 * labelled with the organization's aliases) as an ordered list; the current one carries
 * aria-current="step". Each stage says its state in words, and the marker's shape (tick, filled
 * number, outlined number) differs as well as its colour. A completed request shows every stage done.
 */
export function RequestStageList({
  status,
  isArchived,
  labels,
  label,
}: {
  status: CaseStatus;
  isArchived: boolean;
  labels: AliasLabels;
  /** The list's accessible name, e.g. "Progress of request #A1B2". */
  label: string;
}) {
  const current = requestStageIndex({ status, isArchived });
  return (
    <Box
      component="ol"
      aria-label={label}
      sx={{ display: 'flex', listStyle: 'none', p: 0, m: 0, mt: 1.5, gap: 0.5, alignItems: 'flex-start' }}
    >
      {REQUEST_STAGES.map((stage, index) => {
        const state: StageState =
          index < current || (isArchived && index === current) ? 'done' : index === current ? 'current' : 'upcoming';
        const isCurrent = index === current;
        return (
          <Box
            component="li"
            key={stage}
            aria-current={isCurrent ? 'step' : undefined}
            data-stage={stage}
            sx={{
              flex: '1 1 0',
              minWidth: 0,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              textAlign: 'center',
              position: 'relative',
              // The line joining this stage to the previous one.
              '&:not(:first-of-type)::before': {
                content: '""',
                position: 'absolute',
                top: 11,
                right: 'calc(50% + 16px)',
                width: 'calc(100% - 28px)',
                borderTop: '2px solid',
                borderColor: index <= current ? 'primary.main' : 'divider',
              },
            }}
          >
            <Box
              aria-hidden="true"
              sx={{
                width: 24,
                height: 24,
                borderRadius: '50%',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                fontSize: 13,
                fontWeight: 600,
                lineHeight: 1,
                border: '2px solid',
                borderColor: state === 'upcoming' ? 'text.disabled' : 'primary.main',
                bgcolor: state === 'upcoming' ? 'background.paper' : 'primary.main',
                color: state === 'upcoming' ? 'text.secondary' : 'primary.contrastText',
                boxShadow: isCurrent && !isArchived ? (theme) => `0 0 0 3px ${theme.palette.action.selected}` : 'none',
              }}
            >
              {state === 'done' ? '✓' : index + 1}
            </Box>
            <Typography
              variant="caption"
              component="span"
              sx={{
                mt: 0.5,
                overflowWrap: 'anywhere',
                fontWeight: isCurrent ? 700 : 400,
                color: state === 'upcoming' ? 'text.secondary' : 'text.primary',
                textDecoration: isCurrent ? 'underline' : 'none',
                textUnderlineOffset: 3,
              }}
            >
              {labels[stage]}
              <Box component="span" sx={visuallyHidden}>
                {` (${isCurrent ? SPOKEN_STATE.current : SPOKEN_STATE[state]})`}
              </Box>
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
