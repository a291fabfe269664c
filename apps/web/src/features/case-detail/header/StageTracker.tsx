import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useAliasLabels } from '../../../app/layout/alias-labels';
import type { CaseStatus } from '../../../generated/graphql';
import { visuallyHidden } from '../../../shared/visually-hidden';
import { REQUEST_STAGES, requestStageIndex } from './request-stage';

/** Submitted → Assigned → Review & Interaction → Final Decision → Completed, with the current stage marked. */
export function StageTracker({ status, isArchived }: { status: CaseStatus; isArchived: boolean }) {
  const labels = useAliasLabels();
  const current = requestStageIndex({ status, isArchived });
  // A completed request has no stage left to work on: every step shows as done.
  const activeStep = isArchived ? REQUEST_STAGES.length : current;
  return (
    <Box component="nav" aria-label="Progress" sx={{ my: 2, overflowX: 'auto' }}>
      <Stepper activeStep={activeStep} alternativeLabel>
        {REQUEST_STAGES.map((stage, index) => (
          <Step key={stage} completed={index < current || isArchived}>
            <StepLabel aria-current={index === current ? 'step' : undefined}>
              {labels[stage]}
              {index === current && (
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  (current stage)
                </Box>
              )}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
