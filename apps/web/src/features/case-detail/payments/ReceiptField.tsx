import { useApolloClient, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useRef, useState } from 'react';
import { uploadToOwnStorage } from '../../../shared/signed-upload';
import { isLargeFile } from '../../anonymous-form/anonymous-upload';
import { CASE_ATTACHMENTS_QUERY, UPLOAD_CASE_ATTACHMENTS_MUTATION } from '../attachments/attachment-queries';
import { runCaseChange } from '../shared/run-case-change';

const NONE = '';

/**
 * The payment's receipt: one of the case's files, or a file uploaded here (it becomes a file of the case,
 * as every upload does, and is chosen at once). A payment taken outside the product needs its receipt.
 */
export function ReceiptField({
  id,
  caseId,
  value,
  problem,
  onChange,
}: {
  id: string;
  caseId: string;
  value: string;
  problem?: string;
  onChange(attachmentId: string): void;
}) {
  const client = useApolloClient();
  const { data, loading } = useQuery(CASE_ATTACHMENTS_QUERY, { variables: { caseId } });
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const files = data?.caseById.attachments ?? [];
  const mayUpload = !!data?.caseById.viewerCan.uploadFile;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    setUploadProblem(null);
    if (isLargeFile(file.size)) {
      setUploadProblem(`“${file.name}” is over the 1,000,000-byte limit.`);
      return;
    }
    setUploading(true);
    try {
      const filePath = await uploadToOwnStorage(client, file, () => undefined);
      const answer = await runCaseChange(client, UPLOAD_CASE_ATTACHMENTS_MUTATION, {
        caseId,
        attachments: [{ filePath, isPHI: false }],
      });
      const added = answer?.attachments?.[0];
      if (!answer?.success || !added) throw new Error(answer?.message ?? 'not registered');
      onChange(added.id);
    } catch {
      setUploadProblem(`“${file.name}” could not be uploaded. Check your connection and try again.`);
    } finally {
      setUploading(false);
    }
  };

  const shown = problem ?? uploadProblem ?? undefined;
  return (
    <Box>
      <TextField
        id={id}
        select
        fullWidth
        label="Receipt"
        value={files.some((file) => file.id === value) ? value : NONE}
        onChange={(event) => onChange(event.target.value)}
        error={!!shown}
        helperText={shown ?? (loading ? 'Loading the case files…' : 'A file of the case that shows the payment')}
      >
        <MenuItem value={NONE}>No receipt</MenuItem>
        {files.map((file) => (
          <MenuItem key={file.id} value={file.id}>
            {file.fileName}
          </MenuItem>
        ))}
      </TextField>
      {mayUpload && (
        <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
          <input ref={input} type="file" hidden aria-label="Choose a receipt file" onChange={(e) => void upload(e)} />
          <Button size="small" variant="outlined" disabled={uploading} onClick={() => input.current?.click()}>
            Upload a receipt
          </Button>
          {uploading && (
            <Typography variant="body2" role="status">
              Uploading…
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
