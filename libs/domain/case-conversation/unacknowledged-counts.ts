import type { EntityManager } from 'typeorm';
import type { CaseEntity } from '#domain/cases';

/**
 * Recomputes the case's unacknowledged comment and note counts and the oldest such item's time from the
 * rows themselves, inside the change's transaction, so lists filter and count on the case alone.
 */
export async function refreshUnacknowledged(manager: EntityManager, caseRecord: CaseEntity): Promise<CaseEntity> {
  // The organization leads the comment and note indexes: without it each count scans the whole table.
  const [row]: { comments: number; notes: number; earliest: Date | null }[] = await manager.query(
    `SELECT
       (SELECT count(*) FROM case_comment
         WHERE organization_id = $2 AND case_id = $1 AND NOT is_acknowledged)::int AS comments,
       (SELECT count(*) FROM case_note
         WHERE organization_id = $2 AND case_id = $1 AND NOT is_acknowledged)::int AS notes,
       LEAST(
         (SELECT min(created_at) FROM case_comment
           WHERE organization_id = $2 AND case_id = $1 AND NOT is_acknowledged),
         (SELECT min(created_at) FROM case_note
           WHERE organization_id = $2 AND case_id = $1 AND NOT is_acknowledged)
       ) AS earliest`,
    [caseRecord.id, caseRecord.organizationId],
  );
  caseRecord.unacknowledgedCommentCount = row.comments;
  caseRecord.unacknowledgedNoteCount = row.notes;
  caseRecord.earliestUnacknowledgedAt = row.earliest;
  return manager.save(caseRecord);
}
