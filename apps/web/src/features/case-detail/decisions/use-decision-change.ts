import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useToast } from '../../../app/notifications/use-toast';
import { describeError, GENERIC_ERROR_MESSAGE } from '../../request/api-errors';
import { runCaseChange } from '../shared/run-case-change';

/**
 * Runs a change from a dialog: a success toasts, and its answer (the decision, the case as it left it,
 * the timeline entry) goes into the cached case; a refusal resolves to the api's message for the dialog.
 */
export function useDecisionChange() {
  const client = useApolloClient();
  const toast = useToast();
  return async <TData, TVariables extends OperationVariables>(
    mutation: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
  ): Promise<string | null> => {
    try {
      const answer = await runCaseChange(client, mutation, variables);
      if (answer && answer.success === false) return answer.message || GENERIC_ERROR_MESSAGE;
      toast.success();
      return null;
    } catch (failure) {
      return describeError(failure).message;
    }
  };
}
