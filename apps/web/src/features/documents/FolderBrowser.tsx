import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AppIcon } from '../../app/layout/icons';
import type { DocumentFolderFieldsFragment, DocumentType } from '../../generated/graphql';
import { RetryAlert } from '../../shared/RetryAlert';
import { visuallyHidden } from '../../shared/visually-hidden';
import { CHILD_DOCUMENT_FOLDERS_QUERY, DOCUMENT_FOLDER_QUERY, ROOT_DOCUMENT_FOLDER_QUERY } from './document-queries';
import { CreateFolderDialog, RenameFolderDialog } from './DocumentDialogs';
import { DocumentsTable } from './DocumentsTable';
import { DocumentUploader } from './DocumentUploader';

export const EMPTY_FOLDER_TEXT = 'No documents in this folder yet';

/**
 * One folder of the library: where it sits (a breadcrumb from its path), its child folders, and its
 * documents. Without `folderId` it shows the root folder of `documentType`. Creating folders and
 * uploading are offered where the folder's viewerCan allows, never when `readOnly`.
 */
export function FolderBrowser({
  organizationId,
  documentType,
  folderId,
  folderHref,
  readOnly = false,
}: {
  organizationId: string | null;
  documentType: DocumentType;
  folderId: string | null;
  /** The address of a folder of this browser (null: the root). */
  folderHref(folderId: string | null): string;
  readOnly?: boolean;
}) {
  const root = useQuery(ROOT_DOCUMENT_FOLDER_QUERY, {
    variables: { organizationId, documentType },
    skip: !!folderId,
  });
  const byId = useQuery(DOCUMENT_FOLDER_QUERY, { variables: { folderId: folderId ?? '' }, skip: !folderId });
  const current = folderId ? byId : root;
  const folder = folderId ? byId.data?.documentFolder : root.data?.rootDocumentFolder;
  const children = useQuery(CHILD_DOCUMENT_FOLDERS_QUERY, {
    variables: { parentId: folder?.id ?? '' },
    skip: !folder,
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const [creating, setCreating] = useState(false);
  const newFolderButton = useRef<HTMLButtonElement>(null);
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);

  // Opening another folder moves focus to its heading, so a screen reader hears where it is now.
  const shownId = folder?.id;
  const firstShown = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!shownId) return;
    if (firstShown.current === undefined) firstShown.current = shownId;
    else heading.current?.focus();
  }, [shownId]);

  if (!folder) {
    if (current.error && !current.loading) {
      return (
        <RetryAlert onRetry={() => void current.refetch().catch(() => undefined)}>
          We couldn&apos;t load this folder. Check your connection and try again.
        </RetryAlert>
      );
    }
    return (
      <Box aria-busy="true">
        <Box component="span" sx={visuallyHidden}>
          Loading the folder…
        </Box>
        <Skeleton variant="text" width="40%" height={40} />
        <Skeleton variant="rectangular" height={120} />
      </Box>
    );
  }

  const childFolders = children.data?.allChildDocumentFolders ?? [];
  const mayCreateFolder = !readOnly && folder.viewerCan.createFolder;
  const mayUpload = !readOnly && folder.viewerCan.upload;
  const mayRename = !readOnly && folder.viewerCan.rename;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <FolderBreadcrumbs folder={folder} folderHref={folderHref} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1, mb: 2 }}>
        <Typography
          ref={heading}
          id={headingId}
          tabIndex={-1}
          component="h2"
          variant="h5"
          sx={{ outline: 'none', mr: 'auto', overflowWrap: 'anywhere' }}
        >
          {folder.label}
        </Typography>
        {mayRename && (
          <Button ref={renameButton} variant="text" onClick={() => setRenaming(true)}>
            Rename folder
          </Button>
        )}
        {mayCreateFolder && (
          <Button ref={newFolderButton} variant="outlined" onClick={() => setCreating(true)}>
            New folder
          </Button>
        )}
      </Stack>
      {mayUpload && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <DocumentUploader
            folderId={folder.id}
            folderLabel={folder.label}
            forEmployee={folder.type === 'USER_DOCUMENT'}
          />
        </Paper>
      )}
      <ChildFolders
        folders={childFolders}
        loading={children.loading && !children.data}
        failed={!!children.error && !children.data}
        onRetry={() => void children.refetch().catch(() => undefined)}
        folderHref={folderHref}
      />
      <Typography component="h3" variant="h6" sx={{ mt: 2, mb: 1 }}>
        Documents
      </Typography>
      {folder.documents.length === 0 ? (
        <Box sx={{ py: 3 }}>
          <Typography>{EMPTY_FOLDER_TEXT}</Typography>
          {mayUpload && (
            <Typography variant="body2" color="text.secondary">
              Choose files above to add documents to this folder.
            </Typography>
          )}
        </Box>
      ) : (
        <DocumentsTable
          documents={folder.documents}
          label={`Documents in ${folder.label}`}
          organizationId={organizationId}
          readOnly={readOnly}
        />
      )}
      {renaming && (
        <RenameFolderDialog
          folder={folder}
          onClose={() => {
            setRenaming(false);
            window.setTimeout(() => renameButton.current?.focus(), 0);
          }}
        />
      )}
      {creating && (
        <CreateFolderDialog
          parent={folder}
          onClose={() => {
            setCreating(false);
            window.setTimeout(() => newFolderButton.current?.focus(), 0);
          }}
        />
      )}
    </Box>
  );
}

