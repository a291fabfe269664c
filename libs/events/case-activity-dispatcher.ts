import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '#config';
import { CaseActivityEntity } from './case-activity.entity.js';
import { LivePubSub } from './live-pub-sub.js';
import { addJob } from './add-job.js';
import { QueueName } from './jobs.js';
import { type CaseActivityMessage, caseTopic, organizationCasesTopic } from './topics.js';

export const toActivityMessage = (activity: CaseActivityEntity): CaseActivityMessage => ({
  id: activity.id,
  organizationId: activity.organizationId,
  caseId: activity.caseId,
  type: activity.type,
  actorUserId: activity.actorUserId,
  createdAt: activity.createdAt.toISOString(),
  payload: activity.payload,
});

/** The tries of a workflow job: a run's failing action is retried with back-off, the last try ends it ERROR. */
export const workflowJobRetries = (config: AppConfig) => ({
  attempts: config.WORKFLOW_JOB_ATTEMPTS,
  backoff: { type: 'exponential', delay: config.WORKFLOW_RETRY_DELAY_MS },
});

/** How long a change's answer may wait for its events to reach Redis; the relay sends what did not. */
export const DISPATCH_TIME_LIMIT_MS = 500;

/**
 * After commit: publish the activity to its topics, enqueue its workflow job (jobId = activity id,
 * so a second dispatch never runs the job twice) and mark it dispatched.
 */
@Injectable()
export class CaseActivityDispatcher {
  private readonly logger = new Logger('CaseActivityDispatcher');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(LivePubSub) private readonly pubSub: LivePubSub,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QueueName.workflow) private readonly workflowQueue: Queue,
  ) {}

  /** `manager`: the relay's transaction, which holds the row lock. */
  dispatch(activity: CaseActivityEntity, manager: EntityManager = this.dataSource.manager): Promise<void> {
    return this.dispatchAll([activity], manager);
  }

  /**
   * Each activity in order: published to its topics in one write, then its workflow job enqueued (so a
   * subscriber never hears of what that job does before the activity itself), unless it was recorded done
   * for the workflow. Activities without a job are published without waiting for one another's answer (in
   * order on one connection): a batch of them costs one round trip to Redis, not one each. Those done are
   * marked dispatched in one UPDATE, also when a later one fails (that error is then thrown).
   */
  async dispatchAll(
    activities: readonly CaseActivityEntity[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    const done: string[] = [];
    try {
      for (let from = 0; from < activities.length;) {
        // The activities up to the next one with a workflow job (or the end), published at once.
        let to = from;
        while (to < activities.length - 1 && activities[to].workflowDoneAt) to += 1;
        const group = activities.slice(from, to + 1);
        const published = await Promise.allSettled(group.map((activity) => this.publish(activity)));
        const failed = published.findIndex((outcome) => outcome.status === 'rejected');
        if (failed !== -1) {
          done.push(...group.slice(0, failed).map((activity) => activity.id));
          throw (published[failed] as PromiseRejectedResult).reason;
        }
        const last = group[group.length - 1];
        if (!last.workflowDoneAt) await this.addWorkflowJob(last);
        done.push(...group.map((activity) => activity.id));
        from = to + 1;
      }
    } finally {
      await this.markDispatched(done, manager);
    }
  }

  private publish(activity: CaseActivityEntity): Promise<void> {
    return this.pubSub.publishToAll(
      [caseTopic(activity.caseId), organizationCasesTopic(activity.organizationId)],
      toActivityMessage(activity),
    );
  }

  /** Enqueues the activity's workflow job (again) and records when. */
  async enqueueWorkflow(activity: CaseActivityEntity, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await this.addWorkflowJob(activity);
    await this.markDispatched([activity.id], manager);
  }

  private async addWorkflowJob(activity: CaseActivityEntity): Promise<void> {
    await addJob(
      this.workflowQueue,
      'workflow.activity-recorded',
      {
        organizationId: activity.organizationId,
        caseId: activity.caseId,
        activityId: activity.id,
        actorUserId: activity.actorUserId,
      },
      { jobId: activity.id, ...workflowJobRetries(this.config) },
    );
  }

  private async markDispatched(activityIds: readonly string[], manager: EntityManager): Promise<void> {
    if (activityIds.length === 0) return;
    await manager.query('UPDATE case_activity SET dispatched_at = $1 WHERE id = ANY($2)', [new Date(), activityIds]);
  }

  /**
   * Dispatches right after commit, waiting at most DISPATCH_TIME_LIMIT_MS: the change is committed, so
   * its answer never waits on Redis. What fails or is still under way by then is left to the outbox relay
   * (a dispatch that completes later as well is a duplicate, which consumers ignore by activity id).
   */
  async dispatchAfterCommit(activities: CaseActivityEntity[]): Promise<void> {
    if (activities.length === 0) return;
    // Redis known to be away: nothing to wait for, the relay sends them once it is back.
    if (!this.pubSub.canPublish) {
      this.logger.warn(`Redis unavailable: ${activities.length} activities left to the outbox relay`);
      return;
    }
    const all = this.dispatchAll(activities).catch((error: Error) =>
      this.logger.warn(`Activities not dispatched after commit, the outbox relay will retry: ${error.message}`),
    );
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), DISPATCH_TIME_LIMIT_MS)));
    const outcome = await Promise.race([all.then(() => 'done' as const), limit]);
    clearTimeout(timer);
    if (outcome === 'late')
      this.logger.warn(
        `Activities of a change not dispatched within ${DISPATCH_TIME_LIMIT_MS} ms: left to the outbox relay`,
      );
  }
}
