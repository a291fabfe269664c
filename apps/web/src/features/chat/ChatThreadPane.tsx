import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { forwardRef, useEffect } from 'react';
import { generatePath, Link as RouterLink } from 'react-router';
import { routeHref } from '../../app/routes/route-table';
import type { Channel as MessageChannel } from '../../generated/graphql';
import { RetryAlert } from '../../shared/RetryAlert';
import { visuallyHidden } from '../../shared/visually-hidden';
import { MessageThread } from '../case-detail/messages/MessageThread';
import { CHAT_THREAD_QUERY } from './chat-queries';
import { ChatReplyForm } from './ChatReplyForm';
import type { Conversation } from './ConversationList';

interface ChatThreadPaneProps {
  conversation: Conversation;
  /** Staff reply in place; the employee reads, and answers from its request page. */
  canReply: boolean;
  /** Bumped by the page on every live change, so the open thread reloads with the list. */
  refreshKey: number;
  onSent: () => void;
}

/** The channel of the employee's last message, else the last message's: where a reply is likeliest read. */
function replyChannel(messages: readonly { type: string; channel: string }[], fallback: string): MessageChannel {
  const lastInbound = [...messages].reverse().find((message) => message.type.startsWith('INBOUND'));
  return (lastInbound?.channel ?? fallback) === 'SMS' ? 'SMS' : 'EMAIL';
}

/** The open conversation: who and which case, its thread, and for staff the reply box. */
export const ChatThreadPane = forwardRef<HTMLHeadingElement, ChatThreadPaneProps>(function ChatThreadPane(
  { conversation, canReply, refreshKey, onSent },
  headingRef,
) {
  const { caseId } = conversation;
  const { data, error, loading, refetch } = useQuery(CHAT_THREAD_QUERY, {
    variables: { caseId },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (refreshKey > 0) void refetch().catch(() => undefined);
  }, [refreshKey, refetch]);

  const messages = data?.caseById.id === caseId ? data.caseById.messages : undefined;
  const caseLink = generatePath(routeHref(canReply ? 'caseDetail' : 'requestDetail'), { caseId });
  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'baseline' }, mb: 2 }}
      >
        <Typography ref={headingRef} tabIndex={-1} component="h2" variant="h6" sx={{ outline: 'none' }}>
          {conversation.employeeName ?? 'Employee'}
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            {' '}
            · {conversation.title} (#{conversation.shortId})
          </Box>
        </Typography>
        <Link component={RouterLink} to={caseLink} variant="body2">
          {canReply ? 'Open the case' : 'Open the request'}
          <Box component="span" sx={visuallyHidden}>
            {` #${conversation.shortId}`}
          </Box>
        </Link>
      </Stack>
      {messages ? (
        <MessageThread messages={messages} />
      ) : error && !loading ? (
        <RetryAlert onRetry={() => void refetch().catch(() => undefined)}>
          We couldn&apos;t load these messages. Check your connection and try again.
        </RetryAlert>
      ) : (
        <Box aria-busy="true">
          <Box role="status" sx={visuallyHidden}>
            Loading the messages…
          </Box>
          <Skeleton variant="rounded" height={64} sx={{ mb: 1 }} />
          <Skeleton variant="rounded" height={64} />
        </Box>
      )}
      {canReply && messages && (
        <ChatReplyForm
          key={caseId}
          caseId={caseId}
          defaultChannel={replyChannel(messages, conversation.lastMessageChannel)}
          onSent={() => {
            void refetch().catch(() => undefined);
            onSent();
          }}
        />
      )}
    </Box>
  );
});
