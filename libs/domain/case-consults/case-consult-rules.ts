import { type AccessRule, Role, TpaSubRole } from '#access';
import { CaseMessages } from '#domain/cases';

/**
 * Spec 000 §6: "Tpasupport in the organization (and cvadmin): ... case consult requests". Asking for a
 * consult is theirs. The consult is answered by the clinician side of the TPA (Tpamedical, whose work is
 * the medical view of GLP cases), so reading a consult and writing in its thread is theirs too. Nobody else
 * (the organization's own staff, the employee) sees consults.
 */
export const ConsultRules = {
  request: { roles: [Role.CVADMIN], tpaSubRoles: [TpaSubRole.TPASUPPORT], message: CaseMessages.MANAGE },
  discuss: {
    roles: [Role.CVADMIN],
    tpaSubRoles: [TpaSubRole.TPASUPPORT, TpaSubRole.TPAMEDICAL],
    message: CaseMessages.MANAGE,
  },
} satisfies Record<string, AccessRule>;

export const ConsultMessages = {
  ALREADY_OPEN: 'This case already has an open consult request',
  CLOSED: 'This consult request is closed',
} as const;
