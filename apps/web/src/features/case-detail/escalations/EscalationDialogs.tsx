import { ActionDialog } from '../dialogs/ActionDialog';
import { ESCALATION_LABELS } from '../shared/case-labels';
import type { CaseDialogContext, StaffCase } from '../shared/staff-case';
import { EscalationDialog } from './EscalationDialog';
import {
  ADD_CASE_ESCALATION_MUTATION,
  DE_ESCALATE_CASE_MUTATION,
  ESCALATE_CASE_MUTATION,
  REMOVE_CASE_ESCALATION_MUTATION,
  UPDATE_CASE_ESCALATION_MUTATION,
} from './escalation-mutations';

export type EscalationDialogState =
  | { kind: 'escalate' | 'addEscalation' | 'deEscalate' }
  | { kind: 'editEscalation' | 'removeEscalation'; escalation: StaffCase['escalations'][number] };

/** The dialogs that escalate the case, change its escalations or de-escalate it. */
export function EscalationDialogs({
  state,
  caseRecord,
  busy,
  close,
  perform,
}: CaseDialogContext & { state: EscalationDialogState }) {
  const caseId = caseRecord.id;
  const common = { busy, onClose: close };
  switch (state.kind) {
    case 'escalate':
      return (
        <EscalationDialog
          {...common}
          title="Escalate this case"
          confirmLabel="Escalate"
          onConfirm={(value) => void perform(ESCALATE_CASE_MUTATION, { caseId, ...value })}
        />
      );
    case 'addEscalation':
      return (
        <EscalationDialog
          {...common}
          title="Add an escalation"
          confirmLabel="Add escalation"
          onConfirm={(value) => void perform(ADD_CASE_ESCALATION_MUTATION, { caseId, ...value })}
        />
      );
    case 'editEscalation':
      return (
        <EscalationDialog
          {...common}
          title="Edit escalation"
          confirmLabel="Save"
          initial={state.escalation}
          onConfirm={(value) =>
            void perform(UPDATE_CASE_ESCALATION_MUTATION, { escalationId: state.escalation.id, ...value })
          }
        />
      );
    case 'removeEscalation':
      return (
        <ActionDialog
          {...common}
          title="Remove this escalation?"
          description={`The ${ESCALATION_LABELS[state.escalation.category].toLowerCase()} escalation is removed. Removing the last one de-escalates the case.`}
          confirmLabel="Remove"
          destructive
          onSubmit={() => void perform(REMOVE_CASE_ESCALATION_MUTATION, { escalationId: state.escalation.id })}
        />
      );
    case 'deEscalate':
      return (
        <ActionDialog
          {...common}
          title="De-escalate this case?"
          description="Every escalation of the case is removed."
          confirmLabel="De-escalate"
          destructive
          onSubmit={() => void perform(DE_ESCALATE_CASE_MUTATION, { caseId })}
        />
      );
  }
}
