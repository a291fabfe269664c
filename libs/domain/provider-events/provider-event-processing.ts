import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { CaseActivityDispatcher, type CaseActivityEntity, captureActivities } from '#events';
import {
  type ProviderEventHandler,
  ProviderEventHandlers,
  type ProviderEventOutcome,
} from './provider-event-handler.js';
import { ProviderEventEntity } from './provider-event.entity.js';

export type ProcessingResult = 'processed' | 'already-processed' | 'passed' | 'missing';
/** One event's part in a batch: how it ended, or the error that failed it (recorded on its row). */
export type ProcessingOutcome = { result: ProcessingResult } | { error: Error };

const outcomeOf = (processing: Promise<ProcessingResult>): Promise<ProcessingOutcome> =>
  processing.then(
    (result) => ({ result }),
    (error: Error) => ({ error }),
  );

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
    if (afterCommit) await this.runAfterCommit(id, afterCommit);
    return result;
  }

  /**
   * Processes several events in one transaction: one claim, one commit, and one dispatch of their timeline
   * entries and notices for all of them. Answers an outcome per id, in order. Should the transaction fail
   * (one event's handler threw, a deadlock), nothing of it stays and each event is processed alone, so only
   * the one that fails records its error and is retried.
   */
  async processAll(ids: readonly string[]): Promise<ProcessingOutcome[]> {
    if (ids.length === 1) return [await outcomeOf(this.process(ids[0]))];
    const afterCommits: { id: string; work: () => Promise<void> }[] = [];
    let batch: { result: ProcessingResult[]; activities: CaseActivityEntity[] };
    try {
      batch = await captureActivities(() =>
        this.dataSource.transaction(async (manager) => {
          const claimed = await this.claimAll(manager, ids);
          const taken = ids.map((id) => {
            const event = claimed.get(id);
            // A second job of the same event in this batch finds it taken by the first.
            claimed.set(id, 'already-processed');
            return event ?? 'missing';
          });
          const events = taken.filter((event): event is ProviderEventEntity => typeof event !== 'string');
          const handled = await this.handleAll(manager, events, (id, work) => afterCommits.push({ id, work }));
          return taken.map((event) => (typeof event === 'string' ? event : handled.get(event.id)!));
        }),
      );
    } catch (error) {
      this.logger.warn(
        `A batch of ${ids.length} provider events failed (${(error as Error).message}): each is processed alone`,
      );
      const outcomes: ProcessingOutcome[] = [];
      for (const id of ids) outcomes.push(await outcomeOf(this.process(id)));
      return outcomes;
    }
    await this.dispatcher.dispatchAfterCommit(batch.activities);
    for (const { id, work } of afterCommits) await this.runAfterCommit(id, work);
    return batch.result.map((result) => ({ result }));
  }

  private runAfterCommit(id: string, work: () => Promise<void>): Promise<void> {
    return work().catch((error: Error) =>
      this.logger.warn(`Provider event ${id}: follow-up after commit failed, left to its sweep: ${error.message}`),
    );
  }

  private async run(id: string, keep: (afterCommit: () => Promise<void>) => void): Promise<ProcessingResult> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const event = await this.claim(manager, id);
        if (event === 'missing' || event === 'already-processed') return event;
        const handled = await this.handleAll(manager, [event], (_id, work) => keep(work));
        return handled.get(event.id)!;
      });
    } catch (error) {
      const message = `failed: ${(error as Error).message}`.slice(0, MAX_ERROR_LENGTH);
      await this.dataSource.getRepository(ProviderEventEntity).update({ id }, { error: message });
      throw error;
    }
  }

  /**
   * Asks the providers' handlers in turn, in the claiming transaction: each handler is given the events no
   * handler before it took (all at once when it handles batches). Answers each event's result by its id.
   */
  private async handleAll(
    manager: EntityManager,
    events: readonly ProviderEventEntity[],
    keep: (id: string, afterCommit: () => Promise<void>) => void,
  ): Promise<Map<string, ProcessingResult>> {
    const repository = manager.getRepository(ProviderEventEntity);
    const results = new Map<string, ProcessingResult>();
    const reasons = new Map<string, string[]>(events.map((event) => [event.id, []]));
    for (const provider of new Set(events.map((event) => event.provider))) {
      let pending = events.filter((event) => event.provider === provider);
      for (const handler of this.handlers.handlersFor(provider)) {
        if (pending.length === 0) break;
        const outcomes = await this.ask(handler, pending, manager);
        const passed: ProviderEventEntity[] = [];
        for (const [index, event] of pending.entries()) {
          const outcome = outcomes[index];
          if (!outcome.handled) {
            reasons.get(event.id)!.push(`${handler.name}: ${outcome.reason}`);
            passed.push(event);
            continue;
          }
          if (outcome.outcome) await repository.update({ id: event.id }, { outcome: outcome.outcome });
          if (outcome.afterCommit) keep(event.id, outcome.afterCommit);
          results.set(event.id, 'processed');
        }
        pending = passed;
      }
      for (const event of pending) {
        const reasonsOfEvent = reasons.get(event.id)!;
        const error = (
          reasonsOfEvent.length > 0 ? reasonsOfEvent.join('; ') : `no handler for ${event.provider} events yet`
        ).slice(0, MAX_ERROR_LENGTH);
        // Not processed after all: the claim's mark is taken back with the reason.
        await repository.update({ id: event.id }, { processedAt: null, error });
        this.logger.log(`Provider event ${event.id} (${event.provider}) left unprocessed for a replay: ${error}`);
        results.set(event.id, 'passed');
      }
    }
    return results;
  }

  /** One handler's outcomes for the events, in order: together when it handles batches, else one by one. */
  private async ask(
    handler: ProviderEventHandler,
    events: readonly ProviderEventEntity[],
    manager: EntityManager,
  ): Promise<ProviderEventOutcome[]> {
    if (handler.handleAll) {
      const outcomes = await handler.handleAll(events, manager);
      if (outcomes.length !== events.length)
        throw new Error(`${handler.name} answered ${outcomes.length} outcomes for ${events.length} events`);
      return outcomes;
    }
    const outcomes: ProviderEventOutcome[] = [];
    // One at a time: the handlers share the transaction's connection.
    for (const event of events) outcomes.push(await handler.handle(event, manager));
    return outcomes;
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
  /** The batch's claim: each id's event, or why it has none (missing, processed before). One statement when all are new. */
  private async claimAll(
    manager: EntityManager,
    ids: readonly string[],
  ): Promise<Map<string, ProviderEventEntity | 'missing' | 'already-processed'>> {
    const [rows]: [ClaimedRow[], number] = await manager.query(CLAIM_ALL, [ids]);
    const claimed = new Map<string, ProviderEventEntity | 'missing' | 'already-processed'>(
      rows.map((row) => [row.id, Object.assign(new ProviderEventEntity(), claimedEvent(row))]),
    );
    const others = ids.filter((id) => !claimed.has(id));
    if (others.length === 0) return claimed;
    const existing: { id: string }[] = await manager.query(`SELECT id FROM provider_event WHERE id = ANY($1::uuid[])`, [
      others,
    ]);
    const known = new Set(existing.map((row) => row.id));
    for (const id of others) claimed.set(id, known.has(id) ? 'already-processed' : 'missing');
    return claimed;
  }
}

// Marked processed, its earlier reason (a replay of a passed-over event) cleared.
const CLAIMED_COLUMNS =
  'id, provider, provider_event_id, received_at, enqueued_at, payload, processed_at, outcome, error';
const CLAIM = `UPDATE provider_event SET processed_at = now(), error = NULL, outcome = NULL
  WHERE id = $1 AND processed_at IS NULL RETURNING ${CLAIMED_COLUMNS}`;
const CLAIM_ALL = `UPDATE provider_event SET processed_at = now(), error = NULL, outcome = NULL
  WHERE id = ANY($1::uuid[]) AND processed_at IS NULL RETURNING ${CLAIMED_COLUMNS}`;

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