/**
 * Where the folder sits, from its path (labels from the root joined by "/"). The root and the parent are
 * links (their ids are known); folders in between are named without a link.
 */
function FolderBreadcrumbs({
  folder,
  folderHref,
}: {
  folder: DocumentFolderFieldsFragment;
  folderHref(folderId: string | null): string;
}) {
  const labels = folder.path.split('/').filter((label) => label.length > 0);
  if (labels.length === 0) labels.push(folder.label);
  const last = labels.length - 1;
  return (
    <Breadcrumbs aria-label="Folder path" sx={{ overflowWrap: 'anywhere' }}>
      {labels.map((label, index) => {
        if (index === last) {
          return (
            <Typography key={index} color="text.primary" aria-current="page">
              {label}
            </Typography>
          );
        }
        const href =
          index === 0 ? folderHref(null) : index === last - 1 && folder.parentId ? folderHref(folder.parentId) : null;
        return href ? (
          <Link key={index} component={RouterLink} to={href} underline="hover" color="inherit">
            {label}
          </Link>
        ) : (
          <Typography key={index} color="text.secondary">
            {label}
          </Typography>
        );
      })}
    </Breadcrumbs>
  );
}

function ChildFolders({
  folders,
  loading,
  failed,
  onRetry,
  folderHref,
}: {
  folders: readonly DocumentFolderFieldsFragment[];
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  folderHref(folderId: string | null): string;
}) {
  const id = useId();
  if (failed) {
    return <RetryAlert onRetry={onRetry}>We couldn&apos;t load the folders inside this one.</RetryAlert>;
  }
  if (loading) return <Skeleton variant="rectangular" height={40} aria-label="Loading folders" />;
  if (folders.length === 0) return null;
  return (
    <>
      <Typography id={id} component="h3" variant="h6" sx={{ mb: 1 }}>
        Folders
      </Typography>
      <Box
        component="ul"
        aria-labelledby={id}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {folders.map((child) => (
          <li key={child.id}>
            <Button
              component={RouterLink}
              to={folderHref(child.id)}
              variant="outlined"
              color="inherit"
              startIcon={<AppIcon name="folder" />}
              sx={{ textTransform: 'none' }}
            >
              {child.label}
            </Button>
          </li>
        ))}
      </Box>
    </>
  );
}
