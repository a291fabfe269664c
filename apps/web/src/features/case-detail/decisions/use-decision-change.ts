import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useToast } from '../../../app/notifications/use-toast';
import { describeError, GENERIC_ERROR_MESSAGE } from '../../request/api-errors';

/**
 * Runs a change from a dialog: a success toasts and reloads the case; a refusal resolves to the api's
 * message for the dialog to show.
 */
export function useDecisionChange(refetch: () => Promise<unknown>) {
  const client = useApolloClient();
  const toast = useToast();
  return async <TData, TVariables extends OperationVariables>(
    mutation: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
  ): Promise<string | null> => {
    try {
      const result = await client.mutate({ mutation, variables } as Parameters<typeof client.mutate>[0]);
      const payload = Object.values(
        (result.data ?? {}) as Record<string, { success?: boolean; message?: string | null }>,
      )[0];
      if (payload && payload.success === false) return payload.message || GENERIC_ERROR_MESSAGE;
      toast.success();
      refetch().catch(() => undefined);
      return null;
    } catch (failure) {
      return describeError(failure).message;
    }
  };
}
