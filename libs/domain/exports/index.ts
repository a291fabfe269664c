export { CSV_BOM, csvCell, csvLine, type CsvValue } from './csv.js';
export {
  allPages,
  csvLines,
  csvStream,
  csvText,
  type ExportColumn,
  type ExportPage,
  type ExportTable,
  visibleColumns,
} from './export-table.js';
export { CASE_EXPORT_COLUMNS, EXPORT_PAGE_SIZE } from './case-export.js';
export { USER_EXPORT_COLUMNS } from './user-export.js';
export { CASE_TOTALS_EXPORT_COLUMNS, PAYMENT_EXPORT_COLUMNS } from './payment-export.js';
export { ExportList, type ExportRequest } from './export-request.js';
export { ExportsService, type OpenExport } from './exports.service.js';
export { ExportsModule } from './exports.module.js';
