import { useQuery } from '@apollo/client/react';
import { useSettledSearch } from '../../../shared/use-settled-search';
import { draftInput, draftIsComplete, type MessageDraft } from './message-draft';
import { type MessageProblems, problemsOf } from './message-problems';
import { MESSAGE_PREVIEW_QUERY } from './message-queries';

/** How long typing pauses before the preview is asked for again. */
export const PREVIEW_DELAY_MS = 400;

/**
 * The api's preview of the draft (caseMessagePreview: the send's own code, nothing written), asked for once
 * typing pauses. A refusal comes back as the send's would, by field.
 */
export function useMessagePreview(caseId: string, draft: MessageDraft) {
  const complete = draftIsComplete(draft);
  const wanted = complete ? JSON.stringify(draftInput(caseId, draft)) : '';
  const settled = useSettledSearch(wanted, PREVIEW_DELAY_MS);
  const { data, error, loading } = useQuery(MESSAGE_PREVIEW_QUERY, {
    variables: { input: settled ? JSON.parse(settled) : { caseId, channel: draft.channel } },
    skip: !complete || !settled || settled !== wanted,
    fetchPolicy: 'network-only',
  });
  const current = complete && settled === wanted;
  const problems: MessageProblems = current && error ? problemsOf(error) : {};
  return {
    preview: current && !error ? (data?.caseMessagePreview ?? null) : null,
    problems,
    updating: complete && (!current || loading),
  };
}
