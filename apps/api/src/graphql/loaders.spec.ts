import { Loaders } from './loaders.js';

describe('Loaders', () => {
  it('batches loads of one key into one call and answers null for missing ids', async () => {
    const calls: string[][] = [];
    const loaders = new Loaders();
    const batch = async (ids: readonly string[]) => {
      calls.push([...ids]);
      return new Map(ids.filter((id) => id !== 'missing').map((id) => [id, { id }]));
    };
    const results = await Promise.all(['a', 'b', 'missing', 'a'].map((id) => loaders.get('things', batch).load(id)));
    expect(results).toEqual([{ id: 'a' }, { id: 'b' }, null, { id: 'a' }]);
    expect(calls).toEqual([['a', 'b', 'missing']]);
  });

  it('keeps one loader per key and nothing across instances (requests)', async () => {
    let calls = 0;
    const batch = async (ids: readonly string[]) => (calls++, new Map(ids.map((id) => [id, id])));
    const first = new Loaders();
    expect(first.get('k', batch)).toBe(first.get('k', batch));
    await first.get('k', batch).load('x');
    await new Loaders().get('k', batch).load('x');
    expect(calls).toBe(2);
  });
});
