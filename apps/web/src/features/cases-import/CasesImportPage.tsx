import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useToast } from '../../app/notifications';
import { RetryAlert } from '../../shared/RetryAlert';
import { saveFile } from '../../shared/save-file';
import { uploadToOwnStorage, UploadUrlRefused } from '../../shared/signed-upload';
import { describeError } from '../request/api-errors';
import { CASE_IMPORT_TEMPLATE_QUERY, CASE_IMPORTS_QUERY, IMPORT_CASES_MUTATION } from './cases-import-queries';
import { ImportsTable } from './ImportsTable';
import { useImportProgress } from './use-import-progress';

export const TEMPLATE_FILE_NAME = 'case-import-template.csv';

/**
 * Cases Import (route `cases-import`, CV Admin only): upload a CSV of cases, follow each import's rows done
 * of total live, and download the rows it refused. The file's columns are described in the template.
 */
export function CasesImportPage() {
  const client = useApolloClient();
  const toast = useToast();
  const fileInputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const imports = useQuery(CASE_IMPORTS_QUERY);
  useImportProgress();
  const [importCases] = useMutation(IMPORT_CASES_MUTATION, {
    update(cache, { data }) {
      const created = data?.importCases.caseImport;
      if (!created) return;
      cache.updateQuery({ query: CASE_IMPORTS_QUERY }, (current) =>
        current ? { caseImportsInfo: [created, ...current.caseImportsInfo] } : current,
      );
    },
  });

  const downloadTemplate = async () => {
    try {
      const { data } = await client.query({ query: CASE_IMPORT_TEMPLATE_QUERY });
      if (data?.caseImportTemplate)
        saveFile(new Blob([data.caseImportTemplate], { type: 'text/csv' }), TEMPLATE_FILE_NAME);
    } catch (failure) {
      toast.error(describeError(failure).message);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem('Choose a CSV file to import.');
    setBusy(true);
    setProblem(null);
    try {
      const filePath = await uploadToOwnStorage(client, file, () => undefined);
      await importCases({ variables: { filePath } });
      toast.success(`The import of ${file.name} has started.`);
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch (failure) {
      setProblem(failure instanceof UploadUrlRefused ? failure.message : describeError(failure).message);
    } finally {
      setBusy(false);
    }
  };

  const list = imports.data?.caseImportsInfo;
  return (
    <Box sx={{ py: { xs: 2, sm: 3 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        Cases Import
      </Typography>
      <Stack spacing={3}>
        <Paper component="section" aria-labelledby={`${fileInputId}-title`} sx={{ p: 2 }}>
          <Typography id={`${fileInputId}-title`} component="h2" variant="h6" gutterBottom>
            Import a file
          </Typography>
          <Typography variant="body2" sx={{ mb: 2 }}>
            A CSV file with one case per row, in the columns of the template. Each row is checked and imported on its
            own; rows already imported (same external id in the same organization) are not imported again.
          </Typography>
          <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Button variant="outlined" onClick={() => void downloadTemplate()}>
                Download template
              </Button>
              <Box>
                <label htmlFor={fileInputId}>
                  <Typography component="span" variant="body2" sx={{ mr: 1 }}>
                    CSV file
                  </Typography>
                </label>
                <input
                  id={fileInputId}
                  ref={fileInput}
                  type="file"
                  accept=".csv,text/csv"
                  onChange={(event) => {
                    setFile(event.target.files?.[0] ?? null);
                    setProblem(null);
                  }}
                />
              </Box>
              <Button type="submit" variant="contained" disabled={busy}>
                {busy ? 'Importing…' : 'Import'}
              </Button>
            </Stack>
            {problem && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {problem}
              </Alert>
            )}
          </Box>
        </Paper>
        <Paper component="section" aria-labelledby={`${fileInputId}-imports`} sx={{ p: 2 }}>
          <Typography id={`${fileInputId}-imports`} component="h2" variant="h6" gutterBottom>
            Imports
          </Typography>
          {imports.loading && !list ? (
            <CircularProgress aria-label="Loading imports" />
          ) : imports.error && !list ? (
            <RetryAlert onRetry={() => void imports.refetch().catch(() => undefined)}>
              The imports could not be loaded.
            </RetryAlert>
          ) : list && list.length > 0 ? (
            <ImportsTable imports={list} />
          ) : (
            <Typography variant="body2">No imports yet. Imports you start appear here with their progress.</Typography>
          )}
        </Paper>
      </Stack>
    </Box>
  );
}

export default CasesImportPage;
