import { useApolloClient } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useRef, useState } from 'react';
import { graphQLErrorsOfError } from '../../app/apollo/error-codes';
import { useToast } from '../../app/notifications/use-toast';
import { uploadToOwnStorage, UploadUrlRefused } from '../../shared/signed-upload';
import { describeError } from '../request/api-errors';
import { brandImageProblem } from './png-file';

/** Registers an uploaded file as the image; answers the api's payload or throws its error. */
export type RegisterImage = (filePath: string) => Promise<{ success: boolean; message?: string | null } | undefined>;

/**
 * One organization image (the company logo or the favicon): what it looks like now, the rule a file must
 * meet (told before choosing), and the upload with its progress. The file goes to the uploader's own
 * storage first and is then registered; a refusal shows the api's own message (spec 001 §8).
 */
export function BrandImageField({
  id,
  title,
  description,
  currentUrl,
  previewSize,
  readOnly = false,
  register,
}: {
  id: string;
  title: string;
  description: string;
  currentUrl: string;
  previewSize: { width: number; height: number };
  /** Shown without the upload (a role that may not change it). */
  readOnly?: boolean;
  register: RegisterImage;
}) {
  const client = useApolloClient();
  const toast = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const headingId = `${id}-heading`;
  const rulesId = `${id}-rules`;
  const problemId = `${id}-problem`;

  const fail = (message: string) => {
    setProblem(message);
    toast.error(message);
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setDone(null);
    const local = await brandImageProblem(file);
    if (local) return setProblem(local);
    setProblem(null);
    setProgress(0);
    try {
      const path = await uploadToOwnStorage(client, file, setProgress);
      const answer = await register(path);
      if (!answer?.success) return fail(answer?.message || 'Operation not successful');
      const message = answer.message || 'Image uploaded successfully';
      setDone(message);
      toast.success(message);
    } catch (failure) {
      if (graphQLErrorsOfError(failure).length > 0) fail(describeError(failure).message);
      else if (failure instanceof UploadUrlRefused) fail(failure.message);
      else fail(`“${file.name}” could not be uploaded. Check your connection and try again.`);
    } finally {
      setProgress(null);
    }
  };

  const uploading = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {description}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box
          sx={{
            ...previewSize,
            flexShrink: 0,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'background.default',
          }}
        >
          {currentUrl ? (
            <Box
              component="img"
              src={currentUrl}
              alt={`Current ${title.toLowerCase()}`}
              sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ p: 1, textAlign: 'center' }}>
              No {title.toLowerCase()} yet
            </Typography>
          )}
        </Box>
        {!readOnly && (
          <Stack spacing={1} sx={{ minWidth: 0 }}>
            <Typography id={rulesId} variant="body2">
              PNG images only (checked by the file’s content, not its name), at most 1,000,000 bytes.
            </Typography>
            <Box>
              <Button
                variant="outlined"
                disabled={uploading}
                aria-describedby={problem ? `${rulesId} ${problemId}` : rulesId}
                onClick={() => inputRef.current?.click()}
              >
                {currentUrl ? `Replace ${title.toLowerCase()}` : `Upload ${title.toLowerCase()}`}
              </Button>
              <input
                ref={inputRef}
                type="file"
                accept="image/png"
                hidden
                aria-label={`${title} file`}
                data-testid={`${id}-input`}
                onChange={(event) => void upload(event)}
              />
            </Box>
          </Stack>
        )}
      </Stack>
      <Box role="status" aria-live="polite" sx={{ mt: uploading || done ? 2 : 0 }}>
        {uploading && (
          <>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label={`${title} upload`}
              aria-valuetext={`${percent}%`}
            />
            <Typography variant="body2">Uploading… {percent}%</Typography>
          </>
        )}
        {done && !uploading && <Alert severity="success">{done}</Alert>}
      </Box>
      {problem && (
        <Alert id={problemId} severity="error" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      )}
    </Paper>
  );
}
