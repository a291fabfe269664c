import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DragEvent } from 'react';
import type { DraftQuestion } from '../../form-model';
import { questionSummary } from './question-summary';

export type MoveDirection = 'up' | 'down';

interface QuestionCardHeaderProps {
  question: DraftQuestion;
  index: number;
  count: number;
  /** The card's id prefix: the title is `${id}-title`, which the buttons are described by. */
  id: string;
  onMove(direction: MoveDirection): void;
  onRemove(): void;
  registerElement(key: string, which: MoveDirection, element: HTMLElement | null): void;
  onDragStart(event: DragEvent): void;
  onDragEnd(): void;
}

/**
 * The card's title with its drag handle and its Move up, Move down and Remove buttons. The handle is
 * hidden from assistive technology: the buttons do the same by keyboard.
 */
export function QuestionCardHeader({
  question,
  index,
  count,
  id,
  onMove,
  onRemove,
  registerElement,
  onDragStart,
  onDragEnd,
}: QuestionCardHeaderProps) {
  const summary = questionSummary(question);
  return (
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
        Question {index + 1}
        {summary ? `: ${summary}` : ''}
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
        disabled={index === count - 1}
        onClick={() => onMove('down')}
        aria-describedby={`${id}-title`}
      >
        Move down
      </Button>
      <Button size="small" color="error" onClick={onRemove} aria-describedby={`${id}-title`}>
        Remove
      </Button>
    </Stack>
  );
}
