import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DragEvent } from 'react';
import { messageWithoutField, type ApiProblem } from '../../form-errors';
import type { DraftQuestion } from '../../form-model';
import { QuestionCardHeader, type MoveDirection } from './QuestionCardHeader';
import { QuestionConditionFields } from './QuestionConditionFields';
import { QuestionContentFields } from './QuestionContentFields';
import { QuestionTypeFields } from './QuestionTypeFields';

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
  const serverMessage = serverError ? messageWithoutField(serverError) : undefined;
  const optionsError = serverError?.field?.endsWith('.options') ? serverMessage : undefined;
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
      <QuestionCardHeader
        question={question}
        index={index}
        count={all.length}
        id={id}
        onMove={onMove}
        onRemove={onRemove}
        registerElement={registerElement}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
      />

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
        <QuestionTypeFields question={question} id={id} onChange={onChange} />
        <QuestionContentFields
          question={question}
          id={id}
          problemsId={hasProblems ? problemsId : undefined}
          optionsError={optionsError}
          onChange={onChange}
        />
        <QuestionConditionFields question={question} index={index} all={all} id={id} onChange={onChange} />
      </Stack>
    </Paper>
  );
}
