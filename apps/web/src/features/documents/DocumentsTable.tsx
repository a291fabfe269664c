import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useToast } from '../../app/notifications/use-toast';
import type { DocumentRowFragment } from '../../generated/graphql';
import { describeError } from '../request/api-errors';
import { exactTime, relativeTime } from '../request/relative-time';
import { UPDATE_ORGANIZATION_DOCUMENT_MUTATION } from './document-queries';
import { DeleteDocumentDialog, MoveDocumentDialog, RenameDocumentDialog } from './DocumentDialogs';
import { useDocumentDownload } from './use-document-download';

type Document = DocumentRowFragment;
type Dialog = { kind: 'rename' | 'move' | 'delete'; document: Document } | null;

/** "Dana Rivera", or a plain word when the uploader's account is gone. */
export function uploaderName(document: Document): string {
  const person = document.uploadedBy;
  if (!person) return 'Former user';
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ').trim();
  return name || 'Unnamed user';
}

/**
 * A table of documents: file name, who uploaded it, when, whether it is public, and the actions. Download
 * is for everyone who sees the row; rename, move and the public switch only where the api says
 * viewerCan.update, delete only where it says viewerCan.delete, and none of them when `readOnly`.
 */
export function DocumentsTable({
  documents,
  label,
  organizationId,
  readOnly = false,
  canMove = true,
}: {
  documents: readonly Document[];
  /** The table's accessible name, e.g. "Documents in Policies". */
  label: string;
  organizationId: string | null;
  readOnly?: boolean;
  /** Global documents have no folder picker. */
  canMove?: boolean;
}) {
  const toast = useToast();
  const { download, downloading } = useDocumentDownload();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [toggling, setToggling] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const table = useRef<HTMLTableElement>(null);
  const [update] = useMutation(UPDATE_ORGANIZATION_DOCUMENT_MUTATION);

  const open = (kind: NonNullable<Dialog>['kind'], document: Document, from: HTMLElement) => {
    opener.current = from;
    setDialog({ kind, document });
  };
  const close = () => {
    setDialog(null);
    // Back where the person was; the table itself when the row is gone (deleted or moved away).
    const target = opener.current;
    window.setTimeout(() => (target?.isConnected ? target : table.current)?.focus(), 0);
  };

  const togglePublic = async (document: Document, isPublic: boolean) => {
    setToggling(document.id);
    try {
      const { data } = await update({ variables: { input: { documentId: document.id, isPublic } } });
      const payload = data?.updateOrganizationDocument;
      if (!payload?.success) toast.error(payload?.message ?? undefined);
      else
        toast.success(
          isPublic ? `“${document.fileName}” is now public.` : `“${document.fileName}” is no longer public.`,
        );
    } catch (failure) {
      toast.error(describeError(failure).message);
    } finally {
      setToggling(null);
    }
  };

  return (
    <>
      <TableContainer>
        <Table ref={table} size="small" aria-label={label} tabIndex={-1} sx={{ outline: 'none' }}>
          <TableHead>
            <TableRow>
              <TableCell>File name</TableCell>
              <TableCell>Uploaded by</TableCell>
              <TableCell>Date</TableCell>
              <TableCell>Public</TableCell>
              <TableCell>Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {documents.map((document) => {
              const mayUpdate = !readOnly && document.viewerCan.update;
              const mayDelete = !readOnly && document.viewerCan.delete;
              return (
                <TableRow key={document.id} hover>
                  <TableCell sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}>{document.fileName}</TableCell>
                  <TableCell>{uploaderName(document)}</TableCell>
                  <TableCell>
                    <time dateTime={document.createdAt} title={exactTime(document.createdAt)}>
                      {relativeTime(document.createdAt)}
                    </time>
                  </TableCell>
                  <TableCell>
                    {mayUpdate ? (
                      <Switch
                        size="small"
                        checked={document.isPublic}
                        disabled={toggling === document.id}
                        onChange={(_event, checked) => void togglePublic(document, checked)}
                        slotProps={{ input: { 'aria-label': `Public: ${document.fileName}` } }}
                      />
                    ) : (
                      <Typography component="span" variant="body2">
                        {document.isPublic ? 'Public' : 'Not public'}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                      <Button
                        size="small"
                        aria-label={`Download ${document.fileName}`}
                        loading={downloading === document.id}
                        onClick={() => void download(document.id)}
                      >
                        Download
                      </Button>
                      {mayUpdate && (
                        <Button
                          size="small"
                          aria-label={`Rename ${document.fileName}`}
                          onClick={(event) => open('rename', document, event.currentTarget)}
                        >
                          Rename
                        </Button>
                      )}
                      {mayUpdate && canMove && (
                        <Button
                          size="small"
                          aria-label={`Move ${document.fileName}`}
                          onClick={(event) => open('move', document, event.currentTarget)}
                        >
                          Move
                        </Button>
                      )}
                      {mayDelete && (
                        <Button
                          size="small"
                          color="error"
                          aria-label={`Delete ${document.fileName}`}
                          onClick={(event) => open('delete', document, event.currentTarget)}
                        >
                          Delete
                        </Button>
                      )}
                    </Box>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {dialog?.kind === 'rename' && <RenameDocumentDialog document={dialog.document} onClose={close} />}
      {dialog?.kind === 'move' && (
        <MoveDocumentDialog document={dialog.document} organizationId={organizationId} onClose={close} />
      )}
      {dialog?.kind === 'delete' && <DeleteDocumentDialog document={dialog.document} onClose={close} />}
    </>
  );
}
