/** Runs `work` for every item with at most `concurrency` at once. */
export async function pooled<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** The extensions.code of every error in an HTTP answer's body (none when it is not JSON). */
export function errorCodesOf(body: string): string[] {
  try {
    const parsed = JSON.parse(body) as { errors?: { extensions?: { code?: string } }[] };
    return (parsed.errors ?? []).map((error) => error.extensions?.code ?? 'NO_CODE');
  } catch {
    return [];
  }
}
