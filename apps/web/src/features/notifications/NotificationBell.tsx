import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useRef, useState } from 'react';
import { generatePath, useNavigate } from 'react-router';
import type { NotificationBellListQuery } from '../../generated/graphql';
import { routeHref } from '../../app/routes/route-table';
import { visuallyHidden } from '../../shared/visually-hidden';
import { exactTime, relativeTime } from '../request/relative-time';
import {
  MARK_ALL_NOTIFICATIONS_READ_MUTATION,
  MARK_NOTIFICATIONS_READ_MUTATION,
  MY_NOTIFICATIONS_QUERY,
  NOTIFICATION_RECEIVED_SUBSCRIPTION,
  UNREAD_NOTIFICATIONS_QUERY,
} from './notifications-queries';

type Notice = NotificationBellListQuery['myNotifications']['notifications'][number];

export const PAGE_SIZE = 20;
export const EMPTY_MESSAGE = "You're all caught up";

/** "Notifications, 3 unread": the bell's accessible name carries the count the badge shows. */
export const bellLabel = (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications');

// Material Design "notifications" (Apache License 2.0), inlined as the shell's other icons are.
const BELL_PATH =
  'M12 22c1.1 0 2-.9 2-2h-4c0 1.1.89 2 2 2zm6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1l-2-2z';

interface ListState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: Notice[];
  endCursor: string | null;
  hasNextPage: boolean;
  loadingMore: boolean;
}

const INITIAL: ListState = { status: 'idle', items: [], endCursor: null, hasNextPage: false, loadingMore: false };

/**
 * The bell in the top bar: the unread count (kept live by the notificationReceived subscription) and,
 * when opened, the person's notices newest first. Following one marks it read and opens its case.
 */
export function NotificationBell() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popoverId = useId();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [list, setList] = useState<ListState>(INITIAL);
  const [actionError, setActionError] = useState<string | null>(null);
  const unread = useQuery(UNREAD_NOTIFICATIONS_QUERY);
  const unreadCount = unread.data?.unreadNotificationCount ?? 0;

  const setUnread = useCallback(
    (count: number) =>
      client.cache.writeQuery({ query: UNREAD_NOTIFICATIONS_QUERY, data: { unreadNotificationCount: count } }),
    [client],
  );

  // Only the newest first-page load may replace the list: answers can come back out of order.
  const latestLoad = useRef(0);
  const load = useCallback(
    async (after: string | null, refresh = false) => {
      const loadNumber = after ? latestLoad.current : ++latestLoad.current;
      setList((current) => {
        if (after) return { ...current, loadingMore: true };
        // A refresh for a live notice keeps what is shown until the new page arrives (no flicker).
        return refresh && current.status === 'ready' ? current : { ...INITIAL, status: 'loading' };
      });
      try {
        const { data } = await client.query({
          query: MY_NOTIFICATIONS_QUERY,
          variables: { recordsPerPage: PAGE_SIZE, after },
          fetchPolicy: 'network-only',
        });
        if (loadNumber !== latestLoad.current) return;
        const page = data!.myNotifications;
        setList((current) => ({
          status: 'ready',
          items: after ? [...current.items, ...page.notifications] : page.notifications,
          endCursor: page.pageInfo.endCursor ?? null,
          hasNextPage: page.pageInfo.hasNextPage,
          loadingMore: false,
        }));
      } catch {
        if (loadNumber !== latestLoad.current) return;
        if (refresh && !after) return; // the list shown stays; the next opening loads it again
        setList((current) => (after ? { ...current, loadingMore: false } : { ...INITIAL, status: 'error' }));
        if (after) setActionError('More notifications could not be loaded. Try again.');
      }
    },
    [client],
  );

  useSubscription(NOTIFICATION_RECEIVED_SUBSCRIPTION, {
    ignoreResults: true,
    onData: ({ data }) => {
      const received = data.data?.notificationReceived;
      if (!received) return;
      setUnread(received.unreadCount);
      // An open list shows the new notice at the top (with its body, which only the list gives).
      if (open) void load(null, true);
    },
    // A dropped live connection reconnects by itself; the count is read again when the bell opens.
    onError: () => undefined,
  });

  const openBell = () => {
    setOpen(true);
    setActionError(null);
    void load(null);
    void unread.refetch().catch(() => undefined);
  };

  const markRead = async (ids: string[]) => {
    const { data } = await client.mutate({ mutation: MARK_NOTIFICATIONS_READ_MUTATION, variables: { ids } });
    const answer = data!.markNotificationsRead;
    const readAt = new Map(answer.notifications.map((notice) => [notice.id, notice.readAt]));
    setList((current) => ({
      ...current,
      items: current.items.map((item) =>
        readAt.has(item.id) ? { ...item, readAt: readAt.get(item.id) ?? null } : item,
      ),
    }));
    setUnread(answer.unreadCount);
  };

  const follow = async (notice: Notice) => {
    setActionError(null);
    try {
      if (!notice.readAt) await markRead([notice.id]);
    } catch {
      setActionError('The notification could not be marked as read.');
      return;
    }
    if (notice.caseId && notice.caseAvailable) {
      setOpen(false);
      void navigate(generatePath(routeHref('caseDetail'), { caseId: notice.caseId }));
    }
  };

  const markAll = async () => {
    setActionError(null);
    try {
      const { data } = await client.mutate({ mutation: MARK_ALL_NOTIFICATIONS_READ_MUTATION });
      const now = new Date().toISOString();
      setList((current) => ({
        ...current,
        items: current.items.map((item) => ({ ...item, readAt: item.readAt ?? now })),
      }));
      setUnread(data!.markAllNotificationsRead.unreadCount);
    } catch {
      setActionError('The notifications could not be marked as read.');
    }
  };

  const anyUnread = unreadCount > 0 || list.items.some((item) => !item.readAt);

  return (
    <>
      <IconButton
        ref={buttonRef}
        color="inherit"
        aria-haspopup="dialog"
        aria-expanded={open ? 'true' : 'false'}
        aria-controls={open ? popoverId : undefined}
        onClick={openBell}
      >
        {/* Named by its own (hidden) text, not aria-label: the badge shows a number, which an aria-label
            would have to repeat as shown ("99+") for the name to contain the visible text. */}
        <Box component="span" sx={visuallyHidden}>
          {bellLabel(unreadCount)}
        </Box>
        <Badge badgeContent={unreadCount} max={99} color="error" aria-hidden="true">
          <SvgIcon>
            <path d={BELL_PATH} />
          </SvgIcon>
        </Badge>
      </IconButton>
      <Popover
        id={popoverId}
        open={open}
        anchorEl={buttonRef.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': headingId,
            sx: { width: 'min(400px, calc(100vw - 16px))', maxHeight: 'min(560px, calc(100vh - 96px))' },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5, gap: 1 }}>
          <Typography id={headingId} component="h2" variant="subtitle1" sx={{ flexGrow: 1, fontWeight: 600 }}>
            Notifications
          </Typography>
          <Button size="small" onClick={() => void markAll()} disabled={!anyUnread}>
            Mark all as read
          </Button>
        </Box>
        {actionError && (
          <Alert severity="error" sx={{ mx: 2, mb: 1 }}>
            {actionError}
          </Alert>
        )}
        <NoticeList list={list} onFollow={(notice) => void follow(notice)} onRetry={() => void load(null)} />
        {list.status === 'ready' && list.hasNextPage && (
          <Box sx={{ px: 2, pb: 1.5 }}>
            <Button fullWidth onClick={() => void load(list.endCursor)} disabled={list.loadingMore}>
              {list.loadingMore ? 'Loading…' : 'Load more'}
            </Button>
          </Box>
        )}
      </Popover>
    </>
  );
}

