import { useApolloClient, useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useToast } from '../../app/notifications/use-toast';
import type { DocumentFolderFieldsFragment, DocumentRowFragment, DocumentType } from '../../generated/graphql';
import { describeError } from '../request/api-errors';
import {
  addDocumentsToFolder,
  forgetDocument,
  removeDocumentFromFolder,
  renameCachedPathsBelow,
} from './document-cache';
import { fileNameProblem, folderLabelProblem } from './document-names';
import {
  CHILD_DOCUMENT_FOLDERS_QUERY,
  CREATE_DOCUMENT_FOLDER_MUTATION,
  DELETE_ORGANIZATION_DOCUMENT_MUTATION,
  RENAME_DOCUMENT_FOLDER_MUTATION,
  ROOT_DOCUMENT_FOLDER_QUERY,
  UPDATE_ORGANIZATION_DOCUMENT_MUTATION,
} from './document-queries';
import { ActionDialog } from '../case-detail/dialogs/ActionDialog';

type Document = DocumentRowFragment;

/** The api's refusal of an input (BAD_USER_INPUT) is shown at the field; anything else as a toast. */
function useFieldError() {
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const fail = (failure: unknown) => {
    const { code, message } = describeError(failure);
    if (code === 'BAD_USER_INPUT') setError(message);
    else toast.error(message);
  };
  return { error, setError, fail };
}

/**
 * A folder name asked in a dialog: checked as typed once touched (or on submit), then `save` with the
 * trimmed name. The api's refusal of the input shows at the field, anything else as a toast.
 */
function FolderNameDialog({
  title,
  description,
  confirmLabel,
  initial = '',
  busy,
  save,
  onClose,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  initial?: string;
  busy: boolean;
  /** Resolves true when saved (the dialog closes), false when the api said no without an input problem. */
  save(label: string): Promise<boolean>;
  onClose(): void;
}) {
  const [label, setLabel] = useState(initial);
  const [touched, setTouched] = useState(false);
  const field = useFieldError();
  const problem = touched ? (folderLabelProblem(label) ?? field.error) : null;

  const submit = async () => {
    setTouched(true);
    if (folderLabelProblem(label)) return;
    try {
      if (await save(label.trim())) onClose();
    } catch (failure) {
      field.fail(failure);
    }
  };

  return (
    <ActionDialog
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      busy={busy}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <TextField
        autoFocus
        fullWidth
        required
        label="Folder name"
        value={label}
        onChange={(event) => {
          setLabel(event.target.value);
          field.setError(null);
        }}
        onBlur={() => setTouched(true)}
        error={!!problem}
        helperText={problem ?? ' '}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
    </ActionDialog>
  );
}

/** A new folder inside `parent`, added to its cached child folders. */
export function CreateFolderDialog({ parent, onClose }: { parent: DocumentFolderFieldsFragment; onClose(): void }) {
  const toast = useToast();
  const [create, { loading }] = useMutation(CREATE_DOCUMENT_FOLDER_MUTATION, {
    update(cache, { data }) {
      const folder = data?.createDocumentFolder.folder;
      if (!data?.createDocumentFolder.success || !folder) return;
      cache.updateQuery({ query: CHILD_DOCUMENT_FOLDERS_QUERY, variables: { parentId: parent.id } }, (current) =>
        current
          ? {
              allChildDocumentFolders: [
                ...current.allChildDocumentFolders.filter((f) => f.id !== folder.id),
                folder,
              ].sort((a, b) => a.label.localeCompare(b.label)),
            }
          : current,
      );
    },
  });

  const save = async (label: string) => {
    const { data } = await create({ variables: { input: { parentId: parent.id, label } } });
    const payload = data?.createDocumentFolder;
    if (!payload?.success) {
      toast.error(payload?.message ?? undefined);
      return false;
    }
    toast.success(`Folder “${label}” created.`);
    return true;
  };

  return (
    <FolderNameDialog
      title="New folder"
      description={`The folder is created inside “${parent.label}”.`}
      confirmLabel="Create folder"
      busy={loading}
      save={save}
      onClose={onClose}
    />
  );
}

