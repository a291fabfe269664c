/**
 * The dashboard in two aggregate statements, for any number of organizations at once.
 *
 * OPEN_CASES_STATEMENT reads each organization's open cases (not archived, not test) once and groups
 * them four ways with GROUPING SETS: the total, by status, by age bucket and by assignee, each with
 * its overdue counts. `grouping` tells the sets apart: 7 total, 3 status, 5 age bucket, 6 assignee.
 * Parameters: $1 organization ids, $2 and $3 each organization's overdue cutoffs (unacknowledged since,
 * assigned since), $4 now.
 */
export const OPEN_CASES_STATEMENT = `
  WITH orgs AS (
    SELECT * FROM unnest($1::uuid[], $2::timestamptz[], $3::timestamptz[])
      AS o(organization_id, unacknowledged_cutoff, acceptance_cutoff)
  ),
  open_case AS (
    SELECT k.organization_id, k.status, k.assigned_to_id,
      CASE WHEN k.created_at > $4::timestamptz - interval '7 days' THEN 'UNDER_7_DAYS'
           WHEN k.created_at > $4::timestamptz - interval '30 days' THEN 'DAYS_7_TO_30'
           WHEN k.created_at > $4::timestamptz - interval '90 days' THEN 'DAYS_30_TO_90'
           ELSE 'OVER_90_DAYS' END AS age_bucket,
      coalesce(k.earliest_unacknowledged_at <= o.unacknowledged_cutoff, false) AS unacknowledged,
      (k.status = 'ASSIGNED' AND k.assigned_to_id IS NOT NULL
        AND coalesce(k.assigned_at <= o.acceptance_cutoff, false)) AS not_accepted
    FROM orgs o
    JOIN case_record k ON k.organization_id = o.organization_id AND NOT k.is_archived AND NOT k.is_test
  ),
  grouped AS (
    SELECT organization_id, status, age_bucket, assigned_to_id,
      GROUPING(status, age_bucket, assigned_to_id) AS grouping,
      count(*)::int AS count,
      count(*) FILTER (WHERE unacknowledged OR not_accepted)::int AS overdue,
      count(*) FILTER (WHERE unacknowledged)::int AS unacknowledged,
      count(*) FILTER (WHERE not_accepted)::int AS not_accepted
    FROM open_case
    GROUP BY GROUPING SETS ((organization_id), (organization_id, status), (organization_id, age_bucket),
                            (organization_id, assigned_to_id))
  )
  SELECT g.organization_id AS "organizationId", g.status, g.age_bucket AS "ageBucket",
    g.assigned_to_id AS "assigneeId", g.grouping, g.count, g.overdue, g.unacknowledged,
    g.not_accepted AS "notAccepted", u.first_name AS "firstName", u.last_name AS "lastName", u.email
  FROM grouped g
  LEFT JOIN app_user u ON g.grouping = 6 AND u.id = g.assigned_to_id`;

/** GROUPING() values of OPEN_CASES_STATEMENT. */
export const GROUPED_BY = { total: 7, status: 3, ageBucket: 5, assignee: 6 } as const;

/**
 * Time to decision: from a case's submission to its first decision that approved or denied it (a "no
 * decision" outcome is not one), for the cases first decided since $2, in days, per organization ($1).
 * Test cases are left out; decided cases count whether or not they were closed (archived) since, as
 * closing is how a decided case ends. A deleted decision is gone from case_decision and does not count.
 */
export const TIME_TO_DECISION_STATEMENT = `
  SELECT d.organization_id AS "organizationId", count(*)::int AS "decidedCount",
    percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM d.created_at - k.created_at) / 86400)
      AS "medianDays",
    percentile_cont(0.9) WITHIN GROUP (ORDER BY extract(epoch FROM d.created_at - k.created_at) / 86400)
      AS "p90Days"
  FROM case_decision d
  JOIN case_record k ON k.id = d.case_id AND k.organization_id = d.organization_id AND NOT k.is_test
  WHERE d.organization_id = ANY($1::uuid[]) AND NOT d.is_no_decision AND d.created_at >= $2
    -- the window's decisions first, each kept only if its case had no earlier one (it is the first)
    AND NOT EXISTS (SELECT 1 FROM case_decision e
                    WHERE e.organization_id = d.organization_id AND e.case_id = d.case_id AND NOT e.is_no_decision
                      AND (e.created_at, e.id) < (d.created_at, d.id))
  GROUP BY d.organization_id`;
