// The measuring order: every number of clients in turn; within it `rounds` passes, each visiting every
// page and target once, so load that drifts on a shared machine falls on all pages and targets alike.
import type { LoadResult } from './load.js';
import type { Phases } from './phases.js';
import type { MetadataRun, PageRun } from './report.js';
import {
  LIST_TARGETS,
  type ListTarget,
  METADATA_TARGETS,
  type MetadataTarget,
  type MetadataTargets,
  type PageTargets,
} from './targets.js';

export async function measurePages(
  phases: Phases,
  pages: readonly PageTargets[],
  clientCounts: readonly number[],
  rounds: number,
  log: (line: string) => void,
): Promise<PageRun[]> {
  const key = (clients: number, page: string, target: ListTarget) => `list ${clients} ${page} ${target}`;
  for (const clients of clientCounts) {
    for (let pass = 1; pass <= rounds; pass += 1) {
      for (const prepared of pages) {
        for (const target of LIST_TARGETS) {
          const phase = key(clients, prepared.page.label, target);
          if (target === 'api') await phases.measureApi(phase, clients, prepared.requests.api);
          else await phases.measure(phase, clients, prepared.requests[target]);
        }
      }
      log(`  casesByStatus, ${clients} client(s): round ${pass} of ${rounds} measured`);
    }
  }
  return clientCounts.flatMap((clients) =>
    pages.map((prepared) => {
      const phase = (target: ListTarget) => key(clients, prepared.page.label, target);
      const cost = phases.apiCost(phase('api'));
      return {
        clients,
        page: prepared.page.label,
        pageIndex: prepared.page.index,
        results: resultsOf(LIST_TARGETS, (target) => phases.result(phase(target))),
        statementsPerRequest: { ...prepared.statements, api: cost.statementsPerRequest },
        apiCpuMsPerRequest: cost.cpuMsPerRequest,
      };
    }),
  );
}

export async function measureMetadata(
  phases: Phases,
  metadata: MetadataTargets,
  clientCounts: readonly number[],
  rounds: number,
  log: (line: string) => void,
): Promise<MetadataRun[]> {
  const key = (clients: number, target: MetadataTarget) => `metadata ${clients} ${target}`;
  for (const clients of clientCounts) {
    for (let pass = 1; pass <= rounds; pass += 1) {
      for (const target of METADATA_TARGETS) {
        if (target === 'api') await phases.measureApi(key(clients, target), clients, metadata.requests.api);
        else await phases.measure(key(clients, target), clients, metadata.requests[target]);
      }
    }
    log(`  casesMetadata, ${clients} client(s) measured`);
  }
  return clientCounts.map((clients) => {
    const cost = phases.apiCost(key(clients, 'api'));
    return {
      clients,
      results: resultsOf(METADATA_TARGETS, (target) => phases.result(key(clients, target))),
      sqlStatementsPerRequest: cost.statementsPerRequest,
      apiCpuMsPerRequest: cost.cpuMsPerRequest,
    };
  });
}

const resultsOf = <T extends string>(targets: readonly T[], result: (target: T) => LoadResult) =>
  Object.fromEntries(targets.map((target) => [target, result(target)])) as Record<T, LoadResult>;
