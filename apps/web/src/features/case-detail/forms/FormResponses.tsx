import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { CaseDetailFormResponseFieldsFragment } from '../../../generated/graphql';
import { exactTime } from '../../request/relative-time';

type FormResponse = CaseDetailFormResponseFieldsFragment;
type Question = FormResponse['questions'][number];
type Answer = FormResponse['questionResponses'][number];

/** An answer as a person reads it; FILE answers by their file names. */
export function formatAnswer(question: Question, answer: Answer | undefined, isStaff: boolean): string {
  const values = answer?.response.filter((value) => value !== '') ?? [];
  if (question.type === 'FILE') {
    const names = answer?.fileNames.filter(Boolean) ?? [];
    if (names.length > 0) return names.join(', ');
    if (values.length > 0) return values.length === 1 ? '1 file' : `${values.length} files`;
  }
  if (values.length === 0) {
    // The api leaves out PHI answers for staff who may not read them.
    return question.isPHI && isStaff ? 'Withheld (protected health information)' : 'No answer';
  }
  if (question.type === 'BOOLEAN')
    return values.map((value) => (value === 'true' ? 'Yes' : value === 'false' ? 'No' : value)).join(', ');
  if (question.type === 'DATERANGE') return values.join(' – ');
  return values.join(', ');
}

export function FormResponses({
  responses,
  heading,
  isStaff,
  actions,
}: {
  responses: readonly FormResponse[];
  heading: string;
  isStaff: boolean;
  /** What the viewer may do with forms on the case, beside the heading. */
  actions?: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby="case-form-responses-heading" sx={{ mb: 4 }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1.5 }}
      >
        <Typography id="case-form-responses-heading" component="h2" variant="h6">
          {heading}
        </Typography>
        {actions}
      </Stack>
      {responses.length === 0 ? (
        <Typography color="text.secondary">No answers yet.</Typography>
      ) : (
        <Stack spacing={2}>
          {responses.map((response) => {
            const byQuestion = new Map(response.questionResponses.map((answer) => [answer.questionId, answer]));
            const questions = [...response.questions]
              .filter((question) => question.type !== 'STATEMENT')
              .sort((a, b) => a.index - b.index);
            const when = response.submittedAt ?? response.createdAt;
            return (
              <Paper key={response.id} variant="outlined" sx={{ p: 2 }}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {response.formName}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                  {response.submittedAt ? 'Submitted ' : 'Started '}
                  <time dateTime={when}>{exactTime(when)}</time>
                </Typography>
                <Box component="dl" sx={{ m: 0 }}>
                  {questions.map((question) => (
                    <Box key={question.id} sx={{ mb: 1.5 }}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {question.text}
                      </Typography>
                      <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
                        {formatAnswer(question, byQuestion.get(question.id), isStaff)}
                      </Typography>
                    </Box>
                  ))}
                </Box>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
