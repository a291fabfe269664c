import type { CaseStatus } from '../../generated/graphql';
import type { SessionUser } from '../../app/session/session-types';
import type { Role, TpaSubRole } from '../../shared/roles';

const ASSIGNERS: readonly Role[] = ['CVADMIN', 'ADMIN', 'CASEMANAGER', 'CVTPA'];
const CASE_WORKERS: readonly Role[] = ['CVADMIN', 'ADMIN', 'CASEMANAGER', 'CASEWORKER', 'CVTPA'];
const CLOSERS: readonly Role[] = ['CVADMIN', 'ADMIN', 'CASEMANAGER'];
/** Who may download a whole case as one ZIP (its PDF and files); the api refuses anyone else. */
const CASE_DOWNLOADERS: readonly Role[] = ['CVADMIN', 'ADMIN', 'CASEMANAGER', 'CVTPA'];
/** Who records an employee's FMLA hours; the api refuses anyone else ("Not authorized to update FMLA hours"). */
const FMLA_RECORDERS: readonly Role[] = ['CVADMIN', 'ADMIN', 'CASEMANAGER', 'CASEWORKER'];
/** Who may list the organization's people by default (query_users); the api refuses anyone else. */
const PEOPLE_SEARCHERS: readonly Role[] = ['CVADMIN', 'ADMIN', 'CASEMANAGER', 'CVTPA'];

/** Who may be the assignee or on the case team (can_be_assigned_to_case); the api refuses anyone else. */
export const ASSIGNABLE_ROLES: readonly Role[] = CASE_WORKERS;
/** Who may be the HR representative of a case. */
export const HR_REP_ROLES: readonly Role[] = ['ADMIN', 'CASEMANAGER'];

/** The status moves the api allows; ASSIGNED to IN_PROGRESS is acceptance, offered as Accept. */
const STATUS_MOVES: Readonly<Record<CaseStatus, readonly CaseStatus[]>> = {
  OPEN: [],
  ASSIGNED: [],
  IN_PROGRESS: ['NO_DECISION', 'APPROVED', 'REJECTED'],
  NO_DECISION: ['IN_PROGRESS', 'APPROVED', 'REJECTED'],
  APPROVED: [],
  REJECTED: [],
};

const DECIDED: readonly CaseStatus[] = ['APPROVED', 'REJECTED'];
/** A decision may be recorded on a case in progress, or one recorded without a decision yet. */
const DECIDABLE: readonly CaseStatus[] = ['IN_PROGRESS', 'NO_DECISION'];

export interface CaseForPermissions {
  organizationId: string;
  status: CaseStatus;
  isArchived: boolean;
  isEscalated?: boolean | null;
  assignedTo?: { id: string } | null;
  hrRep?: { id: string } | null;
  assignees: ReadonlyArray<{ id: string }>;
}

/** What the viewer may do on a case; the api decides again on every call. */
export interface CaseAbilities {
  accept: boolean;
  statusMoves: readonly CaseStatus[];
  /** Name the assignee (anyone who may work cases). */
  assign: boolean;
  /** The viewer may name itself as assignee. */
  assignToMe: boolean;
  unassign: boolean;
  addTeamMembers: boolean;
  joinTeam: boolean;
  removeTeamMember: boolean;
  /** Name the HR representative (an HR administrator or representative). */
  setHrRep: boolean;
  becomeHrRep: boolean;
  removeHrRep: boolean;
  escalate: boolean;
  deEscalate: boolean;
  editEscalations: boolean;
  edit: boolean;
  archive: boolean;
  /** Archiving an undecided case closes it without a decision. */
  archiveNeedsForce: boolean;
  reopen: boolean;
  /** Send a single-use form link for someone without an account (a provider) to answer onto the case. */
  sendFormLink: boolean;
  /** Answer a form onto the case oneself. */
  answerForm: boolean;
  /** Write to the employee (the employee writes to its case team). */
  comment: boolean;
  /** Mark an employee's comment or an internal note as seen. */
  acknowledge: boolean;
  /** Write internal notes, which the employee never sees. */
  writeNotes: boolean;
  /** Search the organization's people (e.g. to tag someone not on the case in a note). */
  searchPeople: boolean;
  /** Delete someone else's comment (anyone may delete its own). */
  deleteAnyComment: boolean;
  /** Delete one's own comments. */
  deleteOwnComment: boolean;
  /** Record a decision: approve, deny or no decision (a case in progress or without a decision). */
  decide: boolean;
  /** Change the dates of a decision or delete it. */
  editDecisions: boolean;
  /** Read the case's support notes (staff who work cases). */
  seeSupportNotes: boolean;
  /** Add, complete, reopen and edit support notes. */
  manageSupportNotes: boolean;
  /** Download the whole case (its PDF and files) as one ZIP, archived or not. */
  download: boolean;
  /** Read the employee's FMLA hours (who works cases). */
  seeFmlaHours: boolean;
  /** Record FMLA hours for the employee (case workers and admins, not TPAs). */
  recordFmlaHours: boolean;
}

