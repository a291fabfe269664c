import type { TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';
import type { AliasLabels } from '../../app/layout/alias-labels';
import type { PersonRowFragment } from '../../generated/graphql';
import { describeError } from '../request/api-errors';
import { saveCsv, toCsv } from './csv';
import { accessRoleLabel, personRoleLabel } from './role-rules';
import { pageOf, type PeopleListVariables, type PeoplePage } from './use-people-list';

/** Pages of this size are asked for while exporting (the api's largest). */
export const EXPORT_PAGE_SIZE = 100;

export const CSV_HEADER = [
  'First name',
  'Last name',
  'E-mail',
  'Role',
  'Phone number',
  'Employee ID',
  'Department',
  'Job title',
  'Organizations',
  'Added',
];

/** One person as a CSV row, the role and organizations' roles by the organization's labels. */
export function personCsvRow(person: PersonRowFragment, labels: AliasLabels): string[] {
  return [
    person.firstName,
    person.lastName,
    person.email,
    personRoleLabel(person, labels),
    person.phoneNumber ?? '',
    person.employeeId ?? '',
    person.department ?? '',
    person.jobTitle ?? '',
    person.organizationAccess
      .map((access) => `${access.organizationName} (${accessRoleLabel(access.role, labels)})`)
      .join('; '),
    person.createdAt.slice(0, 10),
  ];
}

export interface ExportProgress {
  done: number;
  total: number | null;
}

/**
 * Exports every person of the current filter as CSV: the pages are fetched one after another (never
 * from the cache, so the file is current), progress is reported after each page, and the export can be
 * stopped between pages.
 */
export function usePeopleExport<TData, TVariables extends PeopleListVariables>({
  document,
  field,
  fileName,
  labels,
}: {
  document: TypedDocumentNode<TData, TVariables>;
  field: string;
  fileName: string;
  labels: AliasLabels;
}) {
  const client = useApolloClient();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const cancelled = useRef(false);

  const start = async (variables: Omit<TVariables, 'after' | 'recordsPerPage'>) => {
    cancelled.current = false;
    setError(null);
    setProgress({ done: 0, total: null });
    const rows: string[][] = [CSV_HEADER];
    let after: string | null = null;
    try {
      for (;;) {
        const result: { data?: unknown } = await client.query<TData, TVariables>({
          query: document,
          variables: { ...variables, recordsPerPage: EXPORT_PAGE_SIZE, after } as unknown as TVariables,
          fetchPolicy: 'no-cache',
        } as never);
        if (cancelled.current) return false;
        const page: PeoplePage | undefined = pageOf(result.data as TData | undefined, field);
        if (!page) throw new Error('No page');
        for (const person of page.users) rows.push(personCsvRow(person, labels));
        setProgress({ done: rows.length - 1, total: page.totalCount });
        if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) break;
        after = page.pageInfo.endCursor;
      }
      saveCsv(fileName, toCsv(rows));
      return true;
    } catch (failure) {
      setError(describeError(failure).message);
      return false;
    } finally {
      setProgress(null);
    }
  };

  const cancel = () => {
    cancelled.current = true;
    setProgress(null);
  };

  return { start, cancel, progress, error, clearError: () => setError(null) };
}
