import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { describeError } from '../request/api-errors';
import type { CatalogPayload } from './catalog-types';

export const NOT_DONE_MESSAGE = 'That did not work. Try again.';

/**
 * One catalog change: runs the mutation and answers null when the api accepted it, else the api's own
 * words (a refusal such as a permission message, or a field error), to show where the change was made.
 */
export function useCatalogChange(
  document: TypedDocumentNode<Record<string, CatalogPayload>, Record<string, unknown>>,
  field: string,
  refetchQueries: string[] = [],
) {
  const [mutate] = useMutation(document, { refetchQueries, awaitRefetchQueries: true });
  return useCallback(
    async (variables: Record<string, unknown>): Promise<string | null> => {
      try {
        const answer = (await mutate({ variables })).data?.[field];
        if (answer?.success) return null;
        return answer?.message?.trim() || NOT_DONE_MESSAGE;
      } catch (failure) {
        return describeError(failure).message;
      }
    },
    [mutate, field],
  );
}
