import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { VISIT_TYPE_LABELS } from '../shared/case-labels';
import type { CasePeopleViewerCanFragment } from '../../../generated/graphql';
import type { OpenDialog, StaffCase } from '../shared/staff-case';
import type { PeopleDialogState } from './PeopleDialog';

/**
 * Who works the case. The assignee, team members and HR representative are chosen from the
 * organization's people who may take that part (the dialogs search them by name or e-mail), with a
 * quick way for the viewer to take the part itself. Each control is shown when the api allows it (viewerCan).
 */
export function CasePeople({
  caseRecord,
  employeeLabel,
  can,
  meId,
  open,
}: {
  caseRecord: StaffCase;
  employeeLabel: string;
  can: CasePeopleViewerCanFragment;
  meId: string | undefined;
  open: OpenDialog<PeopleDialogState>;
}) {
  const small = { size: 'small' as const };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: 1,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0 },
        }}
      >
        <dt>{employeeLabel}</dt>
        <dd>{caseRecord.submitter ? `${caseRecord.submitter.fullName} (${caseRecord.submitter.email})` : 'Unknown'}</dd>

        <dt>Assignee</dt>
        <dd>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <span data-testid="assignee">{caseRecord.assignedTo?.fullName ?? 'Unassigned'}</span>
            {caseRecord.assignedBy && (
              <Typography component="span" variant="body2" color="text.secondary">
                assigned by {caseRecord.assignedBy.fullName}
              </Typography>
            )}
            {can.assignCase && (
              <Button {...small} onClick={(event) => open({ kind: 'assign' }, event.currentTarget)}>
                {caseRecord.assignedTo ? 'Reassign' : 'Assign'}
              </Button>
            )}
            {can.unassignCase && (
              <Button {...small} color="error" onClick={(event) => open({ kind: 'unassign' }, event.currentTarget)}>
                Unassign
              </Button>
            )}
          </Stack>
        </dd>

        <dt>HR representative</dt>
        <dd>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <span data-testid="hr-rep">{caseRecord.hrRep?.fullName ?? 'None'}</span>
            {can.assignCaseHrRep && (
              <Button {...small} onClick={(event) => open({ kind: 'hrRep' }, event.currentTarget)}>
                {caseRecord.hrRep ? 'Change HR representative' : 'Set HR representative'}
              </Button>
            )}
            {can.unassignCaseHrRep && (
              <Button {...small} color="error" onClick={(event) => open({ kind: 'removeHrRep' }, event.currentTarget)}>
                Remove HR representative
              </Button>
            )}
          </Stack>
        </dd>

        <dt>Team</dt>
        <dd>
          {caseRecord.assignees.length === 0 ? (
            <span>No team members</span>
          ) : (
            <Box component="ul" aria-label="Team" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {caseRecord.assignees.map((person) => (
                <Box component="li" key={person.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <span>
                    {person.fullName}
                    {person.id === meId ? ' (you)' : ''}
                  </span>
                  {can.unassignUserFromCase && (
                    <Button
                      {...small}
                      color="error"
                      aria-label={`Remove ${person.fullName} from the team`}
                      onClick={(event) => open({ kind: 'removeMember', person }, event.currentTarget)}
                    >
                      Remove
                    </Button>
                  )}
                </Box>
              ))}
            </Box>
          )}
          {can.assignUserToCase && (
            <Button {...small} onClick={(event) => open({ kind: 'team' }, event.currentTarget)}>
              Add team members
            </Button>
          )}
        </dd>

        <dt>Visit type</dt>
        <dd>{caseRecord.visitType ? VISIT_TYPE_LABELS[caseRecord.visitType] : 'Not set'}</dd>

        <dt>Organization</dt>
        <dd>{caseRecord.organization.name}</dd>
      </Box>
    </Paper>
  );
}
