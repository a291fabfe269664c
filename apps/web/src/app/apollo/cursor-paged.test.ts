import { gql, InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { typePolicies } from './cache';

const PAGE_QUERY = gql`
  query Page($statuses: [String!], $after: String, $recordsPerPage: Int) {
    casesByStatus(statuses: $statuses, after: $after, recordsPerPage: $recordsPerPage) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      cases {
        id
        title
      }
    }
  }
`;

const page = (ids: string[], endCursor: string | null) => ({
  casesByStatus: {
    __typename: 'CaseListPage',
    totalCount: 5,
    pageInfo: { __typename: 'PageInfo', endCursor, hasNextPage: endCursor !== null },
    cases: ids.map((id) => ({ __typename: 'Case', id, title: `Case ${id}` })),
  },
});

function write(cache: InMemoryCache, variables: Record<string, unknown>, ids: string[], endCursor: string | null) {
  cache.writeQuery({ query: PAGE_QUERY, variables, data: page(ids, endCursor) });
}
const read = (cache: InMemoryCache, variables: Record<string, unknown>) =>
  cache.readQuery<ReturnType<typeof page>>({ query: PAGE_QUERY, variables })?.casesByStatus.cases.map((row) => row.id);

describe('cursor paging in the cache', () => {
  it('appends the next page to the list of the same filters, a moved row once', () => {
    const cache = new InMemoryCache({ typePolicies });
    write(cache, { statuses: ['OPEN'], recordsPerPage: 2 }, ['a', 'b'], 'c2');
    write(cache, { statuses: ['OPEN'], recordsPerPage: 2, after: 'c2' }, ['b', 'c', 'd'], null);
    expect(read(cache, { statuses: ['OPEN'], recordsPerPage: 2 })).toEqual(['a', 'b', 'c', 'd']);
  });

  it('a first page again (a refetch) replaces the list', () => {
    const cache = new InMemoryCache({ typePolicies });
    write(cache, { statuses: ['OPEN'] }, ['a', 'b'], 'c2');
    write(cache, { statuses: ['OPEN'], after: 'c2' }, ['c'], null);
    write(cache, { statuses: ['OPEN'] }, ['z', 'a'], 'c9');
    expect(read(cache, { statuses: ['OPEN'] })).toEqual(['z', 'a']);
  });

  it('keeps one list per set of filters', () => {
    const cache = new InMemoryCache({ typePolicies });
    write(cache, { statuses: ['OPEN'] }, ['a'], null);
    write(cache, { statuses: ['CLOSED'] }, ['x'], null);
    expect(read(cache, { statuses: ['OPEN'] })).toEqual(['a']);
    expect(read(cache, { statuses: ['CLOSED'] })).toEqual(['x']);
  });
});
