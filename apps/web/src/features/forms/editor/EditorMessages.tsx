import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { RefObject } from 'react';
import { summaryMessage } from '../form-errors';
import { visuallyHidden } from '../../../shared/visually-hidden';
import type { ServerErrors } from './use-form-draft';
import type { PublishNotice } from './use-publish-form';

interface EditorMessagesProps {
  /** Said to screen readers when questions are added, moved or removed. */
  announcement: string;
  notice: PublishNotice | null;
  onDismissNotice(): void;
  localError: string | null;
  server: ServerErrors | null;
  /** Focused when publishing fails, so the problems are read first. */
  alertRef: RefObject<HTMLDivElement | null>;
}

/** The editor's live announcements, the outcome of publishing, and what stopped it. */
export function EditorMessages({
  announcement,
  notice,
  onDismissNotice,
  localError,
  server,
  alertRef,
}: EditorMessagesProps) {
  return (
    <>
      <Box sx={visuallyHidden} aria-live="polite" role="status" data-testid="editor-announcer">
        {announcement}
      </Box>

      {notice && (
        <Alert severity={notice.severity} role="status" sx={{ mb: 2 }} onClose={onDismissNotice}>
          {notice.text}
        </Alert>
      )}
      {(localError || server) && (
        <Alert severity="error" role="alert" ref={alertRef} tabIndex={-1} sx={{ mb: 2 }}>
          {localError ??
            (server && server.general.length === 1 ? (
              summaryMessage(server.general[0])
            ) : (
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {server?.general.map((problem) => (
                  <li key={problem.message}>{summaryMessage(problem)}</li>
                ))}
              </Box>
            ))}
        </Alert>
      )}
    </>
  );
}
