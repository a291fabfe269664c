import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { CaseDetailDecisionFieldsFragment, DecisionsViewerCanFragment } from '../../../generated/graphql';
import { VISIT_TYPE_LABELS } from '../shared/case-labels';
import { formatCalendarDate } from './decision-format';
import { DecisionDates, DecisionDetails, DecisionText, OutcomeChip } from './DecisionParts';
import { PrescriptionActions } from './PrescriptionActions';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** One decision as staff see it, with what it decided and, for who may edit, its actions. */
export function StaffDecisionItem({
  caseId,
  decision,
  position,
  can,
  onEditDates,
  onDelete,
}: {
  caseId: string;
  decision: CaseDetailDecisionFieldsFragment;
  /** 1 for the oldest. */
  position: number;
  can: DecisionsViewerCanFragment;
  onEditDates(trigger: HTMLElement): void;
  onDelete(trigger: HTMLElement): void;
}) {
  const medication = [
    decision.medicine,
    decision.dosage,
    decision.dosingFrequency,
    decision.treatmentPeriod,
    decision.refillCount,
    decision.pharmacyInstructions,
  ].some((value) => value !== null && value !== undefined && value !== '');
  return (
    <Box component="li" data-testid="decision">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle2">
          Decision {position}
        </Typography>
        <OutcomeChip decision={decision} />
      </Stack>
      <DecisionDates decision={decision} />
      <DecisionText text={decision.decisionText} />
      <DecisionDetails
        rows={[
          ['Category', decision.category],
          ['Cost', decision.cost === null || decision.cost === undefined ? null : money.format(decision.cost)],
          ['Visit type', decision.visitType ? VISIT_TYPE_LABELS[decision.visitType] : null],
          ['Decision letter', decision.hasAttachment ? 'Attached' : null],
          ...(medication || decision.isRefill || decision.isPriorAuthRequested
            ? ([
                ['Medicine', decision.medicine],
                ['Dosage', decision.dosage],
                ['Dosing frequency', decision.dosingFrequency],
                ['Treatment period', decision.treatmentPeriod],
                ['Refill count', decision.refillCount],
                ['Pharmacy instructions', decision.pharmacyInstructions],
                ['Refill', decision.isRefill ? 'Yes' : 'No'],
                ['Prior authorization requested', decision.isPriorAuthRequested ? 'Yes' : 'No'],
              ] as Array<[string, ReactNode]>)
            : []),
          ['Recorded', formatCalendarDate(decision.createdAt.slice(0, 10))],
        ]}
      />
      <PrescriptionActions caseId={caseId} decision={decision} position={position} />
      {(can.updateCaseDecision || can.deleteCaseDecision) && (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          {can.updateCaseDecision && !decision.isNoDecision && (
            <Button
              size="small"
              aria-label={`Edit dates of decision ${position}`}
              onClick={(event) => onEditDates(event.currentTarget)}
            >
              Edit dates
            </Button>
          )}
          {can.deleteCaseDecision && (
            <Button
              size="small"
              color="error"
              aria-label={`Delete decision ${position}`}
              onClick={(event) => onDelete(event.currentTarget)}
            >
              Delete
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}
