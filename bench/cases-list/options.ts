// Command-line options of the case-list benchmark; `--quick` is for development runs of a few seconds.
import { parseArgs } from 'node:util';

export interface CasesListOptions {
  /** Measured seconds per phase (one page, one target, one number of clients), over all its rounds. */
  seconds: number;
  /** Slices each phase is measured in, interleaved with the other phases'. */
  rounds: number;
  warmupSeconds: number;
  clients: number[];
  pageSize: number;
  statuses: string[];
  /** Scale of the dataset generated when the bench database holds none. */
  scale: number;
}

export function parseOptions(argv = process.argv.slice(2)): CasesListOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      seconds: { type: 'string' },
      warmup: { type: 'string' },
      rounds: { type: 'string' },
      clients: { type: 'string', default: '1,32' },
      'page-size': { type: 'string', default: '50' },
      statuses: { type: 'string', default: 'OPEN,ASSIGNED,IN_PROGRESS' },
      scale: { type: 'string', default: process.env.BENCH_SCALE ?? '1' },
    },
  });
  const options: CasesListOptions = {
    seconds: Number(values.seconds ?? (values.quick ? 1.5 : 4)),
    rounds: Number(values.rounds ?? (values.quick ? 1 : 2)),
    warmupSeconds: Number(values.warmup ?? 0.3),
    clients: values.clients.split(',').map(Number),
    pageSize: Number(values['page-size']),
    statuses: values.statuses.split(','),
    scale: Number(values.scale),
  };
  const invalid =
    !(options.seconds > 0) ||
    !(options.warmupSeconds >= 0) ||
    !Number.isInteger(options.rounds) ||
    options.rounds < 1 ||
    options.clients.some((clients) => !Number.isInteger(clients) || clients < 1) ||
    !Number.isInteger(options.pageSize) ||
    !(options.scale > 0);
  if (invalid) {
    throw new Error(
      'Usage: cases-list [--quick] [--seconds N] [--rounds N] [--warmup N] [--clients 1,32] [--page-size 50] ' +
        '[--statuses OPEN,ASSIGNED,IN_PROGRESS] [--scale F]',
    );
  }
  return options;
}
