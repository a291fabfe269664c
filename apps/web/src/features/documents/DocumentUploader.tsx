import { useApolloClient, useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { useId, useState } from 'react';
import { useMyPermissions } from '../../app/session/use-my-permissions';
import { useSession } from '../../app/session/use-session';
import { EmployeePicker, type Employee } from '../../shared/EmployeePicker';
import { UploadUrlRefused } from '../../shared/signed-upload';
import {
  type QueuedFile,
  QueuedFileRow,
  UploadProblem,
  uploadButtonLabel,
  useUploadQueue,
} from '../case-detail/attachments/upload-queue';
import { describeError } from '../request/api-errors';
import { addDocumentsToFolder } from './document-cache';
import { UPLOAD_ORGANIZATION_DOCUMENTS_MUTATION } from './document-queries';
import { uploadOrganizationDocumentFile } from './document-transfer';

/**
 * Files chosen for a folder, uploaded together: each goes to the organization's documents storage
 * (an upload address, then a PUT with the headers it came with) with its own progress bar, then all of
 * them are registered in the folder with one uploadOrganizationDocuments call, whose documents are
 * written into the cached folder. A failure is shown as an error notification (spec 001 §8).
 * A User documents folder holds each document for one employee: the uploader asks whose they are first,
 * which takes searching the organization's people (query_users); without it the folder is read-only here.
 */
export function DocumentUploader({
  folderId,
  folderLabel,
  forEmployee = false,
}: {
  folderId: string;
  folderLabel: string;
  /** The folder is a User documents folder: the documents belong to an employee chosen here. */
  forEmployee?: boolean;
}) {
  const client = useApolloClient();
  const session = useSession();
  const mayFindEmployees = !!useMyPermissions()?.queryUsers;
  const [employee, setEmployee] = useState<Employee | null>(null);
  const [employeeError, setEmployeeError] = useState<string | undefined>();
  const id = useId();
  const [register] = useMutation(UPLOAD_ORGANIZATION_DOCUMENTS_MUTATION, {
    update(cache, { data }) {
      const payload = data?.uploadOrganizationDocuments;
      if (payload?.success) addDocumentsToFolder(cache, folderId, payload.documents);
    },
  });

  const sendOne = async (item: QueuedFile, onProgress: (progress: number) => void): Promise<string> => {
    try {
      return await uploadOrganizationDocumentFile(client, session.organizationId, item.file, onProgress);
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

  const { input, chooser, queue, busy, blocked, choose, remove, upload } = useUploadQueue(
    (queued) => queued,
    sendOne,
    async (items, paths) =>
      (
        await register({
          variables: {
            input: {
              folderId,
              ...(forEmployee && employee ? { userId: employee.id } : {}),
              files: items.map((item, index) => ({ filePath: paths[index]!, fileName: item.file.name })),
            },
          },
        })
      ).data?.uploadOrganizationDocuments,
  );

  if (forEmployee && !mayFindEmployees) {
    return (
      <Alert severity="info">
        User documents belong to one employee each. Adding them takes permission to look up the organization&apos;s
        people; ask an administrator.
      </Alert>
    );
  }

  const uploadForChosenEmployee = () => {
    if (forEmployee && !employee) {
      setEmployeeError('Choose the employee these documents belong to.');
      document.getElementById(`${id}-employee`)?.focus();
      return;
    }
    void upload();
  };

  return (
    <Box aria-busy={busy || undefined}>
      {forEmployee && (
        <Box sx={{ mb: 2, maxWidth: 480 }}>
          <EmployeePicker
            id={`${id}-employee`}
            value={employee}
            onChange={(next) => {
              setEmployee(next);
              setEmployeeError(undefined);
            }}
            organizationId={session.organizationId}
            error={employeeError}
            disabled={busy}
          />
        </Box>
      )}
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
              <QueuedFileRow key={item.key} item={item} busy={busy} onRemove={() => remove(item.key)} />
            ))}
          </Stack>
          <Button
            variant="contained"
            sx={{ mt: 1.5 }}
            loading={busy}
            disabled={blocked}
            onClick={uploadForChosenEmployee}
          >
            {uploadButtonLabel(queue.length)}
          </Button>
        </Box>
      )}
    </Box>
  );
}
