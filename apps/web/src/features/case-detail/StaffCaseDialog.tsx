import { EscalationDialogs } from './escalations/EscalationDialogs';
import { SendFormLinkDialog } from './forms/SendFormLinkDialog';
import { CaseActionDialog } from './header/CaseActionDialog';
import type { CaseActionsDialogState } from './header/CaseActions';
import { PeopleDialog, type PeopleDialogState } from './people/PeopleDialog';
import type { CaseDialogContext } from './shared/staff-case';
import type { SectionDialogState } from './StaffCaseSections';

/** Every dialog of the staff case page, by what opened it. */
export type StaffCaseDialogState = CaseActionsDialogState | PeopleDialogState | SectionDialogState;

/** The open dialog of the staff case page, drawn by the sub-feature it belongs to. */
export function StaffCaseDialog({ state, ...context }: CaseDialogContext & { state: StaffCaseDialogState }) {
  switch (state.kind) {
    case 'accept':
    case 'status':
    case 'edit':
    case 'archive':
    case 'reopen':
      return <CaseActionDialog {...context} state={state} />;
    case 'assign':
    case 'unassign':
    case 'team':
    case 'removeMember':
    case 'hrRep':
    case 'removeHrRep':
      return <PeopleDialog {...context} state={state} />;
    case 'escalate':
    case 'addEscalation':
    case 'editEscalation':
    case 'removeEscalation':
    case 'deEscalate':
      return <EscalationDialogs {...context} state={state} />;
    case 'formLink':
      return (
        <SendFormLinkDialog
          caseId={context.caseRecord.id}
          organizationId={context.caseRecord.organizationId}
          onClose={context.close}
        />
      );
  }
}
