import { type LiveSource, replayThenLive } from './replay-then-live.js';

type Entry = { id: string };

/** A pub/sub source whose messages the test publishes, and whose connection the test drops and restores. */
function fakeSource() {
  const handlers = new Map<number, (message: Entry) => void>();
  const resubscribed = new Set<() => void>();
  let nextId = 1;
  const source: LiveSource = {
    async subscribe<T>(_channel: string, onMessage: (message: T) => void) {
      handlers.set(nextId, onMessage as (message: Entry) => void);
      return nextId++;
    },
    unsubscribe: (id) => void handlers.delete(id),
  };
  return {
    source,
    publish: (id: string) => handlers.forEach((handler) => handler({ id })),
    onResubscribed: (listener: () => void) => (resubscribed.add(listener), () => void resubscribed.delete(listener)),
    /** The connection came back: whatever was published while it was down never arrived. */
    cameBack: () => resubscribed.forEach((listener) => listener()),
    listeners: () => resubscribed.size,
  };
}

const take = async (iterator: AsyncIterableIterator<Entry>, count: number) => {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) ids.push((await iterator.next()).value.id);
  return ids;
};

describe('replayThenLive', () => {
  it('delivers the missed entries, then live ones, skipping a live one the replay gave', async () => {
    const live = fakeSource();
    const iterator = await replayThenLive<Entry>(live.source, ['c'], async () => [{ id: 'a' }, { id: 'b' }]);
    live.publish('b');
    live.publish('c');
    expect(await take(iterator, 3)).toEqual(['a', 'b', 'c']);
    await iterator.return!();
  });

  it('after its connection came back, delivers what was recorded meanwhile and never arrived, once', async () => {
    const live = fakeSource();
    const recorded: Entry[] = [{ id: 'a' }];
    const iterator = await replayThenLive<Entry>(live.source, ['c'], async () => [...recorded], live.onResubscribed);
    recorded.push({ id: 'b' });
    live.publish('b');
    expect(await take(iterator, 2)).toEqual(['a', 'b']);

    // Recorded and published while the connection was down: never heard.
    recorded.push({ id: 'c' }, { id: 'd' });
    live.cameBack();
    expect(await take(iterator, 2)).toEqual(['c', 'd']);

    // A late publish of one of them is not delivered again; what follows is.
    live.publish('d');
    recorded.push({ id: 'e' });
    live.publish('e');
    expect(await take(iterator, 1)).toEqual(['e']);
    await iterator.return!();
    expect(live.listeners()).toBe(0);
  });

  it('ends with the error when reading what was missed after a reconnection fails', async () => {
    const live = fakeSource();
    let fail = false;
    const iterator = await replayThenLive<Entry>(
      live.source,
      ['c'],
      async () => {
        if (fail) throw new Error('database unreachable');
        return [{ id: 'a' }];
      },
      live.onResubscribed,
    );
    expect(await take(iterator, 1)).toEqual(['a']);
    fail = true;
    const next = iterator.next();
    live.cameBack();
    await expect(next).rejects.toThrow('database unreachable');
    expect(live.listeners()).toBe(0);
  });
});
