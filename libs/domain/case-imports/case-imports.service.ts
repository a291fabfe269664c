import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { badInput, type Principal } from '#access';
import { APP_CONFIG, type AppConfig } from '#config';
import { addJob, QueueName } from '#events';
import { parseStoragePath, STORAGE_DRIVER, type StorageDriver } from '#integrations';
import { isOwnUpload } from '#domain/shared';
import { CaseImportEntity } from './case-import.entity.js';
import { ImportFileProblem, readImportFile } from './import-file.js';

/** The newest imports caseImportsInfo lists. */
export const CASE_IMPORTS_LISTED = 50;

/**
 * The api's side of bulk import: checks the uploaded file's header and rows count, writes the import record
 * and hands the rows to the worker (the imports queue); lists the records and signs their errors file.
 */
@Injectable()
export class CaseImportsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QueueName.imports) private readonly imports: Queue,
  ) {}

  /** importCases: BAD_USER_INPUT, with nothing written, for a path that is not the caller's upload or a bad file. */
  async start(principal: Principal, filePath: string): Promise<CaseImportEntity> {
    if (typeof filePath !== 'string' || !isOwnUpload(principal.userId, filePath)) {
      throw badInput('filePath: not one of your uploads', 'filePath');
    }
    let rows;
    try {
      rows = await readImportFile(this.storage, filePath);
    } catch (error) {
      if (error instanceof ImportFileProblem) throw badInput(`filePath: ${error.message}`, 'filePath');
      throw error;
    }
    if (!rows) throw badInput('filePath: nothing was uploaded there', 'filePath');
    const fileName = (parseStoragePath(filePath)?.fileName ?? 'import.csv').replace(/^[0-9a-f]{24}-/, '');
    const record = await this.dataSource.getRepository(CaseImportEntity).save({
      createdById: principal.userId,
      filePath,
      fileName,
      totalRows: rows.length,
    });
    await addJob(
      this.imports,
      'case-imports.run',
      { organizationId: null, caseImportId: record.id, actorUserId: principal.userId },
      { jobId: record.id },
    );
    return record;
  }

  /** caseImportsInfo: the newest imports, whoever of the CV Admins started them. */
  list(): Promise<CaseImportEntity[]> {
    return this.dataSource.getRepository(CaseImportEntity).find({
      order: { createdAt: 'DESC', id: 'DESC' },
      take: CASE_IMPORTS_LISTED,
    });
  }

  find(caseImportId: string): Promise<CaseImportEntity | null> {
    return this.dataSource.getRepository(CaseImportEntity).findOneBy({ id: caseImportId });
  }

  /** A short-lived link to the CSV of refused rows, or null while there is none. */
  async errorsFileUrl(record: CaseImportEntity): Promise<string | null> {
    if (!record.errorsFilePath) return null;
    return this.storage.signedDownloadUrl(record.errorsFilePath, {
      fileName: `${record.fileName.replace(/\.csv$/i, '')}-errors.csv`,
      expiresInSeconds: this.config.SIGNED_URL_TTL_SECONDS,
    });
  }
}
