export { CaseImportEntity, type ImportRowError } from './case-import.entity.js';
export { CaseImportRules } from './case-import-rules.js';
export {
  CASE_IMPORTS_TOPIC,
  type CaseImportProgressMessage,
  importBatchSize,
  progressOf,
} from './case-import-progress.js';
export { CASE_IMPORTS_LISTED, CaseImportsService } from './case-imports.service.js';
export { CaseImportRunner, errorsCsv } from './case-import-runner.js';
export { csvLine } from './csv.js';
export { IMPORT_COLUMNS, IMPORT_TEMPLATE, MAX_IMPORT_ROWS } from './import-columns.js';
export { MAX_IMPORT_FILE_BYTES } from './import-file.js';
export { CaseImportsModule } from './case-imports.module.js';
