import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import { useAliasLabels } from '../../app/layout/alias-labels';
import { useMyPermissions } from '../../app/session/use-my-permissions';
import { useSession } from '../../app/session/use-session';
import { CaseActions } from './header/CaseActions';
import { CaseHeader } from './header/CaseHeader';
import { SUPPORT_NOTES_QUERY } from './notes/support-note-queries';
import { CasePeople } from './people/CasePeople';
import { CASE_DETAIL_QUERY, TIMELINE_SIZE } from './shared/case-detail-queries';
import { displayShortId } from './shared/case-labels';
import { CaseLoadError, CaseLoading } from './shared/CaseLoadState';
import { LiveAnnouncer } from './shared/LiveAnnouncer';
import type { StaffCase as StaffCaseRecord } from './shared/staff-case';
import { useCaseTitle } from './shared/use-case-title';
import { StaffCaseDialog, type StaffCaseDialogState } from './StaffCaseDialog';
import { StaffCaseSections, type SupportNotesState } from './StaffCaseSections';
import { activitySentence } from './timeline/activity-sentence';
import { useLiveCase } from './use-live-case';
import { useStaffCaseActions } from './use-staff-case-actions';

/** The case as staff work it: header with people and actions, answers, timeline, escalations. */
export function StaffCaseView({ caseId }: { caseId: string }) {
  const { data, error, refetch } = useQuery(CASE_DETAIL_QUERY, {
    variables: { caseId, last: TIMELINE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const caseRecord = data?.caseById;
  const supportNotes = useQuery(SUPPORT_NOTES_QUERY, {
    variables: { caseId },
    // Asked for once the api has said the viewer may read them.
    skip: !caseRecord?.viewerCan.allCaseSupportNotes,
    fetchPolicy: 'cache-and-network',
  });
  const reloadSupportNotes = supportNotes.refetch;
  // Someone else's change reloads the case, the support notes and the attachments (see useLiveCase);
  // the viewer's own changes are written into the cached case from their answers.
  const announcement = useLiveCase(caseId, caseRecord?.activity.at(-1)?.id, refetch, (entry) =>
    activitySentence(entry),
  );
  useCaseTitle(caseRecord ? caseRecord.title || displayShortId(caseRecord.shortId) : undefined);

  if (!caseRecord) {
    if (error) {
      return (
        <CaseLoadError
          message="We couldn't load this case. Check your connection and try again."
          onRetry={() => void refetch().catch(() => undefined)}
        />
      );
    }
    return <CaseLoading label="Loading the case…" />;
  }
  return (
    <>
      <LiveAnnouncer message={announcement} />
      <StaffCase
        caseRecord={caseRecord}
        reloadSupportNotes={reloadSupportNotes}
        supportNotes={{
          notes: supportNotes.data?.allCaseSupportNotes,
          loading: supportNotes.loading,
          failed: !!supportNotes.error,
        }}
      />
    </>
  );
}

/** The loaded case: its header with actions and people, its sections, and the one dialog open. */
function StaffCase({
  caseRecord,
  reloadSupportNotes,
  supportNotes,
}: {
  caseRecord: StaffCaseRecord;
  reloadSupportNotes: () => Promise<unknown>;
  supportNotes: SupportNotesState;
}) {
  const me = useSession().user;
  const labels = useAliasLabels();
  // The viewer's permissions in the case's organization: whether it may itself take a part on the case.
  const permissions = useMyPermissions(caseRecord.organizationId);
  const { heading, dialog, busy, perform } = useStaffCaseActions<StaffCaseDialogState>();
  const context = { caseRecord, me, permissions, busy, close: dialog.close, perform };

  return (
    <Box sx={{ py: { xs: 2, sm: 3 } }}>
      <CaseHeader caseRecord={caseRecord} headingRef={heading}>
        <CaseActions caseRecord={caseRecord} can={caseRecord.viewerCan} open={dialog.open} />
        <CasePeople
          caseRecord={caseRecord}
          employeeLabel={labels.EMPLOYEE}
          can={caseRecord.viewerCan}
          meId={me?.id}
          open={dialog.open}
        />
      </CaseHeader>
      <StaffCaseSections
        caseRecord={caseRecord}
        can={caseRecord.viewerCan}
        searchPeople={!!permissions?.usersByRole}
        meId={me?.id}
        open={dialog.open}
        reloadSupportNotes={reloadSupportNotes}
        supportNotes={supportNotes}
      />
      {dialog.state && <StaffCaseDialog {...context} state={dialog.state} />}
    </Box>
  );
}
