import { DataSource } from 'typeorm';
import type { Principal } from '#access';
import { DocumentType, maySeeDocument, OrganizationDocumentEntity } from '#domain/documents';
import type { UserEntity } from '#domain/users';

/**
 * A person's USER_DOCUMENT library documents that the caller may see (document-rules.ts: documents readers
 * of the organization, and the person itself), newest first; of the organizations the caller may act in.
 */
export async function userDocuments(
  dataSource: DataSource,
  principal: Principal,
  user: Pick<UserEntity, 'id'>,
): Promise<OrganizationDocumentEntity[]> {
  const rows = await dataSource.getRepository(OrganizationDocumentEntity).find({
    where: { type: DocumentType.USER_DOCUMENT, userId: user.id },
    order: { createdAt: 'DESC', id: 'DESC' },
  });
  return rows.filter((row) => maySeeDocument(principal, row));
}
