import { randomUUID } from 'node:crypto';
import type { ScratchOrganization } from '#test/scratch-organization';
import {
  createReminderHarness,
  createReminderOrganization,
  insertAnswer,
  insertDraft,
  insertEmployeeComment,
  insertFormSent,
  insertVisit,
  insertWorkedCase,
  type ReminderHarness,
  type ReminderNotice,
} from './reminder-fixture.js';

// Monday 2 June 2031, 10:00 in New York (EDT, UTC-4). Organization settings default to business days.
const MONDAY_10 = '2031-06-02T14:00:00Z';

describe('reminders sweep', () => {
  let harness: ReminderHarness;
  let org: ScratchOrganization;
  /** Other settings: Berlin, comments after 4 days, other kinds off, staff reminders to managers only. */
  let other: ScratchOrganization;

  const noticesAbout = async (subjectId: string): Promise<ReminderNotice[]> =>
    harness.services.dataSource.query(
      `SELECT user_id AS "userId", case_id AS "caseId", title, in_app AS "inApp", email_status AS "emailStatus",
              sms_status AS "smsStatus", dedupe_key AS "dedupeKey"
       FROM user_notification WHERE kind = 'REMINDER' AND dedupe_key LIKE $1 ORDER BY user_id`,
      [`reminder:%:${subjectId}:%`],
    );
  const recipients = async (subjectId: string) => (await noticesAbout(subjectId)).map((notice) => notice.userId).sort();

  beforeAll(async () => {
    harness = await createReminderHarness();
    org = await createReminderOrganization({ timeZone: 'America/New_York' });
    other = await createReminderOrganization({
      timeZone: 'Europe/Berlin',
      reminders: {
        kinds: {
          UNACKNOWLEDGED_COMMENT: { enabled: true, after: 4 },
          DRAFT_REQUEST: { enabled: false, after: 3 },
          FORM_NOT_ANSWERED: { enabled: false, after: 5 },
          CASE_NOT_ACCEPTED: { enabled: false, after: 2 },
          UPCOMING_VISIT: { enabled: false, after: 24 },
        },
        businessDays: true,
      },
      notificationRules: { REMINDER: { roles: ['CASEMANAGER' as never], inApp: true, email: false, sms: false } },
    });
    await other.query(`UPDATE app_user SET role = 'CASEMANAGER' WHERE id = $1`, [other.users.teammate.id]);
  });
  afterAll(async () => {
    await org.close();
    await other.close();
    await harness.close();
  });

  describe('UNACKNOWLEDGED_COMMENT', () => {
    it('tells the assignee and the case team 2 business days later, by the REMINDER rule, once', async () => {
      const caseId = await insertWorkedCase(org);
      const commentId = await insertEmployeeComment(org, caseId, MONDAY_10);
      await harness.sweepAt('2031-06-04T13:59:00Z');
      expect(await noticesAbout(commentId)).toEqual([]);
      await harness.sweepAt('2031-06-04T14:00:00Z');
      await harness.sweepAt('2031-06-04T14:01:00Z');
      const notices = await noticesAbout(commentId);
      expect(notices.map((notice) => notice.userId).sort()).toEqual(
        [org.users.worker.id, org.users.teammate.id].sort(),
      );
      for (const notice of notices) {
        expect(notice).toMatchObject({ caseId, inApp: true, emailStatus: 'PENDING', smsStatus: null });
        expect(notice.title).toMatch(/^A comment on case S-.* is waiting to be acknowledged\.$/);
      }
    });

    it('sends nothing for a comment acknowledged before it was due', async () => {
      const caseId = await insertWorkedCase(org);
      const commentId = await insertEmployeeComment(org, caseId, MONDAY_10);
      await org.query(`UPDATE case_comment SET is_acknowledged = true, acknowledged_at = $2 WHERE id = $1`, [
        commentId,
        '2031-06-03T09:00:00Z',
      ]);
      await harness.sweepAt('2031-06-04T14:00:00Z');
      expect(await noticesAbout(commentId)).toEqual([]);
    });

    it('skips the weekend: Friday’s comment is due on Tuesday', async () => {
      const caseId = await insertWorkedCase(org);
      const commentId = await insertEmployeeComment(org, caseId, '2031-06-06T14:00:00Z');
      await harness.sweepAt('2031-06-09T14:00:00Z');
      expect(await noticesAbout(commentId)).toEqual([]);
      await harness.sweepAt('2031-06-10T14:00:00Z');
      expect(await recipients(commentId)).toEqual([org.users.worker.id, org.users.teammate.id].sort());
    });

    it('follows the other organization’s delay and rule: 4 days, managers only, in the app only', async () => {
      const caseId = await insertWorkedCase(other);
      const commentId = await insertEmployeeComment(other, caseId, MONDAY_10);
      await harness.sweepAt('2031-06-04T14:00:00Z');
      expect(await noticesAbout(commentId)).toEqual([]);
      await harness.sweepAt('2031-06-06T14:00:00Z');
      const notices = await noticesAbout(commentId);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ userId: other.users.teammate.id, inApp: true, emailStatus: null });
    });
  });

  describe('DRAFT_REQUEST', () => {
    it('e-mails the employee 3 business days after the last save, without PHI, once', async () => {
      const draftId = await insertDraft(org, MONDAY_10);
      await harness.sweepAt('2031-06-05T13:59:00Z');
      expect(await noticesAbout(draftId)).toEqual([]);
      await harness.sweepAt('2031-06-05T14:00:00Z');
      await harness.sweepAt('2031-06-05T14:05:00Z');
      expect(await noticesAbout(draftId)).toEqual([
        expect.objectContaining({
          userId: org.users.employee.id,
          title: 'You have an unfinished request. Sign in to finish it.',
          inApp: false,
          emailStatus: 'PENDING',
          smsStatus: null,
        }),
      ]);
    });

    it('sends nothing for a draft submitted before it was due', async () => {
      const draftId = await insertDraft(org, MONDAY_10);
      await org.query(`UPDATE form_response SET is_draft = false, submitted_at = $2 WHERE id = $1`, [
        draftId,
        '2031-06-03T09:00:00Z',
      ]);
      await harness.sweepAt('2031-06-05T14:00:00Z');
      expect(await noticesAbout(draftId)).toEqual([]);
    });

    it('sends nothing where the organization turned it off', async () => {
      const draftId = await insertDraft(other, MONDAY_10);
      await harness.sweepAt('2031-06-06T14:00:00Z');
      expect(await noticesAbout(draftId)).toEqual([]);
    });
  });

  describe('FORM_NOT_ANSWERED', () => {
    it('e-mails the employee 5 business days after the form was sent, once', async () => {
      const caseId = await insertWorkedCase(org);
      const sentId = await insertFormSent(org, caseId, randomUUID(), MONDAY_10);
      await harness.sweepAt('2031-06-06T14:00:00Z');
      expect(await noticesAbout(sentId)).toEqual([]);
      await harness.sweepAt('2031-06-09T14:00:00Z');
      await harness.sweepAt('2031-06-09T14:01:00Z');
      expect(await noticesAbout(sentId)).toEqual([
        expect.objectContaining({
          userId: org.users.employee.id,
          caseId,
          title: 'You have a form to answer. Sign in to answer it.',
          inApp: false,
          emailStatus: 'PENDING',
        }),
      ]);
    });

    it('sends nothing once the form was answered on the case', async () => {
      const caseId = await insertWorkedCase(org);
      const formId = randomUUID();
      const sentId = await insertFormSent(org, caseId, formId, MONDAY_10);
      await insertAnswer(org, caseId, formId, '2031-06-03T12:00:00Z');
      await harness.sweepAt('2031-06-09T14:00:00Z');
      expect(await noticesAbout(sentId)).toEqual([]);
    });

    it('still reminds when another form was answered', async () => {
      const caseId = await insertWorkedCase(org);
      const sentId = await insertFormSent(org, caseId, randomUUID(), MONDAY_10);
      await insertAnswer(org, caseId, randomUUID(), '2031-06-03T12:00:00Z');
      await harness.sweepAt('2031-06-09T14:00:00Z');
      expect(await recipients(sentId)).toEqual([org.users.employee.id]);
    });
  });

  describe('CASE_NOT_ACCEPTED', () => {
    it('tells the assignee 2 business days after the assignment, once', async () => {
      const caseId = await insertWorkedCase(org, { status: 'ASSIGNED', assignedAt: MONDAY_10 });
      await harness.sweepAt('2031-06-04T13:59:00Z');
      expect(await noticesAbout(caseId)).toEqual([]);
      await harness.sweepAt('2031-06-04T14:00:00Z');
      await harness.sweepAt('2031-06-04T14:00:30Z');
      const notices = await noticesAbout(caseId);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ userId: org.users.worker.id, inApp: true, emailStatus: 'PENDING' });
      expect(notices[0].title).toMatch(/^Case S-.* is assigned to you and not accepted yet\.$/);
    });

    it('reminds once when two workers sweep at the same time', async () => {
      const caseId = await insertWorkedCase(org, { status: 'ASSIGNED', assignedAt: '2031-06-02T15:00:00Z' });
      await Promise.all([harness.sweepAt('2031-06-04T15:00:00Z'), harness.sweepAt('2031-06-04T15:00:00Z')]);
      expect(await recipients(caseId)).toEqual([org.users.worker.id]);
      const [{ count }] = await org.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM reminder_sent WHERE subject_id = $1`,
        [caseId],
      );
      expect(count).toBe(1);
    });

    it('sends nothing for a case accepted before it was due', async () => {
      const caseId = await insertWorkedCase(org, { status: 'ASSIGNED', assignedAt: MONDAY_10 });
      await org.query(`UPDATE case_record SET status = 'IN_PROGRESS', in_progress_at = $2 WHERE id = $1`, [
        caseId,
        '2031-06-03T09:00:00Z',
      ]);
      await harness.sweepAt('2031-06-04T14:00:00Z');
      expect(await noticesAbout(caseId)).toEqual([]);
    });

    it('sends nothing where the organization turned it off', async () => {
      const caseId = await insertWorkedCase(other, { status: 'ASSIGNED', assignedAt: MONDAY_10 });
      await harness.sweepAt('2031-06-06T14:00:00Z');
      expect(await noticesAbout(caseId)).toEqual([]);
    });
  });

  describe('UPCOMING_VISIT', () => {
    it('tells the employee by e-mail and the assignee by the rule 24 hours before, once', async () => {
      const caseId = await insertWorkedCase(org);
      const visitId = await insertVisit(org, caseId, '2031-06-05T15:00:00Z');
      await harness.sweepAt('2031-06-04T14:59:00Z');
      expect(await noticesAbout(visitId)).toEqual([]);
      await harness.sweepAt('2031-06-04T15:00:00Z');
      await harness.sweepAt('2031-06-04T15:01:00Z');
      const notices = await noticesAbout(visitId);
      expect(notices.map((notice) => notice.userId).sort()).toEqual(
        [org.users.employee.id, org.users.worker.id].sort(),
      );
      const toEmployee = notices.find((notice) => notice.userId === org.users.employee.id);
      expect(toEmployee).toMatchObject({
        title: 'You have an upcoming visit. Sign in to see the details.',
        inApp: false,
        emailStatus: 'PENDING',
      });
    });

    it('sends nothing for a canceled visit', async () => {
      const caseId = await insertWorkedCase(org);
      const visitId = await insertVisit(org, caseId, '2031-06-05T16:00:00Z');
      await org.query(`UPDATE calendar_event SET canceled_at = $2 WHERE id = $1`, [visitId, '2031-06-03T09:00:00Z']);
      await harness.sweepAt('2031-06-04T16:00:00Z');
      expect(await noticesAbout(visitId)).toEqual([]);
    });

    it('follows a rescheduled visit: nothing at the old time, one reminder before the new one', async () => {
      const caseId = await insertWorkedCase(org);
      const visitId = await insertVisit(org, caseId, '2031-06-05T17:00:00Z');
      await org.query(
        `UPDATE calendar_event SET start_at = $2, end_at = $2::timestamptz + interval '30 minutes' WHERE id = $1`,
        [visitId, '2031-06-06T17:00:00Z'],
      );
      await harness.sweepAt('2031-06-04T17:00:00Z');
      expect(await noticesAbout(visitId)).toEqual([]);
      await harness.sweepAt('2031-06-05T17:00:00Z');
      expect(await recipients(visitId)).toEqual([org.users.employee.id, org.users.worker.id].sort());
    });

    it('sends nothing where the organization turned it off', async () => {
      const caseId = await insertWorkedCase(other);
      const visitId = await insertVisit(other, caseId, '2031-06-05T18:00:00Z');
      await harness.sweepAt('2031-06-04T18:00:00Z');
      expect(await noticesAbout(visitId)).toEqual([]);
    });
  });
});
