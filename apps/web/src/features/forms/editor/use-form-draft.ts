import { useState } from 'react';
import type { FormEditorFormQuery } from '../../../generated/graphql';
import type { ApiProblem } from '../form-errors';
import {
  draftFromForm,
  emptyForm,
  linkNameError,
  questionProblems,
  type DraftForm,
  type DraftQuestion,
} from '../form-model';

export type LoadedForm = FormEditorFormQuery['formById'];
export type SettingsField = 'name' | 'linkName' | 'description';

/** What the api refused on publishing: all of it for the summary, and per question and per setting. */
export interface ServerErrors {
  general: ApiProblem[];
  byQuestion: Record<string, ApiProblem>;
  bySetting: Partial<Record<SettingsField, string>>;
}

/**
 * The form as edited against the form as last published (the baseline), with what is wrong with it:
 * checks on the client (shown once a field is left or publishing was attempted) and the api's refusals
 * (cleared from a field or question as soon as it changes).
 */
export function useFormDraft(form?: LoadedForm) {
  const [baseline, setBaseline] = useState<DraftForm>(() => (form ? draftFromForm(form) : emptyForm()));
  const [draft, setDraft] = useState<DraftForm>(baseline);
  const [attempted, setAttempted] = useState(false);
  const [touched, setTouched] = useState<Partial<Record<SettingsField, boolean>>>({});
  const [server, setServer] = useState<ServerErrors | null>(null);

  const dirty = JSON.stringify(draft) !== JSON.stringify(baseline);
  const problems = questionProblems(draft.questions);
  const nameError = draft.name.trim() ? null : 'Name is required.';
  const linkError = linkNameError(draft.linkName);
  const showNameError = (attempted || touched.name) && nameError;
  const showLinkError = (attempted || touched.linkName) && linkError;

  const setField = <K extends keyof DraftForm>(field: K, value: DraftForm[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (server?.bySetting[field as SettingsField]) {
      setServer({ ...server, bySetting: { ...server.bySetting, [field]: undefined } });
    }
  };

  const touch = (field: SettingsField) => setTouched((current) => ({ ...current, [field]: true }));

  const setQuestions = (update: (questions: DraftQuestion[]) => DraftQuestion[]) =>
    setDraft((current) => ({ ...current, questions: update(current.questions) }));

  const changeQuestion = (key: string, patch: Partial<DraftQuestion>) => {
    setQuestions((questions) =>
      questions.map((question) => (question.key === key ? { ...question, ...patch } : question)),
    );
    if (server?.byQuestion[key]) {
      const byQuestion = { ...server.byQuestion };
      delete byQuestion[key];
      setServer({ ...server, byQuestion });
    }
  };

  return {
    baseline,
    setBaseline,
    draft,
    dirty,
    attempted,
    setAttempted,
    server,
    setServer,
    problems,
    invalid: Boolean(nameError || linkError || problems.size > 0),
    showNameError,
    showLinkError,
    setField,
    touch,
    setQuestions,
    changeQuestion,
  };
}

export type FormDraft = ReturnType<typeof useFormDraft>;
