// The rows of one case as the product stores them: the case with its team, HR representative and
// escalation, then its timeline, comments and notes (some sent with files), decisions, escalations and
// submitted answers, each kind spread over the case's 30 days.
import { randomUUID } from 'node:crypto';
import { CaseActivityType } from '#events';
import type { BenchForm, BenchPeople } from './bench-organization.js';

export interface CaseShape {
  activities: number;
  comments: number;
  notes: number;
  decisions: number;
  escalations: number;
  formResponses: number;
  teamMembers: number;
  /** Comments and notes sent with files (two each: one PHI, one not). */
  commentsWithFiles: number;
  notesWithFiles: number;
}

/** Timeline kinds a worked case accumulates; entries about a person name it in payload.userId. */
const ACTIVITY_CYCLE: CaseActivityType[] = [
  CaseActivityType.ADD_COMMENT,
  CaseActivityType.ADD_NOTE,
  CaseActivityType.ADD_CASE_ASSIGNEE,
  CaseActivityType.CHANGE_STATUS,
  CaseActivityType.COMMENT_ACKNOWLEDGED,
  CaseActivityType.OUTBOUND_EMAIL,
  CaseActivityType.ADD_HR_REP,
  CaseActivityType.TEXT_INFO,
];

export interface CaseRowsContext {
  insert: (sql: string, values: unknown[]) => Promise<{ id: string }[]>;
  organizationId: string;
  people: BenchPeople;
  form: BenchForm;
}

