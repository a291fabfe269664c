import { useRef, useState, type FormEvent } from 'react';
import { describeError } from '../api-errors';
import { fieldErrorsFromMessage, missingRequired, type Answer, type Answers, type RunnerForm } from '../form-logic';
import { CHOOSE_EMPLOYEE_MESSAGE, EMPLOYEE_INPUT_ID, type Employee, type WhoFor } from '../RespondentChoice';
import type { RespondentSetup } from './respondent-setup';
import { useDraftAutosave } from './use-draft-autosave';
import { useRespondentTarget } from './use-respondent-target';
import { useRunnerSteps } from './use-runner-steps';
import { useSendAnswers } from './use-send-answers';

export interface FormRunnerOptions {
  form: RunnerForm;
  draftId: string | null;
  initialAnswers: Answers;
  respondent: RespondentSetup;
  /** Adding the answers to this existing case (no draft) instead of opening a new one. */
  caseId: string | null;
}

/**
 * Answering a form: the answers and what is wrong with them, whom they are for, the steps, the draft
 * they are saved into, and submitting (required answers first, then the api's checks, shown at the top
 * and on the questions they name).
 */
export function useFormRunner({ form, draftId, initialAnswers, respondent, caseId }: FormRunnerOptions) {
  const [answers, setAnswers] = useState<Answers>(initialAnswers);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [topError, setTopError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  // The case the submission opened (a partner sign-up's card collection continues on it).
  const [submittedCaseId, setSubmittedCaseId] = useState<string | null>(null);
  const latest = useRef<Answers>(initialAnswers);

  const respondentTarget = useRespondentTarget(respondent);
  const steps = useRunnerSteps(form, answers);
  const sending = useSendAnswers(form, latest);
  const autosave = useDraftAutosave({
    form,
    initialDraftId: draftId,
    caseId,
    latest,
    targetRef: respondentTarget.targetRef,
    onFieldErrors: (fieldErrors) => setErrors((previous) => ({ ...previous, ...fieldErrors })),
    onRespondentError: respondentTarget.setRespondentError,
  });
  const { visible, stepsMode, current, isLastStep, goTo } = steps;

  const change = (questionId: string, answer: Answer) => {
    const next = { ...latest.current, [questionId]: answer };
    latest.current = next;
    setAnswers(next);
    setErrors((previous) => {
      if (!(questionId in previous)) return previous;
      const rest = { ...previous };
      delete rest[questionId];
      return rest;
    });
    if (caseId) return;
    autosave.changed();
  };

  const chooseWhoFor = (value: WhoFor) => {
    respondentTarget.chooseWhoFor(value);
    autosave.targetChanged();
  };

  const chooseEmployee = (value: Employee | null) => {
    respondentTarget.chooseEmployee(value);
    if (value) autosave.targetChanged();
  };

  const next = () => {
    const question = visible[current];
    const missing = question ? missingRequired([question], answers) : {};
    if (Object.keys(missing).length > 0) {
      setErrors((previous) => ({ ...previous, ...missing }));
      goTo(current);
      return;
    }
    autosave.saveIfChanged();
    goTo(current + 1);
  };

  /** Shows field errors and, one step per question, moves to the first failing one. */
  const showFieldErrors = (fieldErrors: Record<string, string>) => {
    setErrors(fieldErrors);
    const firstFailing = visible.findIndex((question) => question.id in fieldErrors);
    if (stepsMode && firstFailing >= 0) goTo(firstFailing);
  };

  const showSendError = (error: unknown) => {
    const { code, message } = describeError(error);
    setTopError(message);
    if (code === 'BAD_USER_INPUT') showFieldErrors(fieldErrorsFromMessage(message, form.questions));
  };

  const submitToCase = async (id: string) => {
    try {
      await sending.addAnswersToCase(id);
    } catch (error) {
      showSendError(error);
      setSubmitting(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isLastStep) {
      next();
      return;
    }
    const missing = missingRequired(visible, answers);
    const count = Object.keys(missing).length;
    if (count > 0) {
      setTopError(
        count === 1 ? 'Please answer the required question.' : `Please answer the ${count} required questions.`,
      );
      showFieldErrors(missing);
      return;
    }
    if (respondentTarget.target === 'pending') {
      setTopError(CHOOSE_EMPLOYEE_MESSAGE);
      respondentTarget.setEmployeeError(CHOOSE_EMPLOYEE_MESSAGE);
      document.getElementById(EMPLOYEE_INPUT_ID)?.focus();
      return;
    }
    setTopError(null);
    setSubmitting(true);
    if (caseId) {
      await submitToCase(caseId);
      return;
    }
    try {
      const saved = await autosave.saveBeforeSubmit();
      if (!saved.ok) {
        setTopError(saved.message);
        return;
      }
      const answer = await sending.submitDraft(saved.id);
      autosave.finish();
      setSubmittedCaseId(answer.data?.submitForm.caseId ?? null);
      setSubmitted(true);
    } catch (error) {
      showSendError(error);
    } finally {
      setSubmitting(false);
    }
  };

  return {
    answers,
    errors,
    topError,
    submitting,
    submitted,
    submittedCaseId,
    steps,
    autosave,
    respondentTarget,
    change,
    chooseWhoFor,
    chooseEmployee,
    next,
    submit,
  };
}
