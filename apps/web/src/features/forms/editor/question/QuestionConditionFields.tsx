import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { canBeConditionTarget, conditionAnswers, type DraftQuestion } from '../../form-model';
import { questionSummary } from './question-summary';

interface QuestionConditionFieldsProps {
  question: DraftQuestion;
  index: number;
  all: DraftQuestion[];
  id: string;
  onChange(patch: Partial<DraftQuestion>): void;
}

/**
 * "Show only when" an earlier question has a given answer. A condition on a question that is no longer
 * earlier (after a move) stays listed, disabled and marked as an error, until it is changed.
 */
export function QuestionConditionFields({ question, index, all, id, onChange }: QuestionConditionFieldsProps) {
  const condition = question.condition;
  const earlier = all.slice(0, index).filter(canBeConditionTarget);
  const conditionTargetIndex = condition ? all.findIndex((candidate) => candidate.key === condition.targetKey) : -1;
  const conditionTarget = conditionTargetIndex >= 0 ? all[conditionTargetIndex] : undefined;
  const targetIsLater = conditionTarget !== undefined && conditionTargetIndex >= index;
  const answers = conditionTarget ? conditionAnswers(conditionTarget) : [];

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        label="Show only when"
        size="small"
        id={`${id}-condition-question`}
        value={condition?.targetKey ?? ''}
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
            Question {all.indexOf(candidate) + 1}: {questionSummary(candidate) || 'untitled'}
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
  );
}
