import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { CaseDetailSupportNotesQuery } from '../../generated/graphql';
import { CasePromoCode } from '../promo-codes/CasePromoCode';
import { CaseAttachments } from './attachments/CaseAttachments';
import { CaseConsults } from './consults/CaseConsults';
import { CaseComments } from './conversation/CaseComments';
import { CaseDecisions } from './decisions/CaseDecisions';
import { CaseEscalations } from './escalations/CaseEscalations';
import type { EscalationDialogState } from './escalations/EscalationDialogs';
import { FmlaHours } from './fmla/FmlaHours';
import { CaseFormActions } from './forms/CaseFormActions';
import { FormResponses } from './forms/FormResponses';
import { CaseMessages } from './messages/CaseMessages';
import { CaseNotes } from './notes/CaseNotes';
import { CasePaymentInfo } from './payment-info/CasePaymentInfo';
import { CasePayments } from './payments/CasePayments';
import { CaseOrders } from './orders/CaseOrders';
import { CasePlan } from './plan/CasePlan';
import { SupportNotes } from './notes/SupportNotes';
import { taggablePeople } from './people/TagPicker';
import { TIMELINE_SIZE } from './shared/case-detail-queries';
import type { OpenDialog, StaffCase } from './shared/staff-case';
import { CaseTimeline } from './timeline/CaseTimeline';
import { CaseWorkflowRuns } from './workflow/CaseWorkflowRuns';

export interface SupportNotesState {
  notes: CaseDetailSupportNotesQuery['allCaseSupportNotes'] | undefined;
  loading: boolean;
  failed: boolean;
}

/** The dialogs the sections of the page open themselves. */
export type SectionDialogState = EscalationDialogState | { kind: 'formLink' };

/**
 * The body of the staff case page: answers, conversation, internal notes, messages to the employee and
 * timeline in the main column; decisions, payments, payment information, escalations, attachments, plan and promo code (partners), FMLA hours
 * and support notes beside them.
 */
export function StaffCaseSections({
  caseRecord,
  can,
  searchPeople,
  meId,
  open,
  reloadSupportNotes,
  supportNotes,
}: {
  caseRecord: StaffCase;
  /** What the api says the viewer may do on the case; each section reads the part its fragment selects. */
  can: StaffCase['viewerCan'];
  /** The viewer may list the organization's people (to tag someone not on the case in a note). */
  searchPeople: boolean;
  meId: string | undefined;
  open: OpenDialog<SectionDialogState>;
  /** Reloads the support notes (kept by a query of their own) after one of them changed. */
  reloadSupportNotes: () => Promise<unknown>;
  supportNotes: SupportNotesState;
}) {
  const caseId = caseRecord.id;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Box>
        <FormResponses
          responses={caseRecord.formResponses}
          heading="Form responses"
          isStaff
          actions={
            <CaseFormActions
              caseId={caseId}
              organizationId={caseRecord.organizationId}
              can={can}
              onSendLink={(trigger) => open({ kind: 'formLink' }, trigger)}
            />
          }
        />
        <CaseComments
          caseId={caseId}
          comments={caseRecord.comments}
          viewerId={meId}
          isStaff
          newCount={caseRecord.unacknowledgedCommentCount}
          can={can}
          composerLabel="Write to the employee"
          emptyText="No comments yet."
        />
        <CaseNotes
          caseId={caseId}
          organizationId={caseRecord.organizationId}
          notes={caseRecord.notes}
          casePeople={taggablePeople(
            [caseRecord.assignedTo, caseRecord.hrRep, ...caseRecord.assignees, caseRecord.assignedBy],
            meId,
          )}
          viewerId={meId}
          newCount={caseRecord.unacknowledgedNoteCount}
          can={can}
          canSearchPeople={searchPeople}
        />
        <CaseMessages caseId={caseId} can={can} teamMembers={caseRecord.assignees} />
        <CaseTimeline entries={caseRecord.activity} options={{}} limit={TIMELINE_SIZE} />
      </Box>
      <Stack spacing={3}>
        <CaseDecisions
          caseId={caseId}
          decisions={caseRecord.decisions}
          isPartner={caseRecord.organization.isPartner}
          can={can}
        />
        {(can.addCasePayment || can.updateCasePayment) && <CasePayments caseId={caseId} />}
        {can.caseOrders && (
          <CaseOrders caseId={caseId} canCreate={can.createCaseOrder} canChange={can.changeCaseOrder} />
        )}
        {(caseRecord.viewerCan.sendPaymentInfoLink || caseRecord.paymentInfoStatus !== 'NOT_SENT') && (
          <CasePaymentInfo caseRecord={caseRecord} />
        )}
        <CaseEscalations caseRecord={caseRecord} can={can} open={open} />
        <CaseAttachments caseId={caseId} offerLibrary />
        {(caseRecord.organization.isPartner || caseRecord.productBundle) && <CasePlan caseRecord={caseRecord} />}
        {caseRecord.organization.isPartner && <CasePromoCode caseRecord={caseRecord} />}
        <CaseWorkflowRuns runs={caseRecord.workflowRuns} />
        {(can.fmlaHoursByUserId || can.addFmlaHours) && caseRecord.submitter && (
          <FmlaHours employee={caseRecord.submitter} can={can} />
        )}
        {can.allCaseConsultRequests && (
          <CaseConsults caseId={caseId} can={can} lastActivityId={caseRecord.activity.at(-1)?.id} />
        )}
        {can.allCaseSupportNotes && (
          <SupportNotes caseId={caseId} {...supportNotes} can={can} refetch={reloadSupportNotes} />
        )}
      </Stack>
    </Box>
  );
}
