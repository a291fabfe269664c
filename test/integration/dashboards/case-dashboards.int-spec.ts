import { Permission, Role, TpaSubRole } from '#access';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';

const FIELDS = `organizationId organizationName openCaseCount
  byStage { stage label count } byStatus { status count } byAge { bucket label count }
  byAssignee { assigneeId name count overdueCount }
  timeToDecision { windowDays decidedCount medianDays p90Days }
  overdue { caseCount unacknowledgedCount notAcceptedCount unacknowledgedAfterDays notAcceptedAfterDays businessDays }`;
const OWNER = `query($organizationId: ID) { ownerDashboard(organizationId: $organizationId) { ${FIELDS} } }`;
const ORGANIZATIONS = `query($ids: [ID!]) { organizationsDashboard(organizationIds: $ids) { ${FIELDS} } }`;

type Dashboard = {
  organizationId: string;
  organizationName: string;
  openCaseCount: number;
  byStage: { stage: string; label: string; count: number }[];
  byStatus: { status: string; count: number }[];
  byAge: { bucket: string; count: number }[];
  byAssignee: { assigneeId: string | null; name: string; count: number; overdueCount: number }[];
  timeToDecision: { windowDays: number; decidedCount: number; medianDays: number | null; p90Days: number | null };
  overdue: { caseCount: number; unacknowledgedCount: number; notAcceptedCount: number };
};

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

