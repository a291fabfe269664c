// The reports' figures by hand-written SQL, one plain query per figure over the same rows: the baseline of the
// reports benchmark and the reference the integration test compares every figure with. Written apart from the
// product's statements: local times compared as local timestamps, first events found with min(), no GROUPING SETS.

export type Query = <T>(text: string, values?: unknown[]) => Promise<T[]>;

export interface DirectRange {
  timeZone: string;
  from: string;
  to: string;
  /** date_trunc unit, or null for one period. */
  unit: string | null;
}

const LOCAL_RANGE = (column: string) =>
  `(${column} AT TIME ZONE $2) >= $3::date AND (${column} AT TIME ZONE $2) < $4::date + 1`;
const PERIOD = (column: string) =>
  `to_char(CASE WHEN $5::text IS NULL THEN $3::date ELSE greatest(date_trunc($5::text, ${column} AT TIME ZONE $2)::date, $3::date) END, 'YYYY-MM-DD')`;

const FIRST_DECISION = `(SELECT min(e.created_at) FROM case_decision e WHERE e.organization_id = k.organization_id AND e.case_id = k.id AND NOT e.is_no_decision)`;

export async function directReport(rawQuery: Query, organizationId: string, range: DirectRange) {
  const parameters = [organizationId, range.timeZone, range.from, range.to, range.unit];
  // Each statement gets as many of the parameters as it names.
  const query: Query = (text, values) => {
    const used = Math.max(0, ...[...text.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])));
    return rawQuery(text, values?.slice(0, used));
  };
  const byPeriod = async (sql: string) =>
    Object.fromEntries(
      (await query<{ period: string; count: number }>(sql, parameters)).map((row) => [row.period, row.count]),
    );
  const opened = await byPeriod(`SELECT ${PERIOD('k.created_at')} AS period, count(*)::int AS count FROM case_record k
    WHERE k.organization_id = $1 AND NOT k.is_test AND ${LOCAL_RANGE('k.created_at')} GROUP BY 1`);
  const closed = await byPeriod(`SELECT ${PERIOD('k.closed_at')} AS period, count(*)::int AS count FROM case_record k
    WHERE k.organization_id = $1 AND NOT k.is_test AND k.closed_at IS NOT NULL AND ${LOCAL_RANGE('k.closed_at')} GROUP BY 1`);
  const decided = await byPeriod(`SELECT ${PERIOD('f.at')} AS period, count(*)::int AS count
    FROM (SELECT ${FIRST_DECISION} AS at FROM case_record k WHERE k.organization_id = $1 AND NOT k.is_test) f
    WHERE f.at IS NOT NULL AND ${LOCAL_RANGE('f.at')} GROUP BY 1`);
  const fmla = Object.fromEntries(
    (
      await query<{ period: string; count: number; taken: number; missed: number }>(
        `SELECT ${PERIOD('f.created_at')} AS period, count(*)::int AS count, sum(fmla_hours_taken)::float8 AS taken,
           sum(work_hours_missed)::float8 AS missed
         FROM fmla_hours f WHERE f.organization_id = $1 AND ${LOCAL_RANGE('f.created_at')} GROUP BY 1`,
        parameters,
      )
    ).map((row) => [row.period, { count: row.count, taken: row.taken, missed: row.missed }]),
  );

  const decidedCases = `SELECT k.*, d.is_approved, d.category AS decision_category FROM case_record k
    JOIN case_decision d ON d.organization_id = k.organization_id AND d.case_id = k.id AND NOT d.is_no_decision
      AND d.created_at = ${FIRST_DECISION}
    WHERE k.organization_id = $1 AND NOT k.is_test AND ${LOCAL_RANGE('d.created_at')}`;
  const outcomes = async (column: string) =>
    Object.fromEntries(
      (
        await query<{ value: string | null; approved: number; denied: number }>(
          `SELECT ${column} AS value, count(*) FILTER (WHERE is_approved)::int AS approved,
             count(*) FILTER (WHERE NOT is_approved)::int AS denied FROM (${decidedCases}) x GROUP BY 1`,
          parameters,
        )
      ).map((row) => [row.value ?? 'none', { approved: row.approved, denied: row.denied }]),
    );

  const cohort = `SELECT k.created_at, k.in_progress_at,
      (SELECT min(a.created_at) FROM case_activity a WHERE a.organization_id = k.organization_id AND a.case_id = k.id
         AND a.type IN ('ADD_COMMENT', 'OUTBOUND_EMAIL', 'SMS_SENT') AND a.actor_user_id IS NOT NULL AND a.created_at >= k.created_at
         AND (k.submitter_id IS NULL OR a.actor_user_id <> k.submitter_id)) AS responded_at,
      ${FIRST_DECISION} AS decided_at
    FROM case_record k WHERE k.organization_id = $1 AND NOT k.is_test AND ${LOCAL_RANGE('k.created_at')}`;
  const percentiles = async (column: string) => {
    const [row] = await query<{ cohort: number; measured: number; median: number | null; p90: number | null }>(
      `SELECT count(*)::int AS cohort, count(${column})::int AS measured,
         percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM ${column} - created_at) / 3600) AS median,
         percentile_cont(0.9) WITHIN GROUP (ORDER BY extract(epoch FROM ${column} - created_at) / 3600) AS p90
       FROM (${cohort}) c`,
      parameters,
    );
    const round = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
    return {
      cohortCount: row.cohort,
      measuredCount: row.measured,
      medianHours: round(row.median),
      p90Hours: round(row.p90),
    };
  };

  const open = `FROM case_record k WHERE k.organization_id = $1 AND NOT k.is_archived AND NOT k.is_test`;
  const openCounts = async (groupBy: string) =>
    Object.fromEntries(
      (
        await query<{ key: string | null; count: number }>(
          `SELECT ${groupBy} AS key, count(*)::int AS count ${open} GROUP BY 1`,
          [organizationId],
        )
      ).map((row) => [row.key ?? 'none', row.count]),
    );
  const [unacknowledged] = await query<{ caseCount: number; commentCount: number; noteCount: number }>(
    `SELECT count(*) FILTER (WHERE unacknowledged_comment_count + unacknowledged_note_count > 0)::int AS "caseCount",
       coalesce(sum(unacknowledged_comment_count), 0)::int AS "commentCount",
       coalesce(sum(unacknowledged_note_count), 0)::int AS "noteCount" ${open}`,
    [organizationId],
  );
  const stage = `CASE status WHEN 'OPEN' THEN 'STAGE_SUBMITTED' WHEN 'ASSIGNED' THEN 'STAGE_ASSIGNED'
    WHEN 'IN_PROGRESS' THEN 'STAGE_REVIEW_AND_INTERACTION' WHEN 'NO_DECISION' THEN 'STAGE_REVIEW_AND_INTERACTION'
    ELSE 'STAGE_FINAL_DECISION' END`;
  const age = `CASE WHEN created_at > now() - interval '7 days' THEN 'UNDER_7_DAYS'
    WHEN created_at > now() - interval '30 days' THEN 'DAYS_7_TO_30'
    WHEN created_at > now() - interval '90 days' THEN 'DAYS_30_TO_90' ELSE 'OVER_90_DAYS' END`;

  const payments = Object.fromEntries(
    (
      await query<{ period: string; count: number; amount: string; costs: string }>(
        `SELECT ${PERIOD('p.payment_date')} AS period, count(*)::int AS count, sum(p.amount)::text AS amount,
           sum(p.payment_processing_fee + p.pharmacy_fee + p.syringe_kit_fee + p.consult_fee + p.shipping_fee
               + p.tech_platform_fee + p.convenience_fee
               + (SELECT coalesce(sum((f->>'amount')::int), 0) FROM jsonb_array_elements(p.sub_fees) f))::text AS costs
         FROM case_payment p JOIN case_record k ON k.organization_id = p.organization_id AND k.id = p.case_id
         WHERE p.organization_id = $1 AND NOT k.is_test AND p.status = 'PAID' AND NOT p.is_deleted
           AND ${LOCAL_RANGE('p.payment_date')} GROUP BY 1`,
        parameters,
      )
    ).map((row) => [row.period, { count: row.count, payments: Number(row.amount), costs: Number(row.costs) }]),
  );

  return {
    opened,
    closed,
    decided,
    fmla,
    outcomes: {
      CATEGORY: await outcomes('decision_category'),
      CASE_TYPE: await outcomes('type'),
      VISIT_TYPE: await outcomes('visit_type'),
    },
    responseTimes: {
      FIRST_RESPONSE: await percentiles('responded_at'),
      ACCEPTANCE: await percentiles('in_progress_at'),
      DECISION: await percentiles('decided_at'),
    },
    openByStageAndAge: await openCounts(`${stage} || '/' || ${age}`),
    unacknowledged,
    workload: await openCounts('assigned_to_id::text'),
    payments,
  };
}

export type DirectReport = Awaited<ReturnType<typeof directReport>>;
