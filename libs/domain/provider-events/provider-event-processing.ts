import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CaseActivityDispatcher, captureActivities } from '#events';
import { ProviderEventHandlers } from './provider-event-handler.js';
import { ProviderEventEntity } from './provider-event.entity.js';

export type ProcessingResult = 'processed' | 'already-processed' | 'passed' | 'missing';

const MAX_ERROR_LENGTH = 500;

/**
 * Runs the registered handlers of one stored event, once: the row is locked for the run and marked
 * processed in the same transaction as the handlers' writes. An event no handler takes keeps
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
        const repository = manager.getRepository(ProviderEventEntity);
        const event = await repository.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
        if (!event) return 'missing';
        if (event.processedAt) return 'already-processed';
        const handlers = this.handlers.handlersFor(event.provider);
        const reasons: string[] = [];
        for (const handler of handlers) {
          const outcome = await handler.handle(event, manager);
          if (outcome.handled) {
            await repository.update({ id }, { processedAt: new Date(), error: null, outcome: outcome.outcome ?? null });
            if (outcome.afterCommit) keep(outcome.afterCommit);
            return 'processed';
          }
          reasons.push(`${handler.name}: ${outcome.reason}`);
        }
        const error = (reasons.length > 0 ? reasons.join('; ') : `no handler for ${event.provider} events yet`).slice(
          0,
          MAX_ERROR_LENGTH,
        );
        await repository.update({ id }, { error });
        this.logger.log(`Provider event ${id} (${event.provider}) left unprocessed for a replay: ${error}`);
        return 'passed';
      });
    } catch (error) {
      const message = `failed: ${(error as Error).message}`.slice(0, MAX_ERROR_LENGTH);
      await this.dataSource.getRepository(ProviderEventEntity).update({ id }, { error: message });
      throw error;
    }
  }
}
