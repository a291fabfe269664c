import { useApolloClient } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useRef, useState } from 'react';
import { uploadToOwnStorage } from '../../../shared/signed-upload';
import { visuallyHidden } from '../../../shared/visually-hidden';
import { MAX_UPLOAD_BYTES } from '../../request/form-logic';

/** The uploaded decision letter: where it is stored and the name it had. */
export interface Letter {
  path: string;
  fileName: string;
}

/**
 * The decision letter: uploaded to the uploader's own storage as soon as it is chosen (uploadToOwnStorage,
 * as case attachments are), with its progress; a file over 1,000,000 bytes is flagged and not uploaded.
 */
export function DecisionLetterField({
  base,
  letter,
  problem,
  onUploading,
  onChange,
}: {
  base: string;
  letter: Letter | null;
  problem: string | undefined;
  onUploading(uploading: boolean): void;
  onChange(letter: Letter | null): void;
}) {
  const client = useApolloClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [localProblem, setLocalProblem] = useState<string | null>(null);
  const labelId = `${base}-letter-label`;
  const problemId = `${base}-letter-problem`;
  const shownProblem = localProblem ?? problem ?? null;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      setLocalProblem(`“${file.name}” is over the 1,000,000-byte limit and was not uploaded. Choose a smaller file.`);
      return;
    }
    setLocalProblem(null);
    setProgress(0);
    onUploading(true);
    try {
      const path = await uploadToOwnStorage(client, file, setProgress);
      onChange({ path, fileName: file.name });
    } catch {
      setLocalProblem(`“${file.name}” could not be uploaded. Check your connection and try again.`);
    } finally {
      setProgress(null);
      onUploading(false);
    }
  };

  const uploading = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <FormControl error={!!shownProblem} fullWidth>
      <FormLabel id={labelId} component="span">
        Decision letter
      </FormLabel>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
        {letter && (
          <>
            <Typography data-testid="decision-letter-name">{letter.fileName}</Typography>
            <Button size="small" onClick={() => onChange(null)} aria-label={`Remove ${letter.fileName}`}>
              Remove
            </Button>
          </>
        )}
        <Button
          id={`${base}-filePath`}
          variant="outlined"
          size="small"
          disabled={uploading}
          aria-describedby={shownProblem ? problemId : undefined}
          onClick={() => inputRef.current?.click()}
        >
          {letter ? 'Replace decision letter' : 'Choose decision letter'}
        </Button>
        <input
          ref={inputRef}
          type="file"
          hidden
          aria-labelledby={labelId}
          data-testid="decision-letter-input"
          onChange={(event) => void upload(event)}
        />
      </Stack>
      <Box role="status" aria-live="polite" sx={{ mt: uploading ? 1 : 0 }}>
        {uploading && (
          <>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label="Decision letter upload"
              aria-valuetext={`${percent}%`}
            />
            <Typography variant="body2">Uploading… {percent}%</Typography>
          </>
        )}
        {letter && !uploading && <Box sx={visuallyHidden}>{letter.fileName} uploaded</Box>}
      </Box>
      {shownProblem && (
        <FormHelperText id={problemId} sx={{ mx: 0 }}>
          {shownProblem}
        </FormHelperText>
      )}
    </FormControl>
  );
}
