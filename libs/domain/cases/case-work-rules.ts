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
  /**
   * "Admin, TPA and case managers: assign cases" (the primary assignee and the case team), every TPA
   * sub-role included. Like every case operation it acts only on a case within the caller's reach, and
   * a TPA Medical reaches only the cases it works ("Tpamedical: ... assigned-to GLP cases"; listing all
   * cases is Tpalegal's and Tpasupport's): it hands on or gives back those, and any other case is NOT_FOUND.
   */
  assign: { roles: [CVADMIN, ADMIN, CASEMANAGER, CVTPA], message: CaseMessages.ASSIGN },
  assignHrRep: { roles: [CVADMIN, ADMIN, CASEMANAGER, CVTPA], message: CaseMessages.ASSIGN_HR_REP },
  /** "Case workers and TPA: confirm, decline, decide". */
  manage: { roles: [CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA], message: CaseMessages.MANAGE },
  /** Acceptance is further limited to the assignee (CaseMessages.ACCEPT). */
  accept: { roles: [CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA], message: CaseMessages.ACCEPT },
  escalate: { roles: [CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA], message: CaseMessages.ESCALATE },
  /**
   * "Tpasupport in the organization (and cvadmin): archive and force-archive, ... edit case title, visit
   * type". Spec 000 §6 verbatim: an organization's own admins and case managers do not edit or close cases.
   * (The visit type also travels with assignCase, which the spec gives to who assigns.)
   */
  edit: { roles: [CVADMIN], tpaSubRoles: [TpaSubRole.TPASUPPORT], message: CaseMessages.MANAGE },
  archive: { roles: [CVADMIN], tpaSubRoles: [TpaSubRole.TPASUPPORT], message: CaseMessages.MANAGE },
  /** "Tpasupport in the organization (and cvadmin): archive and force-archive" (closing without a decision). */
  forceArchive: { roles: [CVADMIN], tpaSubRoles: [TpaSubRole.TPASUPPORT], message: CaseMessages.MANAGE },
  /** "Admin or cvadmin: reopen a case". */
  reopen: { roles: [CVADMIN, ADMIN], message: CaseMessages.MANAGE },
  /** "Tpalegal and Tpasupport: list all cases, view multi-organization cases"; all-cases is Cvadmin, Cvtpa. */
  acrossOrganizations: { roles: [CVADMIN, CVTPA] },
  /** Everyone reads its own requests; staff read an employee's. */
  bySubmitter: { roles: [CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA, USER] },
} satisfies Record<string, AccessRule>;
