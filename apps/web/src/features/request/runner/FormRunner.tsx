import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '../../../app/session/use-session';
import { QuestionField } from '../QuestionField';
import { RespondentSection } from './RespondentSection';
import { RunnerActions } from './RunnerActions';
import { RunnerThankYou } from './RunnerThankYou';
import { SaveStatusLine } from './SaveStatusLine';
import { StepProgress } from './StepProgress';
import { useFormRunner, type FormRunnerOptions } from './use-form-runner';

/** The form being answered: whom for, the questions (all, or one per step), and submitting. */
export function FormRunner(props: FormRunnerOptions) {
  const { form, caseId } = props;
  const organizationId = useSession().organizationId;
  const runner = useFormRunner(props);
  const { answers, errors, steps, autosave, respondentTarget } = runner;
  const { visible, stepsMode, current, shown, isLastStep, goTo } = steps;

  if (runner.submitted)
    return <RunnerThankYou forEmployee={respondentTarget.forEmployee} caseId={runner.submittedCaseId} />;

  return (
    <Box sx={{ maxWidth: 760, py: { xs: 2, sm: 4 } }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {form.name}
      </Typography>
      {form.description.trim() && <Typography sx={{ whiteSpace: 'pre-line', mb: 2 }}>{form.description}</Typography>}
      {caseId && (
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          These answers are added to the existing case when you choose Add to case. Nothing is saved before then.
        </Alert>
      )}
      <RespondentSection
        respondentTarget={respondentTarget}
        locked={autosave.draftExists}
        organizationId={organizationId}
        onWhoForChange={runner.chooseWhoFor}
        onEmployeeChange={runner.chooseEmployee}
      />
      <SaveStatusLine status={autosave.status} saveError={autosave.saveError} addingToCase={!!caseId} />

      {runner.topError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {runner.topError}
        </Alert>
      )}

      {stepsMode && <StepProgress current={current} total={visible.length} />}

      <Box component="form" noValidate onSubmit={(event) => void runner.submit(event)} aria-label={form.name}>
        <Stack spacing={4}>
          {shown.map((question) => (
            <QuestionField
              key={question.id}
              question={question}
              answer={answers[question.id]}
              error={errors[question.id]}
              onChange={(answer) => runner.change(question.id, answer)}
            />
          ))}
          {visible.length === 0 && <Typography>This form has no questions to answer.</Typography>}
        </Stack>
        <RunnerActions
          canGoBack={stepsMode && current > 0}
          onBack={() => goTo(current - 1)}
          isLastStep={isLastStep}
          onNext={runner.next}
          submitting={runner.submitting}
          addingToCase={!!caseId}
        />
      </Box>
    </Box>
  );
}
