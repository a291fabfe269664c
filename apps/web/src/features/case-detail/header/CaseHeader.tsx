import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode, Ref } from 'react';
import { visuallyHidden } from '../../../shared/visually-hidden';
import { CASE_STATUS_LABELS, displayShortId, ESCALATION_LABELS } from '../shared/case-labels';
import type { StaffCase } from '../shared/staff-case';
import { StageTracker } from './StageTracker';

/**
 * The head of the staff case page: its title (focus lands there when a dialog's trigger is gone), id,
 * status, escalation, stage and archived notice, followed by what the page puts under it (actions, people).
 */
export function CaseHeader({
  caseRecord,
  headingRef,
  children,
}: {
  caseRecord: StaffCase;
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const title = caseRecord.title || displayShortId(caseRecord.shortId);
  const statusLabel = CASE_STATUS_LABELS[caseRecord.status];
  return (
    <Box component="header" sx={{ mb: 3 }}>
      <Typography
        ref={headingRef}
        tabIndex={-1}
        component="h1"
        variant="h4"
        sx={{ outline: 'none', overflowWrap: 'anywhere' }}
      >
        {title}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
        <Typography color="text.secondary">{displayShortId(caseRecord.shortId)}</Typography>
        <Chip
          size="small"
          color="primary"
          label={
            <>
              <Box component="span" sx={visuallyHidden}>
                Status:{' '}
              </Box>
              {statusLabel}
            </>
          }
        />
        {caseRecord.isArchived && <Chip size="small" label="Archived" />}
        {caseRecord.isEscalated && (
          <Chip
            size="small"
            color="warning"
            data-testid="escalation-chip"
            label={[
              `Escalated${caseRecord.escalationCategory ? `: ${ESCALATION_LABELS[caseRecord.escalationCategory]}` : ''}`,
              (caseRecord.escalationReasons ?? []).join('; '),
            ]
              .filter(Boolean)
              .join(' — ')}
          />
        )}
      </Stack>
      <StageTracker status={caseRecord.status} isArchived={caseRecord.isArchived} />
      {caseRecord.isArchived && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This case is archived
          {caseRecord.archiveReason ? (
            <>
              . Reason: <span data-testid="archive-reason">{caseRecord.archiveReason}</span>
            </>
          ) : null}
          . It cannot be changed until it is reopened.
        </Alert>
      )}
      {children}
    </Box>
  );
}
