/**
 * Test data and an api client with live subscriptions for the case list tests. Imported by tests only.
 */
import { ApolloClient } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { OperationTypeNode } from 'graphql';
import { Observable, type Subscriber } from 'rxjs';
import { createCache } from '../../app/apollo/cache';
import { makeClient, ORG_ID, type Resolver } from '../../app/routes/test-support';

export { ORG_ID };

let sequence = 0;

export function caseRow(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  const id = (overrides.id as string | undefined) ?? `case-${sequence}`;
  return {
    __typename: 'Case',
    id,
    shortId: `C${String(sequence).padStart(5, '0')}`,
    title: `Standing desk ${sequence}`,
    status: 'OPEN',
    isArchived: false,
    isEscalated: false,
    escalationCategory: null,
    unacknowledgedCommentCount: 0,
    unacknowledgedNoteCount: 0,
    unacknowledgedMessageCount: 0,
    promoCode: null,
    createdAt: '2024-03-01T10:00:00.000Z',
    updatedAt: '2024-03-02T10:00:00.000Z',
    submitter: {
      __typename: 'CasePerson',
      id: `employee-${sequence}`,
      fullName: `Alex Morgan ${sequence}`,
      email: `alex${sequence}@example.com`,
    },
    assignedTo: null,
    ...overrides,
  };
}

export function casesPage(
  cases: unknown[],
  { totalCount = cases.length, endCursor = null, hasNextPage = false } = {} as {
    totalCount?: number;
    endCursor?: string | null;
    hasNextPage?: boolean;
  },
) {
  return {
    __typename: 'CasesPage',
    totalCount,
    pageInfo: { __typename: 'PageInfo', endCursor, hasNextPage },
    cases,
  };
}

export const COUNTS = {
  __typename: 'CasesMetadata',
  new: 3,
  notConfirmed: 2,
  inProgress: 5,
  outstanding: 1,
  approved: 7,
  denied: 4,
  approvedClosed: 11,
  deniedClosed: 6,
};

/**
 * The shared test client, plus subscriptions that stay open until the test pushes events with
 * `emit(operationName, data)`.
 */
export function makeCasesClient(resolvers: Record<string, Resolver>) {
  const base = makeClient(resolvers);
  const listeners = new Map<string, Set<Subscriber<ApolloLink.Result>>>();
  const live = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const name = operation.operationName ?? '';
        base.operations.push({ name, variables: operation.variables });
        const set = listeners.get(name) ?? new Set();
        listeners.set(name, set);
        set.add(observer);
        return () => set.delete(observer);
      }),
  );
  const client = new ApolloClient({
    cache: createCache(),
    link: ApolloLink.split(
      (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
      live,
      base.client.link,
    ),
  });
  const emit = (name: string, data: Record<string, unknown>) => {
    for (const observer of listeners.get(name) ?? []) observer.next({ data });
  };
  const subscribers = (name: string) => listeners.get(name)?.size ?? 0;
  return { client, operations: base.operations, named: base.named, emit, subscribers };
}

export function listChange(field: 'organizationCasesChanged' | 'assignedCasesChanged', caseId: string) {
  return {
    [field]: {
      __typename: 'CaseListChange',
      caseId,
      activityType: 'CHANGE_STATUS',
      occurredAt: '2024-03-03T10:00:00.000Z',
    },
  };
}
