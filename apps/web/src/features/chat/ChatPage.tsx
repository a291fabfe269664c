import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../app/session/use-session';
import { RetryAlert } from '../../shared/RetryAlert';
import { useSettledSearch } from '../../shared/use-settled-search';
import { visuallyHidden } from '../../shared/visually-hidden';
import { LIST_UPDATED_ANNOUNCEMENT, useLiveCaseList } from '../cases/use-live-case-list';
import {
  CHAT_ACKNOWLEDGE_MUTATION,
  CHAT_CONVERSATIONS_CHANGED_SUBSCRIPTION,
  CHAT_CONVERSATIONS_QUERY,
} from './chat-queries';
import { ChatThreadPane } from './ChatThreadPane';
import { type Conversation, ConversationList } from './ConversationList';

export const CHAT_PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 300;
export const CONVERSATIONS_UPDATED = 'Conversations updated';

interface OlderPages {
  conversations: Conversation[];
  endCursor: string | null;
  more: boolean;
  loaded: boolean;
}
const NO_OLDER_PAGES: OlderPages = { conversations: [], endCursor: null, more: false, loaded: false };

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Chat (chat, every role): a live inbox of message threads by case, newest first. Staff see the cases
 * their case list shows, with unread counts; opening a conversation acknowledges its inbound messages and
 * offers a reply in place. An employee sees the threads of its own requests, read-only, with a link to the
 * request. Keys: j/k (or the arrow keys in the list) move, Enter opens, Esc goes back to the list.
 */
