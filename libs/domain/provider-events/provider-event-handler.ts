import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Provider } from './provider.js';
import type { ProviderEventEntity, ProviderEventResult } from './provider-event.entity.js';

/** What a handler did with an event: handled it, or passed, saying why (no PHI: it is stored and logged). */
export type ProviderEventOutcome =
  | {
      handled: true;
      /** Kept on the event when it was taken without effect, e.g. a status for a message we never had. */
      outcome?: ProviderEventResult;
      /**
       * Work that must see the handler's writes committed (enqueueing a job for a row it wrote): run once the
       * transaction committed. A failure there is logged; what it enqueues must have a sweep as safety net.
       */
      afterCommit?: () => Promise<void>;
    }
  | { handled: false; reason: string };

/**
 * The work an area does for events of one provider (SMS consent for inbound SMS; later status updates and
 * inbound threading). It runs inside the transaction that marks the event processed, with the event's row
 * locked, so database effects happen once; anything outside the database must be keyed by the event id.
 */
/**
 * Handlers of one provider are asked in the order they registered; the first that handles an event ends the run.
 * In a batch, each handler is given all the events still unhandled before the next handler is asked.
 */
export interface ProviderEventHandler {
  readonly provider: Provider;
  /** A short name for logs and reasons. */
  readonly name: string;
  handle(event: ProviderEventEntity, manager: EntityManager): Promise<ProviderEventOutcome>;
  /**
   * Handles the events of a batch together (fewer statements than one `handle` each): an outcome per event, in
   * order. Without it, a batch's events are handed to `handle` one by one.
   */
  handleAll?(events: readonly ProviderEventEntity[], manager: EntityManager): Promise<ProviderEventOutcome[]>;
}

/**
 * Where areas plug their handlers in: a handler registers itself when its module starts
 * (`onModuleInit() { registry.register(this) }`), so adding one needs no change here or in the worker
 * beyond importing the area's module.
 */
@Injectable()
export class ProviderEventHandlers {
  private readonly byProvider = new Map<Provider, ProviderEventHandler[]>();

  register(handler: ProviderEventHandler): void {
    const handlers = this.byProvider.get(handler.provider) ?? [];
    if (handlers.some((known) => known.name === handler.name))
      throw new Error(`Provider event handler ${handler.name} is registered twice`);
    this.byProvider.set(handler.provider, [...handlers, handler]);
  }

  handlersFor(provider: Provider): readonly ProviderEventHandler[] {
    return this.byProvider.get(provider) ?? [];
  }
}
