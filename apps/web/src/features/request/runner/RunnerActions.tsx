import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

interface RunnerActionsProps {
  /** Back shows from the second step on. */
  canGoBack: boolean;
  onBack(): void;
  isLastStep: boolean;
  onNext(): void;
  submitting: boolean;
  addingToCase: boolean;
}

/** Back, and Next or (on the last step) Submit / Add to case, which submits the form. */
export function RunnerActions({ canGoBack, onBack, isLastStep, onNext, submitting, addingToCase }: RunnerActionsProps) {
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 4 }}>
      {canGoBack && (
        <Button variant="outlined" onClick={onBack}>
          Back
        </Button>
      )}
      {/* Distinct keys: reusing one <button> would turn the click on Next into a submit of the last step. */}
      {isLastStep ? (
        <Button
          key="submit"
          type="submit"
          variant="contained"
          disabled={submitting}
          aria-busy={submitting || undefined}
        >
          {addingToCase ? (submitting ? 'Adding…' : 'Add to case') : submitting ? 'Submitting…' : 'Submit'}
        </Button>
      ) : (
        <Button key="next" variant="contained" onClick={onNext}>
          Next
        </Button>
      )}
    </Stack>
  );
}
