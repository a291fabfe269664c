import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { CaseActionsViewerCanFragment } from '../../../generated/graphql';
import type { OpenDialog, StaffCase } from '../shared/staff-case';
import type { CaseActionDialogState } from './CaseActionDialog';
import { MoreActions } from './MoreActions';
import { offeredStatusMoves } from './status-moves';
import { useCaseDownload } from './use-case-download';

/** The dialogs the case actions open. */
export type CaseActionsDialogState = CaseActionDialogState | { kind: 'escalate' | 'deEscalate' };

/**
 * The actions the api says the viewer may take on the case (viewerCan), as buttons, with the less frequent ones (edit, archive)
 * under "More actions"; and the download of the case with its progress read out.
 */
export function CaseActions({
  caseRecord,
  can,
  open,
}: {
  caseRecord: StaffCase;
  can: CaseActionsViewerCanFragment;
  open: OpenDialog<CaseActionsDialogState>;
}) {
  const { downloading, download } = useCaseDownload(caseRecord.id);

  const actions: ReactNode[] = [];
  if (can.acceptCase) {
    actions.push(
      <Button key="accept" variant="contained" onClick={(event) => open({ kind: 'accept' }, event.currentTarget)}>
        Accept
      </Button>,
    );
  }
  if (offeredStatusMoves(can, caseRecord.status).length > 0) {
    actions.push(
      <Button key="status" variant="outlined" onClick={(event) => open({ kind: 'status' }, event.currentTarget)}>
        Change status
      </Button>,
    );
  }
  if (can.escalateCase) {
    actions.push(
      <Button key="escalate" variant="outlined" onClick={(event) => open({ kind: 'escalate' }, event.currentTarget)}>
        Escalate
      </Button>,
    );
  }
  if (can.deEscalateCase) {
    actions.push(
      <Button
        key="deEscalate"
        variant="outlined"
        onClick={(event) => open({ kind: 'deEscalate' }, event.currentTarget)}
      >
        De-escalate
      </Button>,
    );
  }
  if (can.reopenCase) {
    actions.push(
      <Button key="reopen" variant="outlined" onClick={(event) => open({ kind: 'reopen' }, event.currentTarget)}>
        Reopen
      </Button>,
    );
  }
  if (can.downloadCase) {
    actions.push(
      <Button
        key="download"
        variant="outlined"
        aria-disabled={downloading || undefined}
        onClick={() => void download()}
      >
        Download case
      </Button>,
    );
  }
  const menuItems: Array<{ key: 'edit' | 'archive'; label: string }> = [];
  if (can.updateCase) menuItems.push({ key: 'edit', label: 'Edit details' });
  if (can.archiveCase) menuItems.push({ key: 'archive', label: 'Archive' });

  return (
    <>
      {(actions.length > 0 || menuItems.length > 0) && (
        <Stack
          role="group"
          aria-label="Case actions"
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', mb: 2 }}
        >
          {actions}
          {menuItems.length > 0 && (
            <MoreActions items={menuItems} onChoose={(key, anchor) => open({ kind: key }, anchor)} />
          )}
        </Stack>
      )}
      {can.downloadCase && (
        <Typography
          role="status"
          aria-live="polite"
          variant="body2"
          color="text.secondary"
          data-testid="case-download-status"
          sx={{ mb: downloading ? 2 : 0 }}
        >
          {downloading ? 'Preparing the download…' : ''}
        </Typography>
      )}
    </>
  );
}
