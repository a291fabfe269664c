import type {
  CasesListCountsQuery,
  CaseStatus,
  EscalationType,
  FollowUpFormStatus,
} from '../../generated/graphql';

export const CASE_STATUS_LABELS: Readonly<Record<CaseStatus, string>> = {
  OPEN: 'Open',
  ASSIGNED: 'Assigned',
  IN_PROGRESS: 'In progress',
  NO_DECISION: 'No decision',
  APPROVED: 'Approved',
  REJECTED: 'Denied',
};

export const ESCALATION_LABELS: Readonly<Record<EscalationType, string>> = {
  CLINICAL_ESCALATION: 'Clinical',
  EXTERNAL_SUPPORT_ESCALATION: 'External support',
  SUPPORT_ESCALATION: 'Support',
};

export const ESCALATION_TYPES = Object.keys(ESCALATION_LABELS) as EscalationType[];

/** Where a partner case's recurring follow-up form stands. */
export const FOLLOW_UP_STATUS_LABELS: Readonly<Record<FollowUpFormStatus, string>> = {
  SCHEDULED: 'Scheduled',
  SENT: 'Sent, awaiting answer',
  ANSWERED: 'Answered',
  NOT_SENT: 'Could not be sent',
  STOPPED: 'Stopped',
};

export type StatusGroupKey = Exclude<keyof CasesListCountsQuery['casesMetadata'], '__typename'>;

export interface StatusGroup {
  key: StatusGroupKey;
  /** Its value in the `status` query parameter. */
  param: string;
  label: string;
  statuses: CaseStatus[];
  isArchived: boolean;
}

/** The eight count groups of the case list, as the api defines them, in the spec's order. */
export const STATUS_GROUPS: readonly StatusGroup[] = [
  { key: 'new', param: 'new', label: 'New', statuses: ['OPEN'], isArchived: false },
  { key: 'notConfirmed', param: 'not-confirmed', label: 'Not confirmed', statuses: ['ASSIGNED'], isArchived: false },
  { key: 'inProgress', param: 'in-progress', label: 'In progress', statuses: ['IN_PROGRESS'], isArchived: false },
  { key: 'outstanding', param: 'outstanding', label: 'Outstanding', statuses: ['NO_DECISION'], isArchived: false },
  { key: 'approved', param: 'approved', label: 'Approved', statuses: ['APPROVED'], isArchived: false },
  { key: 'denied', param: 'denied', label: 'Denied', statuses: ['REJECTED'], isArchived: false },
  {
    key: 'approvedClosed',
    param: 'approved-closed',
    label: 'Approved-closed',
    statuses: ['APPROVED'],
    isArchived: true,
  },
  { key: 'deniedClosed', param: 'denied-closed', label: 'Denied-closed', statuses: ['REJECTED'], isArchived: true },
];

/** The group named by a `status` query parameter; null (every case) for none or an unknown value. */
export function statusGroupFromParam(param: string | null): StatusGroup | null {
  return STATUS_GROUPS.find((group) => group.param === param) ?? null;
}

/** "Approved", or "Approved (archived)" for a closed case. */
export function caseStatusLabel(status: CaseStatus, isArchived: boolean): string {
  const label = CASE_STATUS_LABELS[status];
  return isArchived ? `${label} (archived)` : label;
}
