/**
 * A subscription's events, each passed through `shape` in the order they come; those it turns into null
 * are left out. Ending it (`return`) reaches the source at once, even while it waits for its next event,
 * so a subscriber that leaves unsubscribes without waiting for one more.
 */
export function mapEvents<T, U>(
  source: AsyncIterator<T>,
  shape: (event: T) => Promise<U | null>,
): AsyncIterableIterator<U> {
  const ended = async (): Promise<IteratorResult<U>> => {
    await source.return?.();
    return { value: undefined, done: true };
  };
  const iterator: AsyncIterableIterator<U> = {
    async next() {
      for (;;) {
        const step = await source.next();
        if (step.done) return { value: undefined, done: true };
        const shaped = await shape(step.value);
        if (shaped !== null) return { value: shaped, done: false };
      }
    },
    return: ended,
    async throw(error: unknown) {
      await ended();
      throw error;
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}
