import { In, type EntityManager } from 'typeorm';
import { badInput, isUuid, type Principal } from '#access';
import { CaseAttachmentEntity, maySeeAttachment } from '#domain/case-attachments';
import type { CaseEntity } from '#domain/cases';

/** How long a file link sent in a message stays usable (signed storage URLs last at most seven days). */
export const MESSAGE_FILE_LINK_DAYS = 7;
export const MESSAGE_FILE_LINK_SECONDS = MESSAGE_FILE_LINK_DAYS * 24 * 60 * 60;
export const MAX_MESSAGE_FILES = 10;

export const NOT_A_SENDABLE_FILE = 'attachmentIds: not a file of this case the employee may see';

/**
 * The case files to link in a message, in the order given: each a file of this case that both the sender
 * and the employee may see (maySeeAttachment for each), so an internal note's file or another person's
 * health data never goes out. Anything else is refused with one answer, whatever the reason, so the refusal
 * tells nothing about a file the sender may not know of. Reads only.
 */
export async function sendableCaseFiles(
  manager: EntityManager,
  caseRecord: CaseEntity,
  sender: Principal,
  employee: Principal,
  attachmentIds: readonly string[],
): Promise<CaseAttachmentEntity[]> {
  if (attachmentIds.length === 0) return [];
  if (!attachmentIds.every(isUuid)) throw badInput(NOT_A_SENDABLE_FILE, 'attachmentIds');
  const rows = await manager.findBy(CaseAttachmentEntity, {
    id: In([...new Set(attachmentIds)]),
    organizationId: caseRecord.organizationId,
    caseId: caseRecord.id,
  });
  const found = new Map(rows.map((row) => [row.id, row]));
  return [...new Set(attachmentIds)].map((id) => {
    const file = found.get(id);
    if (!file || !maySeeAttachment(sender, file) || !maySeeAttachment(employee, file))
      throw badInput(NOT_A_SENDABLE_FILE, 'attachmentIds');
    return file;
  });
}

/** Every file of the case that both the sender and the employee may see, oldest first: what a message may carry. */
export async function caseFilesForMessages(
  manager: EntityManager,
  caseRecord: Pick<CaseEntity, 'id' | 'organizationId'>,
  sender: Principal,
  employee: Principal,
): Promise<CaseAttachmentEntity[]> {
  const rows = await manager.find(CaseAttachmentEntity, {
    where: { organizationId: caseRecord.organizationId, caseId: caseRecord.id },
    order: { createdAt: 'ASC', id: 'ASC' },
  });
  return rows.filter((file) => maySeeAttachment(sender, file) && maySeeAttachment(employee, file));
}
