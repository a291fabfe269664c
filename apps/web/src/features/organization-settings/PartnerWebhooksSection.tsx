import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
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
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useToast } from '../../app/notifications/use-toast';
import type { PartnerWebhookDeliveryStatus } from '../../generated/graphql';
import { RetryAlert } from '../../shared/RetryAlert';
import { visuallyHidden } from '../../shared/visually-hidden';
import { ActionDialog } from '../case-detail/dialogs/ActionDialog';
import { caseHref } from '../cases/CaseTable';
import { PageButtons } from '../communication/PageButtons';
import { useCursorPages } from '../communication/use-cursor-pages';
import { describeError } from '../request/api-errors';
import { exactTime, relativeTime } from '../request/relative-time';
import { CopyableField } from './CopyableField';
import { answerLabel, DELIVERY_STATUS_COLOR, DELIVERY_STATUS_LABEL, eventLabel } from './webhook-delivery-labels';
import { WebhookDeliveryDialog } from './WebhookDeliveryDialog';
import {
  PARTNER_WEBHOOK_DELIVERIES_QUERY,
  PARTNER_WEBHOOK_SIGNING_QUERY,
  ROTATE_PARTNER_WEBHOOK_SECRET_MUTATION,
} from './webhook-queries';

export const DELIVERIES_PER_PAGE = 20;
const ANY = '';

/**
 * The partner webhook's signing secret and delivery log, under the partner settings (whoever may edit them;
 * the api refuses anyone else). Deliveries are listed newest first with their event, case, status, the
 * partner's last answer and the number of tries; a row opens its details, where Replay sends it again.
 */
export function PartnerWebhooksSection({ organizationId }: { organizationId: string }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby="partner-webhooks-heading" sx={{ p: 2 }}>
      <Typography id="partner-webhooks-heading" component="h2" variant="h6">
        Webhook deliveries
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        When the webhook is on, case events are posted to the webhook address, signed with the secret below (Standard
        Webhooks: webhook-id, webhook-timestamp, webhook-signature). Failed deliveries are retried with growing waits.
      </Typography>
      <Stack spacing={2}>
        <SigningSecret organizationId={organizationId} />
        <DeliveryLog organizationId={organizationId} />
      </Stack>
    </Paper>
  );
}

function SigningSecret({ organizationId }: { organizationId: string }) {
  const toast = useToast();
  const variables = { organizationId };
  const { data, loading, error, refetch } = useQuery(PARTNER_WEBHOOK_SIGNING_QUERY, { variables });
  const [rotate, rotating] = useMutation(ROTATE_PARTNER_WEBHOOK_SECRET_MUTATION);
  const [confirming, setConfirming] = useState(false);
  const [issued, setIssued] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  const issue = async () => {
    try {
      const answer = (await rotate({ variables })).data?.rotatePartnerWebhookSecret;
      if (!answer?.success) return toast.error(answer?.message ?? undefined);
      setIssued(answer.secret);
      setConfirming(false);
      await refetch();
    } catch (failure) {
      toast.error(describeError(failure).message);
    }
  };

  if (!data) {
    if (error && !loading)
      return (
        <RetryAlert onRetry={() => void refetch()}>
          We couldn&apos;t load the signing secret. Check your connection and try again.
        </RetryAlert>
      );
    return <Skeleton variant="rectangular" height={56} aria-label="Loading the signing secret" />;
  }
  const issuedAt = data.partnerWebhookSigning.secretIssuedAt;
  return (
    <Stack spacing={1.5}>
      {issuedAt ? (
        <Typography>
          A signing secret was issued{' '}
          <time dateTime={issuedAt} title={exactTime(issuedAt)}>
            {relativeTime(issuedAt)}
          </time>
          .
        </Typography>
      ) : (
        <Alert severity="warning">No signing secret yet: nothing is sent until one is issued.</Alert>
      )}
      {issued && (
        <Alert severity="success" onClose={() => setIssued(null)} closeText="Hide the secret">
          <Typography sx={{ mb: 1 }}>Copy the secret now: it is not shown again.</Typography>
          <CopyableField label="Webhook signing secret" value={issued} autoFocus />
        </Alert>
      )}
      <div>
        <Button
          variant="outlined"
          loading={rotating.loading && !confirming}
          onClick={(event) => {
            opener.current = event.currentTarget;
            if (issuedAt) setConfirming(true);
            else void issue();
          }}
        >
          {issuedAt ? 'Replace the signing secret' : 'Create a signing secret'}
        </Button>
      </div>
      {confirming && (
        <ActionDialog
          title="Replace the signing secret?"
          description="The partner's endpoint refuses deliveries signed with the new secret until it is entered there."
          confirmLabel="Replace the secret"
          destructive
          busy={rotating.loading}
          onClose={() => {
            setConfirming(false);
            window.setTimeout(() => opener.current?.focus(), 0);
          }}
          onSubmit={() => void issue()}
        />
      )}
    </Stack>
  );
}

