import { type AccessRule, Role, TpaSubRole } from '#access';
import { CaseMessages } from './case.messages.js';

const { CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA, USER } = Role;

/**
 * Who may run each case operation (spec 000 §6 "Default rules"), declared on the resolver and checked
 * again in the case's own organization, where a TPA may hold another sub-role.
 */
export const CaseWorkRules = {
  /** Staff lists and reads. */
  read: { roles: [CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA] },
  /** "Admin, TPA and case managers: assign cases" (the primary assignee and the case team). */
  assign: { roles: [CVADMIN, ADMIN, CASEMANAGER, CVTPA], message: CaseMessages.ASSIGN },
  assignHrRep: { roles: [CVADMIN, ADMIN, CASEMANAGER, CVTPA], message: CaseMessages.ASSIGN_HR_REP },
  /** "Case workers and TPA: confirm, decline, decide". */
  manage: { roles: [CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA], message: CaseMessages.MANAGE },
  /** Acceptance is further limited to the assignee (CaseMessages.ACCEPT). */
  accept: { roles: [CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA], message: CaseMessages.ACCEPT },
  escalate: { roles: [CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA], message: CaseMessages.ESCALATE },
  /**
   * "Tpasupport (and cvadmin): archive, force-archive, edit case title, visit type". An employer without
   * a TPA closes its own cases, so its admins and case managers may too.
   */
  edit: { roles: [CVADMIN, ADMIN, CASEMANAGER], tpaSubRoles: [TpaSubRole.TPASUPPORT], message: CaseMessages.MANAGE },
  archive: {
    roles: [CVADMIN, ADMIN, CASEMANAGER],
    tpaSubRoles: [TpaSubRole.TPASUPPORT],
    message: CaseMessages.MANAGE,
  },
  /** "Tpasupport in the organization (and cvadmin): archive and force-archive" (closing without a decision). */
  forceArchive: { roles: [CVADMIN], tpaSubRoles: [TpaSubRole.TPASUPPORT], message: CaseMessages.MANAGE },
  /** "Admin or cvadmin: reopen a case". */
  reopen: { roles: [CVADMIN, ADMIN], message: CaseMessages.MANAGE },
  /** "Tpalegal and Tpasupport: list all cases, view multi-organization cases"; all-cases is Cvadmin, Cvtpa. */
  acrossOrganizations: { roles: [CVADMIN, CVTPA] },
  /** Everyone reads its own requests; staff read an employee's. */
  bySubmitter: { roles: [CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA, USER] },
} satisfies Record<string, AccessRule>;
