import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type ReactNode, useRef, useState } from 'react';
import { useToast } from '../../../app/notifications/use-toast';
import { formatFileSize, isLargeFile } from '../../anonymous-form/anonymous-upload';
import { describeError } from '../../request/api-errors';

/** A file chosen for upload, with what its row shows. */
export interface QueuedFile {
  key: string;
  file: File;
  /** The first file of a selection larger than 1,000,000 bytes (spec 000 §5): it is not uploaded. */
  overLimit: boolean;
  /** The share sent so far while uploading (0 to 1). */
  progress: number | null;
}

export const OVER_LIMIT_TEXT = 'Over the 1,000,000-byte limit. Remove it to upload the others.';

/** "Upload Document", or "Upload Documents" for several files (spec 001 constants). */
export function uploadButtonLabel(count: number): string {
  return count > 1 ? 'Upload Documents' : 'Upload Document';
}

/** A file that could not be sent, with a sentence naming it. */
export class UploadProblem extends Error {
  override readonly name = 'UploadProblem';
}

/** What registering the uploaded files answered (a mutation payload). */
type Registered = { success?: boolean; message?: string | null } | null | undefined;

let nextKey = 0;

/**
 * Files chosen to upload together: the queue, the chooser and its focus, and the upload itself. Each file
 * goes to storage with its own progress (`sendOne`), then all are registered with one call (`register`);
 * a failure is shown as an error notification (spec 001 §8) and the queue kept, a success empties it.
 */
export function useUploadQueue<Item extends QueuedFile>(
  toItem: (queued: QueuedFile) => Item,
  sendOne: (item: Item, onProgress: (progress: number) => void) => Promise<string>,
  register: (items: Item[], paths: string[]) => Promise<Registered>,
  onUploaded?: () => void,
) {
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const chooser = useRef<HTMLButtonElement>(null);
  const [queue, setQueue] = useState<Item[]>([]);
  const [busy, setBusy] = useState(false);
  const focusChooser = () => window.setTimeout(() => chooser.current?.focus(), 0);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same file may be chosen again after it was removed.
    event.target.value = '';
    if (files.length === 0) return;
    const added = files.map((file, index) =>
      toItem({ key: `file-${(nextKey += 1)}`, file, overLimit: index === 0 && isLargeFile(file.size), progress: null }),
    );
    setQueue((current) => [...current, ...added]);
  };

  const update = (key: string, change: Partial<Item>) =>
    setQueue((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const remove = (key: string) => {
    setQueue((current) => current.filter((item) => item.key !== key));
    focusChooser();
  };

  const blocked = queue.some((item) => item.overLimit);

  const upload = async () => {
    if (busy || queue.length === 0 || blocked) return;
    const items = queue;
    setBusy(true);
    try {
      const paths = await Promise.all(
        items.map(async (item) => {
          const path = await sendOne(item, (progress) => update(item.key, { progress } as Partial<Item>));
          update(item.key, { progress: 1 } as Partial<Item>);
          return path;
        }),
      );
      const payload = await register(items, paths);
      if (!payload?.success) {
        toast.error(payload?.message ?? undefined);
        return;
      }
      toast.success(items.length > 1 ? `${items.length} documents uploaded.` : 'Document uploaded.');
      setQueue([]);
      onUploaded?.();
      focusChooser();
    } catch (failure) {
      toast.error(failure instanceof UploadProblem ? failure.message : describeError(failure).message);
    } finally {
      setBusy(false);
      setQueue((current) => current.map((item) => ({ ...item, progress: null })));
    }
  };

  return { input, chooser, queue, busy, blocked, choose, update, remove, upload };
}

/** A queued file's row: name, size, its own controls (`children`), Remove, the over-size flag and progress. */
export function QueuedFileRow({
  item,
  busy,
  onRemove,
  children,
}: {
  item: QueuedFile;
  busy: boolean;
  onRemove(): void;
  children?: ReactNode;
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
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', ml: 'auto' }}>
          {children}
          <Button size="small" color="inherit" disabled={busy} onClick={onRemove} aria-label={`Remove ${name}`}>
            Remove
          </Button>
        </Stack>
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
