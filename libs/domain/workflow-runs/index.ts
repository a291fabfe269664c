export { RunStatus, WorkflowRunEntity } from './workflow-run.entity.js';
export { RunActionOutcome, WorkflowRunActionEntity } from './workflow-run-action.entity.js';
export { markActivityDone, type RunCause, runKeyOf, WorkflowRunner } from './workflow-runner.service.js';
export { SEND_FORM_TEXT, triggerLabel } from './workflow-action-performer.js';
export { WorkflowClock } from './workflow-clock.js';
export { FORM_NOT_SENT_BATCH, FormNotSentSweep, type PendingRun } from './form-not-sent-sweep.js';
export {
  RUNS_LOG_REFUSAL,
  type WorkflowRunFilters,
  type WorkflowRunRow,
  WorkflowRunRules,
  WorkflowRunsListService,
} from './workflow-runs-list.service.js';
export { WORKFLOW_ACTOR_ID, workflowActor } from './workflow-actor.js';
export { WorkflowRunsModule } from './workflow-runs.module.js';
