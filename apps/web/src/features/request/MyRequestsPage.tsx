import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useToast } from '../../app/notifications/use-toast';
import { useIsRouteMounted } from '../../app/routes/mounted-routes';
import { routeHref } from '../../app/routes/route-table';
import { describeError } from './api-errors';
import { DELETE_REQUEST_DRAFT_MUTATION, REQUEST_DRAFTS_QUERY } from './request-queries';
import { exactTime, relativeTime } from './relative-time';
import { visuallyHidden } from '../../shared/visually-hidden';

type Draft = { id: string; createdAt: string; updatedAt: string; questionResponses: unknown[] };

/**
 * My Requests (accommodations/requests, role User only): the employee's saved drafts, each with
 * "Resume" (back into the form runner with ?draftId=) and "Delete draft" (after a confirmation).
 *
 * DECISION / scope: submitted requests (the employee's cases with the stage tracker) are listed here by
 * the cases issue, which brings the case queries; until then this page shows drafts only, and an empty
 * state offering "New Request" when there are none.
 */
export function MyRequestsPage() {
  const toast = useToast();
  const { data, loading, error, refetch } = useQuery(REQUEST_DRAFTS_QUERY, { fetchPolicy: 'cache-and-network' });
  const [deleteDraft, deletion] = useMutation(DELETE_REQUEST_DRAFT_MUTATION);
  const [confirming, setConfirming] = useState<Draft | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const draftsHeading = useRef<HTMLHeadingElement>(null);
  const canRequest = useIsRouteMounted('newRequest');

  const drafts = data?.userFormResponseDrafts ?? [];
  const sorted = [...drafts].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));

  const confirmDelete = async () => {
    if (!confirming) return;
    setDeleteError(null);
    try {
      await deleteDraft({
        variables: { formResponseId: confirming.id },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'FormResponse', id: confirming.id }) });
          cache.gc();
        },
      });
      setConfirming(null);
      toast.success('Draft deleted');
      // The row (and its button) is gone: focus goes to the list's heading instead.
      requestAnimationFrame(() => draftsHeading.current?.focus());
      void refetch();
    } catch (failure) {
      setDeleteError(describeError(failure).message);
    }
  };

  return (
    <Box sx={{ maxWidth: 860, py: { xs: 2, sm: 4 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Typography component="h1" variant="h4">
          My Requests
        </Typography>
        {canRequest && drafts.length > 0 && (
          <Button component={RouterLink} to={routeHref('newRequest')} variant="contained">
            New Request
          </Button>
        )}
      </Stack>

      <Typography
        component="h2"
        variant="h6"
        tabIndex={-1}
        ref={draftsHeading}
        sx={{ mb: 2, outline: 'none' }}
        id="drafts-heading"
      >
        Drafts
      </Typography>

      {loading && !data ? (
        <Box data-testid="drafts-loading" aria-busy="true">
          <Box role="status" sx={visuallyHidden}>
            Loading your drafts…
          </Box>
          <Skeleton variant="rounded" height={72} sx={{ mb: 1 }} />
          <Skeleton variant="rounded" height={72} />
        </Box>
      ) : error && !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        >
          We couldn't load your requests. Check your connection and try again.
        </Alert>
      ) : sorted.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>You have no saved drafts.</Typography>
          {canRequest && (
            <Button component={RouterLink} to={routeHref('newRequest')} variant="contained">
              New Request
            </Button>
          )}
        </Paper>
      ) : (
        <Stack component="ul" aria-labelledby="drafts-heading" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {sorted.map((draft) => {
            const answered = draft.questionResponses.length;
            return (
              <Paper component="li" variant="outlined" key={draft.id} sx={{ p: 2 }}>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={2}
                  sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
                >
                  <Box>
                    <Typography sx={{ fontWeight: 500 }}>Draft request</Typography>
                    <Typography variant="body2" color="text.secondary">
                      Last saved{' '}
                      <Box component="time" dateTime={draft.updatedAt} title={exactTime(draft.updatedAt)}>
                        {relativeTime(draft.updatedAt)}
                      </Box>{' '}
                      · {answered} {answered === 1 ? 'answer' : 'answers'}
                    </Typography>
                  </Box>
                  <Stack direction="row" spacing={1}>
                    <Button
                      component={RouterLink}
                      to={`${routeHref('newRequest')}?draftId=${encodeURIComponent(draft.id)}`}
                      variant="contained"
                      aria-label={`Resume draft saved ${exactTime(draft.updatedAt)}`}
                    >
                      Resume
                    </Button>
                    <Button
                      color="error"
                      onClick={() => {
                        setDeleteError(null);
                        setConfirming(draft);
                      }}
                      aria-label={`Delete draft saved ${exactTime(draft.updatedAt)}`}
                    >
                      Delete draft
                    </Button>
                  </Stack>
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}

      <Dialog
        open={!!confirming}
        onClose={() => !deletion.loading && setConfirming(null)}
        aria-labelledby="delete-draft-title"
        aria-describedby="delete-draft-text"
      >
        <DialogTitle id="delete-draft-title">Delete this draft?</DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-draft-text">
            Your saved answers will be removed. This cannot be undone.
          </DialogContentText>
          {deleteError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {deleteError}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)} disabled={deletion.loading} autoFocus>
            Cancel
          </Button>
          <Button color="error" variant="contained" onClick={() => void confirmDelete()} disabled={deletion.loading}>
            {deletion.loading ? 'Deleting…' : 'Delete draft'}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

export default MyRequestsPage;
