import { useMutation } from '@apollo/client/react';
import { useRef, useState, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '../../../app/notifications/use-toast';
import { useSession } from '../../../app/session/use-session';
import type { UpdateFormInput } from '../../../generated/graphql';
import { apiProblems } from '../form-errors';
import { questionIndexOfField, questionsChanged, toQuestionInputs, type DraftForm } from '../form-model';
import { CREATE_FORM_MUTATION, CREATE_FORM_VERSION_MUTATION, UPDATE_FORM_MUTATION } from './publish-form-mutations';
import type { FormDraft, LoadedForm, ServerErrors } from './use-form-draft';

const SETTINGS_FIELDS: readonly (keyof UpdateFormInput & keyof DraftForm)[] = [
  'name',
  'linkName',
  'description',
  'isDefault',
  'showStepsIndividually',
  'caseTypes',
];

export interface PublishNotice {
  text: string;
  severity: 'success' | 'info';
}

interface PublishOptions {
  formId?: string;
  form?: LoadedForm;
  editing: FormDraft;
  isCvadmin: boolean;
  /** Set before navigating to a newly created form, so the leave guard lets the editor go. */
  allowLeave: RefObject<boolean>;
}

/**
 * Publishing: a new form (createForm, then its own page), or for an existing one a new version when the
 * questions changed (createFormVersion) and its changed settings (updateForm). Problems, the client's or
 * the api's, show in the alert at the top, which takes focus.
 */
export function usePublishForm({ formId, form, editing, isCvadmin, allowLeave }: PublishOptions) {
  const session = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [versionNumber, setVersionNumber] = useState<number | null>(form?.versionNumber ?? null);
  const [currentVersionId, setCurrentVersionId] = useState<string | null>(form?.versionId ?? null);
  const [notice, setNotice] = useState<PublishNotice | null>(() => {
    const state = location.state as { publishedVersion?: number } | null;
    return state?.publishedVersion
      ? { text: `Version ${state.publishedVersion} published.`, severity: 'success' }
      : null;
  });
  const [localError, setLocalError] = useState<string | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [createForm] = useMutation(CREATE_FORM_MUTATION);
  const [createFormVersion] = useMutation(CREATE_FORM_VERSION_MUTATION);
  const [updateForm] = useMutation(UPDATE_FORM_MUTATION);
  const alertRef = useRef<HTMLDivElement | null>(null);
  const { draft, baseline, setBaseline, setServer } = editing;

  const focusAlert = () => window.setTimeout(() => alertRef.current?.focus(), 0);

  const showServerProblems = (caught: unknown, keys: string[]) => {
    const found = apiProblems(caught);
    const errors: ServerErrors = { general: found, byQuestion: {}, bySetting: {} };
    for (const problem of found) {
      const index = questionIndexOfField(problem.field);
      if (index !== null && keys[index]) errors.byQuestion[keys[index]] = problem;
      const setting = problem.field?.split('.')[0];
      if (setting === 'name' || setting === 'linkName' || setting === 'description') {
        errors.bySetting[setting] = problem.message;
      }
    }
    setServer(errors);
    focusAlert();
  };

  const publishNewForm = async (questions: ReturnType<typeof toQuestionInputs>) => {
    const result = await createForm({
      variables: {
        organizationId: session.organizationId,
        input: {
          name: draft.name.trim(),
          linkName: draft.linkName.trim(),
          description: draft.description.trim(),
          isDefault: draft.isDefault,
          isGlobal: isCvadmin ? draft.isGlobal : false,
          showStepsIndividually: draft.showStepsIndividually,
          caseTypes: draft.caseTypes,
          questions,
        },
      },
    });
    const created = result.data?.createForm.form;
    if (!created) throw new Error(result.data?.createForm.message ?? 'The form was not created.');
    allowLeave.current = true;
    toast.success(`Version ${created.versionNumber ?? 1} published.`);
    navigate(`/forms/${created.id}`, { replace: true, state: { publishedVersion: created.versionNumber ?? 1 } });
  };

  const publish = async () => {
    editing.setAttempted(true);
    setNotice(null);
    setServer(null);
    if (editing.invalid) {
      setLocalError('Fix the problems marked below before publishing.');
      focusAlert();
      return;
    }
    if (formId && !editing.dirty) {
      setLocalError(null);
      setNotice({
        text: 'No changes to publish: the current version already has these questions and settings.',
        severity: 'info',
      });
      return;
    }
    setLocalError(null);
    setPublishing(true);
    const keys = draft.questions.map((question) => question.key);
    const questions = toQuestionInputs(draft.questions);
    let questionsPublished = false;
    try {
      if (!formId) {
        await publishNewForm(questions);
        return;
      }
      // Settings alone do not make a new version: answers keep pointing at the version they were given to.
      const newVersion = questionsChanged(baseline.questions, draft.questions);
      let version: number | null = versionNumber;
      if (newVersion) {
        const result = await createFormVersion({ variables: { formId, questions } });
        const published = result.data?.createFormVersion.form;
        version = published?.versionNumber ?? null;
        questionsPublished = true;
        setVersionNumber(version);
        if (published?.versionId) setCurrentVersionId(published.versionId);
      }
      const changes: UpdateFormInput = {};
      for (const field of SETTINGS_FIELDS) {
        if (JSON.stringify(draft[field]) !== JSON.stringify(baseline[field])) {
          const value = draft[field];
          (changes as Record<string, unknown>)[field] = typeof value === 'string' ? value.trim() : value;
        }
      }
      if (Object.keys(changes).length > 0) await updateForm({ variables: { formId, input: changes } });
      setBaseline(draft);
      const message = !newVersion
        ? 'Settings saved. The questions are unchanged, so no new version was published.'
        : version
          ? `Version ${version} published.`
          : 'New version published.';
      setNotice({ text: message, severity: 'success' });
      toast.success(message);
    } catch (caught) {
      if (questionsPublished) {
        setBaseline((current) => ({ ...current, questions: draft.questions }));
      }
      showServerProblems(caught, keys);
    } finally {
      setPublishing(false);
    }
  };

  return {
    publish,
    publishing,
    versionNumber,
    currentVersionId,
    notice,
    dismissNotice: () => setNotice(null),
    localError,
    alertRef,
  };
}
