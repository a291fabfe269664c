import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useToast } from '../../../app/notifications/use-toast';
import { describeError } from '../../request/api-errors';
import { runCaseChange } from './run-case-change';

/**
 * One change to the case from the conversation: a toast says how it went (the api's message when it
 * refuses). The change's answer is written into the cached case (run-case-change.ts), so the case is not
 * reloaded; `reload`, when given, refreshes a part of the page kept by a query of its own (support notes,
 * files, FMLA hours). `run` resolves to whether it succeeded.
 */
export function useCaseChange(reload?: () => Promise<unknown>) {
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
        const answer = await runCaseChange(client, mutation, variables);
        if (answer && answer.success === false) {
          toast.error(answer.message ?? undefined);
          return false;
        }
        toast.success();
        reload?.().catch(() => undefined);
        return true;
      } catch (failure) {
        toast.error(describeError(failure).message);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [client, toast, reload],
  );

  return { busy, run };
}
