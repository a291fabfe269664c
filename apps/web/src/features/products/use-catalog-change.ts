import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { describeError } from '../request/api-errors';
import type { CatalogPayload } from './catalog-types';

export const NOT_DONE_MESSAGE = 'That did not work. Try again.';

/**
 * One catalog change: runs the mutation and answers null when the api accepted it, else the api's own
 * words (a refusal such as a permission message, or a field error), to show where the change was made.
 */
export function useCatalogChange<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  field: keyof TData & string,
  refetchQueries: string[] = [],
) {
  const [mutate] = useMutation(document, { refetchQueries, awaitRefetchQueries: true });
  return useCallback(
    async (variables: TVariables): Promise<string | null> => {
      try {
        // The variables are typed by the caller's document; the generic mutate signature cannot see that.
        const result = await (mutate as (options: { variables: TVariables }) => ReturnType<typeof mutate>)({
          variables,
        });
        const answer = (result.data as Record<string, CatalogPayload | null> | null | undefined)?.[field];
        if (answer?.success) return null;
        return answer?.message?.trim() || NOT_DONE_MESSAGE;
      } catch (failure) {
        return describeError(failure).message;
      }
    },
    [mutate, field],
  );
}
