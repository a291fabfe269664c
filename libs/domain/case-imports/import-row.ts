import { CaseStatus, MedicationType, VisitType } from '#domain/cases';
import type { ImportColumn } from './import-columns.js';

/** One row's values once each is checked on its own (the database checks come later, in the runner). */
export interface ImportRow {
  externalId: string;
  employeeEmail: string;
  employeeFirstName: string;
  employeeLastName: string;
  /** An organization id or its exact name. */
  organization: string;
  caseType: MedicationType;
  title: string;
  status: CaseStatus;
  visitType: VisitType | null;
  createdAt: Date | null;
  assigneeEmail: string | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
/** Statuses that mean someone works the case: the row must name who. */
const NEEDS_ASSIGNEE: readonly CaseStatus[] = [CaseStatus.ASSIGNED, CaseStatus.IN_PROGRESS];

const oneOf = <T extends string>(values: Record<string, T>, value: string): T | null =>
  (Object.values(values) as string[]).includes(value) ? (value as T) : null;

/**
 * The row's values, or the reason it is refused (naming the column). Enum values are the spec's, verbatim;
 * a date is YYYY-MM-DD (midnight UTC) or an ISO date-time with its offset, and not in the future.
 */
export function checkRow(fields: Record<ImportColumn, string>, now: Date): ImportRow | string {
  const externalId = fields.external_id;
  if (!externalId) return 'external_id: required';
  if (externalId.length > 100) return 'external_id: at most 100 characters';
  const employeeEmail = fields.employee_email.toLowerCase();
  if (!EMAIL.test(employeeEmail) || employeeEmail.length > 320) return 'employee_email: not an e-mail address';
  if (fields.employee_first_name.length > 100) return 'employee_first_name: at most 100 characters';
  if (fields.employee_last_name.length > 100) return 'employee_last_name: at most 100 characters';
  if (!fields.organization) return 'organization: required';
  const caseType = oneOf(MedicationType, fields.case_type);
  if (!caseType) return `case_type: must be one of ${Object.values(MedicationType).join(', ')}`;
  const title = fields.title;
  if (!title) return 'title: required';
  if (title.length > 300) return 'title: at most 300 characters';
  const status = oneOf(CaseStatus, fields.status);
  if (!status) return `status: must be one of ${Object.values(CaseStatus).join(', ')}`;
  const visitType = fields.visit_type ? oneOf(VisitType, fields.visit_type) : null;
  if (fields.visit_type && !visitType)
    return `visit_type: must be empty or one of ${Object.values(VisitType).join(', ')}`;
  const createdAt = fields.created_date ? parseDate(fields.created_date) : null;
  if (fields.created_date && !createdAt) return 'created_date: must be YYYY-MM-DD or an ISO date-time with its offset';
  if (createdAt && createdAt.getTime() > now.getTime()) return 'created_date: must not be in the future';
  const assigneeEmail = fields.assignee_email ? fields.assignee_email.toLowerCase() : null;
  if (assigneeEmail && !EMAIL.test(assigneeEmail)) return 'assignee_email: not an e-mail address';
  if (!assigneeEmail && NEEDS_ASSIGNEE.includes(status)) return `assignee_email: required for status ${status}`;
  return {
    externalId,
    employeeEmail,
    employeeFirstName: fields.employee_first_name,
    employeeLastName: fields.employee_last_name,
    organization: fields.organization,
    caseType,
    title,
    status,
    visitType,
    createdAt,
    assigneeEmail,
  };
}

function parseDate(value: string): Date | null {
  if (!DATE_ONLY.test(value) && !DATE_TIME.test(value)) return null;
  const date = new Date(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return null;
  // "2024-02-31" parses to March 2nd: refuse a day the month does not have.
  if (DATE_ONLY.test(value) && date.toISOString().slice(0, 10) !== value) return null;
  return date;
}
