import type { RunStatus } from '#domain/workflow-runs';
import type { CaseImportEntity } from './case-import.entity.js';

/** Every import's progress goes to this one topic: imports are the CV Admins' (the subscription checks the role). */
export const CASE_IMPORTS_TOPIC = 'case-imports';

/** The message published as an import moves (counts and ids only, never a row's content). */
export interface CaseImportProgressMessage {
  caseImportId: string;
  status: RunStatus;
  totalRows: number;
  processedRows: number;
  importedCount: number;
  skippedCount: number;
  errorCount: number;
}

export const progressOf = (record: CaseImportEntity): CaseImportProgressMessage => ({
  caseImportId: record.id,
  status: record.status,
  totalRows: record.totalRows,
  processedRows: record.processedRows,
  importedCount: record.importedCount,
  skippedCount: record.skippedCount,
  errorCount: record.errorCount,
});

/**
 * Rows per batch (one transaction, one progress message): up to 500, and at least twenty batches for a file of
 * 500 rows or more, so the bar moves on a small file too.
 */
export function importBatchSize(totalRows: number): number {
  return Math.min(500, Math.max(25, Math.ceil(totalRows / 20)));
}
