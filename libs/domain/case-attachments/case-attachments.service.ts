import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { z } from 'zod';
import { type AccessRule, badInput, forbidden, isUuid, notFound, Permission, type Principal, Role } from '#access';
import { APP_CONFIG, type AppConfig } from '#config';
import { CaseActivityType } from '#events';
import { STORAGE_DRIVER, type StorageDriver } from '#integrations';
import { CaseChange, CasesService } from '#domain/cases';
import { isOwnUpload, parseInput, requireUploaded } from '#domain/shared';
import { type ActivityLike, activityForViewer, type AttachmentFacts, attachmentIdOf } from './activity-for-viewer.js';
import { maySeeAttachment, seesInternalNotes } from './attachment-visibility.js';
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
    for (const [index, file] of parsed.files.entries()) {
      const field = parsed.files.length === 1 ? 'filePath' : `attachments.${index}.filePath`;
      if (!isOwnUpload(principal.userId, file.filePath))
        throw badInput(`${field}: not one of your uploaded files`, field);
      await requireUploaded(this.storage, [file.filePath], field);
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
        // What decides who may know of the file goes with its entry: the row it was read from is gone.
        await record(CaseActivityType.DELETE_ATTACHMENT, {
          attachmentId,
          isPHI: copy.isPHI,
          isInternal: copy.isInternal,
          uploadedById: copy.uploadedById,
        });
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

  /**
   * Timeline entries of one case as the viewer may see them (activityForViewer), in their order: the
   * timeline query and the case download.
   */
  async timelineFor<T extends ActivityLike>(
    viewer: Principal,
    caseRecord: { id: string; organizationId: string },
    entries: readonly T[],
  ): Promise<T[]> {
    const scoped = viewer.inOrganization(caseRecord.organizationId);
    const facts = await this.attachmentFactsFor(caseRecord, entries);
    return entries.flatMap((entry) => {
      const id = attachmentIdOf(entry);
      const shaped = activityForViewer(scoped, entry, id ? facts.get(id) : undefined);
      return shaped ? [shaped] : [];
    });
  }

  /**
   * The files that attachment entries of one case are about, as they are now, in two queries at most:
   * the rows there are, and for a file deleted since, what its DELETE_ATTACHMENT entry recorded.
   */
  async attachmentFactsFor(
    caseRecord: { id: string; organizationId: string },
    entries: readonly ActivityLike[],
  ): Promise<Map<string, AttachmentFacts>> {
    const ids = [...new Set(entries.map(attachmentIdOf).filter((id): id is string => id !== null && isUuid(id)))];
    const facts = new Map<string, AttachmentFacts>();
    if (ids.length === 0) return facts;
    const rows = await this.dataSource.getRepository(CaseAttachmentEntity).findBy({
      id: In(ids),
      organizationId: caseRecord.organizationId,
      caseId: caseRecord.id,
    });
    for (const row of rows) facts.set(row.id, row);
    const gone = ids.filter((id) => !facts.has(id));
    if (gone.length === 0) return facts;
    const deletions: { attachmentId: string; isPHI: unknown; isInternal: unknown; uploadedById: unknown }[] =
      await this.dataSource.query(
        `SELECT payload->>'attachmentId' AS "attachmentId", payload->'isPHI' AS "isPHI",
                payload->'isInternal' AS "isInternal", payload->'uploadedById' AS "uploadedById"
           FROM case_activity
          WHERE organization_id = $1 AND case_id = $2 AND type = $3 AND payload->>'attachmentId' = ANY($4::text[])`,
        [caseRecord.organizationId, caseRecord.id, CaseActivityType.DELETE_ATTACHMENT, gone],
      );
    for (const deletion of deletions) {
      // Deletions recorded before the entry carried isInternal leave the file unknown (read cautiously).
      if (typeof deletion.isInternal !== 'boolean') continue;
      facts.set(deletion.attachmentId, {
        isPHI: deletion.isPHI !== false,
        isInternal: deletion.isInternal,
        uploadedById: typeof deletion.uploadedById === 'string' ? deletion.uploadedById : null,
      });
    }
    return facts;
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
