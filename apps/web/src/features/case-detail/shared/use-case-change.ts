import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useToast } from '../../../app/notifications/use-toast';
import { describeError } from '../../request/api-errors';

/**
 * One change to the case from the conversation: a toast says how it went (the api's message when it
 * refuses) and the case is reloaded after a success. `run` resolves to whether it succeeded.
 */
export function useCaseChange(refetch: () => Promise<unknown>) {
  const client = useApolloClient();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async <TData, TVariables extends OperationVariables>(
      mutation: TypedDocumentNode<TData, TVariables>,
      variables: TVariables,
    ): Promise<boolean> => {
      setBusy(true);
      try {
        const result = await client.mutate({ mutation, variables } as Parameters<typeof client.mutate>[0]);
        const payload = Object.values(
          (result.data ?? {}) as Record<string, { success?: boolean; message?: string | null }>,
        )[0];
        if (payload && payload.success === false) {
          toast.error(payload.message ?? undefined);
          return false;
        }
        toast.success();
        refetch().catch(() => undefined);
        return true;
      } catch (failure) {
        toast.error(describeError(failure).message);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [client, toast, refetch],
  );

  return { busy, run };
}
