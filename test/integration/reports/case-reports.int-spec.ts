import { Role, TpaSubRole } from '#access';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { DEMO_ORGANIZATIONS } from '../../../libs/demo-data/demo-data.js';
import { type DirectRange, directReport } from '../../../bench/reports/hand-written.js';

const FIELDS = `organizationId organizationName timeZone granularity from to
  periods { start end opened decided closed fmlaEntries fmlaHoursTaken workHoursMissed }
  outcomes { dimension value label approved denied }
  responseTimes { measure label cohortCount measuredCount medianHours p90Hours }
  openByStageAndAge { stage label byAge { bucket count } total }
  unacknowledged { caseCount commentCount noteCount }
  workload { assigneeId name openCount unacknowledgedCaseCount byStatus { status count } }
  payments { period end paymentCount totalPayments totalCosts totalPayoutAmount }`;
const REPORT = `query($input: CaseReportInput!) { caseReport(input: $input) { ${FIELDS} } }`;
const ORGANIZATIONS = `query($input: CaseReportInput!, $ids: [ID!]) {
  organizationsCaseReport(input: $input, organizationIds: $ids) { ${FIELDS} } }`;

interface Report {
  organizationId: string;
  timeZone: string;
  periods: {
    start: string;
    end: string;
    opened: number;
    decided: number;
    closed: number;
    fmlaEntries: number;
    fmlaHoursTaken: number;
    workHoursMissed: number;
  }[];
  outcomes: { dimension: string; value: string | null; approved: number; denied: number }[];
  responseTimes: {
    measure: string;
    label: string;
    cohortCount: number;
    measuredCount: number;
    medianHours: number | null;
    p90Hours: number | null;
  }[];
  openByStageAndAge: { stage: string; label: string; byAge: { bucket: string; count: number }[]; total: number }[];
  unacknowledged: { caseCount: number; commentCount: number; noteCount: number };
  workload: { assigneeId: string | null; name: string; openCount: number; unacknowledgedCaseCount: number }[];
  payments:
    | { period: string; paymentCount: number; totalPayments: number; totalCosts: number; totalPayoutAmount: number }[]
    | null;
}

const UNIT = { WEEK: 'week', MONTH: 'month', QUARTER: 'quarter', CUSTOM: null } as const;
type Granularity = keyof typeof UNIT;

/** A report in the shape of the hand-written SQL's answer, periods and groups without cases left out. */
function comparable(report: Report) {
  const nonZero = (pick: (period: Report['periods'][number]) => number) =>
    Object.fromEntries(report.periods.filter((p) => pick(p) > 0).map((p) => [p.start, pick(p)]));
  const outcomes = (dimension: string) =>
    Object.fromEntries(
      report.outcomes
        .filter((row) => row.dimension === dimension)
        .map((row) => [row.value ?? 'none', { approved: row.approved, denied: row.denied }]),
    );
  return {
    opened: nonZero((p) => p.opened),
    closed: nonZero((p) => p.closed),
    decided: nonZero((p) => p.decided),
    fmla: Object.fromEntries(
      report.periods
        .filter((p) => p.fmlaEntries > 0)
        .map((p) => [p.start, { count: p.fmlaEntries, taken: p.fmlaHoursTaken, missed: p.workHoursMissed }]),
    ),
    outcomes: { CATEGORY: outcomes('CATEGORY'), CASE_TYPE: outcomes('CASE_TYPE'), VISIT_TYPE: outcomes('VISIT_TYPE') },
    responseTimes: Object.fromEntries(
      report.responseTimes.map(({ measure, label: _label, ...figures }) => [measure, figures]),
    ),
    openByStageAndAge: Object.fromEntries(
      report.openByStageAndAge.flatMap((stage) =>
        stage.byAge.filter((age) => age.count > 0).map((age) => [`${stage.stage}/${age.bucket}`, age.count]),
      ),
    ),
    unacknowledged: report.unacknowledged,
    workload: Object.fromEntries(report.workload.map((row) => [row.assigneeId ?? 'none', row.openCount])),
    payments: Object.fromEntries(
      (report.payments ?? [])
        .filter((row) => row.paymentCount > 0)
        .map((row) => [row.period, { count: row.paymentCount, payments: row.totalPayments, costs: row.totalCosts }]),
    ),
  };
}

