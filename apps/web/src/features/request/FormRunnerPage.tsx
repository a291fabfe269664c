import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useIsRouteMounted } from '../../app/routes/mounted-routes';
import { canAccessRoute, routeHref, ROUTES_BY_ID } from '../../app/routes/route-table';
import { useSession } from '../../app/session/use-session';
import { describeError } from './api-errors';
import {
  answersFromDraft,
  AUTOSAVE_DELAY_MS,
  fieldErrorsFromMessage,
  missingRequired,
  toQuestionResponses,
  visibleQuestions,
  type Answer,
  type Answers,
  type RunnerForm,
} from './form-logic';
import { QuestionField, questionBlockId } from './QuestionField';
import {
  CREATE_REQUEST_DRAFT_MUTATION,
  REQUEST_DEFAULT_FORM_QUERY,
  REQUEST_DRAFTS_QUERY,
  REQUEST_FORM_BY_VERSION_QUERY,
  REQUEST_FORM_BY_SHORT_LINK_QUERY,
  SUBMIT_REQUEST_MUTATION,
  UPDATE_REQUEST_DRAFT_MUTATION,
} from './request-queries';
import { visuallyHidden } from '../../shared/visually-hidden';

/**
 * The form runner (accommodations/request and accommodations/request/:linkName; spec 000 §2).
 *
 * - Which form: `?draftId=` resumes that draft of the signed-in respondent (its form, its answers);
 *   otherwise the short link (`:linkName`, with `?isGlobal=true` for a global form), otherwise the
 *   organization's default form.
 * - Answers autosave into a draft about a second after the last change (createFormResponse the first
 *   time, updateFormResponse after), and at once when moving between steps and before submitting.
 * - Submit → submitForm (which opens the case) → a thank-you on the same route.
 * Not handled here (later issues): `?caseId=` (adding a response to an existing case) and staff
 * answering on behalf of an employee.
 */
