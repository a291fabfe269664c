import { useMutation } from '@apollo/client/react';
import type { RefObject } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../../app/notifications/use-toast';
import { routeHref } from '../../../app/routes/route-table';
import { toQuestionResponses, type Answers, type RunnerForm } from '../form-logic';
import { ADD_REQUEST_TO_CASE_MUTATION, SUBMIT_REQUEST_MUTATION } from './runner-mutations';

function caseHref(caseId: string): string {
  return routeHref('caseDetail').replace(':caseId', encodeURIComponent(caseId));
}

/** Sends the answers: submits the saved draft (which opens a case), or adds them to an existing case. */
export function useSendAnswers(form: RunnerForm, latest: RefObject<Answers>) {
  const toast = useToast();
  const navigate = useNavigate();
  const [submitForm] = useMutation(SUBMIT_REQUEST_MUTATION);
  const [addToCase] = useMutation(ADD_REQUEST_TO_CASE_MUTATION);

  const submitDraft = (draftId: string) =>
    submitForm({
      variables: { formResponseId: draftId },
      // The draft is no longer a draft: drop it from the cached drafts list (My Requests).
      update(cache) {
        cache.evict({ id: cache.identify({ __typename: 'FormResponse', id: draftId }) });
        cache.gc();
      },
    });

  /** Adds the answers to the existing case, then opens it; the api checks them and names the failing questions. */
  const addAnswersToCase = async (caseId: string) => {
    await addToCase({
      variables: {
        caseId,
        input: {
          formId: form.id,
          versionId: form.versionId ?? undefined,
          questionResponses: toQuestionResponses(form.questions, latest.current),
        },
      },
      // The case's responses changed: its page reads them afresh.
      update(cache) {
        cache.evict({ id: cache.identify({ __typename: 'Case', id: caseId }), fieldName: 'formResponses' });
      },
    });
    toast.success();
    void navigate(caseHref(caseId));
  };

  return { submitDraft, addAnswersToCase };
}
