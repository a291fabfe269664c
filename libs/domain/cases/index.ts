export { CaseEntity } from './case.entity.js';
export * from './case.enums.js';
export { CasesService } from './cases.service.js';
