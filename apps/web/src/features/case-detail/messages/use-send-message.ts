import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useToast } from '../../../app/notifications/use-toast';
import { runCaseChange } from '../shared/run-case-change';
import { draftInput, type MessageDraft } from './message-draft';
import { type MessageField, type MessageProblems, problemsOf } from './message-problems';
import { SEND_CASE_MESSAGE_MUTATION } from './message-queries';

export type { MessageChannel } from './message-draft';
export type { MessageField, MessageProblems } from './message-problems';

/**
 * Sends a message of the case; its answer (the new message and its timeline entry) is written into the
 * cached case (run-case-change.ts), so nothing is reloaded. Resolves to whether it was sent.
 */
export function useSendMessage(caseId: string) {
  const client = useApolloClient();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<MessageProblems>({});

  const send = async (draft: MessageDraft): Promise<boolean> => {
    setBusy(true);
    setProblems({});
    try {
      const answer = await runCaseChange(client, SEND_CASE_MESSAGE_MUTATION, { input: draftInput(caseId, draft) });
      if (answer && answer.success === false) {
        setProblems({ form: answer.message ?? undefined });
        return false;
      }
      toast.success('Message queued for sending');
      return true;
    } catch (failure) {
      setProblems(problemsOf(failure));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const clear = (field: MessageField) =>
    setProblems((current) =>
      current[field] || current.form ? { ...current, [field]: undefined, form: undefined } : current,
    );
  return { busy, problems, send, clear };
}
