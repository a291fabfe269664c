export { ReportScheduleEntity, ScheduleType } from './report-schedule.entity.js';
export { ReportRunStatus, ReportScheduleRunEntity } from './report-schedule-run.entity.js';
export { type ReportScheduleInput, reportScheduleSchema } from './report-schedule-input.js';
export { ScheduleReportsRule } from './report-schedule-rules.js';
export { currentSlot, nextSlot, previousSlot, repeatOptions, type ScheduleTiming } from './schedule-slots.js';
export { type ClaimedRun, ReportSchedulesService, schedulerKey } from './report-schedules.service.js';
export { ReportSchedulesModule } from './report-schedules.module.js';
