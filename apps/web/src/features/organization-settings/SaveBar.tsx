import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/**
 * The end of a tab: the problem the api answered that no field of the tab shows, and Save, offered while
 * the tab holds changes.
 */
export function SaveBar({
  dirty,
  blocked = false,
  saving,
  problem,
  onDiscard,
  label,
}: {
  dirty: boolean;
  /** A field holds something that cannot be sent; it says what. */
  blocked?: boolean;
  saving: boolean;
  /** A refusal not shown next to a field. */
  problem?: string;
  onDiscard(): void;
  label: string;
}) {
  return (
    <Box sx={{ mt: 3 }}>
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        {/* aria-disabled rather than disabled: the button keeps focus after a save; the tab ignores the submit. */}
        <Button
          type="submit"
          variant="contained"
          aria-disabled={!dirty || blocked || saving}
          sx={!dirty || blocked || saving ? { opacity: 0.6 } : undefined}
        >
          {saving ? 'Saving…' : label}
        </Button>
        <Button onClick={onDiscard} disabled={!dirty || saving}>
          Discard changes
        </Button>
        {dirty && !saving && (
          <Box component="span" sx={{ color: 'text.secondary', typography: 'body2' }} role="status">
            Unsaved changes
          </Box>
        )}
      </Box>
    </Box>
  );
}
