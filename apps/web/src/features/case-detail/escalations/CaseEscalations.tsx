import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EscalationsViewerCanFragment } from '../../../generated/graphql';
import { ESCALATION_LABELS } from '../shared/case-labels';
import type { OpenDialog, StaffCase } from '../shared/staff-case';
import type { EscalationDialogState } from './EscalationDialogs';

/** The escalations of the case, each with its category and reasons; as the api allows, edited or removed. */
export function CaseEscalations({
  caseRecord,
  can,
  open,
}: {
  caseRecord: StaffCase;
  can: EscalationsViewerCanFragment;
  open: OpenDialog<EscalationDialogState>;
}) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby="case-escalations-heading" sx={{ p: 2 }}>
      <Typography id="case-escalations-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        Escalations
      </Typography>
      {caseRecord.escalations.length === 0 ? (
        <Typography color="text.secondary">This case is not escalated.</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {caseRecord.escalations.map((escalation) => {
            const category = ESCALATION_LABELS[escalation.category];
            return (
              <Box component="li" key={escalation.id}>
                <Typography sx={{ fontWeight: 600 }}>{category}</Typography>
                <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
                  {escalation.reasons.map((reason, index) => (
                    <li key={index}>{reason}</li>
                  ))}
                </Box>
                {(can.updateCaseEscalation || can.removeCaseEscalation) && (
                  <Stack direction="row" spacing={1}>
                    {can.updateCaseEscalation && (
                      <Button
                        size="small"
                        aria-label={`Edit ${category.toLowerCase()} escalation`}
                        onClick={(event) => open({ kind: 'editEscalation', escalation }, event.currentTarget)}
                      >
                        Edit
                      </Button>
                    )}
                    {can.removeCaseEscalation && (
                      <Button
                        size="small"
                        color="error"
                        aria-label={`Remove ${category.toLowerCase()} escalation`}
                        onClick={(event) => open({ kind: 'removeEscalation', escalation }, event.currentTarget)}
                      >
                        Remove
                      </Button>
                    )}
                  </Stack>
                )}
              </Box>
            );
          })}
        </Stack>
      )}
      {/* "Add another escalation": only beside the escalations an escalated case has. */}
      {can.addCaseEscalation && caseRecord.isEscalated && (
        <Button size="small" sx={{ mt: 1 }} onClick={(event) => open({ kind: 'addEscalation' }, event.currentTarget)}>
          Add escalation
        </Button>
      )}
    </Paper>
  );
}
