import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppIcon } from '../../../app/layout/icons';
import { visuallyHidden } from '../../../shared/visually-hidden';
import type { CaseMessageFieldsFragment } from '../../../generated/graphql';
import { exactTime, relativeTime } from '../../request/relative-time';

const CHANNEL_LABEL: Record<string, string> = { EMAIL: 'E-mail', SMS: 'SMS' };

const STATUS: Record<string, { label: string; color: 'default' | 'success' | 'error' }> = {
  PENDING: { label: 'Pending', color: 'default' },
  SENT: { label: 'Sent', color: 'success' },
  ERROR: { label: 'Failed', color: 'error' },
};

/** The messages of the case, oldest first, each with its channel, time and delivery status in words. */
export function MessageThread({ messages }: { messages: readonly CaseMessageFieldsFragment[] }) {
  if (messages.length === 0) {
    return <Typography color="text.secondary">No messages yet.</Typography>;
  }
  const oldestFirst = [...messages].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return (
    <Stack component="ul" spacing={1.5} aria-label="Messages to the employee" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {oldestFirst.map((message) => (
        <MessageItem key={message.id} message={message} />
      ))}
    </Stack>
  );
}

function MessageItem({ message }: { message: CaseMessageFieldsFragment }) {
  const channel = CHANNEL_LABEL[message.channel] ?? message.channel;
  const status = STATUS[message.status] ?? { label: message.status, color: 'default' as const };
  const time = message.sentAt ?? message.createdAt;
  const heading = message.channel === 'EMAIL' && message.subject ? message.subject : null;
  return (
    <Box component="li" sx={{ borderLeft: 2, borderColor: 'divider', pl: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <AppIcon name={message.channel === 'SMS' ? 'chat' : 'email'} fontSize="small" />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {channel}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <time dateTime={time} title={exactTime(time)}>
            {relativeTime(time)}
          </time>
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={status.color}
          data-testid="message-status"
          label={
            <>
              <Box component="span" sx={visuallyHidden}>
                Status:{' '}
              </Box>
              {status.label}
            </>
          }
        />
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
