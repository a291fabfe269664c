import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAliasLabels } from '../../app/layout/alias-labels';
import { useSession } from '../../app/session/use-session';
import type { CaseStatus } from '../../generated/graphql';
import { visuallyHidden } from '../../shared/visually-hidden';
import { activitySentence, type SentenceOptions } from './timeline/activity-sentence';
import { displayShortId } from './shared/case-labels';
import { REQUEST_DETAIL_QUERY, TIMELINE_SIZE } from './shared/case-detail-queries';
import { CaseAttachments } from './attachments/CaseAttachments';
import { CaseComments } from './conversation/CaseComments';
import { RequestOutcome } from './decisions/RequestOutcome';
import { CaseLoadError, CaseLoading } from './shared/CaseLoadState';
import { LiveAnnouncer } from './shared/LiveAnnouncer';
import { useCaseTitle } from './shared/use-case-title';
import { CaseTimeline } from './timeline/CaseTimeline';
import { FormResponses } from './forms/FormResponses';
import { RequestOrders } from './orders/RequestOrders';
import { requestStageLabel } from './header/request-stage';
import { StageTracker } from './header/StageTracker';
import { useLiveCase } from './use-live-case';

/**
 * The employee's own request: its stage, their answers, the conversation with their case team and what
 * happened; nothing staff-only.
 */
export function RequestView({ caseId }: { caseId: string }) {
  const labels = useAliasLabels();
  const viewerId = useSession().user?.id;
  const { data, error, refetch } = useQuery(REQUEST_DETAIL_QUERY, {
    variables: { caseId, last: TIMELINE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const request = data?.caseById;
  const options: SentenceOptions = {
    noun: 'request',
    // Employees follow stages, not the statuses staff work with.
    statusLabel: (status: CaseStatus) => requestStageLabel({ status, isArchived: false }, labels),
  };
  const announcement = useLiveCase(caseId, request?.activity.at(-1)?.id, refetch, (entry) =>
    activitySentence(entry, options),
  );
  useCaseTitle(request ? request.title || displayShortId(request.shortId) : undefined);

  if (!request) {
    if (error) {
      return (
        <CaseLoadError
          message="We couldn't load your request. Check your connection and try again."
          onRetry={() => void refetch().catch(() => undefined)}
        />
      );
    }
    return <CaseLoading label="Loading your request…" />;
  }
  // The api says whether the request takes new comments (a completed one does not).
  const open = request.viewerCan.addCaseComment;

  return (
    <Box sx={{ py: { xs: 2, sm: 3 }, maxWidth: 960 }}>
      <LiveAnnouncer message={announcement} />
      <Box component="header" sx={{ mb: 3 }}>
        <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
          {request.title || displayShortId(request.shortId)}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
          <Typography color="text.secondary">{displayShortId(request.shortId)}</Typography>
          <Chip
            color="primary"
            size="small"
            label={
              <>
                <Box component="span" sx={visuallyHidden}>
                  Stage:{' '}
                </Box>
                {requestStageLabel(request, labels)}
              </>
            }
          />
        </Stack>
        <StageTracker status={request.status} isArchived={request.isArchived} />
      </Box>
      <RequestOutcome decisions={request.decisions} />
      <RequestOrders caseId={request.id} />
      <FormResponses responses={request.formResponses} heading="Your answers" isStaff={false} />
      <CaseComments
        caseId={request.id}
        comments={request.comments}
        viewerId={viewerId}
        isStaff={false}
        can={request.viewerCan}
        composerLabel="Write to your case team"
        emptyText={open ? 'No comments yet. Write to your case team below.' : 'No comments.'}
      />
      <CaseAttachments caseId={request.id} />
      <CaseTimeline entries={request.activity} options={options} limit={TIMELINE_SIZE} />
    </Box>
  );
}