/** Support notes are case work: who works cases reads them; the employee never does. */
export function maySeeSupportNotes(user: SessionUser | null): boolean {
  return !!user && CASE_WORKERS.includes(user.role);
}

/** A TPA's sub-role in the case's organization (Tpasupport may close cases there). */
function tpaSubRoleIn(user: SessionUser, organizationId: string): TpaSubRole | null {
  const access = user.organizationAccess.find((entry) => entry.organizationId === organizationId);
  const role = access?.role;
  return role === 'TPALEGAL' || role === 'TPAMEDICAL' || role === 'TPASUPPORT' ? role : null;
}

export function caseAbilities(user: SessionUser | null, caseRecord: CaseForPermissions): CaseAbilities {
  const role = user?.role ?? 'USER';
  const me = user?.id;
  const archived = caseRecord.isArchived;
  const decided = DECIDED.includes(caseRecord.status);
  const open = !archived;
  const assigner = ASSIGNERS.includes(role);
  const worker = CASE_WORKERS.includes(role);
  const tpaSupport = role === 'CVTPA' && !!user && tpaSubRoleIn(user, caseRecord.organizationId) === 'TPASUPPORT';
  const closer = CLOSERS.includes(role) || tpaSupport;
  const mayForce = role === 'CVADMIN' || tpaSupport;
  const isAssignee = !!me && caseRecord.assignedTo?.id === me;
  const onTeam = !!me && caseRecord.assignees.some((person) => person.id === me);

  return {
    accept: open && worker && isAssignee && caseRecord.status === 'ASSIGNED',
    statusMoves: open && worker ? STATUS_MOVES[caseRecord.status] : [],
    assign: open && assigner && !decided,
    // Every role that assigns can itself be assigned and join a team by default.
    assignToMe: open && assigner && !decided && !isAssignee,
    unassign: open && assigner && !decided && !!caseRecord.assignedTo,
    addTeamMembers: open && assigner,
    joinTeam: open && assigner && !onTeam,
    removeTeamMember: open && assigner,
    setHrRep: open && assigner,
    becomeHrRep: open && assigner && HR_REP_ROLES.includes(role) && caseRecord.hrRep?.id !== me,
    removeHrRep: open && assigner && !!caseRecord.hrRep,
    escalate: open && worker,
    deEscalate: open && worker && !!caseRecord.isEscalated,
    editEscalations: open && worker,
    edit: open && closer,
    archive: open && closer && (decided || mayForce),
    archiveNeedsForce: !decided,
    reopen: (role === 'CVADMIN' || role === 'ADMIN') && (archived || decided),
    sendFormLink: open && worker,
    answerForm: open && worker,
    comment: open && (worker || role === 'USER'),
    acknowledge: open && worker,
    writeNotes: open && worker,
    searchPeople: open && PEOPLE_SEARCHERS.includes(role),
    deleteAnyComment: open && role === 'CVADMIN',
    deleteOwnComment: open,
    decide: open && worker && DECIDABLE.includes(caseRecord.status),
    editDecisions: open && worker,
    seeSupportNotes: maySeeSupportNotes(user),
    manageSupportNotes: open && worker,
    download: CASE_DOWNLOADERS.includes(role),
    seeFmlaHours: worker,
    recordFmlaHours: FMLA_RECORDERS.includes(role),
  };
}

/** Who may delete a case's files by default (delete_case_attachment); the api refuses anyone else. */
export const ATTACHMENT_DELETERS: readonly Role[] = ['CVADMIN', 'ADMIN', 'CASEMANAGER', 'CVTPA'];

/** Whether the viewer is offered "Delete" on a case's files (never on an archived case). */
export function canDeleteAttachments(user: SessionUser | null, caseRecord: { isArchived: boolean }): boolean {
  return !!user && !caseRecord.isArchived && ATTACHMENT_DELETERS.includes(user.role);
}
