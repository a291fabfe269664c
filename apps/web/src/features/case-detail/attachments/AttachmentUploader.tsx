import { useApolloClient } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useToast } from '../../../app/notifications/use-toast';
import { formatFileSize, isLargeFile } from '../../anonymous-form/anonymous-upload';
import { describeError } from '../../request/api-errors';
import { uploadToOwnStorage, UploadUrlRefused } from '../../../shared/signed-upload';
import { visuallyHidden } from '../../../shared/visually-hidden';
import { runCaseChange } from '../shared/run-case-change';
import { UPLOAD_CASE_ATTACHMENTS_MUTATION } from './attachment-queries';

interface QueuedFile {
  key: string;
  file: File;
  isPHI: boolean;
  /** The first file of a selection larger than 1,000,000 bytes (spec 000 §5): it is not uploaded. */
  overLimit: boolean;
  /** The share sent so far while uploading (0 to 1). */
  progress: number | null;
}

export const OVER_LIMIT_TEXT = 'Over the 1,000,000-byte limit. Remove it to upload the others.';

/** "Upload Document", or "Upload Documents" for several files. */
export function uploadButtonLabel(count: number): string {
  return count > 1 ? 'Upload Documents' : 'Upload Document';
}

/** A problem of the upload with a sentence to show (the api's message where it gave one). */
class UploadProblem extends Error {
  override readonly name = 'UploadProblem';
}

let nextKey = 0;

/**
 * Files chosen for the case, each with its size and whether it contains PHI, uploaded together:
 * every file goes to the uploader's personal storage (uploadToOwnStorage: an upload address, then a PUT
 * of the bytes with the headers it came with), then all of them are registered on the case at once.
 */
export function AttachmentUploader({ caseId, onUploaded }: { caseId: string; onUploaded(): void }) {
  const client = useApolloClient();
  const toast = useToast();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const chooser = useRef<HTMLButtonElement>(null);
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const [busy, setBusy] = useState(false);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same file may be chosen again after it was removed.
    event.target.value = '';
    if (files.length === 0) return;
    setQueue((current) => [
      ...current,
      ...files.map((file, index) => ({
        key: `file-${(nextKey += 1)}`,
        file,
        isPHI: false,
        overLimit: index === 0 && isLargeFile(file.size),
        progress: null,
      })),
    ]);
  };

  const update = (key: string, change: Partial<QueuedFile>) =>
    setQueue((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const remove = (key: string) => {
    setQueue((current) => current.filter((item) => item.key !== key));
    window.setTimeout(() => chooser.current?.focus(), 0);
  };

  const sendOne = async (item: QueuedFile): Promise<string> => {
    let path: string;
    try {
      path = await uploadToOwnStorage(client, item.file, (progress) => update(item.key, { progress }));
    } catch (failure) {
      throw new UploadProblem(
        failure instanceof UploadUrlRefused
          ? `“${item.file.name}” could not be uploaded. Try again.`
          : `“${item.file.name}” could not be uploaded. Check your connection and try again.`,
      );
    }
    update(item.key, { progress: 1 });
    return path;
  };

  const upload = async () => {
    if (busy || queue.length === 0 || queue.some((item) => item.overLimit)) return;
    const files = queue;
    setBusy(true);
    try {
      const paths = await Promise.all(files.map(sendOne));
      // Its timeline entries go into the cached case (run-case-change.ts).
      const payload = await runCaseChange(client, UPLOAD_CASE_ATTACHMENTS_MUTATION, {
        caseId,
        attachments: files.map((item, index) => ({ filePath: paths[index]!, isPHI: item.isPHI })),
      });
      if (!payload?.success) {
        toast.error(payload?.message ?? undefined);
        return;
      }
      toast.success(files.length > 1 ? `${files.length} documents uploaded.` : 'Document uploaded.');
      setQueue([]);
      onUploaded();
      window.setTimeout(() => chooser.current?.focus(), 0);
    } catch (failure) {
      toast.error(failure instanceof UploadProblem ? failure.message : describeError(failure).message);
    } finally {
      setBusy(false);
      setQueue((current) => current.map((item) => ({ ...item, progress: null })));
    }
  };

  const blocked = queue.some((item) => item.overLimit);

  return (
    <Box sx={{ mt: 2 }} aria-busy={busy || undefined}>
      <input ref={input} type="file" multiple hidden aria-label="Choose files" onChange={choose} />
      <Button ref={chooser} variant="outlined" size="small" disabled={busy} onClick={() => input.current?.click()}>
        Choose files
      </Button>
      {queue.length > 0 && (
        <>
          <Typography id={`${id}-queue`} component="h3" variant="subtitle2" sx={{ mt: 2 }}>
            Files to upload
          </Typography>
          <Stack component="ul" aria-labelledby={`${id}-queue`} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {queue.map((item) => (
              <QueueRow
                key={item.key}
                item={item}
                busy={busy}
                onPHI={(isPHI) => update(item.key, { isPHI })}
                onRemove={() => remove(item.key)}
              />
            ))}
          </Stack>
          <Button
            variant="contained"
            size="small"
            sx={{ mt: 1.5 }}
            loading={busy}
            disabled={blocked}
            onClick={() => void upload()}
          >
            {uploadButtonLabel(queue.length)}
          </Button>
        </>
      )}
    </Box>
  );
}

function QueueRow({
  item,
  busy,
  onPHI,
  onRemove,
}: {
  item: QueuedFile;
  busy: boolean;
  onPHI(isPHI: boolean): void;
  onRemove(): void;
}) {
  const name = item.file.name;
  return (
    <Box component="li" sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary" data-testid="queued-size">
          {formatFileSize(item.file.size)}
        </Typography>
        <FormControlLabel
          sx={{ ml: 'auto', mr: 0 }}
          control={
            <Checkbox size="small" checked={item.isPHI} disabled={busy} onChange={(_, checked) => onPHI(checked)} />
          }
          label={
            <>
              Contains PHI
              <Box component="span" sx={visuallyHidden}>
                : {name}
              </Box>
            </>
          }
        />
        <Button size="small" color="inherit" disabled={busy} onClick={onRemove} aria-label={`Remove ${name}`}>
          Remove
        </Button>
      </Stack>
      {item.overLimit && (
        <Alert severity="warning" sx={{ mt: 0.5, py: 0 }}>
          {OVER_LIMIT_TEXT}
        </Alert>
      )}
      {item.progress !== null && (
        <LinearProgress
          variant="determinate"
          value={Math.round(item.progress * 100)}
          aria-label={`Uploading ${name}`}
          sx={{ mt: 0.5 }}
        />
      )}
    </Box>
  );
}
