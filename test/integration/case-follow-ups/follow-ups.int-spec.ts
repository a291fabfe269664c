import { Role, TpaSubRole } from '#access';
import { CaseFollowUpsModule, FOLLOW_UP_FORM_TEXT, FollowUpClock, FollowUpSweepService } from '#domain/case-follow-ups';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { createServiceModule, type ServiceModule } from '#test/service-module';
import { startTestApi, type TestApi } from '#test/test-api';

const DECIDE = `mutation($decision: CaseDecisionInput!) { addCaseDecision(decision: $decision) { decision { id } } }`;
const ANSWER = `mutation($tokenId: ID!) { addAnonymousUserFormResponseToCase(tokenId: $tokenId, responses: []) { success } }`;
const LIST = `query($organizationId: ID, $statuses: [FollowUpFormStatus!]) {
  allMultiOrgUserCases(organizationId: $organizationId, followUpStatuses: $statuses, recordsPerPage: 50) {
    cases { id followUpFormStatus lastFollowUpFormSentAt lastFollowUpFormAnsweredAt } } }`;
const ZONE = 'America/Chicago';
const MINUTE = 60_000;

interface FollowUpRow {
  nextDueAt: Date | null;
  status: string | null;
  sentAt: Date | null;
  answeredAt: Date | null;
  stoppedAt: Date | null;
}

/**
 * The follow-up forms of a GLP plan, end to end: the first decision (through the api) schedules them in the
 * organization's time zone, the sweep (on a fake clock, as the worker runs it) sends each once through the
 * messages path, the employee's answer through the sent link marks the case, the case list filters on the
 * status, and archiving or a cancelled order stops them.
 */
