import Alert from '@mui/material/Alert';

/** What the api refused that belongs to no field, above the form. */
export function GeneralProblem({ message }: { message: string | null }) {
  return message ? (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  ) : null;
}