/** A folder's new name. The answer replaces the cached folder; cached folders below it take the new path. */
export function RenameFolderDialog({ folder, onClose }: { folder: DocumentFolderFieldsFragment; onClose(): void }) {
  const toast = useToast();
  const [rename, { loading }] = useMutation(RENAME_DOCUMENT_FOLDER_MUTATION, {
    update(cache, { data }) {
      const renamed = data?.renameDocumentFolder.folder;
      if (!data?.renameDocumentFolder.success || !renamed) return;
      renameCachedPathsBelow(cache, renamed, folder.path, renamed.path);
    },
  });

  const save = async (label: string) => {
    if (label === folder.label) return true;
    const { data } = await rename({ variables: { input: { folderId: folder.id, label } } });
    const payload = data?.renameDocumentFolder;
    if (!payload?.success) {
      toast.error(payload?.message ?? undefined);
      return false;
    }
    toast.success(`Folder renamed to “${label}”.`);
    return true;
  };

  return (
    <FolderNameDialog
      title="Rename folder"
      description="Folders inside it keep their place; their paths follow the new name."
      confirmLabel="Rename"
      initial={folder.label}
      busy={loading}
      save={save}
      onClose={onClose}
    />
  );
}

/** A document's shown name (fileName). The answer replaces the cached document. */
export function RenameDocumentDialog({ document, onClose }: { document: Document; onClose(): void }) {
  const toast = useToast();
  const [fileName, setFileName] = useState(document.fileName);
  const [touched, setTouched] = useState(false);
  const field = useFieldError();
  const [rename, { loading }] = useMutation(UPDATE_ORGANIZATION_DOCUMENT_MUTATION);
  const problem = touched ? (fileNameProblem(fileName) ?? field.error) : null;

  const submit = async () => {
    setTouched(true);
    if (fileNameProblem(fileName)) return;
    try {
      const { data } = await rename({ variables: { input: { documentId: document.id, fileName: fileName.trim() } } });
      const payload = data?.updateOrganizationDocument;
      if (!payload?.success) {
        toast.error(payload?.message ?? undefined);
        return;
      }
      toast.success('Document renamed.');
      onClose();
    } catch (failure) {
      field.fail(failure);
    }
  };

  return (
    <ActionDialog
      title="Rename document"
      confirmLabel="Rename"
      busy={loading}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <TextField
        autoFocus
        fullWidth
        required
        label="File name"
        value={fileName}
        onChange={(event) => {
          setFileName(event.target.value);
          field.setError(null);
        }}
        onBlur={() => setTouched(true)}
        error={!!problem}
        helperText={problem ?? ' '}
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
    </ActionDialog>
  );
}

/** Folders of one type are read at most this deep and this many, for the move picker. */
const PICKER_MAX_FOLDERS = 300;

/**
 * Every folder of a document type in the organization, root first then each folder's children under
 * it (depth first), read through the same queries the browser uses (so they come from the cache when known).
 */
