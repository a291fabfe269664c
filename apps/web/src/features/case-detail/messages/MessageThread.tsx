import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppIcon } from '../../../app/layout/icons';
import { MessageStatusChip } from '../../../shared/MessageStatusChip';
import type { CaseMessageFieldsFragment } from '../../../generated/graphql';
import { exactTime, relativeTime } from '../../request/relative-time';

const CHANNEL_LABEL: Record<string, string> = { EMAIL: 'E-mail', SMS: 'SMS' };

/** The messages of the case, oldest first, each with its direction, channel, time and delivery status in words. */
export function MessageThread({ messages }: { messages: readonly CaseMessageFieldsFragment[] }) {
  if (messages.length === 0) {
    return <Typography color="text.secondary">No messages yet.</Typography>;
  }
  const oldestFirst = [...messages].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return (
    <Stack component="ul" spacing={1.5} aria-label="Messages with the employee" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {oldestFirst.map((message) => (
        <MessageItem key={message.id} message={message} />
      ))}
    </Stack>
  );
}

function MessageItem({ message }: { message: CaseMessageFieldsFragment }) {
  const channel = CHANNEL_LABEL[message.channel] ?? message.channel;
  const time = message.sentAt ?? message.createdAt;
  const heading = message.channel === 'EMAIL' && message.subject ? message.subject : null;
  const inbound = message.type.startsWith('INBOUND');
  return (
    <Box component="li" sx={{ borderLeft: 2, borderColor: 'divider', pl: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <AppIcon name={message.channel === 'SMS' ? 'chat' : 'email'} fontSize="small" />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {channel} {inbound ? 'from the employee' : 'to the employee'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <time dateTime={time} title={exactTime(time)}>
            {relativeTime(time)}
          </time>
        </Typography>
        <MessageStatusChip status={message.status} inbound={inbound} />
      </Stack>
      {heading && (
        <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }}>
          {heading}
        </Typography>
      )}
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>
        {message.text}
      </Typography>
      {message.status === 'ERROR' && message.errorReason && (
        <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
          Not delivered: {message.errorReason}
        </Typography>
      )}
    </Box>
  );
}
