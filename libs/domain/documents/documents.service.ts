import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager, In, IsNull, QueryFailedError } from 'typeorm';
import { z } from 'zod';
import {
  alreadyExists,
  badInput,
  forbidden,
  hasControlCharacter,
  isUuid,
  notFound,
  type Principal,
  Role,
} from '#access';
import { APP_CONFIG, type AppConfig } from '#config';
import { CaseActivityType } from '#events';
import {
  mediaTypeEssence,
  parseStoragePath,
  personalPath,
  safeContentType,
  STORAGE_DRIVER,
  type StorageDriver,
} from '#integrations';
import { CaseAttachmentEntity } from '#domain/case-attachments';
import { CaseChange, type CaseChangeContext, caseChangeRefusal, CasesService } from '#domain/cases';
import { parseInput } from '#domain/shared';
import { DocumentFolderEntity } from './document-folder.entity.js';
import {
  DocumentMessages,
  DocumentRules,
  holds,
  mayCreateFolderIn,
  mayDeleteDocument,
  mayOpenFolder,
  mayRenameFolder,
  maySeeDocument,
  mayUpdateDocument,
  mayUploadTo,
} from './document-rules.js';
import { DocumentType, hasGlobalRoot, ROOT_FOLDER_LABELS } from './document-type.js';
import { carriableDocuments, documentsForEmployeeMessages } from './library-documents.js';
import { OrganizationDocumentEntity } from './organization-document.entity.js';

export const MAX_FOLDER_LABEL_LENGTH = 100;
/** Folders below a root, at most: paths stay short enough to show. */
export const MAX_FOLDER_DEPTH = 10;
export const MAX_DOCUMENTS_PER_UPLOAD = 20;
export const MAX_DOCUMENTS_PER_SHARE = 20;
export const SHARE_DOCUMENTS_MESSAGE = 'documentIds: not a library document that can be shared to this case';

/** Library uploads are random-prefixed (organizationDocumentPath), unlike the fixed organization images. */
const DOCUMENT_STORED_NAME = /^[0-9a-f]{24}-(.+)$/;

const fileName = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(255, 'must be at most 255 characters')
  .refine((name) => !hasControlCharacter(name, 'name'), 'must not contain control characters')
  .refine((name) => !/[\\/]/.test(name), 'must not contain / or \\');

const folderLabel = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(MAX_FOLDER_LABEL_LENGTH, `must be at most ${MAX_FOLDER_LABEL_LENGTH} characters`)
  .refine((label) => !hasControlCharacter(label, 'name'), 'must not contain control characters')
  // Paths join labels with "/".
  .refine((label) => !label.includes('/'), 'must not contain /');

const folderSchema = z.object({ parentId: z.string().refine(isUuid, 'must be an id'), label: folderLabel });

/**
 * Serializes the changes of folder paths within one tree (an organization's folders of one type, or the
 * global ones): a rename rewrites the paths below it and a new folder copies its parent's path, so two of
 * them at once would otherwise write paths from what the other had not committed yet, or deadlock.
 */
async function lockFolderTree(manager: EntityManager, folder: DocumentFolderEntity): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
    `document_folder:${folder.organizationId ?? 'global'}:${folder.type}`,
  ]);
}

const renameFolderSchema = z.object({ folderId: z.string().refine(isUuid, 'must be an id'), label: folderLabel });
export type RenameFolderInput = z.input<typeof renameFolderSchema>;

const uploadSchema = z.object({
  folderId: z.string().refine(isUuid, 'must be an id'),
  files: z
    .array(
      z.object({ filePath: z.string().trim().min(1, 'give the storage path').max(1024), fileName: fileName.nullish() }),
    )
    .min(1, 'give at least one file')
    .max(MAX_DOCUMENTS_PER_UPLOAD, `at most ${MAX_DOCUMENTS_PER_UPLOAD} files at once`),
  isPublic: z.boolean().nullish(),
  userId: z.string().refine(isUuid, 'must be an id').nullish(),
});

const updateSchema = z.object({
  documentId: z.string(),
  fileName: fileName.nullish(),
  folderId: z.string().refine(isUuid, 'must be an id').nullish(),
  isPublic: z.boolean().nullish(),
});

const shareSchema = z.object({
  caseId: z.string(),
  documentIds: z
    .array(z.string())
    .min(1, 'give at least one document')
    .max(MAX_DOCUMENTS_PER_SHARE, `at most ${MAX_DOCUMENTS_PER_SHARE} documents at once`),
});

