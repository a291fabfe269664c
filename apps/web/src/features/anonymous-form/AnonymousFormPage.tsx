import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { APP_NAME, usePageTitle } from '../../shared/page-title';
import { PublicGraphqlError, publicGraphql } from '../auth/public-graphql';
import {
  fieldErrorsFromMessage,
  missingRequired,
  toQuestionResponses,
  visibleQuestions,
  type RunnerForm,
} from '../request/form-logic';
import { QuestionField, questionBlockId } from '../request/QuestionField';
import { AnonymousFileQuestion, type AnonymousAnswer } from './AnonymousFileQuestion';
import { ADD_ANONYMOUS_RESPONSE_MUTATION, ANONYMOUS_FORM_QUERY } from './anonymous-form-documents';

export const INVALID_LINK_MESSAGE =
  'This link is invalid, has expired or has already been used. Ask the person who sent it for a new link.';
export const UPLOAD_PENDING_MESSAGE = 'Wait until the file has finished uploading, then submit again.';
const LOAD_FAILED_MESSAGE = 'The form could not be loaded. Check your connection and try again.';
const SUBMIT_FAILED_MESSAGE = 'Your answer could not be sent. Check your connection and try again.';

type LoadState =
  | { status: 'loading' }
  | { status: 'invalid' }
  | { status: 'failed' }
  | { status: 'ready'; form: RunnerForm }
  | { status: 'sent' };

/** anonymous-form/request/:token — a provider answers a form once, without an account. */
export function AnonymousFormPage() {
  const { token = '' } = useParams();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [answers, setAnswers] = useState<Record<string, AnonymousAnswer>>({});
  const [uploading, setUploading] = useState<Record<string, boolean>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [topError, setTopError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const thankYouHeading = useRef<HTMLHeadingElement>(null);
  const topErrorRef = useRef<HTMLDivElement>(null);

  usePageTitle(
    state.status === 'ready'
      ? state.form.name
      : state.status === 'sent'
        ? 'Answer Sent'
        : state.status === 'invalid'
          ? 'Link Not Valid'
          : 'Form',
  );

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    publicGraphql(ANONYMOUS_FORM_QUERY, { tokenId: token }, { signal: controller.signal }).then(
      (data) => setState({ status: 'ready', form: data.anonymousForm.form }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: PublicGraphqlError.is(error) && error.code === 'NOT_FOUND' ? 'invalid' : 'failed' });
      },
    );
    return () => controller.abort();
  }, [token, attempt]);

  useEffect(() => {
    if (state.status === 'sent') thankYouHeading.current?.focus();
  }, [state.status]);

  useEffect(() => {
    if (topError) topErrorRef.current?.focus();
  }, [topError]);

  const form = state.status === 'ready' ? state.form : null;
  const visible = useMemo(() => (form ? visibleQuestions(form.questions, answers) : []), [form, answers]);

  const change = useCallback((questionId: string, answer: AnonymousAnswer) => {
    setAnswers((current) => ({ ...current, [questionId]: answer }));
    setErrors((current) => {
      if (!(questionId in current)) return current;
      const next = { ...current };
      delete next[questionId];
      return next;
    });
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form || submitting) return;
    const missing = missingRequired(visible, answers);
    for (const question of visible) {
      if (question.type === 'FILE' && uploading[question.id]) missing[question.id] = UPLOAD_PENDING_MESSAGE;
    }
    setErrors(missing);
    const firstMissing = visible.find((question) => missing[question.id]);
    if (firstMissing) {
      setTopError(null);
      document
        .getElementById(questionBlockId(firstMissing.id))
        ?.querySelector<HTMLElement>('input, textarea, select')
        ?.focus();
      return;
    }
    setTopError(null);
    setSubmitting(true);
    try {
      const data = await publicGraphql(ADD_ANONYMOUS_RESPONSE_MUTATION, {
        tokenId: token,
        responses: toQuestionResponses(form.questions, answers),
      });
      const payload = data.addAnonymousUserFormResponseToCase;
      if (payload.success) {
        setState({ status: 'sent' });
      } else {
        setTopError(payload.message || SUBMIT_FAILED_MESSAGE);
      }
    } catch (error) {
      if (PublicGraphqlError.is(error) && error.code === 'NOT_FOUND') {
        setState({ status: 'invalid' });
      } else if (PublicGraphqlError.is(error) && error.code === 'BAD_USER_INPUT') {
        setErrors(fieldErrorsFromMessage(error.message, form.questions));
        setTopError(error.message);
      } else {
        setTopError(SUBMIT_FAILED_MESSAGE);
      }
    } finally {
      setSubmitting(false);
    }
  };

  let heading: string;
  let body;
  switch (state.status) {
    case 'loading':
      heading = 'Loading the form';
      body = (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} aria-hidden="true" />
          <span>Loading…</span>
        </Stack>
      );
      break;
    case 'invalid':
      heading = 'This link cannot be used';
      body = <Typography>{INVALID_LINK_MESSAGE}</Typography>;
      break;
    case 'failed':
      heading = 'The form could not be loaded';
      body = (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="error">{LOAD_FAILED_MESSAGE}</Alert>
          <Button variant="contained" onClick={() => setAttempt((value) => value + 1)}>
            Try again
          </Button>
        </Stack>
      );
      break;
    case 'sent':
      heading = 'Thank you, your answer was sent';
      body = <Typography>Your answer has been added to the case. This link can no longer be used.</Typography>;
      break;
    case 'ready': {
      const readyForm = state.form;
      heading = readyForm.name;
      body = (
        <>
          {readyForm.description.trim() && (
            <Typography sx={{ whiteSpace: 'pre-line', mb: 2 }}>{readyForm.description}</Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Questions marked * are required. You can send this form once.
          </Typography>
          {topError && (
            <Alert severity="error" role="alert" ref={topErrorRef} tabIndex={-1} sx={{ mb: 2 }}>
              {topError}
            </Alert>
          )}
          <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label={readyForm.name}>
            <Stack spacing={4}>
              {visible.map((question) =>
                question.type === 'FILE' ? (
                  <AnonymousFileQuestion
                    key={question.id}
                    tokenId={token}
                    question={question}
                    answer={answers[question.id]}
                    error={errors[question.id]}
                    onChange={(answer) => change(question.id, answer)}
                    onUploadingChange={(busy) => setUploading((current) => ({ ...current, [question.id]: busy }))}
                  />
                ) : (
                  <QuestionField
                    key={question.id}
                    question={question}
                    answer={answers[question.id]}
                    error={errors[question.id]}
                    onChange={(answer) => change(question.id, answer)}
                  />
                ),
              )}
              {visible.length === 0 && <Typography>This form has no questions to answer.</Typography>}
            </Stack>
            <Button
              type="submit"
              variant="contained"
              sx={{ mt: 4 }}
              disabled={submitting}
              aria-busy={submitting || undefined}
            >
              {submitting ? 'Submitting…' : 'Submit'}
            </Button>
          </Box>
        </>
      );
      break;
    }
  }

  return (
    <Container component="main" id="main-content" maxWidth="md" sx={{ py: { xs: 3, sm: 6 } }}>
      <Typography component="p" variant="overline" color="text.secondary" sx={{ mb: 1 }}>
        {APP_NAME}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography
          component="h1"
          variant="h5"
          ref={thankYouHeading}
          tabIndex={-1}
          sx={{ mb: 2, '&:focus': { outline: 'none' }, '&:focus-visible': { outline: '2px solid', outlineOffset: 2 } }}
        >
          {heading}
        </Typography>
        {body}
      </Paper>
    </Container>
  );
}

export default AnonymousFormPage;
