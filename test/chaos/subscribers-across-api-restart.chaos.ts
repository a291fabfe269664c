// Fault: the api holding 50 live subscribers is killed (SIGKILL) and started again while changes keep
// coming through a second api. Each client connects again and subscribes with its resume point (the
// newest entry it has); the api replays what it missed, so each ends with every event, once by its id.
import { isVisibleToEmployee } from '#events';
import { waitFor } from '#test/eventually';
import { tokenFor } from '#test/tokens';
import { allDispatched, type ChaosStack, createChaosStack } from './support/chaos-stack.js';
import { CommentStream } from './support/comments.js';
import { deliveryFigures, printFigures } from './support/figures.js';
import { ResumingSubscriber } from './support/resuming-subscriber.js';

const SUBSCRIBERS = 50;

describe('chaos: subscribers across an api restart', () => {
  let stack: ChaosStack;
  let stream: CommentStream | undefined;
  const subscribers: ResumingSubscriber[] = [];
  beforeAll(async () => {
    stack = await createChaosStack('api_restart');
  }, 60000);
  afterAll(async () => {
    await stream?.stop();
    await Promise.all(subscribers.map((subscriber) => subscriber.stop()));
    await stack?.close();
  });

  it('ends with every event at each of 50 clients, after each resubscribed with its resume point', async () => {
    await stack.startWorker();
    const [live, writer] = await Promise.all([stack.startApi(), stack.startApi()]);
    const { caseId, firstEntryId } = await stack.createCase();
    const employee = await tokenFor('employee');
    for (let index = 0; index < SUBSCRIBERS; index += 1)
      subscribers.push(new ResumingSubscriber(live.url, employee, caseId, firstEntryId).start());
    stream = new CommentStream(writer.url, await tokenFor('caseworker'), caseId).start();

    await waitFor(() => subscribers.every((subscriber) => subscriber.receivedOnCurrent >= 5), {
      what: 'every subscriber to receive live events',
      timeoutMs: 60000,
      intervalMs: 100,
    });
    await live.service.kill();
    stream.phase = 'during';
    await stack.startApi(live.port);
    stream.phase = 'after';
    // The stream goes on until every client is back and receiving on its new subscription.
    await waitFor(
      () => subscribers.every((subscriber) => subscriber.resubscriptions > 0 && subscriber.receivedOnCurrent >= 5),
      { what: 'every subscriber to resubscribe and receive again', timeoutMs: 90000, intervalMs: 100 },
    );
    await stream.stop();

    const entries = await allDispatched(stack, caseId, firstEntryId);
    const sent = entries.filter((entry) => isVisibleToEmployee(entry.type)).map((entry) => entry.id);
    await waitFor(() => subscribers.map((subscriber) => subscriber.unique().size), {
      until: () => subscribers.every((subscriber) => sent.every((id) => subscriber.unique().has(id))),
      what: 'every subscriber to have every event',
      timeoutMs: 60000,
      intervalMs: 250,
    });

    const figures = deliveryFigures('subscribers across an api restart (SIGKILL)', sent, subscribers);
    printFigures({
      ...figures,
      notes: {
        ...figures.notes,
        'changes while the api was away': stream.answered('during'),
        'subscription attempts after the kill': subscribers.reduce((sum, s) => sum + s.resubscriptions, 0),
      },
    });
    expect(stream.answers.filter((answer) => !answer.ok)).toEqual([]);
    expect(figures.lost).toBe(0);
    for (const subscriber of subscribers) {
      // What a client shows: the entries it got, each id once.
      const shown = [...new Set(subscriber.raw)];
      expect(shown.length).toBe(sent.length);
      expect(new Set(shown)).toEqual(new Set(sent));
    }
  }, 240000);
});
