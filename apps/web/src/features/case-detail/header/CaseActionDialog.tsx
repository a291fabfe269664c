import { ActionDialog } from '../dialogs/ActionDialog';
import { ArchiveDialog } from '../dialogs/ArchiveDialog';
import { EditCaseDialog } from '../dialogs/EditCaseDialog';
import { StatusDialog } from '../dialogs/StatusDialog';
import type { CaseDialogContext } from '../shared/staff-case';
import {
  ACCEPT_CASE_MUTATION,
  ARCHIVE_CASE_MUTATION,
  CHANGE_CASE_STATUS_MUTATION,
  REOPEN_CASE_MUTATION,
  UPDATE_CASE_MUTATION,
} from './case-action-mutations';
import { isDecided, offeredStatusMoves } from './status-moves';

export type CaseActionDialogState = { kind: 'accept' | 'status' | 'edit' | 'archive' | 'reopen' };

/** The dialogs of the case's own actions: accept, change status, edit details, archive, reopen. */
export function CaseActionDialog({
  state,
  caseRecord,
  busy,
  close,
  perform,
}: CaseDialogContext & { state: CaseActionDialogState }) {
  const caseId = caseRecord.id;
  // Archiving a case without a decision closes it without one (force); the api allowed it in viewerCan.
  const decided = isDecided(caseRecord.status);
  const common = { busy, onClose: close };
  switch (state.kind) {
    case 'accept':
      return (
        <ActionDialog
          {...common}
          title="Accept this case?"
          description="You take the case on and it moves to in progress."
          confirmLabel="Accept"
          onSubmit={() => void perform(ACCEPT_CASE_MUTATION, { caseId })}
        />
      );
    case 'status':
      return (
        <StatusDialog
          {...common}
          current={caseRecord.status}
          moves={offeredStatusMoves(caseRecord.viewerCan, caseRecord.status)}
          onConfirm={(status) => void perform(CHANGE_CASE_STATUS_MUTATION, { caseId, status })}
        />
      );
    case 'edit':
      return (
        <EditCaseDialog
          {...common}
          title={caseRecord.title}
          visitType={caseRecord.visitType}
          onConfirm={(input) => {
            // Only what changed: a visit type left out is kept, null clears it.
            const changes: { title?: string; visitType?: typeof input.visitType } = {};
            if (input.title !== caseRecord.title) changes.title = input.title;
            if (input.visitType !== caseRecord.visitType) changes.visitType = input.visitType;
            if (Object.keys(changes).length === 0) {
              close();
              return;
            }
            void perform(UPDATE_CASE_MUTATION, { caseId, input: changes });
          }}
        />
      );
    case 'archive':
      return (
        <ArchiveDialog
          {...common}
          withoutDecision={!decided}
          onConfirm={(reason) => void perform(ARCHIVE_CASE_MUTATION, { caseId, reason, force: decided ? null : true })}
        />
      );
    case 'reopen':
      return (
        <ActionDialog
          {...common}
          title="Reopen this case?"
          description="The case can be worked on again; a decided case goes back to in progress."
          confirmLabel="Reopen"
          onSubmit={() => void perform(REOPEN_CASE_MUTATION, { caseId })}
        />
      );
  }
}
