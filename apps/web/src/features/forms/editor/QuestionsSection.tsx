import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { QuestionType } from '../../../generated/graphql';
import { QUESTION_TYPES } from '../form-model';
import { QuestionCard } from './question/QuestionCard';
import type { FormDraft } from './use-form-draft';
import type { QuestionArrangement } from './use-question-arrangement';

interface QuestionsSectionProps {
  editing: FormDraft;
  arrangement: QuestionArrangement;
}

/** The form's questions in order, each in its card, and the way to add one of a chosen type. */
export function QuestionsSection({ editing, arrangement }: QuestionsSectionProps) {
  const { draft, problems, attempted, server, changeQuestion } = editing;
  return (
    <Box component="section" aria-labelledby="form-questions-title">
      <Typography component="h2" variant="h6" id="form-questions-title" gutterBottom>
        Questions ({draft.questions.length})
      </Typography>
      {draft.questions.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          No questions yet. Choose a type and add the first question.
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Reorder by dragging a question's handle or with its Move up and Move down buttons.
        </Typography>
      )}
      <Stack component="ol" spacing={2} sx={{ p: 0, m: 0, mb: 2 }}>
        {draft.questions.map((question, index) => {
          const listed = problems.get(question.key) ?? [];
          return (
            <QuestionCard
              key={question.key}
              question={question}
              index={index}
              all={draft.questions}
              problems={listed.filter((problem) => attempted || problem.order).map((problem) => problem.message)}
              serverError={server?.byQuestion[question.key]}
              onChange={(patch) => changeQuestion(question.key, patch)}
              onMove={(direction) => arrangement.moveByButton(index, direction)}
              onRemove={() => arrangement.remove(index)}
              registerElement={arrangement.registerElement}
              dragging={arrangement.dragKey === question.key}
              onDragStart={arrangement.startDrag(question.key)}
              onDragEnd={arrangement.endDrag}
              onDrop={arrangement.dropOn(index)}
            />
          );
        })}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          select
          label="New question type"
          size="small"
          id="new-question-type"
          value={arrangement.newType}
          onChange={(event) => arrangement.setNewType(event.target.value as QuestionType)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 220 }}
        >
          {QUESTION_TYPES.map((entry) => (
            <option key={entry.type} value={entry.type}>
              {entry.label}
            </option>
          ))}
        </TextField>
        <Button variant="outlined" onClick={arrangement.addQuestion} ref={arrangement.addButtonRef}>
          Add question
        </Button>
      </Stack>
    </Box>
  );
}
