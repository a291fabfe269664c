/**
 * The case report in four aggregate statements, for any number of organizations at once. Common parameters:
 * $1 organization ids, $2 their time zones (IANA names), $3 the range's first local day, $4 its last local day,
 * and, for the periods (PERIOD_SERIES_STATEMENT), $5 the date_trunc unit ('week', 'month', 'quarter'; null: the
 * whole range is one period).
 * A time falls in the period `greatest(date_trunc(unit, local time)::date, first day)`, its local date being
 * taken in its organization's time zone; the range is [first day 00:00, day after the last 00:00) local.
 * Test cases are left out everywhere. Every statement reads through an index that leads with the organization
 * and then the time it filters on (see the migration of the reports).
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
 */
const FIRST_DECISIONS = `first_decision AS (
    SELECT o.organization_id, o.tz, d.case_id, d.created_at, d.is_approved, d.category
    FROM orgs o
    JOIN case_decision d ON d.organization_id = o.organization_id AND NOT d.is_no_decision
      AND d.created_at >= o.starts_at AND d.created_at < o.ends_at
    WHERE NOT EXISTS (SELECT 1 FROM case_decision e
                      WHERE e.organization_id = d.organization_id AND e.case_id = d.case_id AND NOT e.is_no_decision
                        AND (e.created_at, e.id) < (d.created_at, d.id))
  )`;

/**
 * Per period: cases opened (created), decided (first decision) and closed (archived, by closed_at; a case
 * reopened since has no closed_at and is not counted), and FMLA entries with their hours (by entry time).
 * Rows: organizationId, kind (OPENED, DECIDED, CLOSED, FMLA), period, count, hoursTaken, hoursMissed.
 */
export const PERIOD_SERIES_STATEMENT = `
  WITH ${ORGS}, ${FIRST_DECISIONS},
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
    FROM first_decision d JOIN orgs o ON o.organization_id = d.organization_id
    JOIN case_record k ON k.id = d.case_id AND k.organization_id = d.organization_id AND NOT k.is_test
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
  JOIN case_record k ON k.id = d.case_id AND k.organization_id = d.organization_id AND NOT k.is_test
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
 */
export const RESPONSE_TIMES_STATEMENT = `
  WITH ${ORGS},
  measured AS (
    SELECT k.organization_id,
      extract(epoch FROM r.created_at - k.created_at) / 3600 AS response_hours,
      extract(epoch FROM k.in_progress_at - k.created_at) / 3600 AS acceptance_hours,
      extract(epoch FROM d.created_at - k.created_at) / 3600 AS decision_hours
    FROM orgs o
    JOIN case_record k ON k.organization_id = o.organization_id
      AND k.created_at >= o.starts_at AND k.created_at < o.ends_at AND NOT k.is_test
    LEFT JOIN LATERAL (
      SELECT a.created_at FROM case_activity a
      WHERE a.organization_id = k.organization_id AND a.case_id = k.id
        AND a.type IN ('ADD_COMMENT', 'OUTBOUND_EMAIL', 'SMS_SENT')
        AND a.actor_user_id IS NOT NULL AND a.actor_user_id IS DISTINCT FROM k.submitter_id
        AND a.created_at >= k.created_at
      ORDER BY a.created_at LIMIT 1
    ) r ON true
    LEFT JOIN LATERAL (
      SELECT e.created_at FROM case_decision e
      WHERE e.organization_id = k.organization_id AND e.case_id = k.id AND NOT e.is_no_decision
      ORDER BY e.created_at, e.id LIMIT 1
    ) d ON true
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
  FROM measured GROUP BY organization_id`;

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
