import { Check, Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BaseEntity } from '#database';
import { DocumentType } from './document-type.js';

/**
 * A folder of the document library (spec 000 "Document folder"). Every organization has one root per
 * document type, and the library has one global root per type (no organization, isGlobal), made on
 * demand: the unique root indexes make concurrent first loads agree on one. Children carry their
 * root's organization, type and global flag; `path` is the labels from the root, joined by "/". Folders
 * are not moved; a rename rewrites the paths below the folder in the same transaction.
 */
@Entity('document_folder')
@Check('document_folder_global_check', `is_global = (organization_id IS NULL)`)
@Check('document_folder_root_check', `is_root = (parent_id IS NULL)`)
@Index('document_folder_organization_parent_idx', ['organizationId', 'parentId', 'label'])
@Index('document_folder_root_idx', ['organizationId', 'type'], {
  unique: true,
  where: 'is_root AND organization_id IS NOT NULL',
})
@Index('document_folder_global_root_idx', ['type'], { unique: true, where: 'is_root AND organization_id IS NULL' })
// Sibling labels are unique regardless of letter case: an expression index, written by the migration.
@Index('document_folder_sibling_label_idx', { synchronize: false })
export class DocumentFolderEntity extends BaseEntity {
  /** Null for a global folder. */
  @Column({ type: 'uuid', nullable: true })
  organizationId: string | null;

  @Column({ type: 'uuid', nullable: true })
  parentId: string | null;

  @ManyToOne(() => DocumentFolderEntity, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'parent_id' })
  parent?: Relation<DocumentFolderEntity> | null;

  @Column({ type: 'varchar', length: 30 })
  type: DocumentType;

  @Column({ type: 'varchar', length: 100 })
  label: string;

  @Column({ type: 'text' })
  path: string;

  @Column({ type: 'boolean', default: false })
  isGlobal: boolean;

  @Column({ type: 'boolean', default: false })
  isRoot: boolean;
}
