import { Check, Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BaseEntity } from '#database';
import { DocumentFolderEntity } from './document-folder.entity.js';
import { DocumentType } from './document-type.js';

/**
 * A file of the document library (spec 000 "Document"): an organization's, or global (no organization).
 * Its type is its folder's. The bytes stay where createUploadUrl(ORGANIZATION_DOCUMENT) put them
 * (organizations/{organizationId}/{random}-{name}); a path is registered once.
 */
@Entity('organization_document')
@Index('organization_document_folder_idx', ['folderId'], { where: 'folder_id IS NOT NULL' })
@Check('organization_document_user_check', `(type = 'USER_DOCUMENT') = (user_id IS NOT NULL)`)
@Index('organization_document_organization_folder_idx', ['organizationId', 'folderId', 'createdAt'])
@Index('organization_document_organization_type_user_idx', ['organizationId', 'type', 'userId'])
@Index('organization_document_path_idx', ['path'], { unique: true })
export class OrganizationDocumentEntity extends BaseEntity {
  /** Null for a global document. */
  @Column({ type: 'uuid', nullable: true })
  organizationId: string | null;

  @Column({ type: 'uuid' })
  folderId: string;

  @ManyToOne(() => DocumentFolderEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'folder_id' })
  folder?: Relation<DocumentFolderEntity>;

  @Column({ type: 'varchar', length: 30 })
  type: DocumentType;

  @Column({ type: 'boolean', default: false })
  isPublic: boolean;

  /** For a USER_DOCUMENT: the person it belongs to. */
  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  /** Storage path. */
  @Column({ type: 'text' })
  path: string;

  @Column({ type: 'varchar', length: 255 })
  fileName: string;

  @Column({ type: 'uuid', nullable: true })
  uploadedById: string | null;
}
