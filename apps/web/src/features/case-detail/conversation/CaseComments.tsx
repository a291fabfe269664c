import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import type { CaseDetailCommentFieldsFragment, CommentsViewerCanFragment } from '../../../generated/graphql';
import { ACKNOWLEDGE_COMMENT_MUTATION, ADD_COMMENT_MUTATION, DELETE_COMMENT_MUTATION } from './comment-queries';
import { ActionDialog } from '../dialogs/ActionDialog';
import { ComposerAttachmentPicker } from './ComposerAttachmentPicker';
import { ATTACHMENT_HINT, possiblyMentionsAttachment } from './comment-hint';
import { ConversationEntry, entryBylineId, entryItemId } from './ConversationEntry';
import { MessageComposer } from './MessageComposer';
import { SentFiles } from './SentFiles';
import { useCaseChange } from '../shared/use-case-change';

type Comment = CaseDetailCommentFieldsFragment;

/** "Comments" or "Comments (2 new)". */
export function sectionHeading(title: string, newCount: number | null | undefined): string {
  return newCount && newCount > 0 ? `${title} (${newCount} new)` : title;
}

/**
 * The conversation between the employee and the case team, oldest first. Staff see which of the
 * employee's comments are new and acknowledge them; anyone may delete its own comments, after a
 * confirmation.
 */
export function CaseComments({
  caseId,
  comments,
  viewerId,
  isStaff,
  newCount,
  can,
  composerLabel,
  emptyText,
}: {
  caseId: string;
  comments: readonly Comment[];
  viewerId: string | undefined;
  isStaff: boolean;
  /** Unacknowledged comments, shown in the heading (staff). */
  newCount?: number | null;
  /** What the api allows: writing (and so deleting one's own), acknowledging, deleting others' comments. */
  can: CommentsViewerCanFragment;
  composerLabel: string;
  emptyText: string;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const composer = useCaseChange();
  const actions = useCaseChange();
  const [confirming, setConfirming] = useState<Comment | null>(null);
  const [files, setFiles] = useState<string[]>([]);
  const returnFocus = useRef<HTMLElement | null>(null);

  const closeDialog = () => {
    setConfirming(null);
    const target = returnFocus.current;
    // The comment and its button are gone after a deletion: the section heading takes the focus.
    window.setTimeout(() => (target?.isConnected ? target : heading.current)?.focus(), 0);
  };

  const acknowledge = async (comment: Comment) => {
    if (await actions.run(ACKNOWLEDGE_COMMENT_MUTATION, { commentId: comment.id })) {
      // The button goes away; the comment itself keeps the focus.
      window.setTimeout(() => document.getElementById(entryItemId(comment.id))?.focus(), 0);
    }
  };

  const remove = async (comment: Comment) => {
    if (await actions.run(DELETE_COMMENT_MUTATION, { commentId: comment.id })) closeDialog();
  };

  const send = async (text: string) => {
    const sent = await composer.run(ADD_COMMENT_MUTATION, { caseId, text, attachmentIds: files });
    if (sent) setFiles([]);
    return sent;
  };

  const count = isStaff ? (newCount ?? comments.filter((comment) => !comment.isAcknowledged).length) : 0;

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
        {sectionHeading('Comments', count)}
      </Typography>
      {comments.length === 0 ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : (
        <Stack component="ol" aria-labelledby={headingId} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {comments.map((comment) => {
            const own = !!viewerId && comment.author?.id === viewerId;
            const mayAcknowledge = can.acknowledgeCaseComment && !comment.isAcknowledged;
            const mayDelete = own ? can.addCaseComment : can.deleteCaseComment;
            const context = entryBylineId(comment.id);
            return (
              <ConversationEntry
                key={comment.id}
                id={comment.id}
                author={comment.author}
                viewerId={viewerId}
                createdAt={comment.createdAt}
                isNew={isStaff && !comment.isAcknowledged}
                text={comment.text}
                details={
                  <>
                    <SentFiles files={comment.attachments} />
                    {isStaff && comment.possiblyMentionsAttachment && (
                      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                        May mention an attachment
                      </Typography>
                    )}
                  </>
                }
                actions={
                  mayAcknowledge || mayDelete ? (
                    <>
                      {mayAcknowledge && (
                        <Button
                          size="small"
                          aria-describedby={context}
                          disabled={actions.busy}
                          onClick={() => void acknowledge(comment)}
                        >
                          Acknowledge
                        </Button>
                      )}
                      {mayDelete && (
                        <Button
                          size="small"
                          color="error"
                          aria-describedby={context}
                          onClick={(event) => {
                            returnFocus.current = event.currentTarget;
                            setConfirming(comment);
                          }}
                        >
                          Delete
                        </Button>
                      )}
                    </>
                  ) : null
                }
              />
            );
          })}
        </Stack>
      )}
      {can.addCaseComment && (
        <MessageComposer
          label={composerLabel}
          submitLabel="Send"
          busy={composer.busy}
          hint={(text) => (files.length === 0 && possiblyMentionsAttachment(text) ? ATTACHMENT_HINT : null)}
          onSend={send}
        >
          <ComposerAttachmentPicker
            caseId={caseId}
            viewerId={viewerId}
            sending="comment"
            value={files}
            onChange={setFiles}
            disabled={composer.busy}
          />
        </MessageComposer>
      )}
      {confirming && (
        <ActionDialog
          title="Delete this comment?"
          description="The comment is removed from the conversation for everyone. This cannot be undone."
          confirmLabel="Delete"
          destructive
          busy={actions.busy}
          onClose={closeDialog}
          onSubmit={() => void remove(confirming)}
        />
      )}
    </Paper>
  );
}
