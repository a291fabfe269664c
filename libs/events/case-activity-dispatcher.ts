import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import { CaseActivityEntity } from './case-activity.entity.js';
import { LivePubSub } from './live-pub-sub.js';
import { QueueRegistry } from './queue-registry.js';
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
    @Inject(QueueRegistry) private readonly queues: QueueRegistry,
  ) {}

  /** `manager`: the relay's transaction, which holds the row lock. */
  async dispatch(activity: CaseActivityEntity, manager: EntityManager = this.dataSource.manager): Promise<void> {
    const message = toActivityMessage(activity);
    await this.pubSub.publish(caseTopic(activity.caseId), message);
    await this.pubSub.publish(organizationCasesTopic(activity.organizationId), message);
    await this.queues.enqueue(
      'workflow.activity-recorded',
      {
        organizationId: activity.organizationId,
        caseId: activity.caseId,
        activityId: activity.id,
        actorUserId: activity.actorUserId,
      },
      { jobId: activity.id },
    );
    await manager
      .getRepository(CaseActivityEntity)
      .update({ id: activity.id, dispatchedAt: IsNull() }, { dispatchedAt: new Date() });
  }

  /**
   * Dispatches right after commit. A failure is logged and left to the outbox relay, which
   * re-dispatches undispatched activities: the change itself is already committed.
   */
  async dispatchAfterCommit(activities: CaseActivityEntity[]): Promise<void> {
    for (const activity of activities) {
      try {
        await this.dispatch(activity);
      } catch (error) {
        this.logger.warn(
          `Activity ${activity.id} not dispatched after commit, the outbox relay will retry: ${(error as Error).message}`,
        );
      }
    }
  }
}
