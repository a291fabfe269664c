import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
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
import { useState } from 'react';
import { optionsOf, type DraftQuestion } from './form-model';

type Answers = Record<string, string[]>;

/** Which questions the respondent sees with these answers (a hidden question hides its dependants too). */
export function visibleQuestionKeys(questions: DraftQuestion[], answers: Answers): Set<string> {
  const visible = new Set<string>();
  questions.forEach((question, index) => {
    const condition = question.condition;
    if (!condition) {
      visible.add(question.key);
      return;
    }
    const targetIndex = questions.findIndex((candidate) => candidate.key === condition.targetKey);
    if (targetIndex < 0 || targetIndex >= index || !visible.has(condition.targetKey)) return;
    if ((answers[condition.targetKey] ?? []).includes(condition.response)) visible.add(question.key);
  });
  return visible;
}

const VISIT_TYPES = [
  { value: 'SYNC_VIDEO', label: 'Video visit' },
  { value: 'SYNC_PHONE', label: 'Phone call' },
  { value: 'ASYNC_TEXT_EMAIL', label: 'Text or e-mail' },
];

function PreviewQuestion({
  question,
  number,
  answer,
  onAnswer,
}: {
  question: DraftQuestion;
  number: number;
  answer: string[];
  onAnswer(value: string[]): void;
}) {
  const id = `preview-${question.key}`;
  const label = `${number}. ${question.text.trim() || 'Untitled question'}${question.required ? ' *' : ''}`;
  const hint = question.hint.trim() ? <FormHelperText id={`${id}-hint`}>{question.hint}</FormHelperText> : null;
  const placeholder = question.placeholder.trim() || undefined;
  const options = optionsOf(question);

  switch (question.type) {
    case 'STATEMENT':
      return <Typography sx={{ whiteSpace: 'pre-line' }}>{question.text}</Typography>;
    case 'BOOLEAN':
    case 'SINGLESELECT':
    case 'WIDGET_VISIT_TYPE': {
      const choices =
        question.type === 'BOOLEAN'
          ? [
              { value: 'true', label: 'Yes' },
              { value: 'false', label: 'No' },
            ]
          : question.type === 'WIDGET_VISIT_TYPE'
            ? VISIT_TYPES
            : options.map((option) => ({ value: option, label: option }));
      if (question.renderMode === 'DROPDOWN') {
        return (
          <TextField
            select
            fullWidth
            size="small"
            id={id}
            label={label}
            helperText={question.hint || undefined}
            value={answer[0] ?? ''}
            onChange={(event) => onAnswer(event.target.value ? [event.target.value] : [])}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{placeholder ?? 'Choose…'}</option>
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </TextField>
        );
      }
      return (
        <FormControl component="fieldset">
          <FormLabel component="legend">{label}</FormLabel>
          {hint}
          <RadioGroup value={answer[0] ?? ''} onChange={(event) => onAnswer([event.target.value])}>
            {choices.map((choice) => (
              <FormControlLabel key={choice.value} value={choice.value} control={<Radio />} label={choice.label} />
            ))}
          </RadioGroup>
        </FormControl>
      );
    }
    case 'MULTISELECT':
      return (
        <FormControl component="fieldset">
          <FormLabel component="legend">{label}</FormLabel>
          {hint}
          <FormGroup>
            {options.map((option) => (
              <FormControlLabel
                key={option}
                label={option}
                control={
                  <Checkbox
                    checked={answer.includes(option)}
                    onChange={(event) =>
                      onAnswer(
                        event.target.checked ? [...answer, option] : answer.filter((chosen) => chosen !== option),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        </FormControl>
      );
    case 'DATE':
      return (
        <TextField
          type="date"
          size="small"
          id={id}
          label={label}
          helperText={question.hint || undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      );
    case 'DATERANGE':
      return (
        <FormControl component="fieldset">
          <FormLabel component="legend">{label}</FormLabel>
          {hint}
          <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
            <TextField
              type="date"
              size="small"
              id={`${id}-start`}
              label="Start date"
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              size="small"
              id={`${id}-end`}
              label="End date"
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        </FormControl>
      );
    case 'FILE':
      return (
        <FormControl component="fieldset">
          <FormLabel component="legend">{label}</FormLabel>
          {hint}
          <Typography variant="body2" color="text.secondary">
            The respondent uploads a file here.
          </Typography>
        </FormControl>
      );
    case 'WIDGET_BMI':
      return (
        <FormControl component="fieldset">
          <FormLabel component="legend">{label}</FormLabel>
          {hint}
          <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
            <TextField size="small" id={`${id}-height`} label="Height (inches)" type="number" />
            <TextField size="small" id={`${id}-weight`} label="Weight (pounds)" type="number" />
          </Stack>
        </FormControl>
      );
    case 'WIDGET_STATE_PICKER':
    case 'TEXT':
    default:
      return (
        <TextField
          fullWidth
          size="small"
          id={id}
          label={label}
          placeholder={placeholder ?? (question.type === 'WIDGET_STATE_PICKER' ? 'US state' : undefined)}
          helperText={question.hint || undefined}
          multiline={question.type === 'TEXT'}
        />
      );
  }
}

/**
 * The questions as the respondent sees them; answering a question shows or hides its conditional ones live.
 * `withTitle` false leaves the heading to the surrounding dialog.
 */
export function FormPreview({
  name,
  questions,
  withTitle = true,
}: {
  name: string;
  questions: DraftQuestion[];
  withTitle?: boolean;
}) {
  const [answers, setAnswers] = useState<Answers>({});
  const visible = visibleQuestionKeys(questions, answers);
  const shown = questions.filter((question) => visible.has(question.key));
  const title = `Preview: ${name.trim() || 'Untitled form'}`;

  return (
    <Box
      component="section"
      aria-labelledby={withTitle ? 'form-preview-title' : undefined}
      aria-label={withTitle ? undefined : title}
      data-testid="form-preview"
    >
      {withTitle && (
        <Typography component="h2" variant="h5" id="form-preview-title" gutterBottom>
          {title}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        This is how respondents see the form. Answers given here are not saved.
      </Typography>
      {shown.length === 0 ? (
        <Typography>No questions yet.</Typography>
      ) : (
        <Stack spacing={3} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {shown.map((question) => (
            <Box component="li" key={question.key}>
              <PreviewQuestion
                question={question}
                number={questions.indexOf(question) + 1}
                answer={answers[question.key] ?? []}
                onAnswer={(value) => setAnswers((current) => ({ ...current, [question.key]: value }))}
              />
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
