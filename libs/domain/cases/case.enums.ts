/** Decision or case status (spec 000 §3). */
export enum CaseStatus {
  APPROVED = 'APPROVED',
  ASSIGNED = 'ASSIGNED',
  IN_PROGRESS = 'IN_PROGRESS',
  NO_DECISION = 'NO_DECISION',
  OPEN = 'OPEN',
  REJECTED = 'REJECTED',
}

export enum OrderStatus {
  CANCELLED = 'CANCELLED',
  DELIVERED = 'DELIVERED',
  DRAFT = 'DRAFT',
  ERROR = 'ERROR',
  PLACED = 'PLACED',
  PROCESSING = 'PROCESSING',
  RETURNED = 'RETURNED',
  SHIPPED = 'SHIPPED',
  TRANSIT_FAILURE = 'TRANSIT_FAILURE',
}

export enum VisitType {
  ASYNC_TEXT_EMAIL = 'ASYNC_TEXT_EMAIL',
  NO_SHOW = 'NO_SHOW',
  ORDER_FORM = 'ORDER_FORM',
  SYNC_PHONE = 'SYNC_PHONE',
  SYNC_VIDEO = 'SYNC_VIDEO',
}

export enum PaymentInfoStatus {
  NOT_SENT = 'NOT_SENT',
  SENT_LINK = 'SENT_LINK',
  SUBMITTED = 'SUBMITTED',
}

/**
 * Case.followUpFormStatus (spec 000 §3 names the field, not its values; designed here, kept by the
 * case-follow-ups area):
 * - SCHEDULED: the case's first decision started the follow-ups; the first one is not due yet.
 * - SENT: the latest follow-up form went out and has not been answered yet.
 * - ANSWERED: the employee answered the latest follow-up form (lastFollowUpFormAnsweredAt says when).
 * - NOT_SENT: the latest one was due but could not go out (no address, notifications off, no usable form);
 *   the next one is tried at its own due time.
 * - STOPPED: no more follow-ups: the case was archived, its order cancelled, or its plan no longer has them.
 */
export enum FollowUpFormStatus {
  SCHEDULED = 'SCHEDULED',
  SENT = 'SENT',
  ANSWERED = 'ANSWERED',
  NOT_SENT = 'NOT_SENT',
  STOPPED = 'STOPPED',
}

/** Medication type doubles as the case type: ADA accommodation/leave or GLP telehealth. */
export enum MedicationType {
  ADA = 'ADA',
  GLP = 'GLP',
}

export enum EscalationType {
  CLINICAL_ESCALATION = 'CLINICAL_ESCALATION',
  EXTERNAL_SUPPORT_ESCALATION = 'EXTERNAL_SUPPORT_ESCALATION',
  SUPPORT_ESCALATION = 'SUPPORT_ESCALATION',
}
