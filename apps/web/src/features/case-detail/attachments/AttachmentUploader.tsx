import { useApolloClient } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { uploadToOwnStorage, UploadUrlRefused } from '../../../shared/signed-upload';
import { visuallyHidden } from '../../../shared/visually-hidden';
import { runCaseChange } from '../shared/run-case-change';
import { UPLOAD_CASE_ATTACHMENTS_MUTATION } from './attachment-queries';
import { type QueuedFile, QueuedFileRow, UploadProblem, uploadButtonLabel, useUploadQueue } from './upload-queue';

interface QueuedAttachment extends QueuedFile {
  isPHI: boolean;
}

/**
 * Files chosen for the case, each with its size and whether it contains PHI, uploaded together:
 * every file goes to the uploader's personal storage (uploadToOwnStorage: an upload address, then a PUT
 * of the bytes with the headers it came with), then all of them are registered on the case at once.
 */
export function AttachmentUploader({ caseId, onUploaded }: { caseId: string; onUploaded(): void }) {
  const client = useApolloClient();
  const id = useId();

  const sendOne = async (item: QueuedAttachment, onProgress: (progress: number) => void): Promise<string> => {
    try {
      return await uploadToOwnStorage(client, item.file, onProgress);
    } catch (failure) {
      throw new UploadProblem(
        failure instanceof UploadUrlRefused
          ? `“${item.file.name}” could not be uploaded. Try again.`
          : `“${item.file.name}” could not be uploaded. Check your connection and try again.`,
      );
    }
  };

  const { input, chooser, queue, busy, blocked, choose, update, remove, upload } = useUploadQueue<QueuedAttachment>(
    (queued) => ({ ...queued, isPHI: false }),
    sendOne,
    // Its timeline entries go into the cached case (run-case-change.ts).
    (items, paths) =>
      runCaseChange(client, UPLOAD_CASE_ATTACHMENTS_MUTATION, {
        caseId,
        attachments: items.map((item, index) => ({ filePath: paths[index]!, isPHI: item.isPHI })),
      }),
    onUploaded,
  );

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
              <QueuedFileRow key={item.key} item={item} busy={busy} onRemove={() => remove(item.key)}>
                <FormControlLabel
                  sx={{ mr: 0 }}
                  control={
                    <Checkbox
                      size="small"
                      checked={item.isPHI}
                      disabled={busy}
                      onChange={(_, isPHI) => update(item.key, { isPHI })}
                    />
                  }
                  label={
                    <>
                      Contains PHI
                      <Box component="span" sx={visuallyHidden}>
                        : {item.file.name}
                      </Box>
                    </>
                  }
                />
              </QueuedFileRow>
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
