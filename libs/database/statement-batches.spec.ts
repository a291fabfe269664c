import { jest } from '@jest/globals';
import { StatementBatches } from './statement-batches.js';

/** A statement that answers when told, recording the batches it was given. */
class HeldStatement {
  readonly batches: number[][] = [];
  private release: (() => void)[] = [];
  fail: Error | null = null;

  run = (inputs: number[]): Promise<string[]> => {
    this.batches.push(inputs);
    return new Promise((resolve, reject) => {
      this.release.push(() => (this.fail ? reject(this.fail) : resolve(inputs.map((input) => `answer ${input}`))));
    });
  };

  /** Lets the oldest running statement answer. */
  answer(): void {
    this.release.shift()?.();
  }
}

/** A few rounds of I/O: callers resumed, the ended statement's successor scheduled and started. */
const turn = async () => {
  for (let round = 0; round < 3; round += 1) await new Promise((resolve) => setImmediate(resolve));
};

describe('StatementBatches', () => {
  it('sends what comes in the same round of I/O in one statement and answers each caller its own output', async () => {
    const statement = new HeldStatement();
    const batches = new StatementBatches(statement.run, 10);
    const answers = Promise.all([batches.add(1), batches.add(2), batches.add(3)]);
    await turn();
    expect(statement.batches).toEqual([[1, 2, 3]]);
    statement.answer();
    expect(await answers).toEqual(['answer 1', 'answer 2', 'answer 3']);
  });

  it('runs one statement at a time; what arrives meanwhile goes out together when it ends, at most maxBatch', async () => {
    const statement = new HeldStatement();
    const batches = new StatementBatches(statement.run, 2);
    const first = batches.add(1);
    await turn();
    const later = [2, 3, 4].map((input) => batches.add(input));
    await turn();
    expect(statement.batches).toEqual([[1]]);
    statement.answer();
    expect(await first).toBe('answer 1');
    await turn();
    expect(statement.batches).toEqual([[1], [2, 3]]);
    statement.answer();
    await turn();
    expect(statement.batches).toEqual([[1], [2, 3], [4]]);
    statement.answer();
    expect(await Promise.all(later)).toEqual(['answer 2', 'answer 3', 'answer 4']);
  });

  it('with maxInFlight 2, a second statement starts while the first runs; a third waits for one to end', async () => {
    const statement = new HeldStatement();
    const batches = new StatementBatches(statement.run, 10, 2);
    const first = batches.add(1);
    await turn();
    const second = batches.add(2);
    await turn();
    const third = [batches.add(3), batches.add(4)];
    await turn();
    expect(statement.batches).toEqual([[1], [2]]);
    statement.answer();
    expect(await first).toBe('answer 1');
    await turn();
    expect(statement.batches).toEqual([[1], [2], [3, 4]]);
    statement.answer();
    statement.answer();
    expect(await second).toBe('answer 2');
    expect(await Promise.all(third)).toEqual(['answer 3', 'answer 4']);
  });

  it('a failed statement rejects every caller in it, and the next batch still runs', async () => {
    const statement = new HeldStatement();
    const batches = new StatementBatches(statement.run, 10);
    const failing = [batches.add(1), batches.add(2)];
    await turn();
    const next = batches.add(3);
    statement.fail = new Error('connection lost');
    statement.answer();
    await expect(failing[0]).rejects.toThrow('connection lost');
    await expect(failing[1]).rejects.toThrow('connection lost');
    statement.fail = null;
    await turn();
    statement.answer();
    expect(await next).toBe('answer 3');
  });

  it('a statement answering a different number of outputs rejects its callers rather than mismatch them', async () => {
    const batches = new StatementBatches(async () => ['only one'], 10);
    const answers = [batches.add(1), batches.add(2)];
    await expect(answers[0]).rejects.toThrow('1 answers to 2 inputs');
    await expect(answers[1]).rejects.toThrow('1 answers to 2 inputs');
  });

  describe('with a linger', () => {
    // The linger's timer on a fake clock; rounds of I/O (setImmediate) stay real.
    beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate'] }));
    afterEach(() => jest.useRealTimers());

    it('gathers what trickles in during the linger into one statement', async () => {
      const statement = new HeldStatement();
      const batches = new StatementBatches(statement.run, 10, 1, 200);
      const answers = [batches.add(1)];
      await turn();
      jest.advanceTimersByTime(20);
      answers.push(batches.add(2));
      jest.advanceTimersByTime(20);
      answers.push(batches.add(3));
      jest.advanceTimersByTime(159);
      await turn();
      expect(statement.batches).toEqual([]);
      jest.advanceTimersByTime(1);
      await turn();
      expect(statement.batches).toEqual([[1, 2, 3]]);
      statement.answer();
      expect(await Promise.all(answers)).toEqual(['answer 1', 'answer 2', 'answer 3']);
    });

    it('sends a full batch at once, without waiting out the linger', async () => {
      const statement = new HeldStatement();
      const batches = new StatementBatches(statement.run, 3, 1, 60_000);
      const answers = [1, 2, 3].map((input) => batches.add(input));
      await turn();
      expect(statement.batches).toEqual([[1, 2, 3]]);
      statement.answer();
      expect(await Promise.all(answers)).toEqual(['answer 1', 'answer 2', 'answer 3']);
      const late = batches.add(4);
      batches.add(5).catch(() => undefined);
      batches.add(6).catch(() => undefined);
      await turn();
      expect(statement.batches).toEqual([
        [1, 2, 3],
        [4, 5, 6],
      ]);
      statement.answer();
      expect(await late).toBe('answer 4');
    });
  });
});
