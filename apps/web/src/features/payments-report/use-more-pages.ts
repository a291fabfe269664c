import { useState } from 'react';

interface Page<Item> {
  items: readonly Item[];
  endCursor: string | null;
  hasNextPage: boolean;
}

/**
 * "Load more" over a cursor-paged list whose first page a query holds: the later pages are fetched with
 * `fetchPage(after)` and kept here, after the first page's rows. Key the component by the list's filters,
 * so a change of filters starts again from the first page.
 */
export function useMorePages<Item>(first: Page<Item> | undefined, fetchPage: (after: string) => Promise<Page<Item>>) {
  const [later, setLater] = useState<Page<Item>[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const last = later.at(-1) ?? first;
  const items = first ? [...first.items, ...later.flatMap((page) => page.items)] : [];

  const loadMore = async () => {
    if (!last?.hasNextPage || !last.endCursor || loadingMore) return;
    setLoadingMore(true);
    setLoadMoreFailed(false);
    try {
      const page = await fetchPage(last.endCursor);
      setLater((pages) => [...pages, page]);
    } catch {
      setLoadMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  return { items, hasNextPage: !!last?.hasNextPage, loadingMore, loadMoreFailed, loadMore };
}
