import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ExportProgress as Progress } from './use-people-export';

/** How far a CSV export has come (a progress bar and a count), with a way to stop it; or why it failed. */
export function ExportProgress({
  progress,
  error,
  onCancel,
  onDismissError,
}: {
  progress: Progress | null;
  error: string | null;
  onCancel(): void;
  onDismissError(): void;
}) {
  if (error) {
    return (
      <Alert severity="error" onClose={onDismissError} sx={{ mb: 2 }}>
        The export stopped: {error}
      </Alert>
    );
  }
  if (!progress) return null;
  const percent = progress.total ? Math.round((progress.done / progress.total) * 100) : undefined;
  const text = progress.total === null ? 'Preparing the export…' : `Exported ${progress.done} of ${progress.total}`;
  return (
    <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
      <Box sx={{ flex: 1 }}>
        <LinearProgress
          variant={percent === undefined ? 'indeterminate' : 'determinate'}
          value={percent}
          aria-label="Export progress"
        />
      </Box>
      <Typography variant="body2" role="status">
        {text}
      </Typography>
      <Button size="small" onClick={onCancel}>
        Stop export
      </Button>
    </Stack>
  );
}
