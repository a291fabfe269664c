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
import { Link as RouterLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useToast } from '../../app/notifications/use-toast';
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
  ADD_REQUEST_TO_CASE_MUTATION,
  CREATE_REQUEST_DRAFT_MUTATION,
  REQUEST_DEFAULT_FORM_QUERY,
  REQUEST_DRAFTS_QUERY,
  REQUEST_EMPLOYEE_DRAFTS_QUERY,
  REQUEST_FORM_BY_VERSION_QUERY,
  REQUEST_FORM_BY_SHORT_LINK_QUERY,
  SUBMIT_REQUEST_MUTATION,
  UPDATE_REQUEST_DRAFT_MUTATION,
} from './request-queries';
import {
  CHOOSE_EMPLOYEE_MESSAGE,
  describeEmployee,
  EMPLOYEE_INPUT_ID,
  EMPLOYEE_SEARCH_ROLES,
  ON_BEHALF_ROLES,
  RespondentChoice,
  type Employee,
  type WhoFor,
} from './RespondentChoice';
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
 * - Staff may answer for an employee: "Who is this request for?" before the first question (the
 *   employee searched among the organization's people by who may list them), the draft created with
 *   `respondentId`. `?respondentId=` (with `?draftId=`) resumes an employee's draft, or starts one for them.
 * - `?caseId=` (staff): the answers are added to that existing case with addFormResponseToCase on
 *   "Add to case" — no draft, no autosave — then the case opens. Employees are told only staff can.
 */
export function FormRunnerPage() {
  const { linkName } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const isGlobal = params.get('isGlobal') === 'true' ? true : undefined;
  const session = useSession();
  const organizationId = session.organizationId;
  const role = session.user?.role;
  const isStaff = !!role && role !== 'USER';
  const caseIdParam = params.get('caseId');
  const caseId = isStaff ? caseIdParam : null;
  const employeeOnCaseLink = !!caseIdParam && !isStaff;
  // Adding to a case starts afresh: no draft is resumed there.
  const draftId = caseId || employeeOnCaseLink ? null : params.get('draftId');
  const respondentId = !caseId && role && ON_BEHALF_ROLES.includes(role) ? params.get('respondentId') || null : null;

  const ownDrafts = useQuery(REQUEST_DRAFTS_QUERY, {
    skip: !draftId || !!respondentId,
    fetchPolicy: 'network-only',
  });
  const employeeDrafts = useQuery(REQUEST_EMPLOYEE_DRAFTS_QUERY, {
    variables: { respondentId: respondentId ?? '' },
    skip: !draftId || !respondentId,
    fetchPolicy: 'network-only',
  });
  const drafts = respondentId ? employeeDrafts : ownDrafts;
  const draftList = respondentId ? employeeDrafts.data?.userFormResponseDrafts : ownDrafts.data?.userFormResponseDrafts;
  const found = draftId ? draftList?.find((item) => item.id === draftId) : undefined;
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
    skip: !!draftId || !linkName || employeeOnCaseLink,
  });
  const byDefault = useQuery(REQUEST_DEFAULT_FORM_QUERY, {
    variables: { organizationId },
    skip: !!draftId || !!linkName || employeeOnCaseLink,
  });

  const formQuery = draftId ? byId : linkName ? byLink : byDefault;
  const form: RunnerForm | undefined = draftId
    ? byId.data?.formByVersionId
    : linkName
      ? byLink.data?.formByShortLink
      : byDefault.data?.defaultForm;
  const error = drafts.error ?? formQuery.error;
  const loading = drafts.loading || formQuery.loading || (!!draft && !form && !error);

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
    if (code === 'NOT_FOUND' && error === drafts.error) {
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
      <RunnerMessage
        title="New Request"
        action={<Button onClick={() => void (drafts.error ? drafts.refetch() : formQuery.refetch())}>Try again</Button>}
      >
        We couldn't load the form. Check your connection and try again.
      </RunnerMessage>
    );
  }

  if (draftId && draftList && !draft) {
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
    <FormRunner
      key={`${form.id}:${draft?.id ?? 'new'}:${respondentId ?? ''}:${caseId ?? ''}`}
      form={form}
      draftId={draft?.id ?? null}
      initialAnswers={draft ? answersFromDraft(form.questions, draft.questionResponses) : {}}
      respondent={respondent}
      caseId={caseId}
    />
  );
}

/**
 * Whom the answers are for: the signed-in person (employees, a resumed own draft, adding to a case),
 * a choice made on the page (staff starting a request), or an employee named by `?respondentId=`.
 */
type RespondentSetup =
  { kind: 'self' } | { kind: 'choose'; canSearch: boolean } | { kind: 'fixed'; id: string; employee: Employee | null };

/** The employee's name and e-mail when the link that opened the page carried them (navigation state). */
function employeeFromState(state: unknown, id: string): Employee | null {
  if (!state || typeof state !== 'object' || !('respondent' in state)) return null;
  const value = (state as { respondent: unknown }).respondent;
  if (!value || typeof value !== 'object') return null;
  const { id: stateId, fullName, email } = value as Partial<Record<keyof Employee, unknown>>;
  if (stateId !== id || typeof fullName !== 'string' || typeof email !== 'string') return null;
  return { id, fullName, email };
}

