// Fault: the api that takes a burst of mutations is killed (SIGKILL) while changes are committed but not
// yet published. Subscribers on a second api process still get every event: the outbox relay publishes
// what the killed process did not (an event it had published but not marked comes twice, by the same id).
import type { ChildProcess } from 'node:child_process';
import { isVisibleToEmployee } from '#events';
import { waitFor } from '#test/eventually';
import { tokenFor } from '#test/tokens';
import { allDispatched, type ChaosStack, createChaosStack } from './support/chaos-stack.js';
import { type Answer, addComment, inParallel } from './support/comments.js';
import { deliveryFigures, printFigures } from './support/figures.js';
import { ResumingSubscriber } from './support/resuming-subscriber.js';

const MUTATIONS = 300;
const IN_FLIGHT = 20;
const SUBSCRIBERS = 5;

describe('chaos: api killed between commit and publish', () => {
  let stack: ChaosStack;
  const subscribers: ResumingSubscriber[] = [];
  beforeAll(async () => {
    stack = await createChaosStack('api_kill');
  }, 60000);
  afterAll(async () => {
    await Promise.all(subscribers.map((subscriber) => subscriber.stop()));
    await stack?.close();
  });

  it('delivers every event to each subscriber of another api process, each shown once by its id', async () => {
    await stack.startWorker();
    const [writer, reader] = await Promise.all([stack.startApi(), stack.startApi()]);
    const { caseId, firstEntryId } = await stack.createCase();
    const token = await tokenFor('caseworker');
    const employee = await tokenFor('employee');
    for (let index = 0; index < SUBSCRIBERS; index += 1)
      subscribers.push(new ResumingSubscriber(reader.url, employee, caseId, firstEntryId).start());
    /** Freezes the api; thaws it again, answering false, when no entry is committed and undispatched. */
    const freezeWithUndispatched = async (api: ChildProcess, caseId: string) => {
      api.kill('SIGSTOP');
      const entries = await stack.entriesAfter(caseId, firstEntryId);
      if (entries.some((entry) => !entry.dispatched)) return true;
      api.kill('SIGCONT');
      return false;
    };

    let phase: 'before' | 'killed' | 'restarted' = 'before';
    let undispatchedAtKill = 0;
    const kill = (async () => {
      await waitFor(() => stack.entriesAfter(caseId, firstEntryId), {
        until: (entries) => entries.length >= MUTATIONS / 3,
        what: 'a third of the burst committed',
        timeoutMs: 60000,
        intervalMs: 5,
      });
      // Mid-burst, at a moment when a change is committed and not yet dispatched: the api is frozen
      // (SIGSTOP) while the database is read, so what it shows is what the kill catches.
      await waitFor(() => freezeWithUndispatched(writer.service.child, caseId), {
        what: 'the api frozen with a committed entry not yet dispatched',
        timeoutMs: 60000,
        intervalMs: 1,
      });
      await writer.service.kill();
      phase = 'killed';
      const entries = await stack.entriesAfter(caseId, firstEntryId);
      undispatchedAtKill = entries.filter((entry) => !entry.dispatched).length;
      const restarted = await stack.startApi(writer.port);
      phase = 'restarted';
      return restarted;
    })();
    const answers = await inParallel(MUTATIONS, IN_FLIGHT, async (index): Promise<Answer> => {
      const answer = await addComment(writer.url, token, caseId, `Comment ${index}`);
      // A request the kill cut off has an unknown outcome; the next ones wait for the api to be back.
      if (!answer.ok && phase !== 'restarted')
        await waitFor(() => phase === 'restarted', { what: 'the api to be restarted', timeoutMs: 60000 });
      return answer;
    });
    await kill;

    const entries = await allDispatched(stack, caseId, firstEntryId);
    // What the subscribers, the case's employee, may see of it.
    const sent = entries.filter((entry) => isVisibleToEmployee(entry.type)).map((entry) => entry.id);
    await waitFor(() => subscribers.map((subscriber) => subscriber.unique().size), {
      until: () => subscribers.every((subscriber) => sent.every((id) => subscriber.unique().has(id))),
      what: 'every subscriber to have every event',
      timeoutMs: 60000,
      intervalMs: 250,
    });

    const figures = deliveryFigures('api killed (SIGKILL) between commit and publish', sent, subscribers);
    printFigures({
      ...figures,
      notes: {
        ...figures.notes,
        'committed, not dispatched at the kill': undispatchedAtKill,
        'mutations cut off by the kill': answers.filter((answer) => !answer.ok).length,
      },
    });
    // The kill caught changes committed and not yet published: those reached the subscribers through the relay.
    expect(undispatchedAtKill).toBeGreaterThan(0);
    expect(figures.lost).toBe(0);
    for (const subscriber of subscribers) {
      // What a client shows: the entries it got, each id once.
      const shown = [...new Set(subscriber.raw)];
      expect(shown.length).toBe(sent.length);
      expect(new Set(shown)).toEqual(new Set(sent));
      expect(subscriber.lastError).toBeUndefined();
    }
  }, 240000);
});
