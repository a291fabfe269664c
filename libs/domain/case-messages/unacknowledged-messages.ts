import type { EntityManager } from 'typeorm';

/** What the case team has not acknowledged yet of a case's inbound messages. */
export interface UnacknowledgedMessages {
  count: number;
  /** When the oldest of them arrived (null when there is none). */
  earliestAt: Date | null;
}

/** The SQL condition on a case_message alias for an inbound message nobody acknowledged (a partial index's). */
export const unacknowledgedInbound = (alias: string): string =>
  `${alias}.type LIKE 'INBOUND%' AND ${alias}.acknowledged_at IS NULL`;

export const NONE_UNACKNOWLEDGED: UnacknowledgedMessages = { count: 0, earliestAt: null };

/**
 * The unacknowledged inbound messages of several cases in one statement, read from the partial index that
 * holds only those rows (organization first, as every case_message index). Cases without any are absent.
 */
export async function unacknowledgedMessagesOf(
  manager: EntityManager,
  cases: readonly { id: string; organizationId: string }[],
): Promise<Map<string, UnacknowledgedMessages>> {
  if (cases.length === 0) return new Map();
  const rows: { case_id: string; count: number; earliest: Date }[] = await manager.query(
    `SELECT m.case_id, count(*)::int AS count, min(m.created_at) AS earliest
       FROM case_message m
       JOIN unnest($1::uuid[], $2::uuid[]) AS wanted(organization_id, case_id)
         ON m.organization_id = wanted.organization_id AND m.case_id = wanted.case_id
      WHERE ${unacknowledgedInbound('m')}
      GROUP BY m.case_id`,
    [cases.map((one) => one.organizationId), cases.map((one) => one.id)],
  );
  return new Map(rows.map((row) => [row.case_id, { count: row.count, earliestAt: row.earliest }]));
}