function NoticeList({
  list,
  onFollow,
  onRetry,
}: {
  list: ListState;
  onFollow: (notice: Notice) => void;
  onRetry: () => void;
}) {
  if (list.status === 'loading' || list.status === 'idle') {
    return (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress size={28} aria-label="Loading notifications" />
      </Box>
    );
  }
  if (list.status === 'error') {
    return (
      <Alert
        severity="error"
        sx={{ mx: 2, mb: 2 }}
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        Notifications could not be loaded.
      </Alert>
    );
  }
  if (list.items.length === 0) {
    return (
      <Typography role="status" color="text.secondary" sx={{ px: 2, pb: 3, pt: 1 }}>
        {EMPTY_MESSAGE}
      </Typography>
    );
  }
  return (
    <List dense disablePadding aria-label="Notifications, newest first" sx={{ pb: 1 }}>
      {list.items.map((notice) => (
        <li key={notice.id}>
          <ListItemButton
            onClick={() => onFollow(notice)}
            sx={{ alignItems: 'flex-start', gap: 1.5, bgcolor: notice.readAt ? undefined : 'action.hover' }}
          >
            <Box
              aria-hidden="true"
              sx={{
                mt: 0.75,
                width: 8,
                height: 8,
                flexShrink: 0,
                borderRadius: '50%',
                bgcolor: notice.readAt ? 'transparent' : 'primary.main',
              }}
            />
            <Box sx={{ minWidth: 0 }}>
              {!notice.readAt && <Box sx={visuallyHidden}>Unread: </Box>}
              <Typography variant="body2" sx={{ fontWeight: notice.readAt ? 400 : 600 }}>
                {notice.title}
              </Typography>
              {notice.body && (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {notice.body}
                </Typography>
              )}
              {notice.caseId && !notice.caseAvailable && (
                <Typography variant="caption" color="text.secondary" component="p">
                  You no longer have access to this case.
                </Typography>
              )}
              <Typography variant="caption" color="text.secondary" component="p">
                <time dateTime={notice.createdAt} title={exactTime(notice.createdAt)}>
                  {relativeTime(notice.createdAt)}
                </time>
              </Typography>
            </Box>
          </ListItemButton>
        </li>
      ))}
    </List>
  );
}
