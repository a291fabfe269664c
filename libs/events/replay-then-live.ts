/** What a live source offers: subscribe resolves once messages of the channel are being received. */
export interface LiveSource {
  subscribe<T>(channel: string, onMessage: (message: T) => void): Promise<number>;
  unsubscribe(subscriptionId: number): void;
}

/**
 * Registers a listener called when the source's connection came back after a drop and its channels are
 * subscribed again; returns what removes it. Messages published while it was down never arrive.
 */
export type OnResubscribed = (listener: () => void) => () => void;

/**
 * Messages of the channels, starting with those `replay` reads (what the client missed while it was away).
 * The subscription is in place before `replay` runs, so nothing falls between the two; a live message
 * the replay already gave is skipped by its id. When the source's own connection drops and comes back
 * (`onResubscribed`), `replay` runs again and what it gives that was not delivered yet is delivered: the
 * client's socket stayed open, so it would never ask for what was published in the gap.
 */
export async function replayThenLive<T extends { id: string }>(
  source: LiveSource,
  channels: string[],
  replay: () => Promise<T[]>,
  onResubscribed?: OnResubscribed,
): Promise<AsyncIterableIterator<T>> {
  const queued: T[] = [];
  const waiting: { resolve: (result: IteratorResult<T>) => void; reject: (error: unknown) => void }[] = [];
  let open = true;
  let failure: { error: unknown } | undefined;
  let replayed: Set<string> | undefined;
  const delivered = new Set<string>();
  const heldDuringReplay: T[] = [];

  const deliver = (message: T) => {
    if (!open) return;
    delivered.add(message.id);
    const next = waiting.shift();
    if (next) next.resolve({ value: message, done: false });
    else queued.push(message);
  };
  const onMessage = (message: T) => {
    if (!replayed) heldDuringReplay.push(message);
    else if (!replayed.has(message.id)) deliver(message);
  };

  const subscriptionIds = await Promise.all(channels.map((channel) => source.subscribe<T>(channel, onMessage)));
  let stopListening = () => {};
  const close = (error?: unknown) => {
    if (!open) return;
    open = false;
    stopListening();
    for (const id of subscriptionIds) source.unsubscribe(id);
    if (error === undefined) for (const next of waiting.splice(0)) next.resolve({ value: undefined, done: true });
    else {
      failure = { error };
      for (const next of waiting.splice(0)) next.reject(error);
    }
    queued.length = 0;
  };
  try {
    const missed = await replay();
    replayed = new Set(missed.map((message) => message.id));
    for (const message of missed) deliver(message);
    for (const message of heldDuringReplay.splice(0)) if (!replayed.has(message.id)) deliver(message);
  } catch (error) {
    close();
    throw error;
  }

  // One catch-up at a time, in the order the reconnections happened.
  let catchingUp = Promise.resolve();
  if (onResubscribed)
    stopListening = onResubscribed(() => {
      catchingUp = catchingUp.then(async () => {
        if (!open) return;
        try {
          for (const message of await replay()) {
            if (delivered.has(message.id)) continue;
            replayed!.add(message.id);
            deliver(message);
          }
        } catch (error) {
          // The gap cannot be filled: end with the error, and the client subscribes again with its resume point.
          close(error);
        }
      });
    });

  const iterator: AsyncIterableIterator<T> = {
    next: () =>
      queued.length > 0
        ? Promise.resolve({ value: queued.shift()!, done: false })
        : open
          ? new Promise((resolve, reject) => waiting.push({ resolve, reject }))
          : failure
            ? Promise.reject(failure.error)
            : Promise.resolve({ value: undefined, done: true }),
    return: () => {
      close();
      return Promise.resolve({ value: undefined, done: true });
    },
    throw: (error: unknown) => {
      close();
      return Promise.reject(error);
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}