/** Every figure against a direct count over the same rows (open: not archived, not test). */
describe('case dashboards', () => {
  let api: TestApi;
  let org: ScratchOrganization;
  let other: ScratchOrganization;

  const ask = async <T>(query: string, variables: Record<string, unknown>, user: string, from = org) =>
    api.graphql<T>(query, variables, { token: from.users[user].token });

  const seed = async (fields: {
    status: string;
    createdDaysAgo: number;
    assignedTo?: string;
    isArchived?: boolean;
    isTest?: boolean;
    unacknowledgedDaysAgo?: number;
    assignedDaysAgo?: number;
    decidedDaysAgo?: number;
    noDecisionDaysAgo?: number;
    /** A decision before `decidedDaysAgo` (the case was decided, reopened and decided again). */
    earlierDecisionDaysAgo?: number;
  }) => {
    const id = await org.insertCase({
      submitter: 'Pat',
      status: fields.status,
      isArchived: fields.isArchived,
      assignedTo: fields.assignedTo,
      createdAt: ago(fields.createdDaysAgo),
    });
    await org.query(
      `UPDATE case_record SET is_test = $2, earliest_unacknowledged_at = $3, unacknowledged_comment_count = $4,
              assigned_at = $5 WHERE id = $1`,
      [
        id,
        fields.isTest ?? false,
        fields.unacknowledgedDaysAgo === undefined ? null : ago(fields.unacknowledgedDaysAgo),
        fields.unacknowledgedDaysAgo === undefined ? 0 : 1,
        fields.assignedDaysAgo === undefined ? null : ago(fields.assignedDaysAgo),
      ],
    );
    for (const [days, noDecision] of [
      [fields.noDecisionDaysAgo, true],
      [fields.earlierDecisionDaysAgo, false],
      [fields.decidedDaysAgo, false],
    ] as const) {
      if (days === undefined) continue;
      await org.query(
        `INSERT INTO case_decision (organization_id, case_id, is_approved, is_no_decision, created_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [org.id, id, fields.status === 'APPROVED', noDecision, ago(days)],
      );
    }
    return id;
  };

  beforeAll(async () => {
    api = await startTestApi();
    org = await createScratchOrganization({
      Owner: Role.ADMIN,
      Admin: Role.ADMIN,
      Worker: Role.CASEWORKER,
      Second: Role.CASEWORKER,
      Support: TpaSubRole.TPASUPPORT,
      Legal: TpaSubRole.TPALEGAL,
      Boss: Role.CVADMIN,
      Pat: Role.USER,
    });
    other = await createScratchOrganization({ Admin: Role.ADMIN, Pat: Role.USER });
    const [role] = await org.query<{ id: string }>(
      `INSERT INTO custom_role (organization_id, name, label, permissions) VALUES ($1, 'OWNER', 'Owner', $2) RETURNING id`,
      [org.id, [Permission.ACCESS_OWNER_DASHBOARD, Permission.QUERY_ANY_ORG_CASE]],
    );
    await org.query('UPDATE app_user SET custom_role_id = $1 WHERE id = $2', [role.id, org.users.Owner.id]);
    // The TPA Support of `org` is TPA Legal in `other`: it may act there but not read its dashboard.
    await org.query(`INSERT INTO organization_access (organization_id, user_id, role) VALUES ($1, $2, 'TPALEGAL')`, [
      other.id,
      org.users.Support.id,
    ]);
    await org.query(`UPDATE organization SET settings = $2 WHERE id = $1`, [
      org.id,
      { aliases: { STAGE_REVIEW_AND_INTERACTION: 'Under Review' } },
    ]);

    await seed({ status: 'OPEN', createdDaysAgo: 3 });
    await seed({ status: 'OPEN', createdDaysAgo: 10, unacknowledgedDaysAgo: 10 });
    await seed({ status: 'ASSIGNED', createdDaysAgo: 20, assignedTo: 'Worker', assignedDaysAgo: 8 });
    await seed({ status: 'ASSIGNED', createdDaysAgo: 0.1, assignedTo: 'Worker', assignedDaysAgo: 0.05 });
    await seed({ status: 'IN_PROGRESS', createdDaysAgo: 45, assignedTo: 'Worker', unacknowledgedDaysAgo: 0.04 });
    await seed({ status: 'NO_DECISION', createdDaysAgo: 100, assignedTo: 'Second', noDecisionDaysAgo: 50 });
    await seed({ status: 'APPROVED', createdDaysAgo: 60, assignedTo: 'Second', decidedDaysAgo: 20 });
    await seed({ status: 'APPROVED', createdDaysAgo: 50, assignedTo: 'Second', decidedDaysAgo: 40, isArchived: true });
    await seed({ status: 'REJECTED', createdDaysAgo: 12, decidedDaysAgo: 10, isArchived: true });
    await seed({ status: 'APPROVED', createdDaysAgo: 200, decidedDaysAgo: 150, isArchived: true });
    // Decided twice: the first decision counts (30 days ago, 5 days after submission) ...
    await seed({
      status: 'APPROVED',
      createdDaysAgo: 35,
      earlierDecisionDaysAgo: 30,
      decidedDaysAgo: 5,
      isArchived: true,
    });
    // ... and a case first decided before the window does not count for a later decision.
    await seed({
      status: 'APPROVED',
      createdDaysAgo: 120,
      earlierDecisionDaysAgo: 100,
      decidedDaysAgo: 8,
      isArchived: true,
    });
    await seed({ status: 'OPEN', createdDaysAgo: 3, isTest: true, unacknowledgedDaysAgo: 9 });
    await seed({ status: 'APPROVED', createdDaysAgo: 30, isTest: true, decidedDaysAgo: 1 });
    await seed({ status: 'OPEN', createdDaysAgo: 5, isArchived: true });
    await other.insertCase({ submitter: 'Pat', status: 'OPEN' });
  });
  afterAll(async () => {
    await org.close();
    await other.close();
    await api.close();
  });

  const open = `organization_id = $1 AND NOT is_archived AND NOT is_test`;
  const counts = async (groupBy: string) =>
    Object.fromEntries(
      (
        await org.query<{ key: string | null; count: number }>(
          `SELECT ${groupBy} AS key, count(*)::int AS count FROM case_record WHERE ${open} GROUP BY 1`,
          [org.id],
        )
      ).map((row) => [row.key ?? 'none', row.count]),
    );
  const nonZero = (entries: { count: number }[], key: (entry: never) => string) =>
    Object.fromEntries(entries.filter((entry) => entry.count > 0).map((entry) => [key(entry as never), entry.count]));

  it('gives every figure of the owner dashboard as a direct count over the same rows', async () => {
    const answer = await ask<{ ownerDashboard: Dashboard }>(OWNER, {}, 'Owner');
    expect(answer.errors).toBeUndefined();
    const dashboard = answer.data!.ownerDashboard;
    expect(dashboard.organizationId).toBe(org.id);

    const [{ total }] = await org.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM case_record WHERE ${open}`,
      [org.id],
    );
    expect(dashboard.openCaseCount).toBe(total);
    expect(total).toBe(7);

    expect(nonZero(dashboard.byStatus, (entry: { status: string }) => entry.status)).toEqual(await counts('status'));
    expect(dashboard.byStatus.map((entry) => entry.status)).toHaveLength(6);

    const ages = await counts(`CASE WHEN created_at > now() - interval '7 days' THEN 'UNDER_7_DAYS'
      WHEN created_at > now() - interval '30 days' THEN 'DAYS_7_TO_30'
      WHEN created_at > now() - interval '90 days' THEN 'DAYS_30_TO_90' ELSE 'OVER_90_DAYS' END`);
    expect(nonZero(dashboard.byAge, (entry: { bucket: string }) => entry.bucket)).toEqual(ages);
    expect(ages).toEqual({ UNDER_7_DAYS: 2, DAYS_7_TO_30: 2, DAYS_30_TO_90: 2, OVER_90_DAYS: 1 });

    const assignees = await counts('assigned_to_id::text');
    expect(Object.fromEntries(dashboard.byAssignee.map((entry) => [entry.assigneeId ?? 'none', entry.count]))).toEqual(
      assignees,
    );
    expect(dashboard.byAssignee).toEqual([
      { assigneeId: org.users.Worker.id, name: 'Worker Scratch', count: 3, overdueCount: 1 },
      { assigneeId: org.users.Second.id, name: 'Second Scratch', count: 2, overdueCount: 0 },
      { assigneeId: null, name: 'Unassigned', count: 2, overdueCount: 1 },
    ]);

    // Stages through the organization's aliases: APPROVED/REJECTED live are Final Decision.
    expect(dashboard.byStage).toEqual([
      { stage: 'STAGE_SUBMITTED', label: 'Submitted', count: 2 },
      { stage: 'STAGE_ASSIGNED', label: 'Assigned', count: 2 },
      { stage: 'STAGE_REVIEW_AND_INTERACTION', label: 'Under Review', count: 2 },
      { stage: 'STAGE_FINAL_DECISION', label: 'Final Decision', count: 1 },
    ]);

    // Default reminder delays: 2 business days (at most 4 calendar days plus an hour) for both kinds;
    // the seeded times are days away from that bound.
    const [overdue] = await org.query<{ unacknowledged: number; not_accepted: number; any: number }>(
      `SELECT count(*) FILTER (WHERE earliest_unacknowledged_at <= now() - interval '5 days')::int AS unacknowledged,
              count(*) FILTER (WHERE status = 'ASSIGNED' AND assigned_at <= now() - interval '5 days')::int AS not_accepted,
              count(*) FILTER (WHERE earliest_unacknowledged_at <= now() - interval '5 days'
                OR (status = 'ASSIGNED' AND assigned_at <= now() - interval '5 days'))::int AS any
         FROM case_record WHERE ${open}`,
      [org.id],
    );
    expect(dashboard.overdue).toEqual({
      caseCount: overdue.any,
      unacknowledgedCount: overdue.unacknowledged,
      notAcceptedCount: overdue.not_accepted,
      unacknowledgedAfterDays: 2,
      notAcceptedAfterDays: 2,
      businessDays: true,
    });
    expect(overdue).toEqual({ unacknowledged: 1, not_accepted: 1, any: 2 });

    const [decided] = await org.query<{ n: number; median: number; p90: number }>(
      `WITH first AS (
         SELECT d.case_id, min(d.created_at) AS at FROM case_decision d
          WHERE d.organization_id = $1 AND NOT d.is_no_decision GROUP BY d.case_id)
       SELECT count(*)::int AS n,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM f.at - k.created_at) / 86400) AS median,
              percentile_cont(0.9) WITHIN GROUP (ORDER BY extract(epoch FROM f.at - k.created_at) / 86400) AS p90
         FROM first f JOIN case_record k ON k.id = f.case_id AND NOT k.is_test
        WHERE f.at >= now() - interval '90 days'`,
      [org.id],
    );
    expect(dashboard.timeToDecision).toEqual({
      windowDays: 90,
      decidedCount: decided.n,
      medianDays: Math.round(decided.median * 10) / 10,
      p90Days: Math.round(decided.p90 * 10) / 10,
    });
    // First decided after 40, 10, 5 and 2 days (the test case and the ones first decided before the
    // window left out): median 7.5, 90th percentile 10 + 0.7 × 30.
    expect(dashboard.timeToDecision).toMatchObject({ decidedCount: 4, medianDays: 7.5, p90Days: 31 });
  });

  it('counts overdue items with the organization’s own reminder day counts', async () => {
    await org.query(`UPDATE organization SET settings = settings || $2 WHERE id = $1`, [
      org.id,
      { reminders: { businessDays: false, kinds: { UNACKNOWLEDGED_COMMENT: { enabled: false, after: 20 } } } },
    ]);
    const answer = await ask<{ ownerDashboard: Dashboard }>(OWNER, {}, 'Owner');
    expect(answer.data?.ownerDashboard.overdue).toEqual({
      caseCount: 1,
      unacknowledgedCount: 0,
      notAcceptedCount: 1,
      unacknowledgedAfterDays: 20,
      notAcceptedAfterDays: 2,
      businessDays: false,
    });
    await org.query(`UPDATE organization SET settings = settings - 'reminders' WHERE id = $1`, [org.id]);
  });

  it('refuses the owner dashboard without access_owner_dashboard, and in another organization', async () => {
    for (const user of ['Admin', 'Worker', 'Support', 'Pat']) {
      const answer = await ask(OWNER, {}, user);
      expect(answer.errors?.[0]).toMatchObject({
        message: 'Not authorized to view the owner dashboard',
        extensions: { code: 'FORBIDDEN' },
      });
    }
    const elsewhere = await ask(OWNER, { organizationId: other.id }, 'Owner');
    expect(elsewhere.errors?.[0]).toMatchObject({
      message: "You don't have access to this organization",
      extensions: { code: 'NOT_FOUND' },
    });
    const boss = await ask<{ ownerDashboard: Dashboard }>(OWNER, { organizationId: other.id }, 'Boss');
    expect(boss.errors).toBeUndefined();
    expect(boss.data?.ownerDashboard).toMatchObject({ organizationId: other.id, openCaseCount: 1 });
  });

  it('gives a CV Admin the organizations it names side by side, each equal to its owner dashboard', async () => {
    const answer = await ask<{ organizationsDashboard: Dashboard[] }>(
      ORGANIZATIONS,
      { ids: [other.id, org.id] },
      'Boss',
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.organizationsDashboard.map((dashboard) => dashboard.organizationId)).toEqual([
      other.id,
      org.id,
    ]);
    const own = await ask<{ ownerDashboard: Dashboard }>(OWNER, {}, 'Owner');
    expect(answer.data?.organizationsDashboard[1]).toEqual(own.data?.ownerDashboard);
    const everyOne = await ask<{ organizationsDashboard: Dashboard[] }>(ORGANIZATIONS, {}, 'Boss');
    expect(everyOne.errors).toBeUndefined();
    expect(everyOne.data!.organizationsDashboard.length).toBeGreaterThan(0);
  });

  it('gives a TPA the organizations where it is TPA Support, and refuses the others', async () => {
    const mine = await ask<{ organizationsDashboard: Dashboard[] }>(ORGANIZATIONS, {}, 'Support');
    expect(mine.errors).toBeUndefined();
    expect(mine.data?.organizationsDashboard.map((dashboard) => dashboard.organizationId)).toEqual([org.id]);

    const legalThere = await ask(ORGANIZATIONS, { ids: [org.id, other.id] }, 'Support');
    expect(legalThere.errors?.[0]).toMatchObject({
      message: "Not authorized to view this organization's dashboard",
      extensions: { code: 'FORBIDDEN' },
    });
    const legal = await ask<{ organizationsDashboard: Dashboard[] }>(ORGANIZATIONS, {}, 'Legal');
    expect(legal.data?.organizationsDashboard).toEqual([]);

    const notServed = await ask(ORGANIZATIONS, { ids: [other.id] }, 'Legal');
    expect(notServed.errors?.[0]).toMatchObject({
      message: "You don't have access to this organization",
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('refuses the organizations dashboard to other roles and bad ids', async () => {
    for (const user of ['Owner', 'Worker', 'Pat']) {
      const answer = await ask(ORGANIZATIONS, {}, user);
      expect(answer.errors?.[0]).toMatchObject({
        message: 'Not authorized to view the organizations dashboard',
        extensions: { code: 'FORBIDDEN' },
      });
    }
    const bad = await ask(ORGANIZATIONS, { ids: ['nope'] }, 'Boss');
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });
});
