import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { graphQLErrorsOfError } from '../../../app/apollo/error-codes';
import { useToast } from '../../../app/notifications/use-toast';
import { describeError } from '../../request/api-errors';
import { runCaseChange } from '../shared/run-case-change';
import { SEND_CASE_MESSAGE_MUTATION } from './message-queries';

export type MessageChannel = 'EMAIL' | 'SMS';
export type MessageField = 'channel' | 'subject' | 'text';
/** The api's BAD_USER_INPUT by the field it names; `form` for one that names none. */
export type MessageProblems = Partial<Record<MessageField | 'form', string>>;

const FIELDS: readonly string[] = ['channel', 'subject', 'text'];

/** The api's refusal as field errors: "text: write a message" becomes "Write a message" on the text. */
function problemsOf(failure: unknown): MessageProblems {
  const [first] = graphQLErrorsOfError(failure);
  const { code, message } = describeError(failure);
  if (code !== 'BAD_USER_INPUT') return { form: message };
  const field = typeof first?.extensions?.field === 'string' ? first.extensions.field : '';
  if (!FIELDS.includes(field)) return { form: message };
  const text = message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;
  return { [field]: text.charAt(0).toUpperCase() + text.slice(1) };
}

/**
 * Sends a message of the case; its answer (the new message and its timeline entry) is written into the
 * cached case (run-case-change.ts), so nothing is reloaded. Resolves to whether it was sent.
 */
export function useSendMessage(caseId: string) {
  const client = useApolloClient();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<MessageProblems>({});

  const send = async (channel: MessageChannel, subject: string, text: string): Promise<boolean> => {
    setBusy(true);
    setProblems({});
    try {
      const input =
        channel === 'EMAIL' && subject.trim() ? { caseId, channel, subject, text } : { caseId, channel, text };
      const answer = await runCaseChange(client, SEND_CASE_MESSAGE_MUTATION, { input });
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