export function FormRunnerPage() {
  const { linkName } = useParams();
  const [params] = useSearchParams();
  const draftId = params.get('draftId');
  const isGlobal = params.get('isGlobal') === 'true' ? true : undefined;
  const session = useSession();
  const organizationId = session.organizationId;

  const drafts = useQuery(REQUEST_DRAFTS_QUERY, { skip: !draftId, fetchPolicy: 'network-only' });
  const found = draftId ? drafts.data?.userFormResponseDrafts.find((item) => item.id === draftId) : undefined;
  // Once resumed, the draft stays this page's: submitting it drops it from the drafts list, and the
  // thank-you must not turn into "Draft not found".
  const [resumed, setResumed] = useState<typeof found>(undefined);
  useEffect(() => {
    if (found) setResumed(found);
  }, [found]);
  const draft = found ?? (resumed && resumed.id === draftId ? resumed : undefined);
  const byId = useQuery(REQUEST_FORM_BY_VERSION_QUERY, {
    variables: { versionId: draft?.formVersionId ?? '' },
    skip: !draft,
  });
  const byLink = useQuery(REQUEST_FORM_BY_SHORT_LINK_QUERY, {
    variables: { linkName: linkName ?? '', isGlobal, organizationId },
    skip: !!draftId || !linkName,
  });
  const byDefault = useQuery(REQUEST_DEFAULT_FORM_QUERY, {
    variables: { organizationId },
    skip: !!draftId || !!linkName,
  });

  const formQuery = draftId ? byId : linkName ? byLink : byDefault;
  const form: RunnerForm | undefined = draftId
    ? byId.data?.formByVersionId
    : linkName
      ? byLink.data?.formByShortLink
      : byDefault.data?.defaultForm;
  const error = drafts.error ?? formQuery.error;
  const loading = drafts.loading || formQuery.loading || (!!draft && !form && !error);

  if (loading) return <RunnerSkeleton />;

  if (error) {
    const { code } = describeError(error);
    if (code === 'NOT_FOUND') {
      return (
        <RunnerMessage title="Form not found">
          We couldn't find this form. The link may be mistyped, or the form may have been removed.
        </RunnerMessage>
      );
    }
    return (
      <RunnerMessage
        title="New Request"
        action={<Button onClick={() => void (drafts.error ? drafts.refetch() : formQuery.refetch())}>Try again</Button>}
      >
        We couldn't load the form. Check your connection and try again.
      </RunnerMessage>
    );
  }

  if (draftId && drafts.data && !draft) {
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

  return (
    <FormRunner
      key={`${form.id}:${draft?.id ?? 'new'}`}
      form={form}
      draftId={draft?.id ?? null}
      initialAnswers={draft ? answersFromDraft(form.questions, draft.questionResponses) : {}}
    />
  );
}

export default FormRunnerPage;

function RunnerSkeleton() {
  return (
    <Box sx={{ maxWidth: 760, py: { xs: 2, sm: 4 } }} data-testid="form-loading" aria-busy="true">
      <Box role="status" sx={visuallyHidden}>
        Loading the form…
      </Box>
      <Skeleton variant="text" width="60%" sx={{ fontSize: '2rem' }} />
      <Skeleton variant="text" width="90%" />
      <Skeleton variant="text" width="80%" />
      <Skeleton variant="rounded" height={56} sx={{ mt: 3 }} />
      <Skeleton variant="rounded" height={56} sx={{ mt: 2 }} />
    </Box>
  );
}

function RunnerMessage({ title, children, action }: { title: string; children: string; action?: ReactNode }) {
  const canRequest = useIsRouteMounted('newRequest');
  return (
    <Box sx={{ maxWidth: 760, py: { xs: 2, sm: 4 } }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      <Alert severity="info" action={action}>
        {children}
      </Alert>
      {canRequest && (
        <Link component={RouterLink} to={routeHref('newRequest')} sx={{ display: 'inline-block', mt: 2 }}>
          Go to the request form
        </Link>
      )}
    </Box>
  );
}

type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';
type SaveResult = { ok: true; id: string } | { ok: false; message: string };

function FormRunner({
  form,
  draftId: initialDraftId,
  initialAnswers,
}: {
  form: RunnerForm;
  draftId: string | null;
  initialAnswers: Answers;
}) {
  const session = useSession();
  const [createDraft] = useMutation(CREATE_REQUEST_DRAFT_MUTATION);
  const [updateDraft] = useMutation(UPDATE_REQUEST_DRAFT_MUTATION);
  const [submitForm] = useMutation(SUBMIT_REQUEST_MUTATION);

  const [answers, setAnswers] = useState<Answers>(initialAnswers);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [topError, setTopError] = useState<string | null>(null);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [saveError, setSaveError] = useState<string | null>(null);
  const [step, setStep] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const latest = useRef<Answers>(initialAnswers);
  const draftIdRef = useRef<string | null>(initialDraftId);
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const chain = useRef<Promise<SaveResult>>(Promise.resolve({ ok: true, id: initialDraftId ?? '' }));
  const focusStep = useRef(false);
  const thankYouHeading = useRef<HTMLHeadingElement>(null);

  const visible = visibleQuestions(form.questions, answers);
  const stepsMode = form.showStepsIndividually && visible.length > 0;
  const current = Math.min(step, Math.max(visible.length - 1, 0));
  const shown = stepsMode ? visible.slice(current, current + 1) : visible;
  const isLastStep = !stepsMode || current >= visible.length - 1;

  const saveNow = async (): Promise<SaveResult> => {
    if (!dirty.current && draftIdRef.current) return { ok: true, id: draftIdRef.current };
    dirty.current = false;
    const questionResponses = toQuestionResponses(form.questions, latest.current);
    setStatus('saving');
    try {
      if (!draftIdRef.current) {
        const { data } = await createDraft({
          variables: { input: { formId: form.id, versionId: form.versionId ?? undefined, questionResponses } },
        });
        const id = data?.createFormResponse.formResponse?.id;
        if (!id) throw new Error(data?.createFormResponse.message ?? 'The draft was not created');
        draftIdRef.current = id;
      } else {
        await updateDraft({ variables: { formResponseId: draftIdRef.current, questionResponses } });
      }
      setStatus('saved');
      setSaveError(null);
      return { ok: true, id: draftIdRef.current };
    } catch (error) {
      dirty.current = true;
      const { code, message } = describeError(error);
      if (code === 'BAD_USER_INPUT') {
        setErrors((previous) => ({ ...previous, ...fieldErrorsFromMessage(message, form.questions) }));
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

  useEffect(() => {
    if (!focusStep.current) return;
    focusStep.current = false;
    const block = document.getElementById(questionBlockId(visible[current]?.id ?? ''));
    const target = block?.querySelector<HTMLElement>(
      'input:not([type="hidden"]):not([hidden]), textarea, select, button',
    );
    (target ?? block)?.focus();
  });

  useEffect(() => {
    if (submitted) thankYouHeading.current?.focus();
  }, [submitted]);

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
    dirty.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
  };

  const goTo = (index: number) => {
    focusStep.current = true;
    setStep(index);
  };

  const next = () => {
    const question = visible[current];
    const missing = question ? missingRequired([question], answers) : {};
    if (Object.keys(missing).length > 0) {
      setErrors((previous) => ({ ...previous, ...missing }));
      focusStep.current = true;
      setStep(current);
      return;
    }
    if (dirty.current) void flush();
    goTo(current + 1);
  };

  /** Shows field errors and, one step per question, moves to the first failing one. */
  const showFieldErrors = (fieldErrors: Record<string, string>) => {
    setErrors(fieldErrors);
    const firstFailing = visible.findIndex((question) => question.id in fieldErrors);
    if (stepsMode && firstFailing >= 0) goTo(firstFailing);
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
    setTopError(null);
    setSubmitting(true);
    try {
      dirty.current = dirty.current || !draftIdRef.current;
      const saved = await flush();
      if (!saved.ok) {
        setTopError(saved.message);
        return;
      }
      await submitForm({
        variables: { formResponseId: saved.id },
        // The draft is no longer a draft: drop it from the cached drafts list (My Requests).
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'FormResponse', id: saved.id }) });
          cache.gc();
        },
      });
      clearTimeout(timer.current);
      dirty.current = false;
      setSubmitted(true);
    } catch (error) {
      const { code, message } = describeError(error);
      setTopError(message);
      if (code === 'BAD_USER_INPUT') showFieldErrors(fieldErrorsFromMessage(message, form.questions));
    } finally {
      setSubmitting(false);
    }
  };

  const role = session.user?.role;
  const myRequestsMounted = useIsRouteMounted('myRequests');
  const canSeeMyRequests = myRequestsMounted && !!role && canAccessRoute(ROUTES_BY_ID.myRequests, { role });

  if (submitted) {
    return (
      <Box sx={{ maxWidth: 760, py: { xs: 2, sm: 4 } }}>
        <Typography
          component="h1"
          variant="h4"
          gutterBottom
          tabIndex={-1}
          ref={thankYouHeading}
          sx={{ outline: 'none' }}
        >
          Thank you
        </Typography>
        <Typography sx={{ mb: 3 }}>
          Your request has been submitted. Your case team will review it and contact you about the next steps.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {canSeeMyRequests && (
            <Button component={RouterLink} to={routeHref('myRequests')} variant="contained">
              My Requests
            </Button>
          )}
          <Button component={RouterLink} to="/" variant={canSeeMyRequests ? 'text' : 'contained'}>
            Back to home
          </Button>
        </Stack>
      </Box>
    );
  }

  const statusText =
    status === 'saving'
      ? 'Saving…'
      : status === 'saved'
        ? 'Saved'
        : status === 'error'
          ? `Not saved: ${saveError ?? 'something went wrong'}`
          : '';

  return (
    <Box sx={{ maxWidth: 760, py: { xs: 2, sm: 4 } }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {form.name}
      </Typography>
      {form.description.trim() && <Typography sx={{ whiteSpace: 'pre-line', mb: 2 }}>{form.description}</Typography>}
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, minHeight: 24 }}>
        <Typography variant="body2" color="text.secondary">
          Questions marked * are required.
        </Typography>
        <Typography
          variant="body2"
          role="status"
          aria-live="polite"
          data-testid="save-status"
          color={status === 'error' ? 'error' : 'text.secondary'}
        >
          {statusText}
        </Typography>
      </Stack>

      {topError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {topError}
        </Alert>
      )}

      {stepsMode && (
        <Box sx={{ mb: 3 }}>
          <Typography variant="body2" aria-live="polite" data-testid="step-progress">
            Step {current + 1} of {visible.length}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={((current + 1) / visible.length) * 100}
            aria-label={`Step ${current + 1} of ${visible.length}`}
            sx={{ mt: 1 }}
          />
        </Box>
      )}

      <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label={form.name}>
        <Stack spacing={4}>
          {shown.map((question) => (
            <QuestionField
              key={question.id}
              question={question}
              answer={answers[question.id]}
              error={errors[question.id]}
              onChange={(answer) => change(question.id, answer)}
            />
          ))}
          {visible.length === 0 && <Typography>This form has no questions to answer.</Typography>}
        </Stack>
        <Stack direction="row" spacing={2} sx={{ mt: 4 }}>
          {stepsMode && current > 0 && (
            <Button variant="outlined" onClick={() => goTo(current - 1)}>
              Back
            </Button>
          )}
          {/* Distinct keys: reusing one <button> would turn the click on Next into a submit of the last step. */}
          {isLastStep ? (
            <Button
              key="submit"
              type="submit"
              variant="contained"
              disabled={submitting}
              aria-busy={submitting || undefined}
            >
              {submitting ? 'Submitting…' : 'Submit'}
            </Button>
          ) : (
            <Button key="next" variant="contained" onClick={next}>
              Next
            </Button>
          )}
        </Stack>
      </Box>
    </Box>
  );
}
