import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState, type DragEvent } from 'react';
import { Link as RouterLink, useBlocker, useLocation, useNavigate, useParams } from 'react-router';
import { useToast } from '../../app/notifications/use-toast';
import { useSession } from '../../app/session/use-session';
import type { FormEditorFormQuery, QuestionType, UpdateFormInput } from '../../generated/graphql';
import { apiProblems, summaryMessage, type ApiProblem } from './form-errors';
import {
  CASE_TYPES,
  draftFromForm,
  emptyForm,
  LINK_NAME_HELP,
  linkNameError,
  moveQuestion,
  newQuestion,
  orderedCaseTypes,
  QUESTION_TYPES,
  questionIndexOfField,
  questionProblems,
  questionsChanged,
  removeQuestion,
  toQuestionInputs,
  type DraftForm,
  type DraftQuestion,
} from './form-model';
import { FormPreview } from './FormPreview';
import { FormVersions } from './FormVersions';
import { QuestionCard, type MoveDirection } from './QuestionCard';
import {
  CREATE_FORM_MUTATION,
  CREATE_FORM_VERSION_MUTATION,
  FORM_EDITOR_QUERY,
  UPDATE_FORM_MUTATION,
} from './forms-queries';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

type SettingsField = 'name' | 'linkName' | 'description';
const SETTINGS_FIELDS: readonly (keyof UpdateFormInput & keyof DraftForm)[] = [
  'name',
  'linkName',
  'description',
  'isDefault',
  'showStepsIndividually',
  'caseTypes',
];

interface ServerErrors {
  general: ApiProblem[];
  byQuestion: Record<string, ApiProblem>;
  bySetting: Partial<Record<SettingsField, string>>;
}

type LoadedForm = FormEditorFormQuery['formById'];

/** Routes `forms/:formId` (edit, publish a new version) and `form-builder` (a new form); Cvadmin and Admin. */
export function FormEditorPage() {
  const { formId } = useParams();
  if (!formId) return <FormEditor key="new" />;
  return <ExistingFormEditor key={formId} formId={formId} />;
}

