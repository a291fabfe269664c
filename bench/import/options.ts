// Command-line flags of the import benchmark.

export interface ImportBenchOptions {
  /** Rows of the file, imported by the product and copied by the baseline. */
  count: number;
  quick: boolean;
}

export function parseOptions(argv: readonly string[] = process.argv): ImportBenchOptions {
  const quick = argv.includes('--quick');
  const countArgument = argv.find((arg) => arg.startsWith('--count='));
  const count = countArgument ? Number(countArgument.slice('--count='.length)) : quick ? 10_000 : 100_000;
  if (!Number.isInteger(count) || count < 100 || count > 100_000) {
    throw new Error(`--count must be an integer from 100 to 100,000 (the import's limit), got ${count}`);
  }
  return { count, quick };
}
