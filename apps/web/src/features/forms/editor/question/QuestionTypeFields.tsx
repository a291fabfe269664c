import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormLayout, QuestionType } from '../../../../generated/graphql';
import { QUESTION_TYPES, RENDER_MODES, type DraftQuestion } from '../../form-model';

interface QuestionTypeFieldsProps {
  question: DraftQuestion;
  id: string;
  onChange(patch: Partial<DraftQuestion>): void;
}

/** The question's type and how its answer is displayed. */
export function QuestionTypeFields({ question, id, onChange }: QuestionTypeFieldsProps) {
  return (
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
  );
}