/** Inserts one case with `shape`'s items; `label` names it (the organization holds one case per label). */
export async function insertCase(context: CaseRowsContext, label: string, shape: CaseShape): Promise<string> {
  const { insert, organizationId, people } = context;
  const [assignee, ...others] = people.caseworkers;
  const team = others.slice(0, shape.teamMembers);
  const opened = Date.now() - 30 * 86_400_000;
  // Items are spread over the case's 30 days, one clock shared by every kind, oldest first.
  let tick = 0;
  const nextTime = () => new Date(opened + (tick += 1) * 60_000);

  const [{ id: caseId }] = await insert(
    `INSERT INTO case_record (organization_id, short_id, title, status, visit_type, submitter_id, assigned_to_id,
       assigned_by_id, hr_rep_id, assigned_at, in_progress_at, is_escalated, escalation_category, escalation_reasons,
       escalated_at, unacknowledged_comment_count, unacknowledged_note_count, created_at, updated_at)
     VALUES ($1, $2, $3, 'APPROVED', 'SYNC_VIDEO', $4, $5, $6, $7, $8, $8, true, 'SUPPORT_ESCALATION', $9, $8, 1, 1, $10, now())
     RETURNING id`,
    [
      organizationId,
      `CD-${label.toUpperCase()}`,
      `Ergonomic workstation (${label} case)`,
      people.employee.id,
      assignee.id,
      people.admin.id,
      people.hrRep.id,
      new Date(opened + 3_600_000),
      ['Waiting on the provider'],
      new Date(opened),
    ],
  );
  for (const member of team) {
    await insert(`INSERT INTO case_assignee (case_id, user_id) VALUES ($1, $2)`, [caseId, member.id]);
  }

  const staff = [people.admin, assignee, ...team, people.hrRep];
  for (let index = 0; index < shape.activities; index += 1) {
    const type = index === 0 ? CaseActivityType.CREATE_CASE : ACTIVITY_CYCLE[index % ACTIVITY_CYCLE.length];
    const actor = index === 0 ? people.employee : staff[index % staff.length];
    const subject = staff[(index + 1) % staff.length];
    await insert(
      `INSERT INTO case_activity (organization_id, case_id, type, actor_user_id, payload, created_at, dispatched_at, workflow_done_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6, $6)`,
      [organizationId, caseId, type, actor.id, JSON.stringify(activityPayload(type, subject.id)), nextTime()],
    );
  }

  // Files sent with a comment or note are the author's own uploads on this case.
  const uploadFiles = async (uploaderId: string, count: number): Promise<string[]> => {
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const fileName = index % 2 === 0 ? 'doctor-note.pdf' : 'workstation-photo.jpg';
      const [{ id }] = await insert(
        `INSERT INTO case_attachment (organization_id, case_id, path, file_name, is_phi, uploaded_by_id, created_at,
           updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
        [
          organizationId,
          caseId,
          `personal/${uploaderId}/${randomUUID()}-${fileName}`,
          fileName,
          index % 2 === 0,
          uploaderId,
          nextTime(),
        ],
      );
      ids.push(id);
    }
    return ids;
  };
  // Items with files are spread evenly over the list: every `step`-th one, `withFiles` of them.
  const carriesFiles = (index: number, total: number, withFiles: number) => {
    if (withFiles === 0) return false;
    const step = Math.max(1, Math.floor(total / withFiles));
    return index % step === 0 && index / step < withFiles;
  };

  for (let index = 0; index < shape.comments; index += 1) {
    const fromEmployee = index % 2 === 0;
    const acknowledged = !fromEmployee || index < shape.comments - 1;
    const authorId = fromEmployee ? people.employee.id : staff[index % staff.length].id;
    const files = carriesFiles(index, shape.comments, shape.commentsWithFiles) ? await uploadFiles(authorId, 2) : [];
    await insert(
      `INSERT INTO case_comment (organization_id, case_id, author_id, text, is_acknowledged, acknowledged_at,
         acknowledged_by_id, attachment_ids, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
      [
        organizationId,
        caseId,
        authorId,
        `Comment ${index + 1}: the chair arrived; the attached document lists the adjustments still needed.`,
        acknowledged,
        fromEmployee && acknowledged ? nextTime() : null,
        fromEmployee && acknowledged ? assignee.id : null,
        files,
        nextTime(),
      ],
    );
  }

  for (let index = 0; index < shape.notes; index += 1) {
    const tagged = index % 2 === 0 ? [team[0]?.id ?? assignee.id, people.hrRep.id] : [];
    const authorId = staff[index % staff.length].id;
    const files = carriesFiles(index, shape.notes, shape.notesWithFiles) ? await uploadFiles(authorId, 2) : [];
    await insert(
      `INSERT INTO case_note (organization_id, case_id, author_id, text, tagged_user_ids, is_acknowledged,
         attachment_ids, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
      [
        organizationId,
        caseId,
        authorId,
        `Internal note ${index + 1}: follow up with the provider.`,
        tagged,
        index !== 0,
        files,
        nextTime(),
      ],
    );
  }

  for (let index = 0; index < shape.decisions; index += 1) {
    await insert(
      `INSERT INTO case_decision (organization_id, case_id, is_approved, is_no_decision, start_date, end_date,
         decision_text, category, cost, visit_type, added_by_id, attachment_path, created_at, updated_at)
       VALUES ($1, $2, $3, $4, '2026-10-01', '2027-03-31', $5, 'Equipment', 480.50, 'SYNC_VIDEO', $6, $7, $8, $8)`,
      [
        organizationId,
        caseId,
        index === shape.decisions - 1,
        index === 0 && shape.decisions > 1,
        `Decision ${index + 1}: an adjustable desk and chair for six months.`,
        assignee.id,
        index === 0 ? `personal/${assignee.id}/letter-${index}.pdf` : null,
        nextTime(),
      ],
    );
  }

  for (let index = 0; index < shape.escalations; index += 1) {
    await insert(
      `INSERT INTO case_escalation (organization_id, case_id, category, reasons, created_by_id, created_at, updated_at)
       VALUES ($1, $2, 'SUPPORT_ESCALATION', $3, $4, $5, $5)`,
      [organizationId, caseId, ['Waiting on the provider'], assignee.id, nextTime()],
    );
  }

  for (let index = 0; index < shape.formResponses; index += 1) {
    const submittedAt = nextTime();
    await insert(
      `INSERT INTO form_response (organization_id, form_id, form_version_id, respondent_id, case_id, is_draft,
         question_responses, submitted_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, false, $6, $7, $7, $7)`,
      [
        organizationId,
        context.form.formId,
        context.form.versionId,
        people.employee.id,
        caseId,
        JSON.stringify(
          context.form.questions.map((question) => ({
            questionId: question.id,
            response: [question.type === 'DATE' ? '2026-09-15' : `Answer to "${question.text}"`],
            fileNames: [],
          })),
        ),
        submittedAt,
      ],
    );
  }
  return caseId;
}

function activityPayload(type: CaseActivityType, userId: string): Record<string, unknown> {
  switch (type) {
    case CaseActivityType.ADD_CASE_ASSIGNEE:
      return { userId, isPrimary: false };
    case CaseActivityType.ADD_HR_REP:
      return { userId, previousUserId: null };
    case CaseActivityType.CHANGE_STATUS:
      return { from: 'ASSIGNED', to: 'IN_PROGRESS' };
    case CaseActivityType.ADD_COMMENT:
      return { commentId: randomUUID(), fromEmployee: false };
    case CaseActivityType.ADD_NOTE:
      return { noteId: randomUUID(), taggedUserIds: [userId] };
    case CaseActivityType.COMMENT_ACKNOWLEDGED:
      return { commentId: randomUUID() };
    case CaseActivityType.TEXT_INFO:
      return { field: 'title' };
    default:
      return {};
  }
}
