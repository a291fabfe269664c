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

/** About one hundred messages per import whatever its size, and always the last row's. */
export function isProgressStep(processedRows: number, totalRows: number): boolean {
  const step = Math.max(1, Math.floor(totalRows / 100));
  return processedRows % step === 0 || processedRows === totalRows;
}