function caseHref(caseId: string): string {
  return routeHref('caseDetail').replace(':caseId', encodeURIComponent(caseId));
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
/** Whom a new draft is for: the signed-in person (null), an employee, or an employee still to be chosen. */
type Target = null | 'pending' | { id: string; employee: Employee | null };

function FormRunner({
  form,
  draftId: initialDraftId,
  initialAnswers,
  respondent,
  caseId,
}: {
  form: RunnerForm;
  draftId: string | null;
  initialAnswers: Answers;
  respondent: RespondentSetup;
  /** Adding the answers to this existing case (no draft) instead of opening a new one. */
  caseId: string | null;
}) {
  const session = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const [createDraft] = useMutation(CREATE_REQUEST_DRAFT_MUTATION);
  const [updateDraft] = useMutation(UPDATE_REQUEST_DRAFT_MUTATION);
  const [submitForm] = useMutation(SUBMIT_REQUEST_MUTATION);
  const [addToCase] = useMutation(ADD_REQUEST_TO_CASE_MUTATION);

  const [whoFor, setWhoFor] = useState<WhoFor>('self');
  const [employee, setEmployee] = useState<Employee | null>(null);
  const [employeeError, setEmployeeError] = useState<string | undefined>(undefined);
  const [respondentError, setRespondentError] = useState<string | null>(null);
  const [draftExists, setDraftExists] = useState(!!initialDraftId);

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

  const target: Target =
    respondent.kind === 'fixed'
      ? { id: respondent.id, employee: respondent.employee }
      : respondent.kind === 'choose' && whoFor === 'employee'
        ? employee
          ? { id: employee.id, employee }
          : 'pending'
        : null;
  // Read by saves scheduled from an earlier render.
  const targetRef = useRef<Target>(target);
  targetRef.current = target;

  const visible = visibleQuestions(form.questions, answers);
  const stepsMode = form.showStepsIndividually && visible.length > 0;
  const current = Math.min(step, Math.max(visible.length - 1, 0));
  const shown = stepsMode ? visible.slice(current, current + 1) : visible;
  const isLastStep = !stepsMode || current >= visible.length - 1;

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
        setRespondentError(null);
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
      // Refused to answer for this employee (not allowed, or not in the organization).
      if (!draftIdRef.current && forWhom && (code === 'FORBIDDEN' || code === 'NOT_FOUND')) {
        setRespondentError(message);
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
    if (caseId) return;
    dirty.current = true;
    scheduleSave();
  };

  const scheduleSave = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
  };

  const chooseWhoFor = (value: WhoFor) => {
    setWhoFor(value);
    setEmployeeError(undefined);
    setRespondentError(null);
    if (dirty.current) scheduleSave();
  };

  const chooseEmployee = (value: Employee | null) => {
    setEmployee(value);
    setEmployeeError(undefined);
    setRespondentError(null);
    if (value && dirty.current) scheduleSave();
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
    if (dirty.current && !caseId) void flush();
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
    if (target === 'pending') {
      setTopError(CHOOSE_EMPLOYEE_MESSAGE);
      setEmployeeError(CHOOSE_EMPLOYEE_MESSAGE);
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

  /** Adds the answers to the existing case; the api checks them and names the failing questions. */
  const submitToCase = async (id: string) => {
    try {
      await addToCase({
        variables: {
          caseId: id,
          input: {
            formId: form.id,
            versionId: form.versionId ?? undefined,
            questionResponses: toQuestionResponses(form.questions, latest.current),
          },
        },
        // The case's responses changed: its page reads them afresh.
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'Case', id }), fieldName: 'formResponses' });
        },
      });
      toast.success();
      void navigate(caseHref(id));
    } catch (error) {
      const { code, message } = describeError(error);
      setTopError(message);
      if (code === 'BAD_USER_INPUT') showFieldErrors(fieldErrorsFromMessage(message, form.questions));
      setSubmitting(false);
    }
  };

  const role = session.user?.role;
  const myRequestsMounted = useIsRouteMounted('myRequests');
  const canSeeMyRequests = myRequestsMounted && !!role && canAccessRoute(ROUTES_BY_ID.myRequests, { role });

  const forEmployee = target && target !== 'pending' ? target : null;

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
          {forEmployee
            ? `The request was submitted for ${forEmployee.employee ? describeEmployee(forEmployee.employee) : 'the employee'}. Their case team will review it and contact them about the next steps.`
            : 'Your request has been submitted. Your case team will review it and contact you about the next steps.'}
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

  const statusText = caseId
    ? ''
    : status === 'saving'
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
      {caseId && (
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          These answers are added to the existing case when you choose Add to case. Nothing is saved before then.
        </Alert>
      )}
      {respondent.kind === 'choose' && (
        <RespondentChoice
          locked={draftExists}
          whoFor={whoFor}
          onWhoForChange={chooseWhoFor}
          employee={employee}
          onEmployeeChange={chooseEmployee}
          canSearch={respondent.canSearch}
          organizationId={session.organizationId}
          fieldError={employeeError}
          error={respondentError}
        />
      )}
      {respondent.kind === 'fixed' && respondentError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {respondentError}
        </Alert>
      )}
      {forEmployee && (
        <Alert severity="info" role="status" data-testid="respondent-banner" sx={{ mb: 2 }}>
          {forEmployee.employee
            ? `You are answering for ${describeEmployee(forEmployee.employee)}`
            : 'You are answering for an employee'}
        </Alert>
      )}
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
              {caseId ? (submitting ? 'Adding…' : 'Add to case') : submitting ? 'Submitting…' : 'Submit'}
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
