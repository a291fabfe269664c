import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TYPES_WITH_OPTIONS, type DraftQuestion } from '../../form-model';

interface QuestionContentFieldsProps {
  question: DraftQuestion;
  id: string;
  /** The id of the card's problems, which the text field is described by; undefined when there are none. */
  problemsId?: string;
  /** The api's message about the options, shown on them. */
  optionsError?: string;
  onChange(patch: Partial<DraftQuestion>): void;
}

/** What the respondent reads and picks from: the text, hint, placeholder, options, and whether it is required or PHI. */
export function QuestionContentFields({
  question,
  id,
  problemsId,
  optionsError,
  onChange,
}: QuestionContentFieldsProps) {
  const hasOptions = TYPES_WITH_OPTIONS.has(question.type);
  // Options show for choice questions, and for any other question that still carries some (so they can be cleared).
  const showOptions = hasOptions || question.optionsText.trim() !== '';
  return (
    <>
      <TextField
        label={question.type === 'STATEMENT' ? 'Statement text' : 'Question text'}
        required
        multiline
        minRows={1}
        size="small"
        id={`${id}-text`}
        value={question.text}
        onChange={(event) => onChange({ text: event.target.value })}
        slotProps={{ htmlInput: { 'aria-describedby': problemsId } }}
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
    </>
  );
}
