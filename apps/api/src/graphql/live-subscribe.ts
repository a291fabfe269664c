import { createSourceEventStream, execute, type ExecutionArgs, type ExecutionResult, print } from 'graphql';

type OperationResult = ExecutionResult | AsyncIterableIterator<ExecutionResult>;

/** Where a subscription's events go: the subscriber's websocket and the operation id its client chose. */
export interface LiveDelivery {
  operationId: string;
  /** Writes one graphql-ws protocol message to the subscriber's socket. */
  send(message: string): void;
}

export interface LiveSubscribeOptions {
  /** The context every shared execution runs with: it names no caller. */
  eventContext: () => unknown;
  /** The subscriber's delivery, found in its operation context (websocket operations only). */
  deliveryOf: (contextValue: unknown) => LiveDelivery | undefined;
}

/**
 * Subscribers handed a shared result per turn of the event loop. Writing to one socket costs 10 to 20 µs,
 * so a turn stays within 1 to 2 ms: a fan-out to thousands never holds the loop (other requests, timers, the
 * next event) for tens of milliseconds, and the subscribers still all receive within the same few turns.
 */
const DELIVERIES_PER_TURN = 100;

/**
 * graphql-ws's `subscribe`: graphql-js's own, except that an event is resolved once per operation, not once
 * per subscriber. Each subscriber keeps its own source stream, so its subscription's `filter` (the access
 * check) still runs for every event it is offered; an event that passes is executed, and its `next`
 * message serialized, once for all the subscribers of this process that sent the same operation with the
 * same variables. Redis pub/sub hands every subscriber of a topic the same message object, which keys the
 * sharing and lets it go with the message.
 *
 * The shared execution runs with a context of its own that names no caller (`eventContext`), so a field
 * below a subscription can never show one subscriber what was resolved for another: a field that needs
 * the caller fails instead. Subscription payloads are built from the event alone.
 *
 * A result without errors is written straight to each subscriber's socket as the very bytes graphql-ws
 * would send (`{"id":…,"type":"next","payload":…}`; the `onNext` hook only rewrites errors), so the shared
 * serialization is not redone per subscriber. A result with errors goes through graphql-ws as usual.
 */
export function liveSubscribe(options: LiveSubscribeOptions) {
  const resultsByEvent = new WeakMap<object, Map<string, SharedResult>>();

  const run = (args: ExecutionArgs, event: unknown) =>
    Promise.resolve(execute({ ...args, rootValue: event, contextValue: options.eventContext() }));

  const executeOnce = (args: ExecutionArgs, operation: string, event: unknown): Promise<Resolved> => {
    if (typeof event !== 'object' || event === null) return run(args, event).then(resolved);
    let results = resultsByEvent.get(event);
    if (!results) resultsByEvent.set(event, (results = new Map()));
    let shared = results.get(operation);
    if (!shared) results.set(operation, (shared = new SharedResult(run(args, event).then(resolved))));
    return shared.take();
  };

  return async function subscribe(args: ExecutionArgs): Promise<OperationResult> {
    const stream = await createSourceEventStream(args);
    if (!isAsyncIterable(stream)) return stream as ExecutionResult;
    const operation = JSON.stringify([print(args.document), args.operationName ?? null, args.variableValues ?? {}]);
    const results = mapAsyncIterator(stream, (event) => executeOnce(args, operation, event));
    const delivery = options.deliveryOf(args.contextValue);
    return delivery ? deliverDirectly(results, delivery) : mapAsyncIterator(results, async ({ result }) => result);
  };
}

/** An event's result, and for a result without errors the tail of its `next` message after the id. */
interface Resolved {
  result: ExecutionResult;
  nextMessageTail?: string;
}

const resolved = (result: ExecutionResult): Resolved =>
  result.errors ? { result } : { result, nextMessageTail: `,"type":"next","payload":${JSON.stringify(result)}}` };

/** One event's result for one operation, handed to its subscribers DELIVERIES_PER_TURN at a time. */
class SharedResult {
  private readonly turns: Promise<void>[] = [];
  private taken = 0;

  constructor(private readonly result: Promise<Resolved>) {}

  async take(): Promise<Resolved> {
    await this.turn(Math.floor(this.taken++ / DELIVERIES_PER_TURN));
    return this.result;
  }

  private turn(index: number): Promise<void> {
    this.turns[index] ??=
      index === 0 ? this.result.then(ignore, ignore) : this.turn(index - 1).then(nextTurnOfTheEventLoop);
    return this.turns[index];
  }
}

const ignore = () => undefined;
const nextTurnOfTheEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * What graphql-ws iterates for a websocket subscriber: events without errors are written to the socket
 * here, so graphql-ws only ever sees the ones with errors (which it formats and sends) and the end.
 * Once graphql-ws ends the subscription (the client completed it, or left) nothing more is written.
 */
function deliverDirectly(
  results: AsyncIterator<Resolved>,
  delivery: LiveDelivery,
): AsyncIterableIterator<ExecutionResult> & { return(): Promise<IteratorResult<ExecutionResult>> } {
  const head = `{"id":${JSON.stringify(delivery.operationId)}`;
  let ended = false;
  const end = async (): Promise<IteratorResult<ExecutionResult>> => {
    ended = true;
    await results.return?.();
    return { value: undefined, done: true };
  };
  return {
    async next() {
      for (;;) {
        const step = await results.next();
        if (step.done || ended) return { value: undefined, done: true };
        if (step.value.nextMessageTail === undefined) return { value: step.value.result, done: false };
        delivery.send(head + step.value.nextMessageTail);
      }
    },
    return: end,
    async throw(error: unknown) {
      await end();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof (value as AsyncIterable<unknown> | null)?.[Symbol.asyncIterator] === 'function';
}

/**
 * Maps a source stream as graphql-js does: `return()` reaches the source at once, even while it waits for
 * its next event, so a subscriber that leaves unsubscribes from Redis without waiting for one more event.
 */
function mapAsyncIterator<T, U>(
  source: AsyncIterable<T> | AsyncIterator<T>,
  map: (value: T) => Promise<U>,
): AsyncIterableIterator<U> & {
  return(): Promise<IteratorResult<U>>;
  throw(error: unknown): Promise<IteratorResult<U>>;
} {
  const iterator = Symbol.asyncIterator in source ? source[Symbol.asyncIterator]() : source;
  const mapResult = async (result: IteratorResult<T>): Promise<IteratorResult<U>> => {
    if (result.done) return result;
    try {
      return { value: await map(result.value), done: false };
    } catch (error) {
      await iterator.return?.().catch(() => undefined);
      throw error;
    }
  };
  return {
    async next() {
      return mapResult(await iterator.next());
    },
    async return() {
      return iterator.return ? mapResult(await iterator.return()) : { value: undefined, done: true };
    },
    async throw(error: unknown) {
      if (iterator.throw) return mapResult(await iterator.throw(error));
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
