// The baseline is only a baseline if it answers what the api answers: the two JSON answers are compared
// field by field before anything is timed.

/** The path of the first difference between two JSON values, or null when they are equal. */
export function firstDifference(api: unknown, bare: unknown, path = '$'): string | null {
  if (Object.is(api, bare)) return null;
  if (typeof api !== 'object' || typeof bare !== 'object' || api === null || bare === null) {
    return `${path}: api ${JSON.stringify(api)?.slice(0, 80)} vs bare ${JSON.stringify(bare)?.slice(0, 80)}`;
  }
  if (Array.isArray(api) !== Array.isArray(bare)) return `${path}: array vs object`;
  const keys = new Set([...Object.keys(api), ...Object.keys(bare)]);
  for (const key of keys) {
    const difference = firstDifference(
      (api as Record<string, unknown>)[key],
      (bare as Record<string, unknown>)[key],
      Array.isArray(api) ? `${path}[${key}]` : `${path}.${key}`,
    );
    if (difference) return difference;
  }
  return null;
}
