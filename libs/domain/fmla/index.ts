export { FmlaHoursEntity } from './fmla-hours.entity.js';
export {
  FmlaHoursService,
  FmlaRules,
  fmlaPersonRefusal,
  type FmlaEntryInput,
  type FmlaPerson,
} from './fmla-hours.service.js';
export { FmlaModule } from './fmla.module.js';
