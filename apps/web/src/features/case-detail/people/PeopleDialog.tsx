import type { CaseDetailPersonFieldsFragment } from '../../../generated/graphql';
import { ActionDialog } from '../dialogs/ActionDialog';
import type { CaseDialogContext } from '../shared/staff-case';
import { AssignDialog } from './AssignDialog';
import { HrRepDialog } from './HrRepDialog';
import { mayBeHrRep } from './person-roles';
import {
  ADD_TEAM_MEMBERS_MUTATION,
  ASSIGN_CASE_MUTATION,
  ASSIGN_HR_REP_MUTATION,
  REMOVE_TEAM_MEMBER_MUTATION,
  UNASSIGN_CASE_MUTATION,
  UNASSIGN_HR_REP_MUTATION,
} from './people-mutations';
import { TeamDialog } from './TeamDialog';

export type PeopleDialogState =
  | { kind: 'assign' | 'unassign' | 'team' | 'hrRep' | 'removeHrRep' }
  | { kind: 'removeMember'; person: CaseDetailPersonFieldsFragment };

/** The dialogs that change who works the case: assignee, team and HR representative. */
export function PeopleDialog({
  state,
  caseRecord,
  me,
  permissions,
  busy,
  close,
  perform,
}: CaseDialogContext & { state: PeopleDialogState }) {
  const caseId = caseRecord.id;
  const common = { busy, onClose: close };
  const meId = me?.id;
  const { viewerCan } = caseRecord;
  // "… me" shortcuts: the api allows the change, the viewer may itself take the part, and does not yet.
  const assignToMe = viewerCan.assignCase && !!permissions?.canBeAssignedToCase && caseRecord.assignedTo?.id !== meId;
  const joinTeam =
    viewerCan.assignUserToCase &&
    !!permissions?.canBeAddedToCaseTeam &&
    !caseRecord.assignees.some((person) => person.id === meId);
  const becomeHrRep = viewerCan.assignCaseHrRep && !!me && mayBeHrRep(me.role) && caseRecord.hrRep?.id !== meId;
  switch (state.kind) {
    case 'assign':
      return (
        <AssignDialog
          {...common}
          organizationId={caseRecord.organizationId}
          currentVisitType={caseRecord.visitType}
          onAssign={(userId, visitType) => void perform(ASSIGN_CASE_MUTATION, { caseId, userId, visitType })}
          onAssignSelf={
            meId && assignToMe
              ? (visitType) => void perform(ASSIGN_CASE_MUTATION, { caseId, userId: meId, visitType })
              : undefined
          }
        />
      );
    case 'unassign':
      return (
        <ActionDialog
          {...common}
          title="Unassign this case?"
          description={`${caseRecord.assignedTo?.fullName ?? 'The assignee'} will no longer be assigned, and the case becomes new again.`}
          confirmLabel="Unassign"
          destructive
          onSubmit={() => void perform(UNASSIGN_CASE_MUTATION, { caseId })}
        />
      );
    case 'team':
      return (
        <TeamDialog
          {...common}
          organizationId={caseRecord.organizationId}
          memberIds={caseRecord.assignees.map((member) => member.id)}
          onAdd={(userIds) => void perform(ADD_TEAM_MEMBERS_MUTATION, { caseId, userIds })}
          onJoin={
            meId && joinTeam ? () => void perform(ADD_TEAM_MEMBERS_MUTATION, { caseId, userIds: [meId] }) : undefined
          }
        />
      );
    case 'removeMember':
      return (
        <ActionDialog
          {...common}
          title={`Remove ${state.person.fullName} from the case team?`}
          confirmLabel="Remove"
          destructive
          onSubmit={() => void perform(REMOVE_TEAM_MEMBER_MUTATION, { caseId, userId: state.person.id })}
        />
      );
    case 'hrRep':
      return (
        <HrRepDialog
          {...common}
          organizationId={caseRecord.organizationId}
          current={caseRecord.hrRep}
          onSet={(userId) => void perform(ASSIGN_HR_REP_MUTATION, { caseId, userId })}
          onSetSelf={
            meId && becomeHrRep ? () => void perform(ASSIGN_HR_REP_MUTATION, { caseId, userId: meId }) : undefined
          }
        />
      );
    case 'removeHrRep':
      return (
        <ActionDialog
          {...common}
          title="Remove the HR representative?"
          description={`${caseRecord.hrRep?.fullName ?? 'The HR representative'} will no longer be the HR representative of this case.`}
          confirmLabel="Remove"
          destructive
          onSubmit={() => void perform(UNASSIGN_HR_REP_MUTATION, { caseId })}
        />
      );
  }
}