/** A wall time in a zone as an instant (the test's own conversion, through PostgreSQL). */
describe('reports', () => {
  let api: TestApi;
  let la: ScratchOrganization;
  let tokyo: ScratchOrganization;
  let at: (wall: string, zone: string) => Promise<Date>;

  const ask = <T>(query: string, variables: Record<string, unknown>, from: ScratchOrganization, user: string) =>
    api.graphql<T>(query, variables, { token: from.users[user].token });

  const input = (granularity: Granularity, from = '2025-10-01', to = '2026-03-31') => ({ granularity, from, to });

  const expectEqualToSql = async (
    org: ScratchOrganization,
    report: Report,
    granularity: Granularity,
    from: string,
    to: string,
  ) => {
    const range: DirectRange = { timeZone: report.timeZone, from, to, unit: UNIT[granularity] };
    const direct = await directReport(org.query, report.organizationId, range);
    expect(comparable(report)).toEqual({ ...direct, payments: report.payments === null ? {} : direct.payments });
    return direct;
  };

  beforeAll(async () => {
    api = await startTestApi();
    la = await createScratchOrganization({
      Admin: Role.ADMIN,
      Worker: Role.CASEWORKER,
      Manager: Role.CASEMANAGER,
      Boss: Role.CVADMIN,
      Support: TpaSubRole.TPASUPPORT,
      Pat: Role.USER,
      Sam: Role.USER,
    });
    tokyo = await createScratchOrganization({ Admin: Role.ADMIN, Worker: Role.CASEWORKER, Pat: Role.USER });
    await la.query(`UPDATE organization SET settings = $2, is_partner = true, link_name = $3 WHERE id = $1`, [
      la.id,
      { timeZone: 'America/Los_Angeles', aliases: { STAGE_REVIEW_AND_INTERACTION: 'Under Review' } },
      `scratch-${la.id.slice(0, 8)}`,
    ]);
    await tokyo.query(`UPDATE organization SET settings = $2 WHERE id = $1`, [tokyo.id, { timeZone: 'Asia/Tokyo' }]);
    at = async (wall, zone) =>
      (await la.query<{ at: Date }>(`SELECT ($1::timestamp AT TIME ZONE $2) AS at`, [wall, zone]))[0].at;

    const seed = async (
      org: ScratchOrganization,
      zone: string,
      fields: {
        created: string;
        status?: string;
        assignedTo?: string;
        type?: string;
        visitType?: string;
        inProgress?: string;
        closed?: string;
        isTest?: boolean;
        unacknowledged?: [number, number];
        decisions?: { at: string; approved?: boolean; noDecision?: boolean; category?: string }[];
        responses?: { at: string; by: string | null; type?: string }[];
      },
    ) => {
      const id = await org.insertCase({
        submitter: 'Pat',
        status: fields.status ?? 'OPEN',
        isArchived: fields.closed !== undefined,
        assignedTo: fields.assignedTo,
        createdAt: await at(fields.created, zone),
      });
      await org.query(
        `UPDATE case_record SET is_test = $2, type = $3, visit_type = $4, in_progress_at = $5, closed_at = $6,
           unacknowledged_comment_count = $7, unacknowledged_note_count = $8 WHERE id = $1`,
        [
          id,
          fields.isTest ?? false,
          fields.type ?? 'ADA',
          fields.visitType ?? null,
          fields.inProgress ? await at(fields.inProgress, zone) : null,
          fields.closed ? await at(fields.closed, zone) : null,
          fields.unacknowledged?.[0] ?? 0,
          fields.unacknowledged?.[1] ?? 0,
        ],
      );
      for (const decision of fields.decisions ?? []) {
        await org.query(
          `INSERT INTO case_decision (organization_id, case_id, is_approved, is_no_decision, category, created_at)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [
            org.id,
            id,
            decision.approved ?? true,
            decision.noDecision ?? false,
            decision.category ?? null,
            await at(decision.at, zone),
          ],
        );
      }
      for (const response of fields.responses ?? []) {
        await org.query(
          `INSERT INTO case_activity (organization_id, case_id, type, actor_user_id, created_at, dispatched_at, workflow_done_at)
           VALUES ($1, $2, $3, $4, $5, now(), now())`,
          [
            org.id,
            id,
            response.type ?? 'ADD_COMMENT',
            response.by ? org.users[response.by].id : null,
            await at(response.at, zone),
          ],
        );
      }
      return id;
    };

    const LA = 'America/Los_Angeles';
    // Boundaries: 23:30 on 31 January in Los Angeles is 1 February in UTC, and belongs to January (and Q1, and
    // the week of Monday 26 January); 00:10 on 1 October is in the range, 23:50 on 30 September is not.
    await seed(la, LA, {
      created: '2026-01-31 23:30',
      status: 'APPROVED',
      assignedTo: 'Worker',
      inProgress: '2026-02-01 01:30',
      decisions: [{ at: '2026-02-02 09:00', category: 'Schedule change' }],
      responses: [
        { at: '2026-02-01 00:30', by: 'Pat' },
        { at: '2026-02-01 03:30', by: null, type: 'OUTBOUND_EMAIL' },
        { at: '2026-02-01 05:30', by: 'Worker', type: 'SMS_SENT' },
        { at: '2026-02-01 06:30', by: 'Manager' },
      ],
    });
    await seed(la, LA, {
      created: '2025-10-01 00:10',
      status: 'ASSIGNED',
      assignedTo: 'Worker',
      unacknowledged: [2, 1],
    });
    await seed(la, LA, { created: '2025-09-30 23:50', status: 'OPEN', unacknowledged: [1, 0] });
    // Decided twice (counts once, when first decided), closed on the last evening of the range.
    await seed(la, LA, {
      created: '2025-11-10 12:00',
      status: 'REJECTED',
      assignedTo: 'Manager',
      type: 'GLP',
      visitType: 'SYNC_VIDEO',
      inProgress: '2025-11-11 12:00',
      decisions: [
        { at: '2025-11-12 12:00', noDecision: true },
        { at: '2025-11-20 12:00', approved: false, category: 'Leave' },
        { at: '2026-01-05 12:00', approved: true, category: 'Leave' },
      ],
      closed: '2026-03-31 23:59',
      responses: [{ at: '2025-11-10 14:00', by: 'Worker' }],
    });
    await seed(la, LA, {
      created: '2025-12-24 08:00',
      status: 'APPROVED',
      assignedTo: 'Worker',
      visitType: 'SYNC_PHONE',
      decisions: [{ at: '2025-12-31 23:00', category: 'Schedule change' }],
      closed: '2026-04-01 00:05',
    });
    await seed(la, LA, {
      created: '2026-03-15 10:00',
      status: 'IN_PROGRESS',
      assignedTo: 'Manager',
      inProgress: '2026-03-16 10:00',
    });
    // A test case counts nowhere.
    await seed(la, LA, {
      created: '2026-02-10 10:00',
      status: 'APPROVED',
      isTest: true,
      decisions: [{ at: '2026-02-11 10:00' }],
      closed: '2026-02-12 10:00',
      unacknowledged: [3, 3],
    });
    for (const [wall, taken, missed] of [
      ['2026-01-31 23:00', 8, 8.5],
      ['2026-02-01 00:30', 4.25, 4],
      ['2025-09-30 23:00', 100, 100],
    ] as const) {
      await la.query(
        `INSERT INTO fmla_hours (organization_id, user_id, fmla_hours_taken, work_hours_missed, created_at) VALUES ($1, $2, $3, $4, $5)`,
        [la.id, la.users.Pat.id, taken, missed, await at(wall, LA)],
      );
    }
    const paidCase = await seed(la, LA, { created: '2025-12-01 09:00', status: 'IN_PROGRESS', type: 'GLP' });
    for (const [wall, amount, fee, status, deleted] of [
      ['2025-12-31 23:30', 20_000, 1_500, 'PAID', false],
      ['2026-01-01 00:30', 10_000, 500, 'PAID', false],
      ['2026-01-02 10:00', 7_000, 0, 'PAID', true],
      ['2026-01-03 10:00', 9_000, 0, 'UNPAID', false],
    ] as const) {
      await la.query(
        `INSERT INTO case_payment (organization_id, case_id, amount, status, consult_fee, is_deleted, payment_date)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [la.id, paidCase, amount, status, fee, deleted, status === 'PAID' ? await at(wall, LA) : null],
      );
    }
    // Tokyo: 08:30 on 1 January in Tokyo is 31 December in UTC and belongs to January.
    await seed(tokyo, 'Asia/Tokyo', {
      created: '2026-01-01 08:30',
      status: 'APPROVED',
      assignedTo: 'Worker',
      decisions: [{ at: '2026-01-01 08:45', category: 'Equipment' }],
      closed: '2026-01-02 08:00',
    });
    await seed(tokyo, 'Asia/Tokyo', { created: '2025-12-31 23:59', status: 'OPEN' });
  });
  afterAll(async () => {
    await la.close();
    await tokyo.close();
    await api.close();
  });

  it('gives every figure as a direct SQL count over the same rows, in every granularity and time zone', async () => {
    for (const granularity of ['WEEK', 'MONTH', 'QUARTER', 'CUSTOM'] as const) {
      for (const [org, user] of [
        [la, 'Admin'],
        [tokyo, 'Worker'],
      ] as const) {
        const answer = await ask<{ caseReport: Report }>(REPORT, { input: input(granularity) }, org, user);
        expect(answer.errors).toBeUndefined();
        await expectEqualToSql(org, answer.data!.caseReport, granularity, '2025-10-01', '2026-03-31');
      }
    }
  });

  it('counts events at period boundaries in the organization time zone', async () => {
    const monthly = (await ask<{ caseReport: Report }>(REPORT, { input: input('MONTH') }, la, 'Boss')).data!.caseReport;
    expect(monthly.timeZone).toBe('America/Los_Angeles');
    expect(monthly.periods.map((p) => [p.start, p.end, p.opened, p.decided, p.closed])).toEqual([
      ['2025-10-01', '2025-10-31', 1, 0, 0],
      ['2025-11-01', '2025-11-30', 1, 1, 0],
      ['2025-12-01', '2025-12-31', 2, 1, 0],
      ['2026-01-01', '2026-01-31', 1, 0, 0],
      ['2026-02-01', '2026-02-28', 0, 1, 0],
      ['2026-03-01', '2026-03-31', 1, 0, 1],
    ]);
    expect(monthly.periods[3]).toMatchObject({ fmlaEntries: 1, fmlaHoursTaken: 8, workHoursMissed: 8.5 });
    expect(monthly.periods[4]).toMatchObject({ fmlaEntries: 1, fmlaHoursTaken: 4.25, workHoursMissed: 4 });
    // Paid payments by payment time in Los Angeles; deleted and unpaid ones do not count.
    expect(monthly.payments!.filter((row) => row.paymentCount > 0)).toEqual(
      [
        { period: '2025-12-01', paymentCount: 1, totalPayments: 20_000, totalCosts: 1_500, totalPayoutAmount: 18_500 },
        { period: '2026-01-01', paymentCount: 1, totalPayments: 10_000, totalCosts: 500, totalPayoutAmount: 9_500 },
      ].map((row) => ({ ...row, end: row.period === '2025-12-01' ? '2025-12-31' : '2026-01-31' })),
    );
    // First response: 05:30 by the Worker's SMS (the employee's own comment and the system e-mail are not one).
    const [response, acceptance, decision] = monthly.responseTimes;
    expect(response).toMatchObject({ measure: 'FIRST_RESPONSE', cohortCount: 6, measuredCount: 2 });
    expect(acceptance).toMatchObject({ measure: 'ACCEPTANCE', measuredCount: 3 });
    expect(decision).toMatchObject({ measure: 'DECISION', measuredCount: 3 });
    expect(response.medianHours).toBe(4);
    expect(monthly.outcomes.filter((row) => row.dimension === 'CATEGORY')).toEqual([
      { dimension: 'CATEGORY', value: 'Schedule change', label: 'Schedule change', approved: 2, denied: 0 },
      { dimension: 'CATEGORY', value: 'Leave', label: 'Leave', approved: 0, denied: 1 },
    ]);
    expect(monthly.openByStageAndAge.map((stage) => [stage.label, stage.total])).toEqual([
      ['Submitted', 1],
      ['Assigned', 1],
      ['Under Review', 2],
      ['Prescription', 1], // a partner organization's final stage
    ]);
    expect(monthly.unacknowledged).toEqual({ caseCount: 2, commentCount: 3, noteCount: 1 });
    expect(monthly.workload.map((row) => [row.name, row.openCount])).toEqual(
      [
        ['Manager Scratch', 1],
        ['Unassigned', 2],
        ['Worker Scratch', 2],
      ].sort((a, b) => (b[1] as number) - (a[1] as number) || String(a[0]).localeCompare(String(b[0]))),
    );

    const weekly = (
      await ask<{ caseReport: Report }>(REPORT, { input: input('WEEK', '2026-01-28', '2026-02-10') }, la, 'Admin')
    ).data!.caseReport;
    expect(weekly.periods.map((p) => [p.start, p.end, p.opened])).toEqual([
      ['2026-01-28', '2026-02-01', 1],
      ['2026-02-02', '2026-02-08', 0],
      ['2026-02-09', '2026-02-10', 0],
    ]);
    const tokyoMonthly = (await ask<{ caseReport: Report }>(REPORT, { input: input('MONTH') }, tokyo, 'Admin')).data!
      .caseReport;
    expect(tokyoMonthly.periods.map((p) => [p.start, p.opened, p.decided, p.closed]).slice(2, 4)).toEqual([
      ['2025-12-01', 1, 0, 0],
      ['2026-01-01', 1, 1, 1],
    ]);
    expect(tokyoMonthly.payments).toBeNull();
  });

  it('lets CV Admin read organizations side by side, and each equals direct SQL', async () => {
    const answer = await ask<{ organizationsCaseReport: Report[] }>(
      ORGANIZATIONS,
      { input: input('QUARTER'), ids: [tokyo.id, la.id] },
      la,
      'Boss',
    );
    expect(answer.errors).toBeUndefined();
    const [first, second] = answer.data!.organizationsCaseReport;
    expect([first.organizationId, second.organizationId]).toEqual([tokyo.id, la.id]);
    await expectEqualToSql(tokyo, first, 'QUARTER', '2025-10-01', '2026-03-31');
    await expectEqualToSql(la, second, 'QUARTER', '2025-10-01', '2026-03-31');
    expect(second.payments).not.toBeNull();
  });

  it('equals direct SQL on the demo organizations', async () => {
    const ids = Object.values(DEMO_ORGANIZATIONS).map((organization) => organization.id);
    const range = input('MONTH', '2024-01-01', '2026-12-31');
    const answer = await ask<{ organizationsCaseReport: Report[] }>(ORGANIZATIONS, { input: range, ids }, la, 'Boss');
    expect(answer.errors).toBeUndefined();
    const reports = answer.data!.organizationsCaseReport;
    expect(reports).toHaveLength(ids.length);
    let opened = 0;
    for (const report of reports) {
      const direct = await expectEqualToSql(la, report, 'MONTH', range.from, range.to);
      opened += Object.values(direct.opened).reduce((sum, count) => sum + count, 0);
    }
    expect(opened).toBeGreaterThan(0);
  });

  it('is for get_reports holders; all organizations for CV Admin only; payments only for who may read them', async () => {
    for (const user of ['Admin', 'Worker', 'Manager', 'Boss']) {
      const answer = await ask<{ caseReport: Report }>(REPORT, { input: input('MONTH') }, la, user);
      expect(answer.errors).toBeUndefined();
      // Payment totals: CV Admin (and TPA Support with the owner dashboard permission) of a partner organization.
      expect(answer.data!.caseReport.payments === null).toBe(user !== 'Boss');
    }
    for (const user of ['Pat', 'Support']) {
      const answer = await ask(REPORT, { input: input('MONTH') }, la, user);
      expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    for (const user of ['Admin', 'Worker', 'Support']) {
      const answer = await ask(ORGANIZATIONS, { input: input('MONTH'), ids: [la.id] }, la, user);
      expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    const missing = await ask(
      ORGANIZATIONS,
      { input: input('MONTH'), ids: ['00000000-0000-4000-8000-000000000000'] },
      la,
      'Boss',
    );
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses bad input with BAD_USER_INPUT', async () => {
    for (const bad of [
      input('MONTH', '2026-03-01', '2026-02-01'),
      input('MONTH', '2026-02-30', '2026-03-01'),
      input('MONTH', '2020-01-01', '2026-01-01'),
      input('MONTH', 'x'.repeat(100_000), '2026-01-01'),
      input('MONTH', '2026-01-01\u0000', '2026-01-02'),
    ]) {
      const answer = await ask(REPORT, { input: bad }, la, 'Admin');
      expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    const wrongType = await ask(
      REPORT,
      { input: { granularity: 'YEAR', from: '2026-01-01', to: '2026-01-02' } },
      la,
      'Admin',
    );
    expect(wrongType.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
