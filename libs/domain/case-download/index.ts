export { CaseDownloadRule, CaseDownloadService } from './case-download.service.js';
export { CaseDownloadModule } from './case-download.module.js';
