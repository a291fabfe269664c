import type { EntityManager } from 'typeorm';
import { badInput, isUuid } from '#access';
import { CaseAttachmentEntity } from '#domain/case-attachments';

/**
 * Attachments sent with a comment or note: files already on this case that the author uploaded itself,
 * so nobody can send on (to the employee, say) a file someone else put there.
 *
 * A file sent with an internal note becomes internal (only who sees notes sees it, its id included), so it
 * cannot go out with a comment afterwards; and a file the employee was sent with a comment cannot be
 * taken back into a note.
 */
export async function requireOwnCaseAttachments(
  manager: EntityManager,
  caseId: string,
  authorId: string,
  attachmentIds: readonly string[] | null | undefined,
  sentWith: 'comment' | 'note',
): Promise<string[]> {
  const ids = [...new Set(attachmentIds ?? [])];
  if (ids.length === 0) return [];
  if (ids.length > 10) throw badInput('attachmentIds: at most 10 files', 'attachmentIds');
  const refusal = badInput('attachmentIds: not one of your files on this case', 'attachmentIds');
  if (!ids.every(isUuid)) throw refusal;
  const files = await manager
    .getRepository(CaseAttachmentEntity)
    .createQueryBuilder('a')
    .where('a.id = ANY(:ids)', { ids })
    .andWhere('a.case_id = :caseId', { caseId })
    .andWhere('a.uploaded_by_id = :authorId', { authorId })
    .setLock('pessimistic_write')
    .getMany();
  if (files.length !== ids.length) throw refusal;
  if (sentWith === 'comment' && files.some((file) => file.isInternal)) {
    throw badInput('attachmentIds: a file of an internal note stays internal', 'attachmentIds');
  }
  if (sentWith === 'note') {
    const [{ sent }] = await manager.query(
      `SELECT count(*)::int AS sent FROM case_comment WHERE case_id = $1 AND attachment_ids && $2::uuid[]`,
      [caseId, ids],
    );
    if (sent > 0) throw badInput('attachmentIds: this file was sent to the employee with a comment', 'attachmentIds');
    await manager.update(CaseAttachmentEntity, ids, { isInternal: true });
  }
  return ids;
}
