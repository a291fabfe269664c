import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useToast } from '../../app/notifications/use-toast';
import { RetryAlert } from '../../shared/RetryAlert';
import { describeError } from '../request/api-errors';
import { exactTime, relativeTime } from '../request/relative-time';
import { answerLabel, DELIVERY_STATUS_COLOR, DELIVERY_STATUS_LABEL } from './webhook-delivery-labels';
import { PARTNER_WEBHOOK_DELIVERY_QUERY, REPLAY_PARTNER_WEBHOOK_DELIVERY_MUTATION } from './webhook-queries';

/** Pretty-prints a JSON body for reading; anything else as it is. */
function readable(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/**
 * One delivery: the body exactly as it was signed and sent, every try (newest first) with the partner's
 * answer and how long it took, and Replay, which sends the same message once more.
 */
export function WebhookDeliveryDialog({ deliveryId, onClose }: { deliveryId: string; onClose(): void }) {
  const id = useId();
  const toast = useToast();
  const { data, loading, error, refetch } = useQuery(PARTNER_WEBHOOK_DELIVERY_QUERY, {
    variables: { id: deliveryId },
    fetchPolicy: 'cache-and-network',
  });
  const [replay, replaying] = useMutation(REPLAY_PARTNER_WEBHOOK_DELIVERY_MUTATION);
  const detail = data?.partnerWebhookDelivery;

  const sendAgain = async () => {
    try {
      const answer = (await replay({ variables: { id: deliveryId } })).data?.replayPartnerWebhookDelivery;
      if (!answer?.success) return toast.error(answer?.message ?? undefined);
      toast.success('The delivery is being sent again.');
      await refetch();
    } catch (failure) {
      toast.error(describeError(failure).message);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="md">
      <DialogTitle id={`${id}-title`}>Webhook delivery</DialogTitle>
      <DialogContent aria-busy={loading && !detail ? 'true' : 'false'}>
        {!detail ? (
          error && !loading ? (
            <RetryAlert onRetry={() => void refetch()}>
              We couldn&apos;t load this delivery. Check your connection and try again.
            </RetryAlert>
          ) : (
            <Skeleton variant="rectangular" height={200} aria-label="Loading the delivery" />
          )
        ) : (
          <Box>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
              <Chip
                size="small"
                variant="outlined"
                color={DELIVERY_STATUS_COLOR[detail.delivery.status]}
                label={DELIVERY_STATUS_LABEL[detail.delivery.status]}
              />
              <Typography variant="body2" color="text.secondary">
                Message id (webhook-id): <code>{detail.delivery.id}</code>
              </Typography>
            </Box>
            {detail.delivery.nextAttemptAt && (
              <Alert severity="info" sx={{ mb: 2 }}>
                Next try{' '}
                <time dateTime={detail.delivery.nextAttemptAt} title={exactTime(detail.delivery.nextAttemptAt)}>
                  {relativeTime(detail.delivery.nextAttemptAt)}
                </time>
                .
              </Alert>
            )}
            <Typography component="h3" variant="subtitle1" gutterBottom>
              Tries
            </Typography>
            {detail.attempts.length === 0 ? (
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                Not tried yet.
              </Typography>
            ) : (
              <Table size="small" aria-label="Tries of this delivery" sx={{ mb: 2 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>Try</TableCell>
                    <TableCell>When</TableCell>
                    <TableCell>Answer</TableCell>
                    <TableCell>Duration</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {detail.attempts.map((attempt) => (
                    <TableRow key={attempt.id}>
                      <TableCell>
                        {attempt.attempt}
                        {attempt.isReplay ? ' (replay)' : ''}
                      </TableCell>
                      <TableCell>
                        <time dateTime={attempt.createdAt} title={exactTime(attempt.createdAt)}>
                          {relativeTime(attempt.createdAt)}
                        </time>
                      </TableCell>
                      <TableCell>{answerLabel(attempt.responseStatus, attempt.error)}</TableCell>
                      <TableCell>{attempt.durationMs} ms</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
            <Typography component="h3" variant="subtitle1" gutterBottom>
              Request body
            </Typography>
            {detail.requestBody ? (
              <Box
                component="pre"
                tabIndex={0}
                aria-label="Request body"
                sx={{
                  m: 0,
                  p: 1.5,
                  maxHeight: 320,
                  overflow: 'auto',
                  bgcolor: 'action.hover',
                  borderRadius: 1,
                  fontSize: 13,
                }}
              >
                {readable(detail.requestBody)}
              </Box>
            ) : detail.requestBodyWithheld ? (
              <Typography color="text.secondary">
                Not shown: the body can hold the case&apos;s health information, which your role may not read.
              </Typography>
            ) : (
              <Typography color="text.secondary">Built at the first try.</Typography>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        {detail && detail.delivery.status !== 'PENDING' && (
          <Button variant="contained" loading={replaying.loading} onClick={() => void sendAgain()}>
            Replay
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
