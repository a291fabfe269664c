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
import Link from '@mui/material/Link';
import { generatePath, Link as RouterLink } from 'react-router';
import { useAliasLabels, type AliasLabels } from '../../app/layout/alias-labels';
import { useToast } from '../../app/notifications/use-toast';
import { useIsRouteMounted } from '../../app/routes/mounted-routes';
import { routeHref } from '../../app/routes/route-table';
import { useSession } from '../../app/session/use-session';
import type { SubmittedRequestsQuery } from '../../generated/graphql';
import { displayShortId } from '../case-detail/shared/case-labels';
import { requestStageLabel } from '../case-detail/header/request-stage';
import { describeError } from './api-errors';
import { RequestStageList } from './RequestStageList';
import { DELETE_REQUEST_DRAFT_MUTATION, SUBMITTED_REQUESTS_QUERY } from './my-requests-queries';
import { REQUEST_DRAFTS_QUERY } from './request-queries';
import { exactTime, relativeTime } from './relative-time';
import { visuallyHidden } from '../../shared/visually-hidden';

type Draft = { id: string; createdAt: string; updatedAt: string; questionResponses: unknown[] };
type SubmittedRequest = SubmittedRequestsQuery['allCasesBySubmitter'][number];

/** accommodations/requests/{caseId}: the employee's own request. */
function requestDetailHref(caseId: string): string {
  return generatePath(routeHref('requestDetail'), { caseId });
}

/**
 * My Requests (accommodations/requests, role User only): the employee's submitted requests and their
 * saved drafts, in two sections.
 *
 * - Submitted requests: allCasesBySubmitter with the signed-in user's id, in the api's order (newest
 *   first). Each shows its title (a link to accommodations/requests/{caseId}), short id, when it was
 *   submitted, its current stage in words and the five-stage tracker, labelled with the organization's
 *   aliases (so "Prescription" for a partner's final decision).
 * - Drafts: "Resume" (back into the form runner with ?draftId=) and "Delete draft" (after a
 *   confirmation; focus returns to the button on Cancel, and to the Drafts heading once it is gone).
 *
 * DECISION: each section loads, fails and retries on its own, so a failing case query never hides the
 * drafts (or the reverse). When both have loaded and both are empty, the page offers "New Request" in
 * place of the submitted list; the top "New Request" action shows whenever that empty state does not.
 * The tracker (RequestStageList) is our own ordered list rather than the case page's stepper: that one
 * is not a list, and its "Progress" navigation landmark would repeat once per request here, whereas each
 * tracker needs its own name. Both take their stages from case-detail/request-stage, so they agree.
 */
export function MyRequestsPage() {
  const toast = useToast();
  const session = useSession();
  const labels = useAliasLabels();
  const submitterId = session.user?.id ?? '';
  const submitted = useQuery(SUBMITTED_REQUESTS_QUERY, {
    variables: { submitterId },
    skip: !submitterId,
    fetchPolicy: 'cache-and-network',
  });
  const { data, loading, error, refetch } = useQuery(REQUEST_DRAFTS_QUERY, { fetchPolicy: 'cache-and-network' });
  const [deleteDraft, deletion] = useMutation(DELETE_REQUEST_DRAFT_MUTATION);
  const [confirming, setConfirming] = useState<Draft | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const draftsHeading = useRef<HTMLHeadingElement>(null);
  const canRequest = useIsRouteMounted('newRequest');

  const drafts = data?.userFormResponseDrafts ?? [];
  const sorted = [...drafts].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  const requests = submitted.data?.allCasesBySubmitter ?? [];
  const nothingYet = !!data && !!submitted.data && drafts.length === 0 && requests.length === 0;
  const newRequestButton = canRequest && (
    <Button component={RouterLink} to={routeHref('newRequest')} variant="contained">
      New Request
    </Button>
  );

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
      void refetch().catch(() => undefined);
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
        {!nothingYet && newRequestButton}
      </Stack>

      <Box component="section" aria-labelledby="submitted-heading" sx={{ mb: 4 }}>
        <Typography component="h2" variant="h6" sx={{ mb: 2 }} id="submitted-heading">
          Submitted requests
        </Typography>
        {submitted.loading && !submitted.data ? (
          <Box data-testid="requests-loading" aria-busy="true">
            <Box role="status" sx={visuallyHidden}>
              Loading your requests…
            </Box>
            <Skeleton variant="rounded" height={120} sx={{ mb: 1 }} />
            <Skeleton variant="rounded" height={120} />
          </Box>
        ) : submitted.error && !submitted.data ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void submitted.refetch().catch(() => undefined)}>
                Try again
              </Button>
            }
          >
            We couldn't load your submitted requests. Check your connection and try again.
          </Alert>
        ) : nothingYet ? (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <Typography sx={{ mb: 0.5, fontWeight: 500 }}>You haven't submitted any requests yet.</Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Once you submit a request, you can follow its progress here.
            </Typography>
            {newRequestButton}
          </Paper>
        ) : requests.length === 0 ? (
          <Typography color="text.secondary">You haven't submitted any requests yet.</Typography>
        ) : (
          <Stack component="ul" aria-labelledby="submitted-heading" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {requests.map((request) => (
              <SubmittedRequestItem key={request.id} request={request} labels={labels} />
            ))}
          </Stack>
        )}
      </Box>

      <Box component="section" aria-labelledby="drafts-heading">
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
              <Button color="inherit" size="small" onClick={() => void refetch().catch(() => undefined)}>
                Try again
              </Button>
            }
          >
            We couldn't load your drafts. Check your connection and try again.
          </Alert>
        ) : sorted.length === 0 ? (
          <Typography color="text.secondary">You have no saved drafts.</Typography>
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
      </Box>

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

/** One submitted request: title (opening the request), short id, when it was submitted, and its stage. */
function SubmittedRequestItem({ request, labels }: { request: SubmittedRequest; labels: AliasLabels }) {
  const shortId = displayShortId(request.shortId);
  const title = request.title.trim() || `Request ${shortId}`;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        <Link component={RouterLink} to={requestDetailHref(request.id)} underline="hover">
          {title}
          <Box component="span" sx={visuallyHidden}>
            {`, request ${shortId}`}
          </Box>
        </Link>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {shortId} · Submitted{' '}
        <Box component="time" dateTime={request.createdAt} title={exactTime(request.createdAt)}>
          {relativeTime(request.createdAt)}
        </Box>{' '}
        · Stage:{' '}
        <Box component="span" sx={{ color: 'text.primary', fontWeight: 500 }}>
          {requestStageLabel(request, labels)}
        </Box>
      </Typography>
      <RequestStageList
        status={request.status}
        isArchived={request.isArchived}
        labels={labels}
        label={`Progress of request ${shortId}`}
      />
    </Paper>
  );
}

export default MyRequestsPage;
