export { CaseActivityEntity, type ActivityPayload } from './case-activity.entity.js';
export { CaseActivityType, TRIGGER_BY_ACTIVITY, WorkflowTriggerEvent } from './case-activity-type.js';
export * from './topics.js';
export * from './jobs.js';
export { RedisConnections } from './redis-connections.js';
export { RedisModule } from './redis.module.js';
export { assertNoEviction, readEvictionPolicy } from './redis-eviction-policy.js';
export { EvictionPolicyWatch } from './eviction-policy-watch.js';
export { checkRedisAtStart } from './check-redis-at-start.js';
export { addJob, addJobs } from './add-job.js';
export { DEFAULT_JOB_OPTIONS } from './queues-root.js';
export { LivePubSub } from './live-pub-sub.js';
export {
  ACTIVITY_RETURNING,
  CaseActivityRecorder,
  type InsertedActivityRow,
  type NewCaseActivity,
} from './case-activity-recorder.js';
export { CaseActivityDispatcher, toActivityMessage, workflowJobRetries } from './case-activity-dispatcher.js';
export { captureActivities } from './activity-capture.js';
export { ActivityTransaction, type NoteInsertedActivities, type RecordActivity } from './activity-transaction.js';
export { OutboxRelay, type RelayRun } from './outbox-relay.js';
export { EventsModule } from './events.module.js';
export { isVisibleToEmployee } from './activity-visibility.js';
