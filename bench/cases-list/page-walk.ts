// Walks the whole list once through the api, as a person pressing "Load more" would, to learn every page's
// cursor, and checks on the way that the pages cover the list exactly once.
import type { ApiClient, CasesPage } from './api-client.js';
import { type Cursor, parseCursor } from './sql-baselines.js';

export type PageLabel = 'first' | 'middle' | 'deepest';

export interface SamplePage {
  label: PageLabel;
  /** Zero-based position of the page in the list. */
  index: number;
  /** The `after` argument that asks for this page. */
  after: string | null;
  cursor: Cursor | null;
  ids: string[];
}

export interface WalkedList {
  totalCount: number;
  pages: number;
  /** The first page, the middle one and the deepest full page. */
  samples: SamplePage[];
  seconds: number;
}

export async function walkList(api: ApiClient, statuses: readonly string[], pageSize: number): Promise<WalkedList> {
  const start = performance.now();
  const pages: { after: string | null; ids: string[] }[] = [];
  const seen = new Set<string>();
  let after: string | null = null;
  let page: CasesPage;
  do {
    page = await api.casesByStatus({ statuses, recordsPerPage: pageSize, after });
    const ids = page.cases.map((row) => row.id);
    for (const id of ids) {
      if (seen.has(id)) throw new Error(`Case ${id} came back on two pages of the list`);
      seen.add(id);
    }
    pages.push({ after, ids });
    after = page.pageInfo.endCursor;
  } while (page.pageInfo.hasNextPage);
  const { totalCount } = page;
  if (seen.size !== totalCount) {
    throw new Error(`The pages held ${seen.size} cases but totalCount says ${totalCount}`);
  }
  // A short last page would flatter the deepest page: take the last full one.
  const deepest = pages.at(-1)!.ids.length === pageSize || pages.length === 1 ? pages.length - 1 : pages.length - 2;
  const sample = (label: PageLabel, index: number): SamplePage => ({
    label,
    index,
    after: pages[index].after,
    cursor: parseCursor(pages[index].after),
    ids: pages[index].ids,
  });
  return {
    totalCount,
    pages: pages.length,
    samples: [sample('first', 0), sample('middle', Math.floor(deepest / 2)), sample('deepest', deepest)],
    seconds: (performance.now() - start) / 1000,
  };
}
