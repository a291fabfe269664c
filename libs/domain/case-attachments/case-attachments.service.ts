import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { z } from 'zod';
import { type AccessRule, badInput, forbidden, isUuid, notFound, Permission, type Principal, Role } from '#access';
import { APP_CONFIG, type AppConfig } from '#config';
import { CaseActivityType } from '#events';
import { STORAGE_DRIVER, type StorageDriver } from '#integrations';
import { CaseChange, CasesService } from '#domain/cases';
import { parseInput } from '#domain/shared';
import { CaseAttachmentEntity } from './case-attachment.entity.js';

const { CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA, USER } = Role;

export const PHI_FILE_MESSAGE = 'Not authorized to view this file';
export const DELETE_ATTACHMENT_MESSAGE = 'Not authorized to delete case attachments';

export const AttachmentRules = {
  /** The employee on its own request and the case team. */
  upload: { roles: [CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA, USER] },
  remove: { permissions: [Permission.DELETE_CASE_ATTACHMENT], message: DELETE_ATTACHMENT_MESSAGE },
} satisfies Record<string, AccessRule>;

const filesSchema = z.object({
  files: z
    .array(
      z.object({
        filePath: z.string().trim().min(1, 'give the storage path').max(1024),
        isPHI: z.boolean().nullish(),
      }),
    )
    .min(1, 'give at least one file')
    .max(10, 'at most 10 files at once'),
});

export interface NewAttachment {
  filePath: string;
  isPHI?: boolean | null;
}

/**
 * Whether a viewer (scoped to the case's organization) sees internal notes: the case team, never the
 * employee (the api's notes field answers the employee nothing, on the same condition).
 */
export function seesInternalNotes(viewer: Principal): boolean {
  return viewer.role !== USER;
}

/**
 * Whether a viewer (scoped to the case's organization) may see a file, its id included: a file sent with
 * an internal note only who sees notes; health data only with access_phi, or one's own upload.
 */
export function maySeeAttachment(viewer: Principal, attachment: CaseAttachmentEntity): boolean {
  if (attachment.isInternal && !seesInternalNotes(viewer)) return false;
  return !attachment.isPHI || attachment.uploadedById === viewer.userId || viewer.has(Permission.ACCESS_PHI);
}

/**
 * Of `ids`, in the order given, the files of the case that the viewer may see. `found` holds the loaded
 * rows by id; a row of another case is dropped here, whoever loaded it.
 */
export function visibleCaseAttachments(
  viewer: Principal,
  caseRecord: { id: string; organizationId: string },
  ids: readonly string[],
  found: ReadonlyMap<string, CaseAttachmentEntity>,
): CaseAttachmentEntity[] {
  const scoped = viewer.inOrganization(caseRecord.organizationId);
  return ids.flatMap((id) => {
    const attachment = found.get(id);
    return attachment && attachment.caseId === caseRecord.id && maySeeAttachment(scoped, attachment)
      ? [attachment]
      : [];
  });
}

/**
 * Case attachments: files the caller uploaded to its own storage (personal/{userId}/) and then registers
 * on a case, each marked PHI or not. Downloads are short-lived signed URLs, never served as pages.
 */
@Injectable()
export class CaseAttachmentsService {
  private readonly logger = new Logger('CaseAttachments');

