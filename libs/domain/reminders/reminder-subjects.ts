import type { ReminderKind } from '#domain/organizations';

/**
 * Per kind, the rows whose condition holds now and whose reminder is due: each subject with its
 * organization, case, the start of its condition (`basis`) and, where one person is concerned, that
 * person. `bounds` gives each organization the range of basis that is due: (after_basis, through_basis].
 * Rows are locked (SKIP LOCKED), so a change that ends the condition either commits first and the row
 * is re-checked and left out, or waits for the reminder's transaction; two sweeps never take one row.
 */
const DUE_SUBJECTS: Record<ReminderKind, string> = {
  // An employee's comment (staff comments are acknowledged when written) nobody acknowledged.
  UNACKNOWLEDGED_COMMENT: `
    SELECT c.id AS subject_id, c.organization_id, c.case_id, c.created_at AS basis, NULL::uuid AS person_id
    FROM bounds b
    JOIN case_comment c ON c.organization_id = b.organization_id AND NOT c.is_acknowledged
      AND c.created_at > b.after_basis AND c.created_at <= b.through_basis
    WHERE NOT EXISTS (SELECT 1 FROM reminder_sent r
                      WHERE r.kind = $5 AND r.subject_id = c.id AND r.basis = c.created_at)
      AND EXISTS (SELECT 1 FROM case_record k WHERE k.id = c.case_id AND NOT k.is_archived)
    LIMIT $4 FOR UPDATE OF c SKIP LOCKED`,
  // An employee's draft response, unchanged since its last save.
  DRAFT_REQUEST: `
    SELECT f.id AS subject_id, f.organization_id, f.case_id, f.updated_at AS basis, f.respondent_id AS person_id
    FROM bounds b
    JOIN form_response f ON f.organization_id = b.organization_id AND f.is_draft AND f.respondent_id IS NOT NULL
      AND f.updated_at > b.after_basis AND f.updated_at <= b.through_basis
    WHERE NOT EXISTS (SELECT 1 FROM reminder_sent r
                      WHERE r.kind = $5 AND r.subject_id = f.id AND r.basis = f.updated_at)
      AND EXISTS (SELECT 1 FROM app_user u WHERE u.id = f.respondent_id AND u.role = 'USER')
    LIMIT $4 FOR UPDATE OF f SKIP LOCKED`,
  // A form sent to the employee (its FOLLOW_UP_FORM entry) with no response submitted on the case since.
  FORM_NOT_ANSWERED: `
    SELECT a.id AS subject_id, a.organization_id, a.case_id, a.created_at AS basis, NULL::uuid AS person_id
    FROM bounds b
    JOIN case_activity a ON a.organization_id = b.organization_id AND a.type = 'FOLLOW_UP_FORM'
      AND a.created_at > b.after_basis AND a.created_at <= b.through_basis
    WHERE NOT EXISTS (SELECT 1 FROM reminder_sent r
                      WHERE r.kind = $5 AND r.subject_id = a.id AND r.basis = a.created_at)
      AND NOT EXISTS (SELECT 1 FROM form_response f
                      WHERE f.organization_id = a.organization_id AND f.case_id = a.case_id
                        AND f.form_id::text = a.payload->>'formId' AND NOT f.is_draft
                        AND f.submitted_at >= a.created_at)
      AND EXISTS (SELECT 1 FROM case_record k WHERE k.id = a.case_id AND NOT k.is_archived)
    LIMIT $4 FOR UPDATE OF a SKIP LOCKED`,
  // A case assigned to someone else who has not accepted it (accepting moves it to IN_PROGRESS).
  CASE_NOT_ACCEPTED: `
    SELECT k.id AS subject_id, k.organization_id, k.id AS case_id, k.assigned_at AS basis,
           k.assigned_to_id AS person_id
    FROM bounds b
    JOIN case_record k ON k.organization_id = b.organization_id AND k.status = 'ASSIGNED'
      AND k.assigned_to_id IS NOT NULL AND NOT k.is_archived
      AND k.assigned_at > b.after_basis AND k.assigned_at <= b.through_basis
    WHERE NOT EXISTS (SELECT 1 FROM reminder_sent r
                      WHERE r.kind = $5 AND r.subject_id = k.id AND r.basis = k.assigned_at)
    LIMIT $4 FOR UPDATE OF k SKIP LOCKED`,
  // A visit (calendar event with a case) not canceled, starting within the next hours.
  UPCOMING_VISIT: `
    SELECT e.id AS subject_id, e.organization_id, e.case_id, e.start_at AS basis, NULL::uuid AS person_id
    FROM bounds b
    JOIN calendar_event e ON e.organization_id = b.organization_id AND e.canceled_at IS NULL
      AND e.case_id IS NOT NULL AND e.start_at > b.after_basis AND e.start_at <= b.through_basis
    WHERE NOT EXISTS (SELECT 1 FROM reminder_sent r
                      WHERE r.kind = $5 AND r.subject_id = e.id AND r.basis = e.start_at)
      AND EXISTS (SELECT 1 FROM case_record k WHERE k.id = e.case_id AND NOT k.is_archived)
    LIMIT $4 FOR UPDATE OF e SKIP LOCKED`,
};

