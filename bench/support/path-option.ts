// A flag that turns on an output file: `--name` alone writes it to the temp directory, `--name=path` where asked.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The path a flag's value asks for, or null when the flag is absent or `false`. */
export function pathOption(value: string | undefined, defaultFileName: string): string | null {
  if (value === undefined || value === 'false') return null;
  return value === 'true' ? join(tmpdir(), defaultFileName) : value;
}
