export { CaseFollowUpEntity } from './case-follow-up.entity.js';
export { FOLLOW_UP_FORM_STATUSES, FollowUpFormStatus } from './follow-up-form-status.js';
export { FollowUpClock } from './follow-up-clock.js';
export { followUpDueAfter, nextFollowUpDue, startFollowUpForms } from './follow-up-schedule.js';
export {
  FOLLOW_UP_BATCH,
  FOLLOW_UP_FORM_TEXT,
  type FollowUpStopReason,
  FollowUpSweepService,
  type FollowUpSweepResult,
} from './follow-up-sweep.service.js';
export { CaseFollowUpsModule } from './case-follow-ups.module.js';
