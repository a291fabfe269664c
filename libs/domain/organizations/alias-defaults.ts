/** Labels every organization can rename (spec 001 "Default aliases"), in the spec's order. */
export enum AliasKey {
  EMPLOYEE = 'EMPLOYEE',
  HR_ADMINISTRATORS = 'HR_ADMINISTRATORS',
  POINT_OF_CONTACT = 'POINT_OF_CONTACT',
  ADA_COORDINATOR = 'ADA_COORDINATOR',
  TPA_LEGAL = 'TPA_LEGAL',
  TPA_MEDICAL = 'TPA_MEDICAL',
  TPA_SUPPORT = 'TPA_SUPPORT',
  TPA_USER = 'TPA_USER',
  TPA_ROLE = 'TPA_ROLE',
  CASE_REVIEW_TEAM = 'CASE_REVIEW_TEAM',
  ACCOMMODATIONS_TEAM = 'ACCOMMODATIONS_TEAM',
  ACCOMMODATIONS = 'ACCOMMODATIONS',
  STAGE_SUBMITTED = 'STAGE_SUBMITTED',
  STAGE_ASSIGNED = 'STAGE_ASSIGNED',
  STAGE_REVIEW_AND_INTERACTION = 'STAGE_REVIEW_AND_INTERACTION',
  STAGE_FINAL_DECISION = 'STAGE_FINAL_DECISION',
  STAGE_COMPLETED = 'STAGE_COMPLETED',
}

const DEFAULT_ALIASES: Record<AliasKey, string> = {
  [AliasKey.EMPLOYEE]: 'Employee',
  [AliasKey.HR_ADMINISTRATORS]: 'HR Administrators',
  [AliasKey.POINT_OF_CONTACT]: 'Point of Contact',
  [AliasKey.ADA_COORDINATOR]: 'ADA Coordinator',
  [AliasKey.TPA_LEGAL]: 'TPA Legal',
  [AliasKey.TPA_MEDICAL]: 'TPA Medical',
  [AliasKey.TPA_SUPPORT]: 'TPA Support',
  [AliasKey.TPA_USER]: 'TPA User',
  [AliasKey.TPA_ROLE]: 'TPA Role',
  [AliasKey.CASE_REVIEW_TEAM]: 'Case Review Team',
  [AliasKey.ACCOMMODATIONS_TEAM]: 'Accommodations Team',
  [AliasKey.ACCOMMODATIONS]: 'Accommodations',
  [AliasKey.STAGE_SUBMITTED]: 'Submitted',
  [AliasKey.STAGE_ASSIGNED]: 'Assigned',
  [AliasKey.STAGE_REVIEW_AND_INTERACTION]: 'Review & Interaction',
  [AliasKey.STAGE_FINAL_DECISION]: 'Final Decision',
  [AliasKey.STAGE_COMPLETED]: 'Completed',
};

/** Partner (telehealth) organizations call the final decision stage "Prescription". */
const PARTNER_DEFAULT_OVERRIDES: Partial<Record<AliasKey, string>> = {
  [AliasKey.STAGE_FINAL_DECISION]: 'Prescription',
};

export interface AliasLabel {
  key: AliasKey;
  label: string;
  defaultLabel: string;
}

/** Every alias with the organization's label where it set one, else the default for its kind. */
export function resolveAliases(isPartner: boolean, overrides: Record<string, string> = {}): AliasLabel[] {
  return Object.values(AliasKey).map((key) => {
    const defaultLabel = (isPartner && PARTNER_DEFAULT_OVERRIDES[key]) || DEFAULT_ALIASES[key];
    const override = overrides[key]?.trim();
    return { key, defaultLabel, label: override || defaultLabel };
  });
}