function ExistingFormEditor({ formId }: { formId: string }) {
  const { data, loading, error, refetch } = useQuery(FORM_EDITOR_QUERY, {
    variables: { formId },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  if (loading && !data) {
    return (
      <Box sx={{ py: 3 }} aria-busy="true" data-testid="form-editor-loading">
        <Box component="span" sx={visuallyHidden}>
          Loading the form…
        </Box>
        <Skeleton variant="text" width={320} sx={{ fontSize: '2rem' }} />
        <Skeleton variant="rectangular" height={160} sx={{ my: 2 }} />
        <Skeleton variant="rectangular" height={240} />
      </Box>
    );
  }
  if (!data) {
    return (
      <Box sx={{ py: 3 }}>
        <Typography component="h1" variant="h4" gutterBottom>
          Form Editor
        </Typography>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        >
          {error ? apiProblems(error)[0].message : 'We could not load this form.'}
        </Alert>
      </Box>
    );
  }
  return <FormEditor formId={formId} form={data.formById} />;
}

function FormEditor({ formId, form }: { formId?: string; form?: LoadedForm }) {
  const session = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const isCvadmin = session.user?.role === 'CVADMIN';
  const [baseline, setBaseline] = useState<DraftForm>(() => (form ? draftFromForm(form) : emptyForm()));
  const [draft, setDraft] = useState<DraftForm>(baseline);
  const [versionNumber, setVersionNumber] = useState<number | null>(form?.versionNumber ?? null);
  const [currentVersionId, setCurrentVersionId] = useState<string | null>(form?.versionId ?? null);
  // Set by the forms list: "Back to forms" returns to the list as it was filtered.
  const formsSearch = (location.state as { formsSearch?: string } | null)?.formsSearch ?? '';
  const [notice, setNotice] = useState<{ text: string; severity: 'success' | 'info' } | null>(() => {
    const state = location.state as { publishedVersion?: number } | null;
    return state?.publishedVersion
      ? { text: `Version ${state.publishedVersion} published.`, severity: 'success' }
      : null;
  });
  const [mode, setMode] = useState<'edit' | 'preview'>('edit');
  const [attempted, setAttempted] = useState(false);
  const [touched, setTouched] = useState<Partial<Record<SettingsField, boolean>>>({});
  const [server, setServer] = useState<ServerErrors | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [newType, setNewType] = useState<QuestionType>('TEXT');
  const [dragKey, setDragKey] = useState<string | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [createForm] = useMutation(CREATE_FORM_MUTATION);
  const [createFormVersion] = useMutation(CREATE_FORM_VERSION_MUTATION);
  const [updateForm] = useMutation(UPDATE_FORM_MUTATION);

  const elements = useRef(new Map<string, HTMLElement>());
  const pendingFocus = useRef<{ key: string; which: 'card' | MoveDirection | 'text' } | null>(null);
  const alertRef = useRef<HTMLDivElement | null>(null);
  const addButtonRef = useRef<HTMLButtonElement | null>(null);

  const dirty = JSON.stringify(draft) !== JSON.stringify(baseline);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const allowLeave = useRef(false);

  const blocker = useBlocker(
    useCallback(
      ({
        currentLocation,
        nextLocation,
      }: {
        currentLocation: { pathname: string };
        nextLocation: { pathname: string };
      }) => dirtyRef.current && !allowLeave.current && currentLocation.pathname !== nextLocation.pathname,
      [],
    ),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // After a move, add or remove: focus where the user is working.
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    if (target.which === 'text') {
      document.getElementById(`question-${target.key}-text`)?.focus();
      return;
    }
    const button = target.which === 'card' ? undefined : elements.current.get(`${target.key}:${target.which}`);
    if (button && !(button as HTMLButtonElement).disabled) button.focus();
    else elements.current.get(`${target.key}:card`)?.focus();
  });

  const registerElement = useCallback((key: string, which: 'card' | MoveDirection, element: HTMLElement | null) => {
    if (element) elements.current.set(`${key}:${which}`, element);
    else elements.current.delete(`${key}:${which}`);
  }, []);

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

  const move = (from: number, to: number, focus: 'card' | MoveDirection) => {
    if (to < 0 || to >= draft.questions.length || from === to) return;
    const key = draft.questions[from].key;
    setQuestions((questions) => moveQuestion(questions, from, to));
    pendingFocus.current = { key, which: focus };
    setAnnouncement(`Question moved to position ${to + 1}`);
  };

  const addQuestion = () => {
    const question = newQuestion(newType);
    setQuestions((questions) => [...questions, question]);
    pendingFocus.current = { key: question.key, which: 'text' };
    setAnnouncement(`Question ${draft.questions.length + 1} added`);
  };

  const remove = (index: number) => {
    const key = draft.questions[index].key;
    const next = draft.questions[index + 1] ?? draft.questions[index - 1];
    setQuestions((questions) => removeQuestion(questions, key));
    if (next) pendingFocus.current = { key: next.key, which: 'card' };
    else window.setTimeout(() => addButtonRef.current?.focus(), 0);
    setAnnouncement(`Question ${index + 1} removed`);
  };

  const onDrop = (targetIndex: number) => (event: DragEvent) => {
    event.preventDefault();
    const from = draft.questions.findIndex((question) => question.key === dragKey);
    setDragKey(null);
    if (from >= 0) move(from, targetIndex, 'card');
  };

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

  const publish = async () => {
    setAttempted(true);
    setNotice(null);
    setServer(null);
    if (nameError || linkError || problems.size > 0) {
      setLocalError('Fix the problems marked below before publishing.');
      focusAlert();
      return;
    }
    if (formId && !dirty) {
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

  const title = formId ? `Edit form${baseline.name ? `: ${baseline.name}` : ''}` : 'New form';

  return (
    <Box sx={{ py: { xs: 2, sm: 3 }, maxWidth: 960 }}>
      <Link component={RouterLink} to={`/forms${formsSearch}`} sx={{ display: 'inline-block', mb: 1 }}>
        Back to forms
      </Link>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 1 }}
      >
        <Typography component="h1" variant="h4">
          {title}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            aria-pressed={mode === 'preview'}
            onClick={() => setMode((current) => (current === 'edit' ? 'preview' : 'edit'))}
          >
            {mode === 'preview' ? 'Back to editing' : 'Preview'}
          </Button>
          <Button variant="contained" onClick={() => void publish()} disabled={publishing}>
            {publishing ? 'Publishing…' : 'Publish'}
          </Button>
        </Stack>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {versionNumber ? `Current version: ${versionNumber}` : 'Not published yet'}
        {form ? (form.isActive ? ' · Active' : ' · Disabled') : ''}
        {dirty ? ' · Unpublished changes' : ''}
      </Typography>

      <Box sx={visuallyHidden} aria-live="polite" role="status" data-testid="editor-announcer">
        {announcement}
      </Box>

      {notice && (
        <Alert severity={notice.severity} role="status" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {(localError || server) && (
        <Alert severity="error" role="alert" ref={alertRef} tabIndex={-1} sx={{ mb: 2 }}>
          {localError ??
            (server && server.general.length === 1 ? (
              summaryMessage(server.general[0])
            ) : (
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {server?.general.map((problem) => (
                  <li key={problem.message}>{summaryMessage(problem)}</li>
                ))}
              </Box>
            ))}
        </Alert>
      )}

      {mode === 'preview' ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <FormPreview name={draft.name} questions={draft.questions} />
        </Paper>
      ) : (
        <>
          <Paper variant="outlined" component="section" aria-labelledby="form-settings-title" sx={{ p: 2, mb: 3 }}>
            <Typography component="h2" variant="h6" id="form-settings-title" gutterBottom>
              Settings
            </Typography>
            <Stack spacing={2}>
              <TextField
                label="Name"
                required
                size="small"
                id="form-name"
                value={draft.name}
                onChange={(event) => setField('name', event.target.value)}
                onBlur={() => setTouched((current) => ({ ...current, name: true }))}
                error={Boolean(showNameError || server?.bySetting.name)}
                helperText={server?.bySetting.name ?? (showNameError || undefined)}
              />
              <TextField
                label="Link name"
                required
                size="small"
                id="form-link-name"
                value={draft.linkName}
                onChange={(event) => setField('linkName', event.target.value)}
                onBlur={() => setTouched((current) => ({ ...current, linkName: true }))}
                error={Boolean(showLinkError || server?.bySetting.linkName)}
                helperText={
                  server?.bySetting.linkName ??
                  (showLinkError || `${LINK_NAME_HELP} Short link: /l/${draft.linkName.trim() || 'link-name'}`)
                }
              />
              <TextField
                label="Description"
                multiline
                minRows={2}
                size="small"
                id="form-description"
                value={draft.description}
                onChange={(event) => setField('description', event.target.value)}
                error={Boolean(server?.bySetting.description)}
                helperText={server?.bySetting.description}
              />
              <Box>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={draft.isDefault}
                      onChange={(event) => setField('isDefault', event.target.checked)}
                    />
                  }
                  label="Default form of the organization"
                />
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={draft.showStepsIndividually}
                      onChange={(event) => setField('showStepsIndividually', event.target.checked)}
                    />
                  }
                  label="Show one question per step"
                />
                {isCvadmin && (
                  <>
                    <FormControlLabel
                      control={
                        <Checkbox
                          checked={draft.isGlobal}
                          disabled={Boolean(formId)}
                          onChange={(event) => setField('isGlobal', event.target.checked)}
                          slotProps={{ input: { 'aria-describedby': 'form-global-help' } }}
                        />
                      }
                      label="Global form (offered to every organization)"
                    />
                    <FormHelperText id="form-global-help">
                      {formId
                        ? 'Set when the form is created.'
                        : 'Only platform administrators can make a form global.'}
                    </FormHelperText>
                  </>
                )}
              </Box>
              <FormControl component="fieldset" aria-describedby="form-case-types-help">
                <FormLabel component="legend">Case types</FormLabel>
                <FormHelperText id="form-case-types-help" sx={{ mx: 0 }}>
                  The kinds of case this form is used for.
                </FormHelperText>
                <FormGroup row>
                  {CASE_TYPES.map((caseType) => (
                    <FormControlLabel
                      key={caseType.value}
                      label={`${caseType.label} (${caseType.description})`}
                      control={
                        <Checkbox
                          checked={draft.caseTypes.includes(caseType.value)}
                          onChange={(event) =>
                            setField(
                              'caseTypes',
                              orderedCaseTypes(
                                event.target.checked
                                  ? [...draft.caseTypes, caseType.value]
                                  : draft.caseTypes.filter((value) => value !== caseType.value),
                              ),
                            )
                          }
                        />
                      }
                    />
                  ))}
                </FormGroup>
              </FormControl>
              {/* Case categories are left out: the api offers no query that lists them to choose from. */}
            </Stack>
          </Paper>

          <Box component="section" aria-labelledby="form-questions-title">
            <Typography component="h2" variant="h6" id="form-questions-title" gutterBottom>
              Questions ({draft.questions.length})
            </Typography>
            {draft.questions.length === 0 ? (
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                No questions yet. Choose a type and add the first question.
              </Typography>
            ) : (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                Reorder by dragging a question's handle or with its Move up and Move down buttons.
              </Typography>
            )}
            <Stack component="ol" spacing={2} sx={{ p: 0, m: 0, mb: 2 }}>
              {draft.questions.map((question, index) => {
                const listed = problems.get(question.key) ?? [];
                return (
                  <QuestionCard
                    key={question.key}
                    question={question}
                    index={index}
                    all={draft.questions}
                    problems={listed.filter((problem) => attempted || problem.order).map((problem) => problem.message)}
                    serverError={server?.byQuestion[question.key]}
                    onChange={(patch) => changeQuestion(question.key, patch)}
                    onMove={(direction) => move(index, direction === 'up' ? index - 1 : index + 1, direction)}
                    onRemove={() => remove(index)}
                    registerElement={registerElement}
                    dragging={dragKey === question.key}
                    onDragStart={(event) => {
                      event.dataTransfer.effectAllowed = 'move';
                      event.dataTransfer.setData('text/plain', question.key);
                      setDragKey(question.key);
                    }}
                    onDragEnd={() => setDragKey(null)}
                    onDrop={onDrop(index)}
                  />
                );
              })}
            </Stack>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                select
                label="New question type"
                size="small"
                id="new-question-type"
                value={newType}
                onChange={(event) => setNewType(event.target.value as QuestionType)}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                sx={{ minWidth: 220 }}
              >
                {QUESTION_TYPES.map((entry) => (
                  <option key={entry.type} value={entry.type}>
                    {entry.label}
                  </option>
                ))}
              </TextField>
              <Button variant="outlined" onClick={addQuestion} ref={addButtonRef}>
                Add question
              </Button>
            </Stack>
          </Box>

          {formId && form && (
            <FormVersions
              formId={formId}
              formName={baseline.name}
              isGlobal={form.isGlobal}
              currentVersionId={currentVersionId}
            />
          )}
        </>
      )}

      <Dialog open={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} aria-labelledby="leave-editor-title">
        <DialogTitle id="leave-editor-title">Leave without publishing?</DialogTitle>
        <DialogContent>
          <DialogContentText>Your changes to this form have not been published and will be lost.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => blocker.reset?.()}>Stay</Button>
          <Button color="error" variant="contained" onClick={() => blocker.proceed?.()}>
            Leave
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

export default FormEditorPage;
