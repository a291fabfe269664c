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