function DeliveryLog({ organizationId }: { organizationId: string }) {
  const [status, setStatus] = useState<PartnerWebhookDeliveryStatus | ''>(ANY);
  const [open, setOpen] = useState<string | null>(null);
  const pages = useCursorPages();
  const { reset } = pages;
  useEffect(() => reset(), [status, reset]);
  const { data, previousData, loading, error, refetch } = useQuery(PARTNER_WEBHOOK_DELIVERIES_QUERY, {
    variables: { organizationId, status: status || null, recordsPerPage: DELIVERIES_PER_PAGE, after: pages.after },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.partnerWebhookDeliveries;
  const deliveries = page?.deliveries ?? [];

  return (
    <Box>
      <Box role="search" aria-label="Filter webhook deliveries" sx={{ mb: 2, display: 'flex', gap: 1 }}>
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as PartnerWebhookDeliveryStatus | '')}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value={ANY}>Any</MenuItem>
          {Object.entries(DELIVERY_STATUS_LABEL).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <Button size="small" onClick={() => void refetch()}>
          Refresh
        </Button>
      </Box>
      <Box aria-live="polite" aria-busy={loading ? 'true' : 'false'}>
        {loading && !page ? (
          <Box>
            <Box component="span" sx={visuallyHidden}>
              Loading webhook deliveries…
            </Box>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} variant="rectangular" height={40} sx={{ mb: 1 }} />
            ))}
          </Box>
        ) : error && !page ? (
          <RetryAlert onRetry={() => void refetch()}>
            We couldn&apos;t load the webhook deliveries. Check your connection and try again.
          </RetryAlert>
        ) : deliveries.length === 0 ? (
          <Box sx={{ p: 3, textAlign: 'center' }}>
            <Typography component="h3" variant="subtitle1" gutterBottom>
              {status ? 'No deliveries with this status' : 'No webhook deliveries yet'}
            </Typography>
            <Typography color="text.secondary">
              {status
                ? 'Choose another status to see more deliveries.'
                : 'Turn on the webhook and set its address above: each case event then appears here.'}
            </Typography>
          </Box>
        ) : (
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label="Webhook deliveries">
              <TableHead>
                <TableRow>
                  <TableCell>When</TableCell>
                  <TableCell>Event</TableCell>
                  <TableCell>Case</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Answer</TableCell>
                  <TableCell>Tries</TableCell>
                  <TableCell>
                    <Box component="span" sx={visuallyHidden}>
                      Details
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {deliveries.map((delivery) => (
                  <TableRow key={delivery.id} hover>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <time dateTime={delivery.createdAt} title={exactTime(delivery.createdAt)}>
                        {relativeTime(delivery.createdAt)}
                      </time>
                    </TableCell>
                    <TableCell>{eventLabel(delivery.eventType)}</TableCell>
                    <TableCell>
                      <Link component={RouterLink} to={caseHref(delivery.caseId)} sx={{ fontWeight: 500 }}>
                        {delivery.shortId ?? 'Case'}
                      </Link>
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        variant="outlined"
                        color={DELIVERY_STATUS_COLOR[delivery.status]}
                        label={DELIVERY_STATUS_LABEL[delivery.status]}
                      />
                    </TableCell>
                    <TableCell>{answerLabel(delivery.lastResponseStatus, delivery.lastError)}</TableCell>
                    <TableCell>{delivery.attemptCount}</TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        onClick={() => setOpen(delivery.id)}
                        aria-label={`Details of the ${eventLabel(delivery.eventType)} delivery of ${delivery.shortId ?? 'the case'}`}
                      >
                        Details
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <PageButtons
          label="Webhook delivery pages"
          pageNumber={pages.pageNumber}
          hasPrevious={pages.hasPrevious}
          hasNext={!!page?.pageInfo.hasNextPage}
          onPrevious={pages.previous}
          onNext={() => pages.next(page?.pageInfo.endCursor)}
        />
      </Box>
      {open && <WebhookDeliveryDialog deliveryId={open} onClose={() => setOpen(null)} />}
    </Box>
  );
}