/** Who hears of a due subject `d` of its case `k`: staff (by the REMINDER rule) or the employee. */
const RECIPIENTS: Record<ReminderKind, string> = {
  UNACKNOWLEDGED_COMMENT: `
    SELECT k.assigned_to_id AS user_id, 'STAFF' AS audience WHERE k.assigned_to_id IS NOT NULL
    UNION
    SELECT t.user_id, 'STAFF' FROM case_assignee t WHERE t.case_id = d.case_id`,
  DRAFT_REQUEST: `SELECT d.person_id AS user_id, 'EMPLOYEE' AS audience`,
  FORM_NOT_ANSWERED: `SELECT k.submitter_id AS user_id, 'EMPLOYEE' AS audience WHERE k.submitter_id IS NOT NULL`,
  CASE_NOT_ACCEPTED: `SELECT d.person_id AS user_id, 'STAFF' AS audience`,
  UPCOMING_VISIT: `
    SELECT k.submitter_id AS user_id, 'EMPLOYEE' AS audience WHERE k.submitter_id IS NOT NULL
    UNION ALL
    SELECT k.assigned_to_id, 'STAFF' WHERE k.assigned_to_id IS NOT NULL`,
};

export type ReminderAudience = 'STAFF' | 'EMPLOYEE';

/** One recipient of one reminder just marked sent (userId null: the subject had nobody to tell). */
export interface MarkedReminderRow {
  subjectId: string;
  organizationId: string;
  caseId: string | null;
  shortId: string | null;
  basis: Date;
  userId: string | null;
  userRole: string | null;
  audience: ReminderAudience | null;
}

/**
 * One statement: finds up to $4 due subjects of a kind ($5) in the organizations of the bounds
 * ($1 ids, $2 after, $3 through), re-checking the condition, marks them sent (reminder_sent, unique per
 * kind, subject and basis) and returns who is to hear of the ones it marked.
 */
export function markDueRemindersStatement(kind: ReminderKind): string {
  return `
    WITH bounds AS (
      SELECT * FROM unnest($1::uuid[], $2::timestamptz[], $3::timestamptz[])
        AS bounds(organization_id, after_basis, through_basis)
    ),
    due AS (${DUE_SUBJECTS[kind]}),
    marked AS (
      INSERT INTO reminder_sent (organization_id, kind, subject_id, basis, case_id)
      SELECT organization_id, $5, subject_id, basis, case_id FROM due
      ON CONFLICT DO NOTHING
      RETURNING subject_id, basis
    )
    SELECT d.subject_id AS "subjectId", d.organization_id AS "organizationId", d.case_id AS "caseId",
           k.short_id AS "shortId", d.basis, who.user_id AS "userId", u.role AS "userRole", who.audience
    FROM due d
    JOIN marked m ON m.subject_id = d.subject_id AND m.basis = d.basis
    LEFT JOIN case_record k ON k.id = d.case_id
    LEFT JOIN LATERAL (${RECIPIENTS[kind]}) who ON true
    LEFT JOIN app_user u ON u.id = who.user_id`;
}
