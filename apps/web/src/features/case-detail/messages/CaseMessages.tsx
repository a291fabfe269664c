import { useQuery } from '@apollo/client/react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { MessagesViewerCanFragment } from '../../../generated/graphql';
import { SectionLoadState } from '../shared/SectionLoadState';
import { CASE_MESSAGES_QUERY } from './message-queries';
import { MessageThread } from './MessageThread';
import { SendMessageForm } from './SendMessageForm';
import type { TeamMember } from './TeamMemberSelect';

/**
 * The e-mails and text messages the case team sent the employee, with their delivery status, and a form
 * to send another. Shown to those the api lets send (viewerCan.sendCaseMessage). The thread comes with the
 * case page's request (CaseMessagesPart); its own query reloads it alone when a status change is reported
 * live (use-live-case.ts).
 */
export function CaseMessages({
  caseId,
  can,
  teamMembers = [],
}: {
  caseId: string;
  can: MessagesViewerCanFragment;
  /** The case team, for a message that names a team member. */
  teamMembers?: readonly TeamMember[];
}) {
  const headingId = useId();
  const { data, error, loading, refetch } = useQuery(CASE_MESSAGES_QUERY, {
    variables: { caseId },
    skip: !can.sendCaseMessage,
    fetchPolicy: 'cache-first',
  });
  if (!can.sendCaseMessage) return null;
  const messages = data?.caseById.messages;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mt: 3 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        Messages
      </Typography>
      {messages ? (
        <MessageThread messages={messages} />
      ) : (
        <SectionLoadState
          what="the messages"
          failed={!!error && !loading}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      )}
      <SendMessageForm caseId={caseId} teamMembers={teamMembers} />
    </Paper>
  );
}
