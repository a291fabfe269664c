import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { Answer, RunnerQuestion } from '../request/form-logic';
import { questionBlockId } from '../request/QuestionField';
import { formatFileSize, isLargeFile, LARGE_FILE_MESSAGE, UploadError, uploadAnonymousFile } from './anonymous-upload';

/** An answer on this page; a FILE answer also keeps the uploaded file's size for display. */
export interface AnonymousAnswer extends Answer {
  fileSize?: number;
}

export interface AnonymousFileQuestionProps {
  tokenId: string;
  question: RunnerQuestion;
  answer: AnonymousAnswer | undefined;
  /** A message for this question (required, still uploading, or from the server). */
  error?: string;
  onChange(answer: AnonymousAnswer): void;
  /** Told when an upload starts and ends, so the page can hold the answer back meanwhile. */
  onUploadingChange(uploading: boolean): void;
}

interface Pending {
  name: string;
  size: number;
}

/**
 * A FILE question of the anonymous page: one file, uploaded through the link as soon as it is chosen.
 * Choosing another file replaces it; the answer is the storage path with the original name.
 */
export function AnonymousFileQuestion({
  tokenId,
  question,
  answer,
  error,
  onChange,
  onUploadingChange,
}: AnonymousFileQuestionProps) {
  const base = `q-${question.id}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [justUploaded, setJustUploaded] = useState<string | null>(null);
  const reportUploading = useRef(onUploadingChange);

  useEffect(() => {
    reportUploading.current = onUploadingChange;
  });

  // Leaving the page, or the question being hidden, cancels an upload under way.
  useEffect(
    () => () => {
      const controller = controllerRef.current;
      if (!controller) return;
      controllerRef.current = null;
      controller.abort();
      reportUploading.current(false);
    },
    [],
  );

  const path = answer?.response[0] ?? '';
  const uploaded = path
    ? { name: answer?.fileNames?.[0] || path.slice(path.lastIndexOf('/') + 1), size: answer?.fileSize }
    : null;
  const shown = pending ?? uploaded;
  const busy = pending !== null;
  const large = shown?.size !== undefined && isLargeFile(shown.size);

  const hintId = question.hint ? `${base}-hint` : undefined;
  const fileId = shown ? `${base}-file` : undefined;
  const largeId = large ? `${base}-large` : undefined;
  const problemId = problem ? `${base}-problem` : undefined;
  const errorId = error ? `${base}-error` : undefined;
  const describedBy = [hintId, fileId, largeId, problemId, errorId].filter(Boolean).join(' ') || undefined;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setProblem(null);
    setJustUploaded(null);
    setPending({ name: file.name, size: file.size });
    onChange({ response: [] });
    onUploadingChange(true);
    try {
      const { path: storedPath } = await uploadAnonymousFile(tokenId, file, { signal: controller.signal });
      if (controller.signal.aborted) return;
      onChange({ response: [storedPath], fileNames: [file.name], fileSize: file.size });
      setJustUploaded(file.name);
    } catch (reason) {
      if (controller.signal.aborted) return;
      const message =
        reason instanceof UploadError ? reason.message : 'Something went wrong. Check your connection and try again.';
      setProblem(`“${file.name}” could not be uploaded. ${message}`);
      // Lets the same file be chosen again to retry.
      input.value = '';
    } finally {
      if (controllerRef.current === controller) {
        controllerRef.current = null;
        setPending(null);
        onUploadingChange(false);
      }
    }
  };

  const remove = () => {
    onChange({ response: [] });
    setJustUploaded(null);
    setProblem(null);
    if (inputRef.current) {
      inputRef.current.value = '';
      inputRef.current.focus();
    }
  };

  return (
    <Box id={questionBlockId(question.id)} tabIndex={-1} sx={{ outline: 'none' }} data-question-id={question.id}>
      <Typography component="label" htmlFor={base} sx={{ display: 'block', fontWeight: 500, mb: 1 }}>
        {question.text}
        {question.required && <span aria-hidden="true"> *</span>}
      </Typography>
      {hintId && (
        <FormHelperText id={hintId} sx={{ mx: 0, mt: 0, mb: 1, whiteSpace: 'pre-line' }}>
          {question.hint}
        </FormHelperText>
      )}
      <Box
        component="input"
        ref={inputRef}
        id={base}
        type="file"
        aria-describedby={describedBy}
        aria-required={question.required || undefined}
        aria-invalid={!!error || !!problem || undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => void choose(event)}
        sx={{
          display: 'block',
          maxWidth: '100%',
          font: 'inherit',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      />
      {shown && (
        <Stack
          id={fileId}
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1.5 }}
          data-testid={`${base}-file`}
        >
          <Typography component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {shown.name}
          </Typography>
          {shown.size !== undefined && (
            <Typography component="span" color="text.secondary">
              {formatFileSize(shown.size)}
            </Typography>
          )}
          {!busy && (
            <Button size="small" variant="outlined" onClick={remove} aria-label={`Remove ${shown.name}`}>
              Remove
            </Button>
          )}
        </Stack>
      )}
      <Box role="status" aria-live="polite" aria-busy={busy} sx={{ mt: busy || justUploaded ? 1 : 0 }}>
        {busy ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} aria-hidden="true" />
            <span>Uploading…</span>
          </Stack>
        ) : justUploaded && uploaded ? (
          <Typography component="span" variant="body2" color="text.secondary">
            Uploaded.
          </Typography>
        ) : null}
      </Box>
      <Box aria-live="polite">
        {large && (
          <Alert id={largeId} severity="warning" role="note" sx={{ mt: 1 }}>
            {LARGE_FILE_MESSAGE}
          </Alert>
        )}
      </Box>
      {problem && (
        <Alert id={problemId} severity="error" role="alert" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
      {errorId && (
        <FormHelperText id={errorId} error sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
