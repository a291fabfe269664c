import Button from '@mui/material/Button';
import { useLocation, useParams } from 'react-router';
import { describeError } from './api-errors';
import { answersFromDraft } from './form-logic';
import { EMPLOYEE_SEARCH_ROLES } from './RespondentChoice';
import { RecommendedResources } from './RecommendedResources';
import { FormRunner } from './runner/FormRunner';
import { employeeFromState, type RespondentSetup } from './runner/respondent-setup';
import { RunnerMessage } from './runner/RunnerMessage';
import { RunnerSkeleton } from './runner/RunnerSkeleton';
import { useFormToAnswer } from './runner/use-form-to-answer';

/**
 * The form runner (accommodations/request and accommodations/request/:linkName; spec 000 §2).
 *
 * - Which form: `?draftId=` resumes that draft of the signed-in respondent (its form, its answers);
 *   otherwise the short link (`:linkName`, with `?isGlobal=true` for a global form), otherwise the
 *   organization's default form.
 * - Answers autosave into a draft about a second after the last change (createFormResponse the first
 *   time, updateFormResponse after), and at once when moving between steps and before submitting.
 * - Submit → submitForm (which opens the case) → a thank-you on the same route.
 * - Staff may answer for an employee: "Who is this request for?" before the first question (the
 *   employee searched among the organization's people by who may list them), the draft created with
 *   `respondentId`. `?respondentId=` (with `?draftId=`) resumes an employee's draft, or starts one for them.
 * - `?caseId=` (staff): the answers are added to that existing case with addFormResponseToCase on
 *   "Add to case" — no draft, no autosave — then the case opens. Employees are told only staff can.
 */
export function FormRunnerPage() {
  const location = useLocation();
  const { linkName } = useParams();
  const {
    role,
    isStaff,
    caseId,
    employeeOnCaseLink,
    respondentId,
    draft,
    draftMissing,
    form,
    loading,
    error,
    ...load
  } = useFormToAnswer();

  if (employeeOnCaseLink) {
    return (
      <RunnerMessage title="New Request">
        Only staff can add answers to a case. To ask for something new, use the request form.
      </RunnerMessage>
    );
  }

  if (loading) return <RunnerSkeleton />;

  if (error) {
    const { code, message } = describeError(error);
    if (code === 'FORBIDDEN') {
      return <RunnerMessage title="New Request">{message}</RunnerMessage>;
    }
    if (code === 'NOT_FOUND' && load.draftsFailed) {
      return (
        <RunnerMessage title="Draft not found">
          This draft could not be found. It may have been submitted or deleted.
        </RunnerMessage>
      );
    }
    if (code === 'NOT_FOUND') {
      return (
        <RunnerMessage title="Form not found">
          We couldn't find this form. The link may be mistyped, or the form may have been removed.
        </RunnerMessage>
      );
    }
    return (
      <RunnerMessage title="New Request" action={<Button onClick={load.retry}>Try again</Button>}>
        We couldn't load the form. Check your connection and try again.
      </RunnerMessage>
    );
  }

  if (draftMissing) {
    return (
      <RunnerMessage title="Draft not found">
        This draft could not be found. It may have been submitted or deleted.
      </RunnerMessage>
    );
  }

  if (!form) return <RunnerSkeleton />;

  if (!form.isActive) {
    return (
      <RunnerMessage title={form.name}>
        This form is not accepting requests right now. Please contact your HR team if you need help.
      </RunnerMessage>
    );
  }

  const respondent: RespondentSetup = respondentId
    ? { kind: 'fixed', id: respondentId, employee: employeeFromState(location.state, respondentId) }
    : isStaff && !draft && !caseId
      ? { kind: 'choose', canSearch: !!role && EMPLOYEE_SEARCH_ROLES.includes(role) }
      : { kind: 'self' };

  return (
    <>
      <FormRunner
        key={`${form.id}:${draft?.id ?? 'new'}:${respondentId ?? ''}:${caseId ?? ''}`}
        form={form}
        draftId={draft?.id ?? null}
        initialAnswers={draft ? answersFromDraft(form.questions, draft.questionResponses) : {}}
        respondent={respondent}
        caseId={caseId}
      />
      {/* A fresh New Request (not a draft, a case's form or a short link) offers the recommendations too. */}
      {!linkName && !draft && !caseId && <RecommendedResources />}
    </>
  );
}

export default FormRunnerPage;
