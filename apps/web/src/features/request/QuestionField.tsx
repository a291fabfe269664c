import { useApolloClient } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { bmiOf, MAX_UPLOAD_BYTES, US_STATES, VISIT_TYPE_LABELS, type Answer, type RunnerQuestion } from './form-logic';
import { uploadToOwnStorage } from '../../shared/signed-upload';
import { visuallyHidden } from '../../shared/visually-hidden';

export interface QuestionFieldProps {
  question: RunnerQuestion;
  answer: Answer | undefined;
  /** A message for this question (client check or server), linked to the input. */
  error?: string;
  onChange(answer: Answer): void;
}

/** The DOM id of a question's block; the runner focuses inside it when a step changes. */
export function questionBlockId(questionId: string): string {
  return `question-${questionId}`;
}

function ids(question: RunnerQuestion, error: string | undefined) {
  const base = `q-${question.id}`;
  const hintId = question.hint ? `${base}-hint` : undefined;
  const errorId = error ? `${base}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { base, hintId, errorId, describedBy };
}

function Hint({ id, children }: { id?: string; children?: ReactNode }) {
  if (!id || !children) return null;
  return (
    <FormHelperText id={id} sx={{ mx: 0, whiteSpace: 'pre-line' }}>
      {children}
    </FormHelperText>
  );
}

function ErrorText({ id, children }: { id?: string; children?: ReactNode }) {
  if (!id || !children) return null;
  return (
    <FormHelperText id={id} error sx={{ mx: 0 }}>
      {children}
    </FormHelperText>
  );
}

/** A legend with the required mark (a visible asterisk, "required" for screen readers). */
function Legend({ question }: { question: RunnerQuestion }) {
  return (
    <FormLabel component="legend" id={`q-${question.id}-legend`} sx={{ color: 'text.primary', fontWeight: 500, mb: 1 }}>
      {question.text}
      {question.required && (
        <>
          <span aria-hidden="true"> *</span>
          <Box component="span" sx={visuallyHidden}>
            {' '}
            (required)
          </Box>
        </>
      )}
    </FormLabel>
  );
}

const single = (answer: Answer | undefined) => answer?.response[0] ?? '';

/** One question, with the input its type calls for; labels, hints and errors are linked for assistive tech. */
export function QuestionField(props: QuestionFieldProps) {
  const { question } = props;
  return (
    <Box id={questionBlockId(question.id)} tabIndex={-1} sx={{ outline: 'none' }} data-question-id={question.id}>
      <QuestionInput {...props} />
    </Box>
  );
}

function QuestionInput({ question, answer, error, onChange }: QuestionFieldProps) {
  const { base, hintId, errorId, describedBy } = ids(question, error);
  const invalid = !!error;
  const set = (response: string[]) => onChange({ response });

  switch (question.type) {
    case 'STATEMENT':
      return (
        <Box>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{question.text}</Typography>
          <Hint id={hintId}>{question.hint}</Hint>
        </Box>
      );

    case 'TEXT':
    case 'DATE': {
      const isDate = question.type === 'DATE';
      return (
        <Box>
          <TextField
            id={base}
            label={question.text}
            required={question.required}
            fullWidth
            multiline={!isDate}
            minRows={isDate ? undefined : 2}
            type={isDate ? 'date' : 'text'}
            placeholder={question.placeholder ?? undefined}
            value={single(answer)}
            error={invalid}
            onChange={(event) => set([event.target.value])}
            slotProps={{
              htmlInput: { 'aria-describedby': describedBy, 'aria-invalid': invalid || undefined },
              inputLabel: isDate ? { shrink: true } : undefined,
            }}
          />
          <Hint id={hintId}>{question.hint}</Hint>
          <ErrorText id={errorId}>{error}</ErrorText>
        </Box>
      );
    }

    case 'DATERANGE': {
      const [start = '', end = ''] = answer?.response ?? [];
      return (
        <FormControl component="fieldset" error={invalid} aria-describedby={describedBy} fullWidth>
          <Legend question={question} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {(['Start date', 'End date'] as const).map((label, position) => (
              <TextField
                key={label}
                id={`${base}-${position === 0 ? 'start' : 'end'}`}
                label={label}
                type="date"
                required={question.required}
                value={position === 0 ? start : end}
                error={invalid}
                onChange={(event) => set(position === 0 ? [event.target.value, end] : [start, event.target.value])}
                slotProps={{
                  htmlInput: { 'aria-describedby': describedBy, 'aria-invalid': invalid || undefined },
                  inputLabel: { shrink: true },
                }}
              />
            ))}
          </Stack>
          <Hint id={hintId}>{question.hint}</Hint>
          <ErrorText id={errorId}>{error}</ErrorText>
        </FormControl>
      );
    }

    case 'BOOLEAN':
    case 'SINGLESELECT':
    case 'WIDGET_VISIT_TYPE': {
      const choices: Array<[string, string]> =
        question.type === 'BOOLEAN'
          ? [
              ['true', 'Yes'],
              ['false', 'No'],
            ]
          : question.type === 'WIDGET_VISIT_TYPE'
            ? Object.entries(VISIT_TYPE_LABELS)
            : question.options.map((option) => [option, option]);
      if (question.type === 'SINGLESELECT' && question.renderMode === 'DROPDOWN') {
        return (
          <SelectQuestion
            question={question}
            value={single(answer)}
            choices={choices}
            error={error}
            onChange={(value) => set([value])}
          />
        );
      }
      return (
        <FormControl component="fieldset" error={invalid} fullWidth>
          <Legend question={question} />
          <RadioGroup
            name={base}
            value={single(answer)}
            onChange={(event) => set([event.target.value])}
            aria-labelledby={`${base}-legend`}
            aria-describedby={describedBy}
            aria-required={question.required || undefined}
            aria-invalid={invalid || undefined}
          >
            {choices.map(([value, label]) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={label} />
            ))}
          </RadioGroup>
          <Hint id={hintId}>{question.hint}</Hint>
          <ErrorText id={errorId}>{error}</ErrorText>
        </FormControl>
      );
    }

    case 'MULTISELECT': {
      const chosen = answer?.response ?? [];
      const toggle = (option: string, checked: boolean) =>
        set(
          checked
            ? question.options.filter((item) => item === option || chosen.includes(item))
            : chosen.filter((item) => item !== option),
        );
      return (
        <FormControl component="fieldset" error={invalid} aria-describedby={describedBy} fullWidth>
          <Legend question={question} />
          <FormGroup>
            {question.options.map((option) => (
              <FormControlLabel
                key={option}
                control={
                  <Checkbox
                    checked={chosen.includes(option)}
                    onChange={(event) => toggle(option, event.target.checked)}
                  />
                }
                label={option}
              />
            ))}
          </FormGroup>
          <Hint id={hintId}>{question.hint}</Hint>
          <ErrorText id={errorId}>{error}</ErrorText>
        </FormControl>
      );
    }

    case 'WIDGET_STATE_PICKER':
      return (
        <SelectQuestion
          question={question}
          value={single(answer)}
          choices={US_STATES.map(([code, name]) => [code, name])}
          error={error}
          onChange={(value) => set([value])}
        />
      );

    case 'WIDGET_BMI': {
      const [height = '', weight = ''] = answer?.response ?? [];
      const bmi = bmiOf(height, weight);
      return (
        <FormControl component="fieldset" error={invalid} aria-describedby={describedBy} fullWidth>
          <Legend question={question} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              id={`${base}-height`}
              label="Height (inches)"
              type="number"
              required={question.required}
              value={height}
              error={invalid}
              onChange={(event) => set([event.target.value, weight])}
              slotProps={{
                htmlInput: { min: 20, max: 108, step: 'any', 'aria-describedby': describedBy, inputMode: 'decimal' },
              }}
            />
            <TextField
              id={`${base}-weight`}
              label="Weight (pounds)"
              type="number"
              required={question.required}
              value={weight}
              error={invalid}
              onChange={(event) => set([height, event.target.value])}
              slotProps={{
                htmlInput: { min: 40, max: 1000, step: 'any', 'aria-describedby': describedBy, inputMode: 'decimal' },
              }}
            />
          </Stack>
          {bmi && <Typography sx={{ mt: 1 }}>BMI: {bmi}</Typography>}
          <Hint id={hintId}>{question.hint}</Hint>
          <ErrorText id={errorId}>{error}</ErrorText>
        </FormControl>
      );
    }

    case 'FILE':
      return <FileQuestion question={question} answer={answer} error={error} onChange={onChange} />;

    default:
      return <Typography>{question.text}</Typography>;
  }
}

function SelectQuestion({
  question,
  value,
  choices,
  error,
  onChange,
}: {
  question: RunnerQuestion;
  value: string;
  choices: Array<[string, string]>;
  error?: string;
  onChange(value: string): void;
}) {
  const { base, hintId, errorId, describedBy } = ids(question, error);
  return (
    <Box>
      <TextField
        id={base}
        select
        label={question.text}
        required={question.required}
        fullWidth
        value={value}
        error={!!error}
        onChange={(event) => onChange(event.target.value)}
        slotProps={{
          select: { native: true },
          inputLabel: { shrink: true },
          htmlInput: { 'aria-describedby': describedBy, 'aria-invalid': !!error || undefined },
        }}
      >
        <option value="">Choose…</option>
        {choices.map(([choice, label]) => (
          <option key={choice} value={choice}>
            {label}
          </option>
        ))}
      </TextField>
      <Hint id={hintId}>{question.hint}</Hint>
      <ErrorText id={errorId}>{error}</ErrorText>
    </Box>
  );
}

/**
 * A FILE question: each chosen file is uploaded to the respondent's personal storage (uploadToOwnStorage,
 * as the case page's uploads are) and its storage path becomes part of the answer.
 * A file over 1,000,000 bytes is flagged and not uploaded.
 */
function FileQuestion({ question, answer, error, onChange }: QuestionFieldProps) {
  const { base, hintId, errorId } = ids(question, error);
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const paths = answer?.response ?? [];
  const names = answer?.fileNames ?? [];
  const problemId = problem ? `${base}-problem` : undefined;
  const statusId = `${base}-status`;
  const describedBy = [hintId, errorId, problemId].filter(Boolean).join(' ') || undefined;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      setProblem(`“${file.name}” is over the 1,000,000-byte limit and was not uploaded. Choose a smaller file.`);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const path = await uploadToOwnStorage(client, file, () => undefined);
      onChange({ response: [...paths, path], fileNames: [...names, file.name] });
    } catch {
      setProblem(`“${file.name}” could not be uploaded. Check your connection and try again.`);
    } finally {
      setBusy(false);
    }
  };

  const remove = (position: number) =>
    onChange({
      response: paths.filter((_, index) => index !== position),
      fileNames: names.filter((_, index) => index !== position),
    });

  return (
    <FormControl component="fieldset" error={!!error || !!problem} fullWidth aria-describedby={describedBy}>
      <Legend question={question} />
      {paths.length > 0 && (
        <Box component="ul" sx={{ pl: 2, my: 1 }}>
          {paths.map((path, position) => {
            const name = names[position] || path.slice(path.lastIndexOf('/') + 1);
            return (
              <li key={path}>
                {name}{' '}
                <Button size="small" onClick={() => remove(position)} aria-label={`Remove ${name}`}>
                  Remove
                </Button>
              </li>
            );
          })}
        </Box>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          disabled={busy}
          aria-describedby={describedBy}
          onClick={() => inputRef.current?.click()}
        >
          {paths.length > 0 ? 'Add another file' : 'Choose file'}
          <Box component="span" sx={visuallyHidden}>
            {' '}
            for {question.text}
          </Box>
        </Button>
        <input
          ref={inputRef}
          id={base}
          type="file"
          hidden
          aria-label={question.text}
          onChange={(event) => void upload(event)}
        />
        <Box id={statusId} role="status" aria-live="polite" aria-busy={busy ? 'true' : 'false'}>
          {busy && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <CircularProgress size={20} aria-hidden="true" />
              <span>Uploading…</span>
            </Stack>
          )}
        </Box>
      </Stack>
      <Hint id={hintId}>{question.hint}</Hint>
      {problem && (
        <FormHelperText id={problemId} error sx={{ mx: 0 }}>
          {problem}
        </FormHelperText>
      )}
      <ErrorText id={errorId}>{error}</ErrorText>
    </FormControl>
  );
}
