import Alert from '@mui/material/Alert';

/** What the server answered when a dialog's change was refused, read out as soon as it appears. */
export function DialogError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {message}
    </Alert>
  );
}
