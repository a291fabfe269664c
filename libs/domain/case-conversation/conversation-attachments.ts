import type { EntityManager } from 'typeorm';
import { badInput, isUuid } from '#access';
import { CaseAttachmentEntity } from '../case-attachments/case-attachment.entity.js';

/**
 * Attachments sent with a comment or note: files already on this case that the author uploaded itself,
 * so nobody can send on (to the employee, say) a file someone else put there.
 */
export async function requireOwnCaseAttachments(
  manager: EntityManager,
  caseId: string,
  authorId: string,
  attachmentIds: readonly string[] | null | undefined,
): Promise<string[]> {
  const ids = [...new Set(attachmentIds ?? [])];
  if (ids.length === 0) return [];
  if (ids.length > 10) throw badInput('attachmentIds: at most 10 files', 'attachmentIds');
  const refusal = badInput('attachmentIds: not one of your files on this case', 'attachmentIds');
  if (!ids.every(isUuid)) throw refusal;
  const found = await manager
    .getRepository(CaseAttachmentEntity)
    .createQueryBuilder('a')
    .where('a.id = ANY(:ids)', { ids })
    .andWhere('a.case_id = :caseId', { caseId })
    .andWhere('a.uploaded_by_id = :authorId', { authorId })
    .getCount();
  if (found !== ids.length) throw refusal;
  return ids;
}