export function ChatPage() {
  const session = useSession();
  const isStaff = session.user?.role !== 'USER';
  const client = useApolloClient();
  const [params, setParams] = useSearchParams();
  const openCaseId = params.get('case');
  const [searchInput, setSearchInput] = useState('');
  const searchText = useSettledSearch(searchInput, SEARCH_DELAY_MS);
  const variables = { input: { recordsPerPage: CHAT_PAGE_SIZE, ...(searchText ? { searchText } : {}) } };
  const { data, error, loading, refetch } = useQuery(CHAT_CONVERSATIONS_QUERY, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  /** Pages after the first, loaded with "Load more conversations" (`loaded` once there is one). */
  const [older, setOlder] = useState<OlderPages>(NO_OLDER_PAGES);
  const [loadingMore, setLoadingMore] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  const [activeCaseId, setActiveCaseId] = useState<string | null>(null);
  const rows = useRef(new Map<string, HTMLButtonElement>());
  const threadHeading = useRef<HTMLHeadingElement>(null);
  const wide = useMediaQuery('(min-width:900px)');

  const firstPage = data?.messageConversations;
  // A conversation that moved to the first page (a new message) is shown there only.
  const conversations = useMemo(() => {
    const first = firstPage?.conversations ?? [];
    const seen = new Set(first.map((conversation) => conversation.caseId));
    return [...first, ...older.conversations.filter((conversation) => !seen.has(conversation.caseId))];
  }, [firstPage, older.conversations]);
  const hasMore = older.loaded ? older.more : (firstPage?.pageInfo.hasNextPage ?? false);
  const open = conversations.find((conversation) => conversation.caseId === openCaseId) ?? null;

  useEffect(() => setOlder(NO_OLDER_PAGES), [searchText]);

  const refresh = useCallback(() => {
    void refetch().catch(() => undefined);
    setRefreshKey((key) => key + 1);
  }, [refetch]);
  const live = useLiveCaseList(CHAT_CONVERSATIONS_CHANGED_SUBSCRIPTION, refresh);

  // Opening a conversation, and any new message arriving while it is open, acknowledges it for the team.
  const [acknowledge] = useMutation(CHAT_ACKNOWLEDGE_MUTATION);
  const acknowledging = useRef<string | null>(null);
  useEffect(() => {
    if (!isStaff || !open || open.unreadCount === 0) return;
    const key = `${open.caseId}:${open.lastMessageId}`;
    if (acknowledging.current === key) return;
    acknowledging.current = key;
    acknowledge({ variables: { caseId: open.caseId } })
      .then(() => refetch())
      .catch(() => {
        // The badge stays; the next change or opening tries again.
        acknowledging.current = null;
      });
  }, [isStaff, open, acknowledge, refetch]);

  const loadMore = async () => {
    const after = older.loaded ? older.endCursor : firstPage?.pageInfo.endCursor;
    if (!after || loadingMore) return;
    setLoadingMore(true);
    try {
      const next = await client.query({
        query: CHAT_CONVERSATIONS_QUERY,
        variables: { input: { ...variables.input, after } },
        fetchPolicy: 'network-only',
      });
      const page = next.data?.messageConversations;
      if (page) {
        setOlder((previous) => ({
          conversations: [...previous.conversations, ...page.conversations],
          endCursor: page.pageInfo.endCursor,
          more: page.pageInfo.hasNextPage,
          loaded: true,
        }));
      }
    } finally {
      setLoadingMore(false);
    }
  };

  const focusRow = (caseId: string) => {
    setActiveCaseId(caseId);
    rows.current.get(caseId)?.focus();
  };
  const openConversation = (caseId: string) => {
    setActiveCaseId(caseId);
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('case', caseId);
      return next;
    });
    requestAnimationFrame(() => threadHeading.current?.focus());
  };
  const backToList = () => {
    const closed = openCaseId;
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('case');
      return next;
    });
    if (closed) requestAnimationFrame(() => focusRow(closed));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      if (!openCaseId) return;
      event.preventDefault();
      backToList();
      return;
    }
    if (isTyping(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
    const inList = event.target instanceof HTMLElement && !!event.target.closest('[data-chat-list]');
    const down = event.key === 'j' || (inList && event.key === 'ArrowDown');
    const up = event.key === 'k' || (inList && event.key === 'ArrowUp');
    if (!down && !up) return;
    if (conversations.length === 0) return;
    event.preventDefault();
    // The row that has focus, else the one the keyboard was last on, else the open one.
    const focused = [...rows.current].find(([, element]) => element === event.target)?.[0];
    const from = focused ?? activeCaseId ?? openCaseId;
    const current = conversations.findIndex((conversation) => conversation.caseId === from);
    const index = current === -1 ? 0 : Math.min(conversations.length - 1, Math.max(0, current + (down ? 1 : -1)));
    focusRow(conversations[index].caseId);
  };

  const announcement = live.announcement.replace(LIST_UPDATED_ANNOUNCEMENT, CONVERSATIONS_UPDATED);
  const showList = wide || !open;
  const showThread = wide || !!open;

  return (
    <Box onKeyDown={onKeyDown} sx={{ py: { xs: 2, sm: 3 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        Chat
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {isStaff
          ? 'Messages with employees, by case. Keys: j and k move, Enter opens, Esc goes back to the list.'
          : 'Messages about your requests. Keys: j and k move, Enter opens, Esc goes back to the list.'}
      </Typography>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        {showList && (
          <Paper
            component="section"
            variant="outlined"
            aria-labelledby="chat-conversations-heading"
            data-chat-list
            sx={{ width: wide ? 380 : '100%', flexShrink: 0 }}
          >
            <Box sx={{ p: 2, pb: 1 }}>
              <Typography id="chat-conversations-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
                Conversations
              </Typography>
              <TextField
                label="Search conversations"
                size="small"
                fullWidth
                type="search"
                value={searchInput}
                onChange={(event) => setSearchInput(event.target.value)}
              />
            </Box>
            {firstPage ? (
              conversations.length === 0 ? (
                <Typography color="text.secondary" sx={{ p: 2 }}>
                  {searchText
                    ? 'No conversation matches this search.'
                    : isStaff
                      ? 'No conversations yet. Messages to and from employees appear here.'
                      : 'No conversations yet. Messages about your requests appear here.'}
                </Typography>
              ) : (
                <>
                  <ConversationList
                    conversations={conversations}
                    activeCaseId={activeCaseId}
                    openCaseId={openCaseId}
                    onActivate={setActiveCaseId}
                    onOpen={openConversation}
                    registerRow={(caseId, element) => {
                      if (element) rows.current.set(caseId, element);
                      else rows.current.delete(caseId);
                    }}
                  />
                  {hasMore && (
                    <Box sx={{ p: 1.5 }}>
                      <Button onClick={() => void loadMore()} disabled={loadingMore}>
                        {loadingMore ? 'Loading…' : 'Load more conversations'}
                      </Button>
                    </Box>
                  )}
                </>
              )
            ) : error && !loading ? (
              <Box sx={{ p: 2 }}>
                <RetryAlert onRetry={() => void refetch().catch(() => undefined)}>
                  We couldn&apos;t load your conversations. Check your connection and try again.
                </RetryAlert>
              </Box>
            ) : (
              <Box sx={{ p: 2 }} aria-busy="true">
                <Box role="status" sx={visuallyHidden}>
                  Loading conversations…
                </Box>
                <Skeleton variant="rounded" height={64} sx={{ mb: 1 }} />
                <Skeleton variant="rounded" height={64} sx={{ mb: 1 }} />
                <Skeleton variant="rounded" height={64} />
              </Box>
            )}
          </Paper>
        )}
        {showThread && (
          <Paper
            component="section"
            variant="outlined"
            aria-label={open ? `Conversation about #${open.shortId}` : 'Conversation'}
            sx={{ flex: 1, minWidth: 0, p: 2 }}
          >
            {!wide && open && (
              <Button onClick={backToList} sx={{ mb: 1 }}>
                Back to conversations
              </Button>
            )}
            {open ? (
              <ChatThreadPane
                key={open.caseId}
                ref={threadHeading}
                conversation={open}
                canReply={isStaff}
                refreshKey={refreshKey}
                onSent={refresh}
              />
            ) : (
              <Typography color="text.secondary">
                {openCaseId && firstPage
                  ? 'This conversation is not in the list. It may have no messages you can see.'
                  : 'Choose a conversation to read its messages.'}
              </Typography>
            )}
          </Paper>
        )}
      </Stack>
    </Box>
  );
}

export default ChatPage;