  constructor(
    @Inject(CaseChange) private readonly change: CaseChange,
    @Inject(CasesService) private readonly cases: CasesService,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async add(principal: Principal, caseId: string, files: NewAttachment[]): Promise<CaseAttachmentEntity[]> {
    const parsed = parseInput(filesSchema, { files });
    const prefix = `personal/${principal.userId}/`;
    for (const [index, file] of parsed.files.entries()) {
      const field = parsed.files.length === 1 ? 'filePath' : `attachments.${index}.filePath`;
      if (!file.filePath.startsWith(prefix) || file.filePath.includes('..') || file.filePath.length === prefix.length) {
        throw badInput(`${field}: not one of your uploaded files`, field);
      }
      if (!(await this.storage.exists(file.filePath))) throw badInput(`${field}: nothing was uploaded there`, field);
    }
    return this.change.run(principal, caseId, AttachmentRules.upload, async ({ manager, caseRecord, record }) => {
      const saved: CaseAttachmentEntity[] = [];
      for (const file of parsed.files) {
        const attachment = await manager.save(
          manager.create(CaseAttachmentEntity, {
            organizationId: caseRecord.organizationId,
            caseId: caseRecord.id,
            path: file.filePath,
            fileName: fileNameOf(file.filePath),
            isPHI: file.isPHI ?? false,
            uploadedById: principal.userId,
          }),
        );
        await record(CaseActivityType.ADD_ATTACHMENT, { attachmentId: attachment.id, isPHI: attachment.isPHI });
        saved.push(attachment);
      }
      return saved;
    });
  }

  /** Removes the attachment and then its stored file. */
  async delete(principal: Principal, attachmentId: string): Promise<CaseAttachmentEntity> {
    const found = await this.load(principal, attachmentId);
    const removed = await this.change.run(
      principal,
      found.caseId,
      AttachmentRules.remove,
      async ({ manager, record }) => {
        const attachment = await manager.findOneBy(CaseAttachmentEntity, { id: attachmentId });
        if (!attachment) throw notFound();
        const copy = Object.assign(new CaseAttachmentEntity(), attachment);
        await manager.remove(attachment);
        await record(CaseActivityType.DELETE_ATTACHMENT, { attachmentId, isPHI: copy.isPHI });
        return copy;
      },
    );
    // The row is gone and the change committed; a file left behind is logged for clean-up, not an error.
    await this.storage.deleteObject(removed.path).catch((error: unknown) => {
      this.logger.warn({ attachmentId, error: String(error) }, 'The attachment file could not be deleted');
    });
    return removed;
  }

  /**
   * A short-lived download URL for a file the caller may see. A note's file is NOT_FOUND to who does not
   * see notes (nothing says it exists); a PHI file is refused with the PHI message.
   */
  async downloadUrl(principal: Principal, attachmentId: string): Promise<string> {
    const attachment = await this.load(principal, attachmentId);
    const scoped = principal.inOrganization(attachment.organizationId);
    if (attachment.isInternal && !seesInternalNotes(scoped)) throw notFound();
    if (!maySeeAttachment(scoped, attachment)) throw forbidden(PHI_FILE_MESSAGE);
    return this.storage.signedDownloadUrl(attachment.path, {
      fileName: attachment.fileName,
      expiresInSeconds: this.config.SIGNED_URL_TTL_SECONDS,
    });
  }

  /**
   * A case's attachments the viewer may see, oldest first: PHI files of others left out without access_phi,
   * and the files of internal notes left out for who does not see notes.
   */
  async listFor(
    viewer: Principal,
    caseRecord: { id: string; organizationId: string },
  ): Promise<CaseAttachmentEntity[]> {
    const attachments = await this.dataSource.getRepository(CaseAttachmentEntity).find({
      where: { organizationId: caseRecord.organizationId, caseId: caseRecord.id },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    const scoped = viewer.inOrganization(caseRecord.organizationId);
    return attachments.filter((attachment) => maySeeAttachment(scoped, attachment));
  }

  /**
   * Attachments by id, whatever their case: the files of every comment and note of a page in one query,
   * batched per request by the api's loaders. Callers keep only what visibleCaseAttachments lets through.
   */
  async byIds(ids: readonly string[]): Promise<Map<string, CaseAttachmentEntity>> {
    const found = await this.dataSource.getRepository(CaseAttachmentEntity).findBy({ id: In([...ids]) });
    return new Map(found.map((attachment) => [attachment.id, attachment]));
  }

  /** An attachment of a case the caller can see, else NOT_FOUND. */
  private async load(principal: Principal, attachmentId: string): Promise<CaseAttachmentEntity> {
    if (!isUuid(attachmentId)) throw notFound();
    const attachment = principal.assertCanSee(
      await this.dataSource.getRepository(CaseAttachmentEntity).findOneBy({ id: attachmentId }),
    );
    await this.cases.findVisible(principal, attachment.caseId);
    return attachment;
  }
}

/** The name the file was uploaded with: personal paths end in {random}-{safeName}. */
function fileNameOf(path: string): string {
  const last = path.slice(path.lastIndexOf('/') + 1);
  const dash = last.indexOf('-');
  return (dash > 0 ? last.slice(dash + 1) : last).slice(0, 255) || 'file';
}
