/**
 * The case report in four aggregate statements, for any number of organizations at once. Common parameters:
 * $1 organization ids, $2 their time zones (IANA names), $3 the range's first local day, $4 its last local day,
 * and, for the periods (PERIOD_SERIES_STATEMENT), $5 the date_trunc unit ('week', 'month', 'quarter'; null: the
 * whole range is one period).
 * A time falls in the period `greatest(date_trunc(unit, local time)::date, first day)`, its local date being
 * taken in its organization's time zone; the range is [first day 00:00, day after the last 00:00) local.
 * Test cases are left out everywhere. Each statement reads an organization's rows in one pass (by indexes that
 * lead with the organization) and joins them by hash, rather than looking up each case or decision in turn.
 */

/** The organizations of a report with their range as instants. */
const ORGS = `orgs AS (
    SELECT o.organization_id, o.tz,
      ($3::date)::timestamp AT TIME ZONE o.tz AS starts_at,
      ($4::date + 1)::timestamp AT TIME ZONE o.tz AS ends_at
    FROM unnest($1::uuid[], $2::text[]) AS o(organization_id, tz)
  )`;

const periodOf = (at: string) =>
  `greatest(coalesce(date_trunc($5::text, ${at} AT TIME ZONE o.tz)::date, $3::date), $3::date)`;

/**
 * A case's decision: its first decision that approved or denied it (a "no decision" outcome is not one), as in
 * the dashboards' time to decision. A case decided, reopened and decided again counts once, when first decided.
 * The first of each case's decisions before the range's end, by one sort of them (DISTINCT ON), kept when it
 * falls in the range: at a million cases a probe per decision for an earlier one (NOT EXISTS) took seconds.
 */
const FIRST_DECISIONS = `first_decision AS (
    SELECT f.organization_id, f.tz, f.case_id, f.created_at, f.is_approved, f.category
    FROM (
      SELECT DISTINCT ON (d.case_id) o.organization_id, o.tz, o.starts_at, d.case_id, d.created_at, d.is_approved,
        d.category
      FROM orgs o
      JOIN case_decision d ON d.organization_id = o.organization_id AND NOT d.is_no_decision
        AND d.created_at < o.ends_at
      ORDER BY d.case_id, d.created_at, d.id
    ) f
    WHERE f.created_at >= f.starts_at
  )`;

/**
 * The organizations' cases other than test ones, with the given columns, read by one scan of each organization's
 * cases. OFFSET 0 keeps the planner from looking each one up by its key instead (it cannot count the rows the
 * organizations' CTE leads to, and chose a million primary-key probes, most of the periods' time).
 */
const casesOf = (columns: string) =>
  `(SELECT ${columns} FROM orgs ko
      JOIN case_record k ON k.organization_id = ko.organization_id AND NOT k.is_test OFFSET 0)`;

/**
 * Per period: cases opened (created), decided (first decision) and closed (archived, by closed_at; a case
 * reopened since has no closed_at and is not counted), and FMLA entries with their hours (by entry time).
 * Rows: organizationId, kind (OPENED, DECIDED, CLOSED, FMLA), period, count, hoursTaken, hoursMissed.
 * The periods need only when a case was first decided: the earliest of its decisions (FIRST_DECISIONS without
 * the sort), counted when in the range.
 */
