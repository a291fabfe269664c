import { CaseActivityType } from './case-activity-type.js';

/**
 * Activities an employee may see on their own case. Deny by default: a new activity type stays
 * staff-only until it is added here on purpose (escalations, support notes and internal-note
 * acknowledgements never are).
 */
const EMPLOYEE_VISIBLE: ReadonlySet<CaseActivityType> = new Set([
  CaseActivityType.CREATE_CASE,
  CaseActivityType.ADD_COMMENT,
  CaseActivityType.DELETE_COMMENT,
  CaseActivityType.ADD_ATTACHMENT,
  CaseActivityType.DELETE_ATTACHMENT,
  CaseActivityType.ADD_DECISION,
  CaseActivityType.DECISION_DELETED,
  CaseActivityType.CHANGE_STATUS,
  CaseActivityType.ARCHIVE,
  CaseActivityType.REOPEN,
  CaseActivityType.ADD_FORM_RESPONSE,
  CaseActivityType.UPDATE_FORM_RESPONSE,
  CaseActivityType.CALENDAR_EVENT_CREATED,
  CaseActivityType.CALENDAR_EVENT_CANCELED,
  CaseActivityType.CALENDAR_EVENT_RESCHEDULED,
  // The employee follows their order (ids, statuses and tracking only).
  CaseActivityType.ORDER_CREATED,
  CaseActivityType.ORDER_STATUS_CHANGED,
  CaseActivityType.ORDER_TRACKING_ADDED,
]);

export function isVisibleToEmployee(type: string): boolean {
  return EMPLOYEE_VISIBLE.has(type as CaseActivityType);
}
