import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { forwardRef, type KeyboardEvent } from 'react';
import { AppIcon } from '../../app/layout/icons';
import type { ChatConversationFieldsFragment } from '../../generated/graphql';
import { visuallyHidden } from '../../shared/visually-hidden';
import { exactTime, relativeTime } from '../request/relative-time';

export type Conversation = ChatConversationFieldsFragment;

const CHANNEL_LABEL: Record<string, string> = { EMAIL: 'E-mail', SMS: 'SMS' };

/** "3 unread messages" for screen readers (the badge shows the number alone). */
export const unreadText = (count: number) => `${count} unread message${count === 1 ? '' : 's'}`;

interface ConversationListProps {
  conversations: readonly Conversation[];
  /** The conversation the keyboard is on (j/k), focusable with Tab. */
  activeCaseId: string | null;
  /** The conversation shown on the right. */
  openCaseId: string | null;
  onActivate: (caseId: string) => void;
  onOpen: (caseId: string) => void;
  /** Called with each row's button, so the page can move focus to it (j/k, Esc). */
  registerRow: (caseId: string, element: HTMLButtonElement | null) => void;
}

/**
 * The inbox: one row per case, newest last message first, with its unread count. One row at a time is in
 * the tab order (roving tabindex); the page moves between rows with j/k or the arrow keys.
 */
export function ConversationList({
  conversations,
  activeCaseId,
  openCaseId,
  onActivate,
  onOpen,
  registerRow,
}: ConversationListProps) {
  const focusable = activeCaseId ?? conversations[0]?.caseId ?? null;
  return (
    <Box component="ul" aria-label="Conversations" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {conversations.map((conversation) => (
        <Box component="li" key={conversation.caseId} sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <ConversationRow
            ref={(element) => registerRow(conversation.caseId, element)}
            conversation={conversation}
            isOpen={conversation.caseId === openCaseId}
            tabIndex={conversation.caseId === focusable ? 0 : -1}
            onFocus={() => onActivate(conversation.caseId)}
            onClick={() => onOpen(conversation.caseId)}
          />
        </Box>
      ))}
    </Box>
  );
}

interface RowProps {
  conversation: Conversation;
  isOpen: boolean;
  tabIndex: number;
  onFocus: () => void;
  onClick: () => void;
}

const ConversationRow = forwardRef<HTMLButtonElement, RowProps>(function ConversationRow(
  { conversation, isOpen, tabIndex, onFocus, onClick },
  ref,
) {
  const unread = conversation.unreadCount;
  const inbound = conversation.lastMessageDirection === 'INBOUND';
  const channel = CHANNEL_LABEL[conversation.lastMessageChannel] ?? conversation.lastMessageChannel;
  return (
    <ButtonBase
      ref={ref}
      tabIndex={tabIndex}
      aria-current={isOpen ? 'true' : undefined}
      onFocus={onFocus}
      onClick={onClick}
      onKeyDown={(event: KeyboardEvent) => {
        // Space opens as Enter does (a button's own behaviour), without scrolling the page.
        if (event.key === ' ') event.preventDefault();
      }}
      data-testid="conversation-row"
      sx={{
        display: 'block',
        width: '100%',
        textAlign: 'left',
        px: 2,
        py: 1.5,
        bgcolor: isOpen ? 'action.selected' : undefined,
        '&:hover': { bgcolor: 'action.hover' },
        '&.Mui-focusVisible, &:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: unread > 0 ? 700 : 500, minWidth: 0 }}>
          {conversation.employeeName ?? 'Employee'}
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            {' '}
            · #{conversation.shortId}
          </Box>
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
          <time dateTime={conversation.lastMessageAt} title={exactTime(conversation.lastMessageAt)}>
            {relativeTime(conversation.lastMessageAt)}
          </time>
        </Typography>
      </Stack>
      <Typography variant="caption" color="text.secondary" noWrap component="p">
        {conversation.title}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
        <AppIcon name={conversation.lastMessageChannel === 'SMS' ? 'chat' : 'email'} fontSize="small" aria-hidden />
        <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
          <Box component="span" sx={visuallyHidden}>
            {`Last message, ${channel}, ${inbound ? 'from the employee' : 'to the employee'}: `}
          </Box>
          {!inbound && (
            <Box component="span" aria-hidden sx={{ color: 'text.secondary' }}>
              You:{' '}
            </Box>
          )}
          {conversation.lastMessagePreview}
        </Typography>
        {unread > 0 && (
          <Badge
            badgeContent={unread}
            color="primary"
            max={99}
            data-testid="unread-badge"
            sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
            slotProps={{ badge: { 'aria-hidden': true } as Record<string, unknown> }}
          >
            <Box component="span" sx={visuallyHidden}>
              {unreadText(unread)}
            </Box>
          </Badge>
        )}
      </Stack>
    </ButtonBase>
  );
});