export const PERIOD_SERIES_STATEMENT = `
  WITH ${ORGS},
  first_decided AS (
    SELECT d.organization_id, d.case_id, min(d.created_at) AS created_at
    FROM orgs o
    JOIN case_decision d ON d.organization_id = o.organization_id AND NOT d.is_no_decision
      AND d.created_at < o.ends_at
    GROUP BY d.organization_id, d.case_id
  ),
  event AS (
    SELECT o.organization_id, 'OPENED' AS kind, ${periodOf('k.created_at')} AS period, 0::numeric AS taken, 0::numeric AS missed
    FROM orgs o JOIN case_record k ON k.organization_id = o.organization_id
      AND k.created_at >= o.starts_at AND k.created_at < o.ends_at AND NOT k.is_test
    UNION ALL
    SELECT o.organization_id, 'CLOSED', ${periodOf('k.closed_at')}, 0, 0
    FROM orgs o JOIN case_record k ON k.organization_id = o.organization_id
      AND k.closed_at >= o.starts_at AND k.closed_at < o.ends_at AND NOT k.is_test
    UNION ALL
    SELECT o.organization_id, 'DECIDED', ${periodOf('d.created_at')}, 0, 0
    FROM first_decided d JOIN orgs o ON o.organization_id = d.organization_id AND d.created_at >= o.starts_at
    JOIN ${casesOf('k.organization_id, k.id')} k ON k.id = d.case_id AND k.organization_id = d.organization_id
    UNION ALL
    SELECT o.organization_id, 'FMLA', ${periodOf('f.created_at')}, f.fmla_hours_taken, f.work_hours_missed
    FROM orgs o JOIN fmla_hours f ON f.organization_id = o.organization_id
      AND f.created_at >= o.starts_at AND f.created_at < o.ends_at
  )
  SELECT organization_id AS "organizationId", kind, to_char(period, 'YYYY-MM-DD') AS period, count(*)::int AS count,
    sum(taken)::float8 AS "hoursTaken", sum(missed)::float8 AS "hoursMissed"
  FROM event GROUP BY organization_id, kind, period`;

/**
 * Outcomes of the cases first decided in the range, approved and denied, grouped three ways with GROUPING SETS:
 * by the decision's category (null: none), by case type and by the case's visit type (null: none).
 * `grouping` tells the sets apart: 3 category, 5 case type, 6 visit type.
 */
export const OUTCOMES_STATEMENT = `
  WITH ${ORGS}, ${FIRST_DECISIONS}
  SELECT d.organization_id AS "organizationId", d.category, k.type AS "caseType", k.visit_type AS "visitType",
    GROUPING(d.category, k.type, k.visit_type) AS grouping,
    count(*) FILTER (WHERE d.is_approved)::int AS approved,
    count(*) FILTER (WHERE NOT d.is_approved)::int AS denied
  FROM first_decision d
  JOIN ${casesOf('k.organization_id, k.id, k.type, k.visit_type')} k
    ON k.id = d.case_id AND k.organization_id = d.organization_id
  GROUP BY GROUPING SETS ((d.organization_id, d.category), (d.organization_id, k.type), (d.organization_id, k.visit_type))`;

/** GROUPING() values of OUTCOMES_STATEMENT. */
export const OUTCOME_GROUPED_BY = { category: 3, caseType: 5, visitType: 6 } as const;

/** The timeline entries that are the case team's first response (as the case list's "no communication" filter). */
export const RESPONSE_ACTIVITY_TYPES = ['ADD_COMMENT', 'OUTBOUND_EMAIL', 'SMS_SENT'] as const;

/**
 * Response times of the cases opened in the range (the period's cohort), in hours from submission:
 * - first response: the earliest comment, e-mail or SMS on the case's timeline by a person other than the
 *   employee who submitted it (system entries, with no actor, are not a response), at or after submission
 *   (an imported case's earlier history is not a response to it);
 * - acceptance: the case's in_progress_at (set when the case team accepts it and work starts);
 * - decision: its first decision that approved or denied it.
 * A case not yet responded to, accepted or decided is in the cohort but not in that measure's percentiles.
 * Each case's first response and decision are found by joining and grouping (hash joins over the organization's
 * entries) rather than by an index probe per case, which took most of the time at a million cases. The
 * percentiles are grouped by organization in one pass, so a report over many organizations reads each row once
 * (a subquery per organization would read the whole cohort again for each).
 */
