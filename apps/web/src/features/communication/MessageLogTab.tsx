import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../app/session/use-session';
import type { Channel, MessageStatus, MessageType } from '../../generated/graphql';
import { MessageStatusChip } from '../../shared/MessageStatusChip';
import { RetryAlert } from '../../shared/RetryAlert';
import { useSettledSearch } from '../../shared/use-settled-search';
import { visuallyHidden } from '../../shared/visually-hidden';
import { caseHref } from '../cases/CaseTable';
import { exactTime, relativeTime } from '../request/relative-time';
import { CASE_MESSAGES_LOG_QUERY } from './communication-queries';
import { PageButtons } from './PageButtons';
import { CHANNEL_LABEL, DIRECTION_LABEL, STATUS_LABEL, TYPE_LABEL } from './template-labels';
import { useCursorPages } from './use-cursor-pages';

export const MESSAGES_PER_PAGE = 25;
const SEARCH_DELAY_MS = 300;
const ANY = '';

const statusOfType = (type: string) =>
  type.endsWith('_PENDING') ? 'PENDING' : type.endsWith('_ERROR') ? 'ERROR' : 'SENT';

/** The types that go with the chosen channel and status: the api refuses a type that contradicts them. */
export function typesFor(channel: string, status: string): string[] {
  return Object.keys(TYPE_LABEL).filter(
    (type) => (!channel || type.includes(`_${channel}`)) && (!status || statusOfType(type) === status),
  );
}

/** Every e-mail and text message of the organization's cases the viewer can see, newest first, filtered. */
export function MessageLogTab() {
  const session = useSession();
  const [channel, setChannel] = useState(ANY);
  const [status, setStatus] = useState(ANY);
  const [type, setType] = useState(ANY);
  const [searchInput, setSearchInput] = useState('');
  const search = useSettledSearch(searchInput, SEARCH_DELAY_MS);
  const types = typesFor(channel, status);
  // A type the other filters rule out is dropped rather than sent (the api would refuse it).
  const typeFilter = types.includes(type) ? type : ANY;
  const pages = useCursorPages();
  const { reset } = pages;
  useEffect(() => reset(), [channel, status, typeFilter, search, reset]);

  const { data, previousData, loading, error, refetch } = useQuery(CASE_MESSAGES_LOG_QUERY, {
    variables: {
      organizationId: session.organizationId,
      input: {
        first: MESSAGES_PER_PAGE,
        after: pages.after,
        channel: (channel || null) as Channel | null,
        status: (status || null) as MessageStatus | null,
        type: (typeFilter || null) as MessageType | null,
        search: search || null,
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.caseMessagesLog;
  const messages = page?.messages ?? [];
  const filtered = !!(channel || status || typeFilter || search);

  return (
    <Box>
      <Stack
        role="search"
        aria-label="Filter messages"
        direction="row"
        sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
      >
        <TextField
          size="small"
          type="search"
          label="Search case or employee"
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          sx={{ minWidth: 240 }}
        />
        <FilterSelect label="Channel" value={channel} onChange={setChannel} options={CHANNEL_LABEL} />
        <FilterSelect label="Status" value={status} onChange={setStatus} options={STATUS_LABEL} />
        <FilterSelect
          label="Type"
          value={typeFilter}
          onChange={setType}
          options={Object.fromEntries(types.map((option) => [option, TYPE_LABEL[option]]))}
          minWidth={220}
        />
      </Stack>

      <Box aria-live="polite" aria-busy={loading ? 'true' : 'false'}>
        {loading && !page ? (
          <Box>
            <Box component="span" sx={visuallyHidden}>
              Loading messages…
            </Box>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} variant="rectangular" height={40} sx={{ mb: 1 }} />
            ))}
          </Box>
        ) : error && !page ? (
          <RetryAlert onRetry={() => void refetch()}>
            We couldn&apos;t load the message log. Check your connection and try again.
          </RetryAlert>
        ) : messages.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <Typography component="h2" variant="h6" gutterBottom>
              {filtered ? 'No messages match these filters' : 'No messages yet'}
            </Typography>
            <Typography color="text.secondary">
              {filtered
                ? 'Clear a filter to see more messages.'
                : 'E-mails and text messages to and from employees appear here once a case team sends one.'}
            </Typography>
          </Paper>
        ) : (
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label="Message log">
              <TableHead>
                <TableRow>
                  <TableCell>When</TableCell>
                  <TableCell>Case</TableCell>
                  <TableCell>Employee</TableCell>
                  <TableCell>Channel</TableCell>
                  <TableCell>Type</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Attempts</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {messages.map((message) => (
                  <TableRow key={message.id} hover>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <time dateTime={message.createdAt} title={exactTime(message.createdAt)}>
                        {relativeTime(message.createdAt)}
                      </time>
                    </TableCell>
                    <TableCell>
                      <Link
                        component={RouterLink}
                        to={caseHref(message.caseId)}
                        // The case's title is read with its short id: a row of short ids says little aloud.
                        aria-label={`${message.caseShortId}: ${message.caseTitle}`}
                        sx={{ fontWeight: 500 }}
                      >
                        {message.caseShortId}
                      </Link>
                      <Typography variant="body2" color="text.secondary" noWrap sx={{ maxWidth: 240 }}>
                        {message.caseTitle}
                      </Typography>
                    </TableCell>
                    <TableCell>{message.employeeName ?? '—'}</TableCell>
                    <TableCell>{CHANNEL_LABEL[message.channel] ?? message.channel}</TableCell>
                    <TableCell>
                      {DIRECTION_LABEL[message.direction] ?? message.direction}
                      {message.subject && (
                        <Typography variant="body2" color="text.secondary" noWrap sx={{ maxWidth: 240 }}>
                          {message.subject}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      <MessageStatusChip status={message.status} inbound={message.direction === 'INBOUND'} />
                      {message.status === 'ERROR' && message.errorReason && (
                        <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
                          {message.errorReason}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>{message.direction === 'OUTBOUND' ? message.attempts : '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <PageButtons
          label="Message log pages"
          pageNumber={pages.pageNumber}
          hasPrevious={pages.hasPrevious}
          hasNext={!!page?.pageInfo.hasNextPage}
          onPrevious={pages.previous}
          onNext={() => pages.next(page?.pageInfo.endCursor)}
        />
      </Box>
    </Box>
  );
}

function FilterSelect({
  label,
  value,
  onChange,
  options,
  minWidth = 140,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Record<string, string>;
  minWidth?: number;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth }}
    >
      <MenuItem value={ANY}>Any</MenuItem>
      {Object.entries(options).map(([option, optionLabel]) => (
        <MenuItem key={option} value={option}>
          {optionLabel}
        </MenuItem>
      ))}
    </TextField>
  );
}
