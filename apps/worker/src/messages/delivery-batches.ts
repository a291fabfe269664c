import { MessageDeliveryService, type MessageOutcome, type PendingMessage } from '#domain/case-messages';
import { StatementBatches } from '../statement-batches.js';

/** A load is one statement; a few at once keep sends from queueing behind one another's. */
const LOADS_IN_FLIGHT = 2;
/**
 * A settle is its statement, then its timeline entries published to Redis one by one and marked dispatched:
 * more at once, so the next batch's statement need not wait for the publishes of the one before.
 */
const SETTLES_IN_FLIGHT = 3;

/**
 * The messages queue's reads and writes of the messages it sends, those of the jobs running at once in one
 * statement each: a load and a settle per message each cost a round trip to PostgreSQL, which was most of
 * the worker's time per message beside the provider's call (bench/messages).
 */
export class DeliveryBatches {
  private readonly loads: StatementBatches<
    { messageId: string; organizationId: string },
    PendingMessage | null | Error
  >;
  private readonly settles: StatementBatches<MessageOutcome, boolean>;

  constructor(delivery: MessageDeliveryService, maxBatch: number) {
    this.loads = new StatementBatches((keys) => delivery.pendingAll(keys), maxBatch, LOADS_IN_FLIGHT);
    this.settles = new StatementBatches((outcomes) => delivery.settleAll(outcomes), maxBatch, SETTLES_IN_FLIGHT);
  }

  /** The message if it is still to be sent; null once sent or failed. Throws when it does not exist there. */
  async pending(messageId: string, organizationId: string): Promise<PendingMessage | null> {
    const loaded = await this.loads.add({ messageId, organizationId });
    if (loaded instanceof Error) throw loaded;
    return loaded;
  }

  /** Moves the message out of _PENDING with its timeline entry; false when it was settled before. */
  settle(outcome: MessageOutcome): Promise<boolean> {
    return this.settles.add(outcome);
  }
}