export const RESPONSE_TIMES_STATEMENT = `
  WITH ${ORGS},
  cohort AS (
    SELECT k.organization_id, k.id, k.created_at, k.in_progress_at, k.submitter_id
    FROM orgs o
    JOIN case_record k ON k.organization_id = o.organization_id
      AND k.created_at >= o.starts_at AND k.created_at < o.ends_at AND NOT k.is_test
  ),
  responded AS (
    SELECT c.id, min(a.created_at) AS at
    FROM cohort c
    JOIN case_activity a ON a.organization_id = c.organization_id AND a.case_id = c.id
      AND a.type IN ('ADD_COMMENT', 'OUTBOUND_EMAIL', 'SMS_SENT')
      AND a.actor_user_id IS NOT NULL AND a.actor_user_id IS DISTINCT FROM c.submitter_id
      AND a.created_at >= c.created_at
    GROUP BY c.id
  ),
  decided AS (
    SELECT e.case_id, min(e.created_at) AS at
    FROM orgs o JOIN case_decision e ON e.organization_id = o.organization_id AND NOT e.is_no_decision
    GROUP BY e.case_id
  )
  SELECT organization_id AS "organizationId", count(*)::int AS cohort,
    count(response_hours)::int AS "responseCount",
    percentile_cont(0.5) WITHIN GROUP (ORDER BY response_hours) AS "responseMedian",
    percentile_cont(0.9) WITHIN GROUP (ORDER BY response_hours) AS "responseP90",
    count(acceptance_hours)::int AS "acceptanceCount",
    percentile_cont(0.5) WITHIN GROUP (ORDER BY acceptance_hours) AS "acceptanceMedian",
    percentile_cont(0.9) WITHIN GROUP (ORDER BY acceptance_hours) AS "acceptanceP90",
    count(decision_hours)::int AS "decisionCount",
    percentile_cont(0.5) WITHIN GROUP (ORDER BY decision_hours) AS "decisionMedian",
    percentile_cont(0.9) WITHIN GROUP (ORDER BY decision_hours) AS "decisionP90"
  FROM (
    SELECT c.organization_id,
      extract(epoch FROM r.at - c.created_at) / 3600 AS response_hours,
      extract(epoch FROM c.in_progress_at - c.created_at) / 3600 AS acceptance_hours,
      extract(epoch FROM d.at - c.created_at) / 3600 AS decision_hours
    FROM cohort c LEFT JOIN responded r ON r.id = c.id LEFT JOIN decided d ON d.case_id = c.id
  ) measured
  GROUP BY organization_id`;

/**
 * Settings of the transaction each report statement runs in (REPORT_STATEMENT_SETTINGS first, then the
 * statement): sorts and hashes of a million rows in memory instead of spilled to disk, no JIT compilation
 * (a quarter of a second per statement, planned anew each time) and no parallel workers (the four statements
 * already run side by side, and each worker built the same hash table again).
 */
export const REPORT_STATEMENT_SETTINGS = `SELECT set_config('work_mem', '64MB', true), set_config('jit', 'off', true),
  set_config('max_parallel_workers_per_gather', '0', true)`;

/**
 * The open cases now (not archived, not test) by status, age bucket (the dashboards' bounds) and assignee,
 * with their unacknowledged comments and notes. Parameters: $1 organization ids, $2 now.
 */
export const OPEN_CASES_STATEMENT = `
  SELECT k.organization_id AS "organizationId", k.status, k.assigned_to_id AS "assigneeId",
    CASE WHEN k.created_at > $2::timestamptz - interval '7 days' THEN 'UNDER_7_DAYS'
         WHEN k.created_at > $2::timestamptz - interval '30 days' THEN 'DAYS_7_TO_30'
         WHEN k.created_at > $2::timestamptz - interval '90 days' THEN 'DAYS_30_TO_90'
         ELSE 'OVER_90_DAYS' END AS "ageBucket",
    count(*)::int AS count,
    count(*) FILTER (WHERE k.unacknowledged_comment_count > 0 OR k.unacknowledged_note_count > 0)::int
      AS "unacknowledgedCases",
    sum(k.unacknowledged_comment_count)::int AS "unacknowledgedComments",
    sum(k.unacknowledged_note_count)::int AS "unacknowledgedNotes"
  FROM case_record k
  WHERE k.organization_id = ANY($1::uuid[]) AND NOT k.is_archived AND NOT k.is_test
  GROUP BY 1, 2, 3, 4`;
