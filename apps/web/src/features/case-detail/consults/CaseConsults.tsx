import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import type { CaseDetailConsultsQuery, ConsultsViewerCanFragment } from '../../../generated/graphql';
import { exactTime, relativeTime } from '../../request/relative-time';
import { ActionDialog } from '../dialogs/ActionDialog';
import { useDialog } from '../dialogs/use-dialog';
import { SectionLoadState } from '../shared/SectionLoadState';
import { useCaseChange } from '../shared/use-case-change';
import { CONSULTS_QUERY, REQUEST_CONSULT_MUTATION, SEND_CONSULT_MESSAGE_MUTATION } from './consult-queries';

type Consult = CaseDetailConsultsQuery['allCaseConsultRequests'][number];

const MAX_REASON_LENGTH = 2000;
const MAX_MESSAGE_LENGTH = 5000;

/**
 * Consults on the case: TPA Support asks, TPA Medical answers, in a thread per consult. Internal: shown only
 * to who the api lets read consults, never to the employee. Someone else's change reaches the case page live
 * and reloads the case; the consults follow its newest timeline entry.
 */
export function CaseConsults({
  caseId,
  can,
  lastActivityId,
}: {
  caseId: string;
  can: ConsultsViewerCanFragment;
  /** The case's newest timeline entry: when it changes (a consult entry among others), the consults reload. */
  lastActivityId: string | undefined;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const dialog = useDialog<{ kind: 'request' }>(() => heading.current);
  const { data, loading, error, refetch } = useQuery(CONSULTS_QUERY, {
    variables: { caseId },
    fetchPolicy: 'cache-and-network',
  });
  const reload = () => refetch();
  const change = useCaseChange(reload);
  const seen = useRef(lastActivityId);
  useEffect(() => {
    if (seen.current === lastActivityId) return;
    seen.current = lastActivityId;
    void refetch().catch(() => undefined);
  }, [lastActivityId, refetch]);

  const consults = data?.allCaseConsultRequests;
  const hasOpen = consults?.some((consult) => consult.status === 'OPEN') ?? false;
  const request = async (reason: string) => {
    if (await change.run(REQUEST_CONSULT_MUTATION, { caseId, reason })) dialog.close();
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography
        ref={heading}
        tabIndex={-1}
        id={headingId}
        component="h2"
        variant="h6"
        sx={{ mb: 1, outline: 'none' }}
      >
        Consults
      </Typography>
      {consults === undefined ? (
        <SectionLoadState
          what="the consults"
          failed={!!error && !loading}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : consults.length === 0 ? (
        <Typography color="text.secondary">No consults requested.</Typography>
      ) : (
        <Stack component="ol" spacing={0} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {consults.map((consult, index) => (
            <ConsultItem
              key={consult.id}
              consult={consult}
              position={consults.length - index}
              canReply={can.sendCaseConsultMessage}
              busy={change.busy}
              onSend={(text, closeRequest) =>
                change.run(SEND_CONSULT_MESSAGE_MUTATION, { consultRequestId: consult.id, text, closeRequest })
              }
            />
          ))}
        </Stack>
      )}
      {can.requestCaseConsult && consults !== undefined && !hasOpen && (
        <Button size="small" sx={{ mt: 1 }} onClick={(event) => dialog.open({ kind: 'request' }, event.currentTarget)}>
          Request a consult
        </Button>
      )}
      {dialog.state && (
        <RequestDialog busy={change.busy} onClose={dialog.close} onSave={(reason) => void request(reason)} />
      )}
    </Paper>
  );
}

function When({ time }: { time: string }) {
  return (
    <time dateTime={time} title={exactTime(time)}>
      {relativeTime(time)}
    </time>
  );
}

/** One consult: why it was asked for, its thread, and (while open) a reply box that can also close it. */
function ConsultItem({
  consult,
  position,
  canReply,
  busy,
  onSend,
}: {
  consult: Consult;
  position: number;
  canReply: boolean;
  busy: boolean;
  onSend(text: string, closeRequest: boolean): Promise<boolean>;
}) {
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const isOpen = consult.status === 'OPEN';
  const error = touched && !text.trim() ? 'Write a message.' : undefined;
  const send = async (closeRequest: boolean) => {
    setTouched(true);
    if (!text.trim()) return;
    if (await onSend(text.trim(), closeRequest)) {
      setText('');
      setTouched(false);
    }
  };
  return (
    <Box
      component="li"
      data-testid="consult"
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle2">
          Consult {position}
        </Typography>
        <Chip size="small" color={isOpen ? 'warning' : 'default'} label={isOpen ? 'Open' : 'Closed'} />
        <Typography component="span" variant="body2" color="text.secondary">
          {consult.requestedByName ?? 'Someone'} asked <When time={consult.createdAt} />
        </Typography>
      </Stack>
      <Typography sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{consult.reason}</Typography>
      {consult.messages.length > 0 && (
        <Box
          component="ol"
          aria-label={`Messages of consult ${position}`}
          sx={{ listStyle: 'none', pl: 2, m: 0, mt: 1 }}
        >
          {consult.messages.map((message) => (
            <Box component="li" key={message.id} sx={{ py: 0.5 }}>
              <Typography variant="body2" color="text.secondary">
                {message.authorName ?? 'Someone'}, <When time={message.createdAt} />
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.text}</Typography>
            </Box>
          ))}
        </Box>
      )}
      {isOpen && canReply && (
        <Box
          component="form"
          noValidate
          sx={{ mt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            void send(false);
          }}
        >
          <TextField
            fullWidth
            multiline
            minRows={2}
            size="small"
            label={`Reply to consult ${position}`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={!!error}
            helperText={error}
            slotProps={{ htmlInput: { maxLength: MAX_MESSAGE_LENGTH } }}
          />
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Button type="submit" size="small" variant="contained" disabled={busy}>
              Send
            </Button>
            <Button size="small" disabled={busy} onClick={() => void send(true)}>
              Send and close
            </Button>
          </Stack>
        </Box>
      )}
      {!isOpen && consult.closedAt && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Consult closed <When time={consult.closedAt} />
        </Typography>
      )}
    </Box>
  );
}

function RequestDialog({ busy, onClose, onSave }: { busy: boolean; onClose(): void; onSave(reason: string): void }) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched && !reason.trim() ? 'Say why a consult is needed.' : undefined;
  return (
    <ActionDialog
      title="Request a consult"
      description="Consults are for the care team; the employee never sees them."
      confirmLabel="Request consult"
      busy={busy}
      onClose={onClose}
      onSubmit={() => {
        setTouched(true);
        if (reason.trim()) onSave(reason.trim());
      }}
    >
      <TextField
        required
        fullWidth
        multiline
        minRows={3}
        autoFocus
        label="Reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={!!error}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: MAX_REASON_LENGTH } }}
        sx={{ mt: 1 }}
      />
    </ActionDialog>
  );
}