describe('GLP follow-up forms', () => {
  let api: TestApi;
  let services: ServiceModule;
  let org: ScratchOrganization;
  let followUpVersionId: string;
  let formId: string;
  let bundleId: string;
  let quietBundleId: string;
  const as = (name: string, query: string, variables: Record<string, unknown>) =>
    api.graphql<Record<string, never>>(query, variables, { token: org.users[name].token });
  const sweepAt = (at: Date) => {
    services.get(FollowUpClock).now = () => at;
    return services.get(FollowUpSweepService).sweepOnce();
  };
  const state = async (caseId: string): Promise<FollowUpRow> => {
    const [row] = await org.query<FollowUpRow>(
      `SELECT f.next_due_at AS "nextDueAt", c.follow_up_form_status AS status, c.last_follow_up_form_sent_at AS "sentAt",
              c.last_follow_up_form_answered_at AS "answeredAt", f.stopped_at AS "stoppedAt"
         FROM case_record c LEFT JOIN case_follow_up f ON f.case_id = c.id WHERE c.id = $1`,
      [caseId],
    );
    return row;
  };
  const formsSent = async (caseId: string) =>
    org.query<{ formId: string; messageId: string }>(
      `SELECT payload->>'formId' AS "formId", payload->>'messageId' AS "messageId" FROM case_activity
        WHERE case_id = $1 AND type = 'FOLLOW_UP_FORM' ORDER BY created_at`,
      [caseId],
    );
  const glpCase = async (submitter = 'Pat', bundle = bundleId) => {
    const caseId = await org.insertCase({ submitter, status: 'IN_PROGRESS', assignedTo: 'Worker' });
    await org.query(`UPDATE case_record SET type = 'GLP', product_bundle_id = $2 WHERE id = $1`, [caseId, bundle]);
    return caseId;
  };
  const decide = async (caseId: string) => {
    const answer = await as('Worker', DECIDE, {
      decision: { caseId, isApproved: true, isIndefinite: true, startDate: '2026-12-01' },
    });
    expect(answer.errors).toBeUndefined();
  };
  const dueOf = async (caseId: string) => (await state(caseId)).nextDueAt!;

  beforeAll(async () => {
    api = await startTestApi();
    services = await createServiceModule([CaseFollowUpsModule]);
    org = await createScratchOrganization({
      Pat: Role.USER,
      Quiet: Role.USER,
      Worker: Role.CASEWORKER,
      Support: TpaSubRole.TPASUPPORT,
    });
    await org.query(`UPDATE organization SET settings = settings || $2::jsonb WHERE id = $1`, [
      org.id,
      JSON.stringify({ timeZone: ZONE }),
    ]);
    await org.query(`UPDATE app_user SET notifications_disabled = true WHERE id = $1`, [org.users.Quiet.id]);
    [{ id: formId }] = await org.query<{ id: string }>(
      `INSERT INTO form (organization_id, name, link_name) VALUES ($1, 'Monthly check-in', $2) RETURNING id`,
      [org.id, `check-in-${org.id.slice(0, 8)}`],
    );
    const version = async (number: number) =>
      (
        await org.query<{ id: string }>(
          `INSERT INTO form_version (form_id, organization_id, version_number, link_name, questions)
           VALUES ($1, $2, $3, 'check-in', '[]') RETURNING id`,
          [formId, org.id, number],
        )
      )[0].id;
    followUpVersionId = await version(1);
    // The form's current version is a later one: the plan's chosen version is the one the link must open.
    await org.query(`UPDATE form SET current_version_id = $2 WHERE id = $1`, [formId, await version(2)]);
    const bundle = async (days: number | null) =>
      (
        await org.query<{ id: string }>(
          `INSERT INTO product_bundle (organization_id, name, link_name, follow_up_form_period_days, follow_up_form_version_id)
           VALUES ($1, 'Semaglutide monthly', $2, $3, $4) RETURNING id`,
          [org.id, `plan-${days}-${org.id.slice(0, 8)}`, days, followUpVersionId],
        )
      )[0].id;
    bundleId = await bundle(30);
    quietBundleId = await bundle(null);
  });
  afterAll(async () => {
    // Nothing of this file stays due for a later run's fake clock.
    await org.query(`DELETE FROM case_follow_up WHERE organization_id = $1`, [org.id]);
    await org.close();
    await services.close();
    await api.close();
  });

  it('schedules the first follow-up the plan period after the first decision, by the organization’s calendar', async () => {
    const caseId = await glpCase();
    await decide(caseId);
    // The decision's time is stored in microseconds, the due time from its millisecond copy.
    const [{ exact }] = await org.query<{ exact: boolean }>(
      `SELECT abs(extract(epoch FROM (f.next_due_at AT TIME ZONE $2) - ((d.created_at AT TIME ZONE $2) + interval '30 days'))) < 0.001 AS exact
         FROM case_follow_up f JOIN case_decision d ON d.case_id = f.case_id WHERE f.case_id = $1`,
      [caseId, ZONE],
    );
    expect(exact).toBe(true);
    expect(await state(caseId)).toMatchObject({ status: 'SCHEDULED', sentAt: null, answeredAt: null });

    // A second decision does not move the schedule.
    const due = await dueOf(caseId);
    await org.query(`UPDATE case_record SET status = 'IN_PROGRESS' WHERE id = $1`, [caseId]);
    await decide(caseId);
    expect(await dueOf(caseId)).toEqual(due);

    // A plan without a period, or a case without a plan, has no follow-ups.
    const without = await glpCase('Pat', quietBundleId);
    await decide(without);
    expect(await state(without)).toMatchObject({ nextDueAt: null, status: null });
  });

  it('sends the follow-up form once when due, through the messages path, then every period; the answer marks the case', async () => {
    const caseId = await glpCase();
    await decide(caseId);
    const due = await dueOf(caseId);

    await sweepAt(new Date(due.getTime() - MINUTE));
    expect(await formsSent(caseId)).toEqual([]);
    expect((await state(caseId)).status).toBe('SCHEDULED');

    await sweepAt(due);
    await sweepAt(new Date(due.getTime() + MINUTE));
    const sent = await formsSent(caseId);
    expect(sent).toEqual([{ formId, messageId: expect.any(String) }]);
    const after = await state(caseId);
    expect(after).toMatchObject({ status: 'SENT', sentAt: due, answeredAt: null });
    const [{ exact }] = await org.query<{ exact: boolean }>(
      `SELECT ($2::timestamptz AT TIME ZONE $3) + interval '30 days' = ($1::timestamptz AT TIME ZONE $3) AS exact`,
      [after.nextDueAt, due, ZONE],
    );
    expect(exact).toBe(true);

    // The message: pending for the worker to send, to the employee's e-mail, by nobody, with the link.
    const [message] = await org.query<{ type: string; toAddress: string; body: string; createdById: string | null }>(
      `SELECT type, to_address AS "toAddress", body, created_by_id AS "createdById" FROM case_message WHERE id = $1`,
      [sent[0].messageId],
    );
    expect(message).toMatchObject({
      type: 'OUTBOUND_EMAIL_PENDING',
      toAddress: org.users.Pat.email,
      createdById: null,
    });
    expect(message.body).toContain(FOLLOW_UP_FORM_TEXT);
    const tokenId = /anonymous-form\/request\/([0-9a-f-]{36})/.exec(message.body)![1];
    const [token] = await org.query<{ formVersionId: string }>(
      `SELECT form_version_id AS "formVersionId" FROM anonymous_form_token WHERE id = $1`,
      [tokenId],
    );
    expect(token.formVersionId).toBe(followUpVersionId);
    const [entry] = await org.query<{ actorUserId: string | null; workflowDoneAt: Date | null }>(
      `SELECT actor_user_id AS "actorUserId", workflow_done_at AS "workflowDoneAt" FROM case_activity
        WHERE case_id = $1 AND type = 'FOLLOW_UP_FORM'`,
      [caseId],
    );
    // Not marked done: the entry fires the organization's FORM_SENT workflow like any form sent.
    expect(entry).toEqual({ actorUserId: null, workflowDoneAt: null });

    // The case list filters on the status.
    const listed = async (statuses: string[]) =>
      (
        (await as('Support', LIST, { organizationId: org.id, statuses })).data!.allMultiOrgUserCases as {
          cases: { id: string; followUpFormStatus: string }[];
        }
      ).cases.map((row) => row.id);
    expect(await listed(['SENT'])).toContain(caseId);
    expect(await listed(['ANSWERED', 'STOPPED'])).not.toContain(caseId);
    const bogus = await as('Support', LIST, { organizationId: org.id, statuses: ['SOMETIMES'] });
    expect(bogus.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    // The employee answers through the link; the next sweep marks the case ANSWERED with the answer's time.
    expect((await api.graphql(ANSWER, { tokenId })).errors).toBeUndefined();
    // Dated on the fake timeline: answered a minute after it went out.
    const [{ submittedAt }] = await org.query<{ submittedAt: Date }>(
      `UPDATE form_response SET submitted_at = $2 WHERE case_id = $1 RETURNING submitted_at AS "submittedAt"`,
      [caseId, new Date(due.getTime() + MINUTE)],
    );
    await sweepAt(new Date(due.getTime() + 2 * MINUTE));
    expect(await state(caseId)).toMatchObject({ status: 'ANSWERED', sentAt: due, answeredAt: submittedAt });
    expect(await listed(['ANSWERED'])).toContain(caseId);

    // The next period sends the next one, and the case waits for its answer again.
    const next = after.nextDueAt!;
    await sweepAt(next);
    expect(await formsSent(caseId)).toHaveLength(2);
    expect(await state(caseId)).toMatchObject({ status: 'SENT', sentAt: next, answeredAt: submittedAt });
  });

  it('one late sweep sends one follow-up, not one per period missed', async () => {
    const caseId = await glpCase();
    await decide(caseId);
    const due = await dueOf(caseId);
    const late = new Date(due.getTime() + 95 * 24 * 60 * MINUTE);
    await sweepAt(late);
    expect(await formsSent(caseId)).toHaveLength(1);
    expect((await dueOf(caseId)).getTime()).toBeGreaterThan(late.getTime());
  });

  it('stops when the case is archived or its order cancelled, and sends nothing more', async () => {
    const archived = await glpCase();
    const cancelled = await glpCase();
    await decide(archived);
    await decide(cancelled);
    await org.query(`UPDATE case_record SET is_archived = true WHERE id = $1`, [archived]);
    await org.query(`UPDATE case_record SET order_status = 'CANCELLED' WHERE id = $1`, [cancelled]);
    const due = new Date(Math.max((await dueOf(archived)).getTime(), (await dueOf(cancelled)).getTime()));
    await sweepAt(due);
    for (const [caseId, reason] of [
      [archived, 'ARCHIVED'],
      [cancelled, 'ORDER_CANCELLED'],
    ]) {
      expect(await state(caseId)).toMatchObject({ status: 'STOPPED', nextDueAt: null, stoppedAt: due, sentAt: null });
      expect(await formsSent(caseId)).toEqual([]);
      const [info] = await org.query<{ payload: Record<string, unknown> }>(
        `SELECT payload FROM case_activity WHERE case_id = $1 AND type = 'TEXT_INFO'`,
        [caseId],
      );
      expect(info.payload).toEqual({ field: 'followUpForm', status: 'STOPPED', reason });
    }
    await sweepAt(new Date(due.getTime() + 60 * 24 * 60 * MINUTE));
    expect(await formsSent(archived)).toEqual([]);
    expect(await formsSent(cancelled)).toEqual([]);
  });

  it('records NOT_SENT when the employee cannot receive it, and tries again the next period', async () => {
    const caseId = await glpCase('Quiet');
    await decide(caseId);
    const due = await dueOf(caseId);
    await sweepAt(due);
    const after = await state(caseId);
    expect(after).toMatchObject({ status: 'NOT_SENT', sentAt: null });
    expect(after.nextDueAt!.getTime()).toBeGreaterThan(due.getTime());
    expect(await formsSent(caseId)).toEqual([]);
    expect(await org.query(`SELECT id FROM case_message WHERE case_id = $1`, [caseId])).toEqual([]);
  });
});