function useFoldersOfType(organizationId: string | null, documentType: DocumentType) {
  const client = useApolloClient();
  const [folders, setFolders] = useState<DocumentFolderFieldsFragment[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    const load = async () => {
      const root = await client.query({
        query: ROOT_DOCUMENT_FOLDER_QUERY,
        variables: { organizationId, documentType },
      });
      const rootFolder = root.data?.rootDocumentFolder;
      if (!rootFolder) throw new Error('No root folder');
      const found: DocumentFolderFieldsFragment[] = [];
      const visit = async (folder: DocumentFolderFieldsFragment) => {
        if (found.length >= PICKER_MAX_FOLDERS) return;
        found.push(folder);
        const children = await client.query({
          query: CHILD_DOCUMENT_FOLDERS_QUERY,
          variables: { parentId: folder.id },
        });
        for (const child of children.data?.allChildDocumentFolders ?? []) await visit(child);
      };
      await visit(rootFolder);
      return found;
    };
    load().then(
      (list) => live && setFolders(list),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [client, organizationId, documentType]);
  return { folders, failed };
}

/** Moves a document to another folder of the same type: out of the old folder's list, into the new one's. */
export function MoveDocumentDialog({
  document,
  organizationId,
  onClose,
}: {
  document: Document;
  organizationId: string | null;
  onClose(): void;
}) {
  const toast = useToast();
  const { folders, failed } = useFoldersOfType(organizationId, document.type);
  const [target, setTarget] = useState<string>('');
  const [touched, setTouched] = useState(false);
  const [move, { loading }] = useMutation(UPDATE_ORGANIZATION_DOCUMENT_MUTATION, {
    update(cache, { data }) {
      const moved = data?.updateOrganizationDocument.document;
      if (!data?.updateOrganizationDocument.success || !moved) return;
      removeDocumentFromFolder(cache, document.folderId, moved.id);
      addDocumentsToFolder(cache, moved.folderId, [moved]);
    },
  });

  const submit = async () => {
    setTouched(true);
    if (!target) return;
    try {
      const { data } = await move({ variables: { input: { documentId: document.id, folderId: target } } });
      const payload = data?.updateOrganizationDocument;
      if (!payload?.success) {
        toast.error(payload?.message ?? undefined);
        return;
      }
      const folder = folders?.find((candidate) => candidate.id === target);
      toast.success(folder ? `Moved to “${folder.path}”.` : 'Document moved.');
      onClose();
    } catch (failure) {
      toast.error(describeError(failure).message);
    }
  };

  return (
    <ActionDialog
      title={`Move “${document.fileName}”`}
      description="Choose a folder of the same kind."
      confirmLabel="Move"
      busy={loading}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      {failed ? (
        <Alert severity="error">We couldn&apos;t load the folders. Close this and try again.</Alert>
      ) : !folders ? (
        <Skeleton variant="rectangular" height={96} aria-label="Loading folders" />
      ) : (
        <>
          <RadioGroup
            aria-label="Folder"
            name="target-folder"
            value={target}
            onChange={(_event, value) => setTarget(value)}
          >
            {folders.map((folder) => (
              <FormControlLabel
                key={folder.id}
                value={folder.id}
                disabled={folder.id === document.folderId}
                control={<Radio />}
                label={folder.id === document.folderId ? `${folder.path} (current folder)` : folder.path}
              />
            ))}
          </RadioGroup>
          {touched && !target && (
            <Alert severity="error" sx={{ mt: 1 }}>
              Choose a folder.
            </Alert>
          )}
        </>
      )}
    </ActionDialog>
  );
}

/** Asks before deleting; the document then leaves every cached list. */
export function DeleteDocumentDialog({ document, onClose }: { document: Document; onClose(): void }) {
  const toast = useToast();
  const [remove, { loading }] = useMutation(DELETE_ORGANIZATION_DOCUMENT_MUTATION, {
    update(cache, { data }) {
      if (data?.deleteOrganizationDocument.success) forgetDocument(cache, document.id, document.folderId);
    },
  });
  const submit = async () => {
    try {
      const { data } = await remove({ variables: { documentId: document.id } });
      const payload = data?.deleteOrganizationDocument;
      if (!payload?.success) {
        toast.error(payload?.message ?? undefined);
        return;
      }
      toast.success('Document deleted.');
      onClose();
    } catch (failure) {
      toast.error(describeError(failure).message);
    }
  };
  return (
    <ActionDialog
      title="Delete this document?"
      description={`“${document.fileName}” is removed for everyone who can see it. This cannot be undone.`}
      confirmLabel="Delete"
      destructive
      busy={loading}
      onClose={onClose}
      onSubmit={() => void submit()}
    />
  );
}
