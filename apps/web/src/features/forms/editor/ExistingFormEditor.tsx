import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { apiProblems } from '../form-errors';
import { FORM_EDITOR_QUERY } from './form-editor-query';
import { FormEditor } from './FormEditor';
import { visuallyHidden } from '../../../shared/visually-hidden';

/** Loads the form to edit (always from the server, so the editor starts from its current version). */
export function ExistingFormEditor({ formId }: { formId: string }) {
  const { data, loading, error, refetch } = useQuery(FORM_EDITOR_QUERY, {
    variables: { formId },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  if (loading && !data) {
    return (
      <Box sx={{ py: 3 }} aria-busy="true" data-testid="form-editor-loading">
        <Box component="span" sx={visuallyHidden}>
          Loading the form…
        </Box>
        <Skeleton variant="text" width={320} sx={{ fontSize: '2rem' }} />
        <Skeleton variant="rectangular" height={160} sx={{ my: 2 }} />
        <Skeleton variant="rectangular" height={240} />
      </Box>
    );
  }
  if (!data) {
    return (
      <Box sx={{ py: 3 }}>
        <Typography component="h1" variant="h4" gutterBottom>
          Form Editor
        </Typography>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        >
          {error ? apiProblems(error)[0].message : 'We could not load this form.'}
        </Alert>
      </Box>
    );
  }
  return <FormEditor formId={formId} form={data.formById} />;
}
