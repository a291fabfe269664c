import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { BaseEntity } from '#database';
import { RunStatus } from '#domain/workflow-runs';

/** A refused row: its line number in the file (the header is line 1) and why. */
export interface ImportRowError {
  row: number;
  reason: string;
}

/**
 * One uploaded file of cases (spec 000 §3 Case import record: createdBy, createdAt, status, resultInfo). A
 * platform record rather than an organization's: its rows may go to several organizations. The status is the
 * spec's Run status: IN_PROGRESS while rows remain, SUCCESS once every row was imported, skipped or refused,
 * ERROR when the file could not be read any more. The counters move in the same transaction as each row's
 * case, so a worker stopped halfway goes on from `processedRows` and counts nothing twice.
 */
@Entity('case_import')
@Index('case_import_created_by_idx', ['createdById'])
@Index('case_import_created_idx', ['createdAt', 'id'])
export class CaseImportEntity extends BaseEntity {
  /** The CV Admin who uploaded it; kept (people are deleted softly), so a deleted row cannot orphan it. */
  @ForeignKey('UserEntity', { name: 'FK_case_import_created_by', onDelete: 'RESTRICT' })
  @Column({ type: 'uuid' })
  createdById: string;

  /** The uploaded file in the importer's own storage folder. */
  @Column({ type: 'varchar', length: 1024 })
  filePath: string;

  @Column({ type: 'varchar', length: 255 })
  fileName: string;

  @Column({ type: 'varchar', length: 20, default: RunStatus.IN_PROGRESS })
  status: RunStatus;

  @Column({ type: 'integer' })
  totalRows: number;

  @Column({ type: 'integer', default: 0 })
  processedRows: number;

  @Column({ type: 'integer', default: 0 })
  importedCount: number;

  /** Rows whose external id already has a case in that organization (a file imported again). */
  @Column({ type: 'integer', default: 0 })
  skippedCount: number;

  @Column({ type: 'integer', default: 0 })
  errorCount: number;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  rowErrors: ImportRowError[];

  /** The CSV of refused rows (row, reason), written when the import ends with any. */
  @Column({ type: 'varchar', length: 1024, nullable: true })
  errorsFilePath: string | null;

  /** Why the import stopped (ERROR), without PHI. */
  @Column({ type: 'text', nullable: true })
  failureReason: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