export interface CreateFolderInput {
  parentId: string;
  label: string;
}
export interface UploadDocumentsInput {
  folderId: string;
  files: { filePath: string; fileName?: string | null }[];
  isPublic?: boolean | null;
  userId?: string | null;
}
export interface UpdateDocumentInput {
  documentId: string;
  fileName?: string | null;
  folderId?: string | null;
  isPublic?: boolean | null;
}
export interface ShareDocumentsInput {
  caseId: string;
  documentIds: string[];
}

const isUniqueViolation = (error: unknown, constraint: string): boolean =>
  error instanceof QueryFailedError &&
  (error.driverError as { code?: string; constraint?: string }).code === '23505' &&
  (error.driverError as { constraint?: string }).constraint === constraint;

/**
 * The document library: folders (a root per organization and type, global roots, children), documents
 * registered after their upload, signed downloads, and sharing library documents onto cases. Every load by
 * id answers NOT_FOUND for what the caller may not see (document-rules.ts), never a hint that it exists.
 */
@Injectable()
export class DocumentsService {
  private readonly logger = new Logger('Documents');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CasesService) private readonly cases: CasesService,
    @Inject(CaseChange) private readonly change: CaseChange,
  ) {}

  // ---- folders ----

  /** The root of `type` of the organization the caller acts in, made on first use. */
  async rootFolder(principal: Principal, type: DocumentType): Promise<DocumentFolderEntity> {
    const organizationId = principal.requireOrganizationId();
    if (!mayOpenFolder(principal, { organizationId, type, isRoot: true })) throw notFound();
    return this.ensureRoot(organizationId, type);
  }

  /** The global root of `type`, made on first use. */
  async globalRoot(type: DocumentType): Promise<DocumentFolderEntity> {
    return this.ensureRoot(null, type);
  }

  async folder(principal: Principal, folderId: string): Promise<DocumentFolderEntity> {
    if (!isUuid(folderId)) throw notFound();
    const folder = await this.dataSource.getRepository(DocumentFolderEntity).findOneBy({ id: folderId });
    if (!folder || !mayOpenFolder(principal, folder)) throw notFound();
    return folder;
  }

  /**
   * The folders in a folder, by label. An organization's root also lists the global root of its type
   * first (for who may open it), which is how the global library is reached from the folder browser.
   */
  async childFolders(principal: Principal, parentId: string): Promise<DocumentFolderEntity[]> {
    const parent = await this.folder(principal, parentId);
    const children = await this.dataSource
      .getRepository(DocumentFolderEntity)
      .createQueryBuilder('folder')
      .where('folder.parentId = :parentId', { parentId: parent.id })
      .orderBy('lower(folder.label)', 'ASC')
      .addOrderBy('folder.id', 'ASC')
      .getMany();
    if (parent.isRoot && parent.organizationId !== null && hasGlobalRoot(parent.type)) {
      const facts = { organizationId: null, type: parent.type, isRoot: true };
      if (mayOpenFolder(principal, facts)) return [await this.ensureRoot(null, parent.type), ...children];
    }
    return children;
  }

  async createFolder(principal: Principal, input: CreateFolderInput): Promise<DocumentFolderEntity> {
    const { parentId, label } = parseInput(folderSchema, input);
    const parent = await this.folder(principal, parentId);
    if (!mayCreateFolderIn(principal, parent)) {
      throw forbidden(parent.organizationId === null ? DocumentMessages.GLOBAL : DocumentMessages.CREATE_FOLDER);
    }
    if (parent.path.split('/').length > MAX_FOLDER_DEPTH) {
      throw badInput(`parentId: folders go at most ${MAX_FOLDER_DEPTH} levels deep`, 'parentId');
    }
    try {
      return await this.dataSource.transaction(async (manager) => {
        await lockFolderTree(manager, parent);
        // The parent's path as it is now: a rename may have committed since it was loaded.
        const current = await manager.getRepository(DocumentFolderEntity).findOneBy({ id: parent.id });
        if (!current) throw notFound();
        const folders = manager.getRepository(DocumentFolderEntity);
        return folders.save(
          folders.create({
            organizationId: current.organizationId,
            parentId: current.id,
            type: current.type,
            label,
            path: `${current.path}/${label}`,
            isGlobal: current.isGlobal,
            isRoot: false,
          }),
        );
      });
    } catch (error) {
      if (isUniqueViolation(error, 'document_folder_sibling_label_idx')) {
        throw alreadyExists(`label: a folder named "${label}" is already there`);
      }
      throw error;
    }
  }

  /**
   * Renames a folder (not a root). Its path and every descendant's path change in the same transaction,
   * with the folder row locked, so two renames of one subtree cannot leave paths that disagree.
   */
  async renameFolder(principal: Principal, input: RenameFolderInput): Promise<DocumentFolderEntity> {
    const { folderId, label } = parseInput(renameFolderSchema, input);
    const found = await this.folder(principal, folderId);
    if (!mayRenameFolder(principal, found)) {
      if (found.isRoot) throw badInput('folderId: a root folder keeps the name of its document type', 'folderId');
      throw forbidden(found.organizationId === null ? DocumentMessages.GLOBAL : DocumentMessages.CREATE_FOLDER);
    }
    try {
      return await this.dataSource.transaction(async (manager) => {
        await lockFolderTree(manager, found);
        const folders = manager.getRepository(DocumentFolderEntity);
        const locked = await folders.findOneBy({ id: found.id });
        if (!locked) throw notFound();
        const oldPath = locked.path;
        const newPath = `${oldPath.slice(0, oldPath.length - locked.label.length)}${label}`;
        await manager.query(
          `UPDATE document_folder SET path = $2 || substr(path, length($1) + 1), updated_at = now()
            WHERE type = $3 AND organization_id IS NOT DISTINCT FROM $4 AND left(path, length($1) + 1) = $1 || '/'`,
          [oldPath, newPath, locked.type, locked.organizationId],
        );
        locked.label = label;
        locked.path = newPath;
        return folders.save(locked);
      });
    } catch (error) {
      if (isUniqueViolation(error, 'document_folder_sibling_label_idx')) {
        throw alreadyExists(`label: a folder named "${label}" is already there`);
      }
      throw error;
    }
  }

  // ---- documents ----

  /** The documents of these folders the caller may see, newest first, by folder: one query. */
  async documentsInFolders(
    principal: Principal,
    folderIds: readonly string[],
  ): Promise<Map<string, OrganizationDocumentEntity[]>> {
    const byFolder = new Map<string, OrganizationDocumentEntity[]>(folderIds.map((id) => [id, []]));
    if (folderIds.length === 0) return byFolder;
    const rows = await this.dataSource.getRepository(OrganizationDocumentEntity).find({
      where: { folderId: In([...folderIds]) },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    for (const row of rows) if (maySeeDocument(principal, row)) byFolder.get(row.folderId)?.push(row);
    return byFolder;
  }

  /** Every document of the organization the caller acts in that it may see, newest first. */
  async organizationDocuments(principal: Principal): Promise<OrganizationDocumentEntity[]> {
    const organizationId = principal.requireOrganizationId();
    const rows = await this.dataSource.getRepository(OrganizationDocumentEntity).find({
      where: { organizationId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return rows.filter((row) => maySeeDocument(principal, row));
  }

  /** The public documents of the organization the caller acts in (what an employee sees of its library). */
  async publicOrganizationDocuments(principal: Principal): Promise<OrganizationDocumentEntity[]> {
    const organizationId = principal.requireOrganizationId();
    const rows = await this.dataSource
      .getRepository(OrganizationDocumentEntity)
      .createQueryBuilder('document')
      .where('document.organizationId = :organizationId', { organizationId })
      .andWhere('document.isPublic')
      .andWhere('document.type NOT IN (:...types)', {
        types: [DocumentType.PRIVATE_DOCUMENT, DocumentType.USER_DOCUMENT],
      })
      .orderBy('document.createdAt', 'DESC')
      .addOrderBy('document.id', 'DESC')
      .getMany();
    return rows.filter((row) => maySeeDocument(principal, row));
  }

  /** Every global document, newest first, for documents readers. */
  async globalDocuments(principal: Principal): Promise<OrganizationDocumentEntity[]> {
    const rows = await this.dataSource.getRepository(OrganizationDocumentEntity).find({
      where: { organizationId: IsNull() },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return rows.filter((row) => maySeeDocument(principal, row));
  }

  /**
   * The documents of one type of every organization the caller may act in (Cvadmin: all; Cvtpa: those of
   * its organization access), newest first.
   */
  async multiOrganizationDocuments(principal: Principal, type: DocumentType): Promise<OrganizationDocumentEntity[]> {
    if (!holds(principal, 'multiOrganization')) throw forbidden(DocumentMessages.READ);
    const query = this.dataSource
      .getRepository(OrganizationDocumentEntity)
      .createQueryBuilder('document')
      .where('document.type = :type', { type })
      .andWhere('document.organizationId IS NOT NULL');
    if (!principal.isCvadmin()) {
      const organizationIds = principal.subject.organizationAccess.map((entry) => entry.organizationId);
      if (organizationIds.length === 0) return [];
      query.andWhere('document.organizationId IN (:...organizationIds)', { organizationIds });
    }
    const rows = await query.orderBy('document.createdAt', 'DESC').addOrderBy('document.id', 'DESC').getMany();
    return rows.filter((row) => maySeeDocument(principal, row));
  }

  /** A short-lived download URL for a document the caller may see; anything else is NOT_FOUND. */
  async downloadUrl(principal: Principal, documentId: string): Promise<string> {
    const document = await this.visibleDocument(principal, documentId);
    return this.storage.signedDownloadUrl(document.path, {
      fileName: document.fileName,
      expiresInSeconds: this.config.SIGNED_URL_TTL_SECONDS,
    });
  }

  /**
   * Registers uploaded files in a folder. Each path must be a library upload of the folder's organization
   * (for a global folder: of an organization the caller may act in), in storage, not registered yet, and
   * its bytes must match the type it was uploaded as (so no page or script hides as a PDF). All files in
   * one transaction: one bad file refuses the call, naming it, and nothing is written.
   */
  async upload(principal: Principal, input: UploadDocumentsInput): Promise<OrganizationDocumentEntity[]> {
    const parsed = parseInput(uploadSchema, input);
    const folder = await this.folder(principal, parsed.folderId);
    if (!mayUploadTo(principal, folder)) {
      throw forbidden(folder.organizationId === null ? DocumentMessages.GLOBAL : DocumentMessages.UPLOAD);
    }
    const userId = await this.checkedOwner(folder, parsed.userId ?? null);
    const isPublic = parsed.isPublic ?? folder.type === DocumentType.PUBLIC_DOCUMENT;
    if (isPublic && folder.type === DocumentType.PRIVATE_DOCUMENT) {
      throw badInput('isPublic: a private document cannot be public', 'isPublic');
    }

    const files: { path: string; fileName: string }[] = [];
    const seen = new Set<string>();
    for (const [index, file] of parsed.files.entries()) {
      const field = `files.${index}.filePath`;
      const stored = DOCUMENT_STORED_NAME.exec(parseStoragePath(file.filePath)?.fileName ?? '');
      const owner = parseStoragePath(file.filePath);
      const ownerOk =
        owner?.kind === 'organization' &&
        (folder.organizationId === null ? principal.canActIn(owner.id) : owner.id === folder.organizationId);
      if (!stored || !ownerOk) {
        throw badInput(`${field}: ${file.filePath} is not a document upload of this organization`, field);
      }
      if (seen.has(file.filePath)) throw badInput(`${field}: ${file.filePath} is given twice`, field);
      seen.add(file.filePath);
      files.push({ path: file.filePath, fileName: file.fileName ?? stored[1] });
    }
    // One file in memory at a time: uploads may be up to 25 MB each.
    for (const [index, file] of files.entries()) {
      const field = `files.${index}.filePath`;
      const object = await this.storage.getObject(file.path);
      if (!object) throw badInput(`${field}: nothing was uploaded for ${file.fileName}`, field);
      const declared = mediaTypeEssence(object.contentType);
      if (!declared || safeContentType(object.contentType, object.bytes) !== declared) {
        throw badInput(
          `${field}: the content of ${file.fileName} does not match its type (${declared ?? 'none'})`,
          field,
        );
      }
    }

    return this.dataSource.transaction(async (manager) => {
      const taken = await manager.getRepository(OrganizationDocumentEntity).find({
        select: { path: true },
        where: { path: In(files.map((file) => file.path)) },
      });
      if (taken.length > 0) {
        const index = files.findIndex((file) => file.path === taken[0].path);
        throw badInput(
          `files.${index}.filePath: ${files[index].fileName} is registered already`,
          `files.${index}.filePath`,
        );
      }
      const rows = files.map((file) =>
        manager.create(OrganizationDocumentEntity, {
          organizationId: folder.organizationId,
          folderId: folder.id,
          type: folder.type,
          isPublic,
          userId,
          path: file.path,
          fileName: file.fileName,
          uploadedById: principal.userId,
        }),
      );
      try {
        return await manager.save(rows);
      } catch (error) {
        // Registered by a concurrent call between the check and the insert.
        if (isUniqueViolation(error, 'organization_document_path_idx')) {
          throw badInput('files: one of the files was registered meanwhile', 'files');
        }
        throw error;
      }
    });
  }

  /** Renames a document, moves it to another folder of its type and organization, or sets its public flag. */
  async update(principal: Principal, input: UpdateDocumentInput): Promise<OrganizationDocumentEntity> {
    const parsed = parseInput(updateSchema, input);
    const document = await this.visibleDocument(principal, parsed.documentId);
    if (!mayUpdateDocument(principal, document)) {
      throw forbidden(document.organizationId === null ? DocumentMessages.GLOBAL : DocumentMessages.UPLOAD);
    }
    const changes: Partial<OrganizationDocumentEntity> = {};
    if (parsed.fileName != null) changes.fileName = parsed.fileName;
    if (parsed.folderId != null && parsed.folderId !== document.folderId) {
      const target = await this.dataSource.getRepository(DocumentFolderEntity).findOneBy({ id: parsed.folderId });
      if (
        !target ||
        target.organizationId !== document.organizationId ||
        target.type !== document.type ||
        !mayOpenFolder(principal, target) ||
        !mayUploadTo(principal, target)
      ) {
        throw badInput('folderId: must be a folder of the same type and organization', 'folderId');
      }
      changes.folderId = target.id;
    }
    if (parsed.isPublic != null) {
      if (parsed.isPublic && document.type === DocumentType.PRIVATE_DOCUMENT) {
        throw badInput('isPublic: a private document cannot be public', 'isPublic');
      }
      changes.isPublic = parsed.isPublic;
    }
    if (Object.keys(changes).length === 0) return document;
    await this.dataSource.getRepository(OrganizationDocumentEntity).update({ id: document.id }, changes);
    return Object.assign(document, changes);
  }

  /**
   * Removes the document, then its stored file: files shared from the library onto cases are copies of
   * their own, so nothing else reads a library file's bytes once its row is gone, and a removed document
   * should not stay downloadable by anyone holding its path.
   */
  async delete(principal: Principal, documentId: string): Promise<OrganizationDocumentEntity> {
    const document = await this.visibleDocument(principal, documentId);
    if (!mayDeleteDocument(principal, document)) {
      throw forbidden(document.organizationId === null ? DocumentMessages.GLOBAL : DocumentMessages.DELETE);
    }
    const removed = Object.assign(new OrganizationDocumentEntity(), document);
    await this.dataSource.getRepository(OrganizationDocumentEntity).delete({ id: document.id });
    await this.storage.deleteObject(removed.path).catch((error: unknown) => {
      this.logger.warn({ documentId, error: String(error) }, 'The document file could not be deleted');
    });
    return removed;
  }

  /**
   * Copies library documents onto a case as case files of the caller (personal/{callerId}/…), so deleting
   * the library document later leaves the case's file in place, and records ADD_ATTACHMENT for each, as
   * uploadFile does (the spec's activity list has no entry of its own for documents from the library).
   * Only who may work the case; the documents as carriableDocuments allows them for the case's employee.
   */
  /**
   * The library documents the caller may add to the case (addToCase accepts exactly these): empty for who
   * may not share documents to it.
   */
  async documentsToAddToCase(principal: Principal, caseId: string): Promise<OrganizationDocumentEntity[]> {
    const caseRecord = await this.cases.findVisible(principal, caseId);
    const scoped = principal.inOrganization(caseRecord.organizationId);
    if (caseChangeRefusal(scoped, caseRecord, DocumentRules.share)) return [];
    return documentsForEmployeeMessages(
      this.dataSource.manager,
      caseRecord.organizationId,
      scoped,
      caseRecord.submitterId,
    );
  }

  async addToCase(principal: Principal, input: ShareDocumentsInput): Promise<CaseAttachmentEntity[]> {
    const { caseId, documentIds } = parseInput(shareSchema, input);
    // Checked before any byte is copied; CaseChange checks again with the case locked.
    const caseRecord = await this.cases.findVisible(principal, caseId);
    const refusal = caseChangeRefusal(
      principal.inOrganization(caseRecord.organizationId),
      caseRecord,
      DocumentRules.share,
    );
    if (refusal) throw refusal;
    const documents = await carriableDocuments(
      this.dataSource.manager,
      caseRecord.organizationId,
      principal,
      caseRecord.submitterId,
      documentIds,
      SHARE_DOCUMENTS_MESSAGE,
    );
    const copies: { document: OrganizationDocumentEntity; path: string }[] = [];
    try {
      for (const document of documents) {
        const object = await this.storage.getObject(document.path);
        if (!object) throw badInput(`documentIds: the file of ${document.fileName} is missing`, 'documentIds');
        const path = personalPath(principal.userId, document.fileName);
        await this.storage.putObject(path, object.bytes, object.contentType);
        copies.push({ document, path });
      }
      return await this.change.run(principal, caseRecord.id, DocumentRules.share, async ({ manager, record }) =>
        this.attachCopies(manager, caseRecord, principal, copies, record),
      );
    } catch (error) {
      // Nothing was registered: the copies made so far are removed again.
      await Promise.all(copies.map((copy) => this.storage.deleteObject(copy.path).catch(() => undefined)));
      throw error;
    }
  }

  private async attachCopies(
    manager: EntityManager,
    caseRecord: { id: string; organizationId: string },
    principal: Principal,
    copies: { document: OrganizationDocumentEntity; path: string }[],
    record: CaseChangeContext['record'],
  ): Promise<CaseAttachmentEntity[]> {
    const saved: CaseAttachmentEntity[] = [];
    for (const copy of copies) {
      const attachment = await manager.save(
        manager.create(CaseAttachmentEntity, {
          organizationId: caseRecord.organizationId,
          caseId: caseRecord.id,
          path: copy.path,
          fileName: copy.document.fileName,
          isPHI: false,
          uploadedById: principal.userId,
        }),
      );
      await record(CaseActivityType.ADD_ATTACHMENT, {
        attachmentId: attachment.id,
        isPHI: false,
        documentId: copy.document.id,
      });
      saved.push(attachment);
    }
    return saved;
  }

  /** A document the caller may see, else NOT_FOUND. */
  private async visibleDocument(principal: Principal, documentId: string): Promise<OrganizationDocumentEntity> {
    if (!isUuid(documentId)) throw notFound();
    const document = await this.dataSource.getRepository(OrganizationDocumentEntity).findOneBy({ id: documentId });
    if (!document || !maySeeDocument(principal, document)) throw notFound();
    return document;
  }

  /**
   * The person a USER_DOCUMENT folder's documents belong to: required there, a member of the folder's
   * organization; refused for any other folder.
   */
  private async checkedOwner(folder: DocumentFolderEntity, userId: string | null): Promise<string | null> {
    if (folder.type !== DocumentType.USER_DOCUMENT) {
      if (userId !== null)
        throw badInput('userId: only documents of a USER_DOCUMENT folder belong to a person', 'userId');
      return null;
    }
    if (userId === null) throw badInput('userId: say whose documents these are', 'userId');
    const [member] = await this.dataSource.query<{ id: string }[]>(
      `SELECT id FROM app_user WHERE id = $1 AND role = $3
          AND (organization_id = $2 OR id IN (SELECT user_id FROM organization_access WHERE organization_id = $2))`,
      [userId, folder.organizationId, Role.USER],
    );
    if (!member) throw badInput('userId: not an employee of this organization', 'userId');
    return userId;
  }

  /** The root of (organization, type), made once: concurrent first loads insert one row between them. */
  private async ensureRoot(organizationId: string | null, type: DocumentType): Promise<DocumentFolderEntity> {
    const label = ROOT_FOLDER_LABELS[type];
    await this.dataSource.query(
      `INSERT INTO document_folder (organization_id, parent_id, type, label, path, is_global, is_root)
       VALUES ($1::uuid, NULL, $2, $3::varchar, $3::text, $4, true) ON CONFLICT DO NOTHING`,
      [organizationId, type, label, organizationId === null],
    );
    const root = await this.dataSource.getRepository(DocumentFolderEntity).findOneBy({
      organizationId: organizationId ?? IsNull(),
      type,
      isRoot: true,
    });
    if (!root) throw new Error(`The ${type} root folder was not created`);
    return root;
  }
}
