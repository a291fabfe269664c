import { type EntityManager, In, IsNull } from 'typeorm';
import { badInput, isUuid, type Principal } from '#access';
import { mayCarryDocument } from './document-rules.js';
import { DocumentType } from './document-type.js';
import { OrganizationDocumentEntity } from './organization-document.entity.js';

export const MESSAGE_DOCUMENTS_MESSAGE = 'documentIds: not a library document this message can carry';

/**
 * Of `documentIds`, in the order given and without repeats, the library documents `sender` may put on a
 * case or a message to `employeeUserId` of `organizationId` (mayCarryDocument). Any other id, or one that
 * is not an id at all, refuses the whole list with `message`: one answer whatever the reason, so it tells
 * nothing about documents the sender may not see. Reads only.
 */
export async function carriableDocuments(
  manager: EntityManager,
  organizationId: string,
  sender: Principal,
  employeeUserId: string | null,
  documentIds: readonly string[],
  message: string,
): Promise<OrganizationDocumentEntity[]> {
  const ids = [...new Set(documentIds)];
  if (!ids.every((id) => isUuid(id)) || !isUuid(organizationId)) throw badInput(message, 'documentIds');
  if (ids.length === 0) return [];
  const rows = await manager.getRepository(OrganizationDocumentEntity).find({
    where: [
      { id: In(ids), organizationId },
      { id: In(ids), organizationId: IsNull() },
    ],
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const document = byId.get(id);
    if (!document || !mayCarryDocument(sender, document, organizationId, employeeUserId)) {
      throw badInput(message, 'documentIds');
    }
    return document;
  });
}

/**
 * The library documents a message from `sender` to the employee `employeeUserId` of `organizationId` may
 * carry, in the order given, deduplicated: of the organization or global, visible to the sender, not
 * PRIVATE_DOCUMENT, not a USER_DOCUMENT of anyone but that employee. Any other id (or a non-id) is
 * BAD_USER_INPUT MESSAGE_DOCUMENTS_MESSAGE on `documentIds`. Reads only, through `manager` (so inside the
 * caller's transaction when it has one).
 */
export function documentsForMessage(
  manager: EntityManager,
  organizationId: string,
  sender: Principal,
  employeeUserId: string,
  documentIds: readonly string[],
): Promise<OrganizationDocumentEntity[]> {
  return carriableDocuments(manager, organizationId, sender, employeeUserId, documentIds, MESSAGE_DOCUMENTS_MESSAGE);
}

/**
 * Every library document such a message may carry (see documentsForMessage), or that may be put on a case
 * of `employeeUserId` (null: a case without an employee, so no user document), ordered by folder path,
 * then file name. Reads only.
 */
export async function documentsForEmployeeMessages(
  manager: EntityManager,
  organizationId: string,
  sender: Principal,
  employeeUserId: string | null,
): Promise<OrganizationDocumentEntity[]> {
  if (!isUuid(organizationId) || !sender.canActIn(organizationId)) return [];
  const rows = await manager
    .getRepository(OrganizationDocumentEntity)
    .createQueryBuilder('document')
    .innerJoin('document.folder', 'folder')
    .where('(document.organizationId = :organizationId OR document.organizationId IS NULL)', { organizationId })
    .andWhere(`document.type <> 'PRIVATE_DOCUMENT'`)
    .andWhere(`(document.type <> 'USER_DOCUMENT' OR document.userId = :employeeUserId)`, {
      employeeUserId: employeeUserId !== null && isUuid(employeeUserId) ? employeeUserId : null,
    })
    .orderBy('folder.path', 'ASC')
    .addOrderBy('document.fileName', 'ASC')
    .addOrderBy('document.id', 'ASC')
    .getMany();
  return rows.filter((document) => mayCarryDocument(sender, document, organizationId, employeeUserId));
}

export const TEMPLATE_DOCUMENTS_MESSAGE = 'documentIds: not a library document this template can offer';

/**
 * Of `documentIds`, the library documents a communication template may offer: it goes to many employees, so
 * never a private document nor anyone's user document. An organization's template offers the organization's
 * and global documents the caller may see; a global template (`organizationId` null) global ones only. Any
 * other id refuses the list with TEMPLATE_DOCUMENTS_MESSAGE on `documentIds`. Reads only.
 */
export async function documentsForTemplate(
  manager: EntityManager,
  organizationId: string | null,
  principal: Principal,
  documentIds: readonly string[],
): Promise<OrganizationDocumentEntity[]> {
  if (organizationId !== null) {
    return carriableDocuments(manager, organizationId, principal, null, documentIds, TEMPLATE_DOCUMENTS_MESSAGE);
  }
  const ids = [...new Set(documentIds)];
  if (!ids.every((id) => isUuid(id))) throw badInput(TEMPLATE_DOCUMENTS_MESSAGE, 'documentIds');
  if (ids.length === 0) return [];
  const rows = await manager
    .getRepository(OrganizationDocumentEntity)
    .findBy({ id: In(ids), organizationId: IsNull() });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const document = byId.get(id);
    const offerable =
      document && document.type !== DocumentType.PRIVATE_DOCUMENT && document.type !== DocumentType.USER_DOCUMENT;
    if (!offerable) throw badInput(TEMPLATE_DOCUMENTS_MESSAGE, 'documentIds');
    return document;
  });
}
