import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DragEvent } from 'react';
import type { FormLayout, QuestionType } from '../../generated/graphql';
import { messageWithoutField, type ApiProblem } from './form-errors';
import {
  canBeConditionTarget,
  conditionAnswers,
  QUESTION_TYPES,
  RENDER_MODES,
  TYPES_WITH_OPTIONS,
  type DraftQuestion,
} from './form-model';

export type MoveDirection = 'up' | 'down';

export interface QuestionCardProps {
  question: DraftQuestion;
  index: number;
  all: DraftQuestion[];
  problems: string[];
  serverError?: ApiProblem;
  onChange(patch: Partial<DraftQuestion>): void;
  onMove(direction: MoveDirection): void;
  onRemove(): void;
  registerElement(key: string, which: 'card' | MoveDirection, element: HTMLElement | null): void;
  dragging: boolean;
  onDragStart(event: DragEvent): void;
  onDragEnd(): void;
  onDrop(event: DragEvent): void;
}

function summary(question: DraftQuestion): string {
  const text = question.text.trim();
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** One question of the Form Editor: its fields, condition, and move / remove actions. */
export function QuestionCard({
  question,
  index,
  all,
  problems,
  serverError,
  onChange,
  onMove,
  onRemove,
  registerElement,
  dragging,
  onDragStart,
  onDragEnd,
  onDrop,
}: QuestionCardProps) {
  const id = `question-${question.key}`;
  const condition = question.condition;
  const number = index + 1;
  const hasOptions = TYPES_WITH_OPTIONS.has(question.type);
  const earlier = all.slice(0, index).filter(canBeConditionTarget);
  const conditionTargetIndex = question.condition
    ? all.findIndex((candidate) => candidate.key === question.condition?.targetKey)
    : -1;
  const conditionTarget = conditionTargetIndex >= 0 ? all[conditionTargetIndex] : undefined;
  const targetIsLater = conditionTarget !== undefined && conditionTargetIndex >= index;
  const answers = conditionTarget ? conditionAnswers(conditionTarget) : [];
  const serverMessage = serverError ? messageWithoutField(serverError) : undefined;
  const optionsError = serverError?.field?.endsWith('.options') ? serverMessage : undefined;
  // Options show for choice questions, and for any other question that still carries some (so they can be cleared).
  const showOptions = hasOptions || question.optionsText.trim() !== '';
  const problemsId = `${id}-problems`;
  const hasProblems = problems.length > 0 || serverError !== undefined;

  return (
    <Paper
      component="li"
      variant="outlined"
      ref={(element: HTMLElement | null) => registerElement(question.key, 'card', element)}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      data-testid="question-card"
      onDragOver={(event) => event.preventDefault()}
      onDrop={onDrop}
      sx={{
        p: 2,
        listStyle: 'none',
        borderColor: hasProblems ? 'error.main' : undefined,
        opacity: dragging ? 0.5 : 1,
        outlineOffset: 2,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Box
          draggable
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          title="Drag to reorder"
          aria-hidden="true"
          sx={{ cursor: 'grab', px: 0.5, userSelect: 'none', fontSize: '1.25rem', color: 'text.secondary' }}
        >
          ⠿
        </Box>
        <Typography component="h3" variant="subtitle1" id={`${id}-title`} sx={{ flex: 1, fontWeight: 600 }}>
          Question {number}
          {summary(question) ? `: ${summary(question)}` : ''}
        </Typography>
        <Button
          size="small"
          ref={(element: HTMLButtonElement | null) => registerElement(question.key, 'up', element)}
          disabled={index === 0}
          onClick={() => onMove('up')}
          aria-describedby={`${id}-title`}
        >
          Move up
        </Button>
        <Button
          size="small"
          ref={(element: HTMLButtonElement | null) => registerElement(question.key, 'down', element)}
          disabled={index === all.length - 1}
          onClick={() => onMove('down')}
          aria-describedby={`${id}-title`}
        >
          Move down
        </Button>
        <Button size="small" color="error" onClick={onRemove} aria-describedby={`${id}-title`}>
          Remove
        </Button>
      </Stack>

      {hasProblems && (
        <Box id={problemsId} sx={{ mb: 2, color: 'error.main' }}>
          {serverMessage && <Typography variant="body2">{serverMessage}</Typography>}
          {problems.map((problem) => (
            <Typography key={problem} variant="body2">
              {problem}
            </Typography>
          ))}
        </Box>
      )}

      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label="Type"
            size="small"
            value={question.type}
            onChange={(event) => onChange({ type: event.target.value as QuestionType })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            id={`${id}-type`}
            sx={{ minWidth: 220 }}
          >
            {QUESTION_TYPES.map((entry) => (
              <option key={entry.type} value={entry.type}>
                {entry.label}
              </option>
            ))}
          </TextField>
          <TextField
            select
            label="Display as"
            size="small"
            value={question.renderMode ?? ''}
            onChange={(event) => onChange({ renderMode: (event.target.value || null) as FormLayout | null })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            id={`${id}-render-mode`}
            sx={{ minWidth: 180 }}
          >
            <option value="">Default</option>
            {RENDER_MODES.map((entry) => (
              <option key={entry.mode} value={entry.mode}>
                {entry.label}
              </option>
            ))}
          </TextField>
        </Stack>
        <TextField
          label={question.type === 'STATEMENT' ? 'Statement text' : 'Question text'}
          required
          multiline
          minRows={1}
          size="small"
          id={`${id}-text`}
          value={question.text}
          onChange={(event) => onChange({ text: event.target.value })}
          slotProps={{ htmlInput: { 'aria-describedby': hasProblems ? problemsId : undefined } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Hint"
            size="small"
            fullWidth
            id={`${id}-hint`}
            value={question.hint}
            onChange={(event) => onChange({ hint: event.target.value })}
          />
          <TextField
            label="Placeholder"
            size="small"
            fullWidth
            id={`${id}-placeholder`}
            value={question.placeholder}
            onChange={(event) => onChange({ placeholder: event.target.value })}
          />
        </Stack>
        {showOptions && (
          <TextField
            label="Options (one per line)"
            required={hasOptions}
            multiline
            minRows={3}
            size="small"
            id={`${id}-options`}
            value={question.optionsText}
            error={optionsError !== undefined}
            helperText={optionsError}
            onChange={(event) => onChange({ optionsText: event.target.value })}
          />
        )}
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
          {question.type !== 'STATEMENT' && (
            <FormControlLabel
              control={
                <Checkbox
                  checked={question.required}
                  onChange={(event) => onChange({ required: event.target.checked })}
                />
              }
              label="Required"
            />
          )}
          <FormControlLabel
            control={
              <Checkbox checked={question.isPHI} onChange={(event) => onChange({ isPHI: event.target.checked })} />
            }
            label="Contains PHI"
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label="Show only when"
            size="small"
            id={`${id}-condition-question`}
            value={question.condition?.targetKey ?? ''}
            error={targetIsLater}
            onChange={(event) => {
              const targetKey = event.target.value;
              if (!targetKey) return onChange({ condition: null });
              const target = all.find((candidate) => candidate.key === targetKey);
              const firstAnswer = target ? (conditionAnswers(target)[0]?.value ?? '') : '';
              onChange({ condition: { targetKey, response: firstAnswer } });
            }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 260 }}
          >
            <option value="">Always shown</option>
            {earlier.map((candidate) => (
              <option key={candidate.key} value={candidate.key}>
                Question {all.indexOf(candidate) + 1}: {summary(candidate) || 'untitled'}
              </option>
            ))}
            {conditionTarget && !earlier.includes(conditionTarget) && (
              <option value={conditionTarget.key} disabled>
                Question {conditionTargetIndex + 1} (not an earlier question)
              </option>
            )}
          </TextField>
          {condition && conditionTarget && (
            <TextField
              select
              label="Answer"
              size="small"
              id={`${id}-condition-answer`}
              value={condition.response}
              onChange={(event) =>
                onChange({ condition: { targetKey: condition.targetKey, response: event.target.value } })
              }
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 200 }}
            >
              {!answers.some((answer) => answer.value === condition.response) && (
                <option value={condition.response} disabled>
                  {condition.response || 'Choose an answer'}
                </option>
              )}
              {answers.map((answer) => (
                <option key={answer.value} value={answer.value}>
                  {answer.label}
                </option>
              ))}
            </TextField>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
