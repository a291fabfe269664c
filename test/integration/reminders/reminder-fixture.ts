import { randomUUID } from 'node:crypto';
import { Role } from '#access';
import { type OrganizationSettingsData } from '#domain/organizations';
import { ReminderClock, RemindersModule, type ReminderSweepResult, ReminderSweepService } from '#domain/reminders';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { createServiceModule, type ServiceModule } from '#test/service-module';

/**
 * Reminder tests run on a fake clock years ahead of the real one, and date their rows on that
 * timeline: the sweep then sees only their rows (everything else in the test database is past the late
 * limit), and a test moves time instead of waiting.
 */
export interface ReminderNotice {
  userId: string;
  caseId: string | null;
  title: string;
  inApp: boolean;
  emailStatus: string | null;
  smsStatus: string | null;
  dedupeKey: string;
}

export interface ReminderHarness {
  services: ServiceModule;
  sweepAt(iso: string): Promise<ReminderSweepResult>;
  noticesOf(userId: string): Promise<ReminderNotice[]>;
  close(): Promise<void>;
}

export async function createReminderHarness(): Promise<ReminderHarness> {
  const services = await createServiceModule([RemindersModule]);
  const clock = services.get(ReminderClock);
  const sweep = services.get(ReminderSweepService);
  return {
    services,
    sweepAt(iso) {
      clock.now = () => new Date(iso);
      return sweep.sweepOnce();
    },
    noticesOf: (userId) =>
      services.dataSource.query(
        `SELECT user_id AS "userId", case_id AS "caseId", title, in_app AS "inApp", email_status AS "emailStatus",
                sms_status AS "smsStatus", dedupe_key AS "dedupeKey"
         FROM user_notification WHERE user_id = $1 AND kind = 'REMINDER' ORDER BY created_at, dedupe_key`,
        [userId],
      ),
    close: () => services.close(),
  };
}

/** An organization with an employee, two case workers and a manager, and the given settings. */
export async function createReminderOrganization(settings: OrganizationSettingsData): Promise<ScratchOrganization> {
  const organization = await createScratchOrganization({
    employee: Role.USER,
    worker: Role.CASEWORKER,
    teammate: Role.CASEWORKER,
    manager: Role.CASEMANAGER,
  });
  await organization.query(`UPDATE organization SET settings = $2 WHERE id = $1`, [organization.id, settings]);
  return organization;
}

/** A case of the employee assigned to the worker, with the teammate on its team. */
export async function insertWorkedCase(
  organization: ScratchOrganization,
  fields: { status?: string; assignedAt?: string } = {},
): Promise<string> {
  const caseId = await organization.insertCase({
    submitter: 'employee',
    assignedTo: 'worker',
    status: fields.status ?? 'IN_PROGRESS',
  });
  await organization.query(`UPDATE case_record SET assigned_at = $2 WHERE id = $1`, [
    caseId,
    fields.assignedAt ?? null,
  ]);
  await organization.query(`INSERT INTO case_assignee (case_id, user_id) VALUES ($1, $2)`, [
    caseId,
    organization.users.teammate.id,
  ]);
  return caseId;
}

export async function insertEmployeeComment(
  organization: ScratchOrganization,
  caseId: string,
  createdAt: string,
): Promise<string> {
  const [row] = await organization.query<{ id: string }>(
    `INSERT INTO case_comment (organization_id, case_id, author_id, text, is_acknowledged, created_at)
     VALUES ($1, $2, $3, 'When can we talk?', false, $4) RETURNING id`,
    [organization.id, caseId, organization.users.employee.id, createdAt],
  );
  return row.id;
}

/** A draft response of the employee, last saved at `savedAt`. */
export async function insertDraft(organization: ScratchOrganization, savedAt: string): Promise<string> {
  const [row] = await organization.query<{ id: string }>(
    `INSERT INTO form_response (organization_id, form_id, form_version_id, respondent_id, is_draft, created_at, updated_at)
     VALUES ($1, $2, $3, $4, true, $5, $5) RETURNING id`,
    [organization.id, randomUUID(), randomUUID(), organization.users.employee.id, savedAt],
  );
  return row.id;
}

/** A form sent to the employee of the case (its FOLLOW_UP_FORM entry, already dispatched). */
export async function insertFormSent(
  organization: ScratchOrganization,
  caseId: string,
  formId: string,
  sentAt: string,
): Promise<string> {
  const [row] = await organization.query<{ id: string }>(
    `INSERT INTO case_activity (organization_id, case_id, type, payload, created_at, dispatched_at, workflow_done_at)
     VALUES ($1, $2, 'FOLLOW_UP_FORM', $3, $4, now(), now()) RETURNING id`,
    [organization.id, caseId, { formId, messageId: randomUUID() }, sentAt],
  );
  return row.id;
}

/** The employee's submitted response to `formId` on the case. */
export async function insertAnswer(
  organization: ScratchOrganization,
  caseId: string,
  formId: string,
  submittedAt: string,
): Promise<void> {
  await organization.query(
    `INSERT INTO form_response (organization_id, form_id, form_version_id, respondent_id, case_id, is_draft, submitted_at)
     VALUES ($1, $2, $3, $4, $5, false, $6)`,
    [organization.id, formId, randomUUID(), organization.users.employee.id, caseId, submittedAt],
  );
}

export async function insertVisit(organization: ScratchOrganization, caseId: string, startAt: string): Promise<string> {
  const [row] = await organization.query<{ id: string }>(
    `INSERT INTO calendar_event (organization_id, case_id, title, start_at, end_at)
     VALUES ($1, $2, 'Visit', $3, $3::timestamptz + interval '30 minutes') RETURNING id`,
    [organization.id, caseId, startAt],
  );
  return row.id;
}
