import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type {
  PersonRowFragment,
  Role,
  SortDirection,
  UserListExportFilters,
  UserSearchField,
  UserSortField,
} from '../../generated/graphql';
import { useSettledSearch } from '../../shared/use-settled-search';
import { describeError } from '../request/api-errors';

export const PEOPLE_PAGE_SIZE = 25;
/** Typing pauses this long before a search goes out. */
export const PEOPLE_SEARCH_DELAY_MS = 300;

/** What every people list answers: usersByRole, allTpaUsers and tpaUsersForOrganization share it. */
export interface PeoplePage {
  totalCount: number;
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
  users: PersonRowFragment[];
}

export interface PeopleListVariables {
  recordsPerPage?: number | null;
  after?: string | null;
  sortBy?: UserSortField | null;
  sortOrder?: SortDirection | null;
  searchText?: string | null;
  searchField?: UserSearchField | null;
}

/** The list's filters as the CSV export takes them (the same list, filters and order as the screen). */
export function exportFilters(
  variables: PeopleListVariables & { roles?: Role | Role[] | null },
): UserListExportFilters {
  const roles = variables.roles;
  return {
    roles: roles === null || roles === undefined ? null : Array.isArray(roles) ? roles : [roles],
    sortBy: variables.sortBy ?? null,
    sortOrder: variables.sortOrder ?? null,
    searchText: variables.searchText ?? null,
    searchField: variables.searchField ?? null,
  };
}

/** One people list query: its document, the field its page sits in, and its fixed variables. */
export interface PeopleSource<TData, TVariables extends PeopleListVariables> {
  document: TypedDocumentNode<TData, TVariables>;
  field: string;
  variables: Omit<TVariables, keyof PeopleListVariables>;
  skip?: boolean;
}

export interface PeopleFilters {
  searchInput: string;
  /** Null searches name and e-mail (the api's default). */
  searchField: UserSearchField | null;
  sortBy: UserSortField;
  sortOrder: SortDirection;
}

export const DEFAULT_PEOPLE_FILTERS: PeopleFilters = {
  searchInput: '',
  searchField: null,
  sortBy: 'NAME',
  sortOrder: 'ASC',
};

export function pageOf<TData>(data: TData | undefined, field: string): PeoplePage | undefined {
  return (data as Record<string, PeoplePage | undefined> | undefined)?.[field];
}

/**
 * A searchable, sortable people list, a page at a time: the first page follows the filters (a new
 * search or sort starts over) and "load more" appends the next page to the rows already shown.
 */
export function usePeopleList<TData, TVariables extends PeopleListVariables>(source: PeopleSource<TData, TVariables>) {
  const [filters, setFilters] = useState<PeopleFilters>(DEFAULT_PEOPLE_FILTERS);
  const searchText = useSettledSearch(filters.searchInput, PEOPLE_SEARCH_DELAY_MS);
  const listVariables: PeopleListVariables = {
    sortBy: filters.sortBy,
    sortOrder: filters.sortOrder,
    ...(searchText ? { searchText, searchField: filters.searchField } : {}),
  };
  const variables = { ...source.variables, ...listVariables, recordsPerPage: PEOPLE_PAGE_SIZE } as TVariables;
  const query = useQuery<TData, TVariables>(source.document, {
    variables,
    skip: source.skip,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  } as never);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);

  const data = query.data as TData | undefined;
  const page = pageOf(data ?? (query.previousData as TData | undefined), source.field);

  const loadMore = async () => {
    const current = pageOf(data, source.field);
    const after = current?.pageInfo.endCursor;
    if (!after) return;
    setLoadingMore(true);
    setLoadMoreFailed(false);
    try {
      await query.fetchMore({
        variables: { after } as Partial<TVariables>,
        updateQuery: (previous: unknown, { fetchMoreResult }: { fetchMoreResult: unknown }) => {
          const before = pageOf(previous as TData, source.field);
          const more = pageOf(fetchMoreResult as TData, source.field);
          if (!before || !more) return previous as TData;
          const seen = new Set(before.users.map((user) => user.id));
          return {
            ...(previous as object),
            [source.field]: { ...more, users: [...before.users, ...more.users.filter((user) => !seen.has(user.id))] },
          } as TData;
        },
      } as never);
    } catch {
      setLoadMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  return {
    filters,
    setFilters,
    /** The filters as sent (the settled search), for the CSV export of the same list. */
    listVariables: { ...source.variables, ...listVariables } as Omit<TVariables, 'after' | 'recordsPerPage'>,
    page,
    loading: query.loading && !page,
    updating: query.loading && !!page,
    failed: !!query.error && !data,
    /** The api's own words when it refuses the list (FORBIDDEN), shown instead of a retry. */
    refusal:
      query.error && !data && describeError(query.error).code === 'FORBIDDEN'
        ? describeError(query.error).message
        : null,
    retry: () => void query.refetch().catch(() => undefined),
    refetch: () => query.refetch().catch(() => undefined),
    loadMore,
    loadingMore,
    loadMoreFailed,
    searching: searchText !== '',
  };
}
