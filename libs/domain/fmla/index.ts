export { FmlaHoursEntity } from './fmla-hours.entity.js';
export { FmlaHoursService, FmlaRules, type FmlaEntryInput } from './fmla-hours.service.js';
