import DataLoader from 'dataloader';

/**
 * Per-request DataLoaders, created lazily by key, so field resolvers batch their loads into one
 * query per relation whatever the page size, and nothing is cached across requests or users.
 */
export class Loaders {
  private readonly loaders = new Map<string, DataLoader<string, unknown>>();

  get<V>(key: string, batch: (ids: readonly string[]) => Promise<Map<string, V>>): DataLoader<string, V | null> {
    let loader = this.loaders.get(key) as DataLoader<string, V | null> | undefined;
    if (!loader) {
      loader = new DataLoader<string, V | null>(async (ids) => {
        const found = await batch(ids);
        return ids.map((id) => found.get(id) ?? null);
      });
      this.loaders.set(key, loader as DataLoader<string, unknown>);
    }
    return loader;
  }
}
