import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { describeError } from '../api-errors';
import {
  AUTOSAVE_DELAY_MS,
  fieldErrorsFromMessage,
  toQuestionResponses,
  type Answers,
  type RunnerForm,
} from '../form-logic';
import { CHOOSE_EMPLOYEE_MESSAGE } from '../RespondentChoice';
import type { Target } from './respondent-setup';
import { CREATE_REQUEST_DRAFT_MUTATION, UPDATE_REQUEST_DRAFT_MUTATION } from './runner-mutations';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';
export type SaveResult = { ok: true; id: string } | { ok: false; message: string };

interface AutosaveOptions {
  form: RunnerForm;
  initialDraftId: string | null;
  /** Adding to a case: nothing is saved as a draft. */
  caseId: string | null;
  /** The answers as last changed. */
  latest: RefObject<Answers>;
  targetRef: RefObject<Target>;
  /** The api named questions it refused. */
  onFieldErrors(errors: Record<string, string>): void;
  /** The api refused the draft for this employee (null once one is created). */
  onRespondentError(message: string | null): void;
}

/**
 * Saves the answers into a draft: created the first time (for the chosen employee, never before one is
 * chosen), updated after, one save at a time. A change saves about a second later; moving between steps
 * and submitting save at once; leaving the page with unsaved changes saves them on the way out.
 */
export function useDraftAutosave({
  form,
  initialDraftId,
  caseId,
  latest,
  targetRef,
  onFieldErrors,
  onRespondentError,
}: AutosaveOptions) {
  const [createDraft] = useMutation(CREATE_REQUEST_DRAFT_MUTATION);
  const [updateDraft] = useMutation(UPDATE_REQUEST_DRAFT_MUTATION);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [saveError, setSaveError] = useState<string | null>(null);
  const [draftExists, setDraftExists] = useState(!!initialDraftId);
  const draftIdRef = useRef<string | null>(initialDraftId);
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const chain = useRef<Promise<SaveResult>>(Promise.resolve({ ok: true, id: initialDraftId ?? '' }));

  const saveNow = async (): Promise<SaveResult> => {
    if (caseId) return { ok: false, message: 'Answers added to a case are not saved as a draft.' };
    if (!dirty.current && draftIdRef.current) return { ok: true, id: draftIdRef.current };
    const forWhom = targetRef.current;
    // Nothing is saved until the employee is chosen: the draft would otherwise be the staff member's own.
    if (forWhom === 'pending' && !draftIdRef.current) return { ok: false, message: CHOOSE_EMPLOYEE_MESSAGE };
    dirty.current = false;
    const questionResponses = toQuestionResponses(form.questions, latest.current);
    setStatus('saving');
    try {
      if (!draftIdRef.current) {
        const respondentId = forWhom && forWhom !== 'pending' ? forWhom.id : undefined;
        const { data } = await createDraft({
          variables: {
            input: {
              formId: form.id,
              versionId: form.versionId ?? undefined,
              questionResponses,
              ...(respondentId ? { respondentId } : {}),
            },
          },
        });
        const id = data?.createFormResponse.formResponse?.id;
        if (!id) throw new Error(data?.createFormResponse.message ?? 'The draft was not created');
        draftIdRef.current = id;
        setDraftExists(true);
        onRespondentError(null);
      } else {
        await updateDraft({ variables: { formResponseId: draftIdRef.current, questionResponses } });
      }
      setStatus('saved');
      setSaveError(null);
      return { ok: true, id: draftIdRef.current };
    } catch (error) {
      dirty.current = true;
      const { code, message } = describeError(error);
      if (code === 'BAD_USER_INPUT') onFieldErrors(fieldErrorsFromMessage(message, form.questions));
      // Refused to answer for this employee (not allowed, or not in the organization).
      if (!draftIdRef.current && forWhom && (code === 'FORBIDDEN' || code === 'NOT_FOUND')) {
        onRespondentError(message);
      }
      setStatus('error');
      setSaveError(message);
      return { ok: false, message };
    }
  };

  /** Saves now (after any save in flight), cancelling the pending debounce. */
  const flush = (): Promise<SaveResult> => {
    clearTimeout(timer.current);
    chain.current = chain.current.then(saveNow, saveNow);
    return chain.current;
  };

  // Keep the latest flush for the unmount cleanup without re-running the effect.
  const flushRef = useRef(flush);
  flushRef.current = flush;
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      // Leaving with unsaved changes: save them (the mutation outlives the screen).
      if (dirty.current) void flushRef.current();
    },
    [],
  );

  const scheduleSave = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
  };

  return {
    status,
    saveError,
    /** A draft is saved: whom it is for can no longer change. */
    draftExists,
    /** An answer changed: save it shortly. */
    changed: () => {
      dirty.current = true;
      scheduleSave();
    },
    /** Whom the answers are for changed: unsaved answers wait for the new choice's save. */
    targetChanged: () => {
      if (dirty.current) scheduleSave();
    },
    /** Moving on a step: save what changed at once. */
    saveIfChanged: () => {
      if (dirty.current && !caseId) void flush();
    },
    /** Before submitting: the draft must exist and hold the latest answers. */
    saveBeforeSubmit: () => {
      dirty.current = dirty.current || !draftIdRef.current;
      return flush();
    },
    /** Submitted: nothing is left to save. */
    finish: () => {
      clearTimeout(timer.current);
      dirty.current = false;
    },
  };
}

export type DraftAutosave = ReturnType<typeof useDraftAutosave>;
