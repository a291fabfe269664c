import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SaveStatus } from './use-draft-autosave';

/** The required-questions note and, in a live region, whether the draft is saved. */
export function SaveStatusLine({
  status,
  saveError,
  addingToCase,
}: {
  status: SaveStatus;
  saveError: string | null;
  /** Nothing is saved when adding to a case, so no status is said. */
  addingToCase: boolean;
}) {
  const statusText = addingToCase
    ? ''
    : status === 'saving'
      ? 'Saving…'
      : status === 'saved'
        ? 'Saved'
        : status === 'error'
          ? `Not saved: ${saveError ?? 'something went wrong'}`
          : '';
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, minHeight: 24 }}>
      <Typography variant="body2" color="text.secondary">
        Questions marked * are required.
      </Typography>
      <Typography
        variant="body2"
        role="status"
        aria-live="polite"
        data-testid="save-status"
        color={status === 'error' ? 'error' : 'text.secondary'}
      >
        {statusText}
      </Typography>
    </Stack>
  );
}
