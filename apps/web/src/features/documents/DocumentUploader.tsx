import { useApolloClient, useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useToast } from '../../app/notifications/use-toast';
import { useSession } from '../../app/session/use-session';
import { UploadUrlRefused } from '../../shared/signed-upload';
import { formatFileSize, isLargeFile } from '../anonymous-form/anonymous-upload';
import { describeError } from '../request/api-errors';
import { addDocumentsToFolder } from './document-cache';
import { UPLOAD_ORGANIZATION_DOCUMENTS_MUTATION } from './document-queries';
import { uploadOrganizationDocumentFile } from './document-transfer';

interface QueuedFile {
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
class UploadProblem extends Error {
  override readonly name = 'UploadProblem';
}

let nextKey = 0;

/**
 * Files chosen for a folder, uploaded together: each goes to the organization's documents storage
 * (an upload address, then a PUT with the headers it came with) with its own progress bar, then all of
 * them are registered in the folder with one uploadOrganizationDocuments call, whose documents are
 * written into the cached folder. A failure is shown as an error notification (spec 001 §8).
 */
export function DocumentUploader({ folderId, folderLabel }: { folderId: string; folderLabel: string }) {
  const client = useApolloClient();
  const session = useSession();
  const toast = useToast();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const chooser = useRef<HTMLButtonElement>(null);
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const [busy, setBusy] = useState(false);
  const [register] = useMutation(UPLOAD_ORGANIZATION_DOCUMENTS_MUTATION, {
    update(cache, { data }) {
      const payload = data?.uploadOrganizationDocuments;
      if (payload?.success) addDocumentsToFolder(cache, folderId, payload.documents);
    },
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same file may be chosen again after it was removed.
    event.target.value = '';
    if (files.length === 0) return;
    setQueue((current) => [
      ...current,
      ...files.map((file, index) => ({
        key: `document-file-${(nextKey += 1)}`,
        file,
        overLimit: index === 0 && isLargeFile(file.size),
        progress: null,
      })),
    ]);
  };

  const update = (key: string, change: Partial<QueuedFile>) =>
    setQueue((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const focusChooser = () => window.setTimeout(() => chooser.current?.focus(), 0);

  const remove = (key: string) => {
    setQueue((current) => current.filter((item) => item.key !== key));
    focusChooser();
  };

  const sendOne = async (item: QueuedFile): Promise<string> => {
    try {
      const path = await uploadOrganizationDocumentFile(client, session.organizationId, item.file, (progress) =>
        update(item.key, { progress }),
      );
      update(item.key, { progress: 1 });
      return path;
    } catch (failure) {
      if (failure instanceof UploadUrlRefused) {
        throw new UploadProblem(`“${item.file.name}” could not be uploaded: ${failure.message}`);
      }
      // The api refused the upload address: its message (spec 001 §8); otherwise the bytes did not get through.
      const { code, message } = describeError(failure);
      throw new UploadProblem(
        code ? message : `“${item.file.name}” could not be uploaded. Check your connection and try again.`,
      );
    }
  };

  const upload = async () => {
    if (busy || queue.length === 0 || queue.some((item) => item.overLimit)) return;
    const files = queue;
    setBusy(true);
    try {
      const paths = await Promise.all(files.map(sendOne));
      const { data } = await register({
        variables: {
          input: {
            folderId,
            files: files.map((item, index) => ({ filePath: paths[index]!, fileName: item.file.name })),
          },
        },
      });
      const payload = data?.uploadOrganizationDocuments;
      if (!payload?.success) {
        toast.error(payload?.message ?? undefined);
        return;
      }
      toast.success(files.length > 1 ? `${files.length} documents uploaded.` : 'Document uploaded.');
      setQueue([]);
      focusChooser();
    } catch (failure) {
      toast.error(failure instanceof UploadProblem ? failure.message : describeError(failure).message);
    } finally {
      setBusy(false);
      setQueue((current) => current.map((item) => ({ ...item, progress: null })));
    }
  };

  const blocked = queue.some((item) => item.overLimit);

  return (
    <Box aria-busy={busy || undefined}>
      <input ref={input} type="file" multiple hidden aria-label={`Choose files for ${folderLabel}`} onChange={choose} />
      <Button ref={chooser} variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
        Choose files
      </Button>
      {queue.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography id={`${id}-queue`} component="h3" variant="subtitle2">
            Files to upload
          </Typography>
          <Stack component="ul" aria-labelledby={`${id}-queue`} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {queue.map((item) => (
              <Box component="li" key={item.key} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                    {item.file.name}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {formatFileSize(item.file.size)}
                  </Typography>
                  <Button
                    size="small"
                    color="inherit"
                    sx={{ ml: 'auto' }}
                    disabled={busy}
                    onClick={() => remove(item.key)}
                    aria-label={`Remove ${item.file.name}`}
                  >
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
                    aria-label={`Uploading ${item.file.name}`}
                    sx={{ mt: 0.5 }}
                  />
                )}
              </Box>
            ))}
          </Stack>
          <Button variant="contained" sx={{ mt: 1.5 }} loading={busy} disabled={blocked} onClick={() => void upload()}>
            {uploadButtonLabel(queue.length)}
          </Button>
        </Box>
      )}
    </Box>
  );
}
