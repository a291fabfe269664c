import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { CaseActivityDispatcher, captureActivities } from '#events';
import { ProviderEventHandlers } from './provider-event-handler.js';
import { ProviderEventEntity } from './provider-event.entity.js';

export type ProcessingResult = 'processed' | 'already-processed' | 'passed' | 'missing';

const MAX_ERROR_LENGTH = 500;

/**
 * Runs the registered handlers of one stored event, once: the row is locked and marked processed by one
 * statement in the same transaction as the handlers' writes. An event no handler takes keeps
 * processedAt null with the reason in `error` (logged, not silently dropped), to be replayed once a
 * handler exists. A failure is recorded in `error` and thrown, so the queue retries it. After the commit, the
 * timeline entries the handlers recorded are dispatched (live, workflow) and their afterCommit work runs.
 */
@Injectable()
export class ProviderEventProcessing {
  private readonly logger = new Logger('ProviderEvents');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ProviderEventHandlers) private readonly handlers: ProviderEventHandlers,
    @Inject(CaseActivityDispatcher) private readonly dispatcher: CaseActivityDispatcher,
  ) {}

  async process(id: string): Promise<ProcessingResult> {
    let afterCommit: (() => Promise<void>) | undefined;
    const { result, activities } = await captureActivities(() => this.run(id, (work) => (afterCommit = work)));
    // The handlers' timeline entries go live now, not at the outbox relay's next round (it stays the safety net).
    await this.dispatcher.dispatchAfterCommit(activities);
    if (afterCommit)
      await afterCommit().catch((error: Error) =>
        this.logger.warn(`Provider event ${id}: follow-up after commit failed, left to its sweep: ${error.message}`),
      );
    return result;
  }

  private async run(id: string, keep: (afterCommit: () => Promise<void>) => void): Promise<ProcessingResult> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const event = await this.claim(manager, id);
        if (event === 'missing' || event === 'already-processed') return event;
        const repository = manager.getRepository(ProviderEventEntity);
        const handlers = this.handlers.handlersFor(event.provider);
        const reasons: string[] = [];
        for (const handler of handlers) {
          const outcome = await handler.handle(event, manager);
          if (outcome.handled) {
            if (outcome.outcome) await repository.update({ id }, { outcome: outcome.outcome });
            if (outcome.afterCommit) keep(outcome.afterCommit);
            return 'processed';
          }
          reasons.push(`${handler.name}: ${outcome.reason}`);
        }
        const error = (reasons.length > 0 ? reasons.join('; ') : `no handler for ${event.provider} events yet`).slice(
          0,
          MAX_ERROR_LENGTH,
        );
        // Not processed after all: the claim's mark is taken back with the reason.
        await repository.update({ id }, { processedAt: null, error });
        this.logger.log(`Provider event ${id} (${event.provider}) left unprocessed for a replay: ${error}`);
        return 'passed';
      });
    } catch (error) {
      const message = `failed: ${(error as Error).message}`.slice(0, MAX_ERROR_LENGTH);
      await this.dataSource.getRepository(ProviderEventEntity).update({ id }, { error: message });
      throw error;
    }
  }

  /**
   * Locks the row and marks it processed in one statement (the mark commits only with the handlers' writes);
   * when no row is marked, one more look tells a missing event from one processed before.
   */
  private async claim(
    manager: EntityManager,
    id: string,
  ): Promise<ProviderEventEntity | 'missing' | 'already-processed'> {
    // TypeORM answers a raw UPDATE with [rows, affected count].
    const [rows]: [ClaimedRow[], number] = await manager.query(CLAIM, [id]);
    if (rows.length > 0) return Object.assign(new ProviderEventEntity(), claimedEvent(rows[0]));
    const [existing]: unknown[] = await manager.query(`SELECT 1 FROM provider_event WHERE id = $1`, [id]);
    return existing ? 'already-processed' : 'missing';
  }
}

// Marked processed, its earlier reason (a replay of a passed-over event) cleared.
const CLAIM = `UPDATE provider_event SET processed_at = now(), error = NULL, outcome = NULL
  WHERE id = $1 AND processed_at IS NULL
  RETURNING id, provider, provider_event_id, received_at, enqueued_at, payload, processed_at, outcome, error`;

interface ClaimedRow {
  id: string;
  provider: ProviderEventEntity['provider'];
  provider_event_id: string;
  received_at: Date;
  enqueued_at: Date | null;
  payload: ProviderEventEntity['payload'];
  processed_at: Date;
  outcome: ProviderEventEntity['outcome'];
  error: string | null;
}

const claimedEvent = (row: ClaimedRow): Partial<ProviderEventEntity> => ({
  id: row.id,
  provider: row.provider,
  providerEventId: row.provider_event_id,
  receivedAt: row.received_at,
  enqueuedAt: row.enqueued_at,
  payload: row.payload,
  processedAt: row.processed_at,
  outcome: row.outcome,
  error: row.error,
});
