import { useApolloClient, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useToast } from '../../../app/notifications/use-toast';
import type { CaseAttachmentFieldsFragment } from '../../../generated/graphql';
import { describeError } from '../../request/api-errors';
import { exactTime, relativeTime } from '../../request/relative-time';
import {
  CASE_ATTACHMENT_URL_QUERY,
  CASE_ATTACHMENTS_QUERY,
  DELETE_CASE_ATTACHMENT_MUTATION,
} from './attachment-queries';
import { startDownload } from './attachment-transfer';
import { AttachmentUploader } from './AttachmentUploader';
import { LibraryDocumentsAdder } from './LibraryDocumentsAdder';
import { ActionDialog } from '../dialogs/ActionDialog';
import { SectionLoadState } from '../shared/SectionLoadState';
import { useCaseChange } from '../shared/use-case-change';

type Attachment = CaseAttachmentFieldsFragment;

/**
 * The case's files: who may see them downloads them; as the api allows (viewerCan), the viewer uploads
 * more (marking those with PHI) and deletes them after a confirmation. On the staff page (`offerLibrary`)
 * those who may add files also copy documents of the organization's library onto the case.
 */
export function CaseAttachments({ caseId, offerLibrary = false }: { caseId: string; offerLibrary?: boolean }) {
  const headingId = useId();
  const client = useApolloClient();
  const toast = useToast();
  const { data, error, loading, refetch } = useQuery(CASE_ATTACHMENTS_QUERY, {
    variables: { caseId },
    // The case page's query has loaded them; changes are written into the cache from their answers.
    fetchPolicy: 'cache-first',
  });
  const reload = () => refetch().catch(() => undefined);
  const removal = useCaseChange();
  const [downloading, setDownloading] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Attachment | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const attachments = data?.caseById.attachments;
  // Asked with the files, so no control shows before the api has answered.
  const mayDelete = !!data?.caseById.viewerCan.deleteCaseAttachment;
  const mayUpload = !!data?.caseById.viewerCan.uploadFile;

  const download = async (attachment: Attachment) => {
    setDownloading(attachment.id);
    try {
      const result = await client.query({
        query: CASE_ATTACHMENT_URL_QUERY,
        variables: { attachmentId: attachment.id },
        fetchPolicy: 'no-cache',
      });
      const answer = result.data?.caseAttachmentUrl;
      if (!answer?.success || !answer.url) {
        toast.error('This file is not available.');
        return;
      }
      startDownload(answer.url);
    } catch (failure) {
      toast.error(describeError(failure).message);
    } finally {
      setDownloading(null);
    }
  };

  const closeDialog = () => {
    setConfirming(null);
    const target = returnFocus.current;
    window.setTimeout(() => (target?.isConnected ? target : heading.current)?.focus(), 0);
  };

  const remove = async (attachment: Attachment) => {
    if (await removal.run(DELETE_CASE_ATTACHMENT_MUTATION, { attachmentId: attachment.id })) closeDialog();
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mb: 3 }}>
      <Typography
        ref={heading}
        id={headingId}
        tabIndex={-1}
        component="h2"
        variant="h6"
        sx={{ mb: 1, outline: 'none' }}
      >
        Attachments
      </Typography>
      {!attachments ? (
        <SectionLoadState what="the attachments" failed={!!error && !loading} onRetry={() => void reload()} />
      ) : attachments.length === 0 ? (
        <Typography color="text.secondary">
          {mayUpload ? 'No attachments yet. Choose files to add documents to the case.' : 'No attachments.'}
        </Typography>
      ) : (
        <Stack component="ul" aria-labelledby={headingId} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {attachments.map((attachment) => (
            <Box
              component="li"
              key={attachment.id}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
            >
              <Typography component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {attachment.fileName}
              </Typography>
              {attachment.isPHI && <Chip size="small" color="warning" variant="outlined" label="PHI" />}
              <Typography component="span" variant="body2" color="text.secondary">
                <time dateTime={attachment.createdAt} title={exactTime(attachment.createdAt)}>
                  {relativeTime(attachment.createdAt)}
                </time>
              </Typography>
              <Box sx={{ ml: 'auto', display: 'flex', gap: 0.5 }}>
                <Button
                  size="small"
                  aria-label={`Download ${attachment.fileName}`}
                  loading={downloading === attachment.id}
                  onClick={() => void download(attachment)}
                >
                  Download
                </Button>
                {mayDelete && (
                  <Button
                    size="small"
                    color="error"
                    aria-label={`Delete ${attachment.fileName}`}
                    onClick={(event) => {
                      returnFocus.current = event.currentTarget;
                      setConfirming(attachment);
                    }}
                  >
                    Delete
                  </Button>
                )}
              </Box>
            </Box>
          ))}
        </Stack>
      )}
      {/* The upload's answer is written into the cached case (run-case-change.ts): nothing to reload. */}
      {mayUpload && (
        <>
          <AttachmentUploader caseId={caseId} onUploaded={() => undefined} />
          {offerLibrary && <LibraryDocumentsAdder caseId={caseId} />}
        </>
      )}
      {confirming && (
        <ActionDialog
          title="Delete this attachment?"
          description={`“${confirming.fileName}” is removed from the case for everyone. This cannot be undone.`}
          confirmLabel="Delete"
          destructive
          busy={removal.busy}
          onClose={closeDialog}
          onSubmit={() => void remove(confirming)}
        />
      )}
    </Paper>
  );
}
