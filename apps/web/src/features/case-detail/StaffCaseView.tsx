import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { useAliasLabels } from '../../app/layout/alias-labels';
import { useToast } from '../../app/notifications/use-toast';
import { useSession } from '../../app/session/use-session';
import type {
  CaseDetailPersonFieldsFragment,
  CaseDetailQuery,
  CaseDetailSupportNotesQuery,
} from '../../generated/graphql';
import { visuallyHidden } from '../../shared/visually-hidden';
import { describeError } from '../request/api-errors';
import { activitySentence } from './activity-sentence';
import {
  ACCEPT_CASE_MUTATION,
  ADD_CASE_ESCALATION_MUTATION,
  ADD_TEAM_MEMBERS_MUTATION,
  ARCHIVE_CASE_MUTATION,
  ASSIGN_CASE_MUTATION,
  ASSIGN_HR_REP_MUTATION,
  CASE_DETAIL_QUERY,
  CHANGE_CASE_STATUS_MUTATION,
  DE_ESCALATE_CASE_MUTATION,
  ESCALATE_CASE_MUTATION,
  REMOVE_CASE_ESCALATION_MUTATION,
  REMOVE_TEAM_MEMBER_MUTATION,
  REOPEN_CASE_MUTATION,
  SUPPORT_NOTES_QUERY,
  TIMELINE_SIZE,
  UNASSIGN_CASE_MUTATION,
  UNASSIGN_HR_REP_MUTATION,
  UPDATE_CASE_ESCALATION_MUTATION,
  UPDATE_CASE_MUTATION,
} from './case-detail-queries';
import { CASE_STATUS_LABELS, displayShortId, ESCALATION_LABELS, VISIT_TYPE_LABELS } from './case-labels';
import { CaseDownloadError, downloadCase } from './case-download';
import { caseAbilities, maySeeSupportNotes } from './case-permissions';
import {
  ActionDialog,
  ArchiveDialog,
  AssignDialog,
  EditCaseDialog,
  EscalationDialog,
  HrRepDialog,
  StatusDialog,
  TeamDialog,
} from './CaseDialogs';
import { CaseAttachments } from './CaseAttachments';
import { CaseComments } from './CaseComments';
import { CaseDecisions } from './CaseDecisions';
import { CaseLoadError, CaseLoading, LiveAnnouncer, useCaseTitle } from './CaseDetailShared';
import { CaseFormActions, SendFormLinkDialog } from './CaseForms';
import { CaseNotes } from './CaseNotes';
import { FmlaHours } from './FmlaHours';
import { CaseTimeline } from './CaseTimeline';
import { FormResponses } from './FormResponses';
import { StageTracker } from './StageTracker';
import { SupportNotes } from './SupportNotes';
import { taggablePeople } from './TagPicker';
import { useLiveCase } from './use-live-case';

type StaffCase = CaseDetailQuery['caseById'];
type Person = CaseDetailPersonFieldsFragment;
type Escalation = StaffCase['escalations'][number];

type DialogState =
  | { kind: 'accept' | 'status' | 'assign' | 'unassign' | 'team' | 'hrRep' | 'removeHrRep' }
  | { kind: 'escalate' | 'addEscalation' | 'deEscalate' | 'edit' | 'archive' | 'reopen' }
  | { kind: 'formLink' }
  | { kind: 'removeMember'; person: Person }
  | { kind: 'editEscalation' | 'removeEscalation'; escalation: Escalation };

/** The case as staff work it: header with people and actions, answers, timeline, escalations. */
export function StaffCaseView({ caseId }: { caseId: string }) {
  const { data, error, refetch } = useQuery(CASE_DETAIL_QUERY, {
    variables: { caseId, last: TIMELINE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const viewer = useSession().user;
  const supportNotes = useQuery(SUPPORT_NOTES_QUERY, {
    variables: { caseId },
    skip: !maySeeSupportNotes(viewer),
    fetchPolicy: 'cache-and-network',
  });
  const refetchSupportNotes = supportNotes.refetch;
  // A change to the case reloads the case and its support notes; a failure of the notes keeps the case.
  const refetchAll = useCallback(
    () => Promise.all([refetch(), refetchSupportNotes().catch(() => undefined)]),
    [refetch, refetchSupportNotes],
  );
  const caseRecord = data?.caseById;
  // Live events reload the support notes with the attachments (see useLiveCase).
  const announcement = useLiveCase(caseId, refetch, (entry) => activitySentence(entry));
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
        refetch={refetchAll}
        supportNotes={{
          notes: supportNotes.data?.allCaseSupportNotes,
          loading: supportNotes.loading,
          failed: !!supportNotes.error,
        }}
      />
    </>
  );
}

interface SupportNotesState {
  notes: CaseDetailSupportNotesQuery['allCaseSupportNotes'] | undefined;
  loading: boolean;
  failed: boolean;
}

function StaffCase({
  caseRecord,
  refetch,
  supportNotes,
}: {
  caseRecord: StaffCase;
  refetch: () => Promise<unknown>;
  supportNotes: SupportNotesState;
}) {
  const session = useSession();
  const labels = useAliasLabels();
  const toast = useToast();
  const client = useApolloClient();
  const me = session.user;
  const can = caseAbilities(me, caseRecord);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [busy, setBusy] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const caseId = caseRecord.id;

  const open = (state: DialogState, trigger: HTMLElement | null) => {
    returnFocus.current = trigger;
    setDialog(state);
  };
  const close = () => {
    setDialog(null);
    const target = returnFocus.current;
    // The trigger may be gone after the change (e.g. "Unassign" once unassigned): fall back to the title.
    window.setTimeout(() => (target?.isConnected ? target : heading.current)?.focus(), 0);
  };

  /** Runs one change; success closes the dialog and reloads the case, an error keeps it open. */
  const perform = async <TData, TVariables extends OperationVariables>(
    mutation: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
  ) => {
    setBusy(true);
    try {
      const result = await client.mutate({ mutation, variables } as Parameters<typeof client.mutate>[0]);
      const payload = Object.values(
        (result.data ?? {}) as Record<string, { success?: boolean; message?: string | null }>,
      )[0];
      if (payload && payload.success === false) {
        toast.error(payload.message ?? undefined);
        return;
      }
      toast.success();
      close();
      refetch().catch(() => undefined);
    } catch (failure) {
      toast.error(describeError(failure).message);
    } finally {
      setBusy(false);
    }
  };

  const download = async () => {
    if (downloading) return;
    setDownloading(true);
    try {
      await downloadCase(caseId, session.organizationId);
    } catch (failure) {
      // The api's own words when it gave them; otherwise the generic message.
      toast.error(failure instanceof CaseDownloadError ? failure.message : undefined);
    } finally {
      setDownloading(false);
    }
  };

  const actions: ReactNode[] = [];
  if (can.accept) {
    actions.push(
      <Button key="accept" variant="contained" onClick={(event) => open({ kind: 'accept' }, event.currentTarget)}>
        Accept
      </Button>,
    );
  }
  if (can.statusMoves.length > 0) {
    actions.push(
      <Button key="status" variant="outlined" onClick={(event) => open({ kind: 'status' }, event.currentTarget)}>
        Change status
      </Button>,
    );
  }
  if (can.escalate && !caseRecord.isEscalated) {
    actions.push(
      <Button key="escalate" variant="outlined" onClick={(event) => open({ kind: 'escalate' }, event.currentTarget)}>
        Escalate
      </Button>,
    );
  }
  if (can.deEscalate) {
    actions.push(
      <Button
        key="deEscalate"
        variant="outlined"
        onClick={(event) => open({ kind: 'deEscalate' }, event.currentTarget)}
      >
        De-escalate
      </Button>,
    );
  }
  if (can.reopen) {
    actions.push(
      <Button key="reopen" variant="outlined" onClick={(event) => open({ kind: 'reopen' }, event.currentTarget)}>
        Reopen
      </Button>,
    );
  }
  if (can.download) {
    actions.push(
      <Button
        key="download"
        variant="outlined"
        aria-disabled={downloading || undefined}
        onClick={() => void download()}
      >
        Download case
      </Button>,
    );
  }
  const menuItems: Array<{ key: 'edit' | 'archive'; label: string }> = [];
  if (can.edit) menuItems.push({ key: 'edit', label: 'Edit details' });
  if (can.archive) menuItems.push({ key: 'archive', label: 'Archive' });

  const title = caseRecord.title || displayShortId(caseRecord.shortId);
  const statusLabel = CASE_STATUS_LABELS[caseRecord.status];

  return (
    <Box sx={{ py: { xs: 2, sm: 3 } }}>
      <Box component="header" sx={{ mb: 3 }}>
        <Typography
          ref={heading}
          tabIndex={-1}
          component="h1"
          variant="h4"
          sx={{ outline: 'none', overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
          <Typography color="text.secondary">{displayShortId(caseRecord.shortId)}</Typography>
          <Chip
            size="small"
            color="primary"
            label={
              <>
                <Box component="span" sx={visuallyHidden}>
                  Status:{' '}
                </Box>
                {statusLabel}
              </>
            }
          />
          {caseRecord.isArchived && <Chip size="small" label="Archived" />}
          {caseRecord.isEscalated && (
            <Chip
              size="small"
              color="warning"
              data-testid="escalation-chip"
              label={[
                `Escalated${caseRecord.escalationCategory ? `: ${ESCALATION_LABELS[caseRecord.escalationCategory]}` : ''}`,
                (caseRecord.escalationReasons ?? []).join('; '),
              ]
                .filter(Boolean)
                .join(' — ')}
            />
          )}
        </Stack>
        <StageTracker status={caseRecord.status} isArchived={caseRecord.isArchived} />
        {caseRecord.isArchived && (
          <Alert severity="info" sx={{ mb: 2 }}>
            This case is archived
            {caseRecord.archiveReason ? (
              <>
                . Reason: <span data-testid="archive-reason">{caseRecord.archiveReason}</span>
              </>
            ) : null}
            . It cannot be changed until it is reopened.
          </Alert>
        )}
        {(actions.length > 0 || menuItems.length > 0) && (
          <Stack
            role="group"
            aria-label="Case actions"
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', mb: 2 }}
          >
            {actions}
            {menuItems.length > 0 && (
              <MoreActions items={menuItems} onChoose={(key, anchor) => open({ kind: key }, anchor)} />
            )}
          </Stack>
        )}
        {can.download && (
          <Typography
            role="status"
            aria-live="polite"
            variant="body2"
            color="text.secondary"
            data-testid="case-download-status"
            sx={{ mb: downloading ? 2 : 0 }}
          >
            {downloading ? 'Preparing the download…' : ''}
          </Typography>
        )}
        <People caseRecord={caseRecord} employeeLabel={labels.EMPLOYEE} can={can} meId={me?.id} open={open} />
      </Box>

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
                canSendLink={can.sendFormLink}
                canAnswer={can.answerForm}
                onSendLink={(trigger) => open({ kind: 'formLink' }, trigger)}
              />
            }
          />
          <CaseComments
            caseId={caseId}
            comments={caseRecord.comments}
            viewerId={me?.id}
            isStaff
            newCount={caseRecord.unacknowledgedCommentCount}
            can={{
              write: can.comment,
              acknowledge: can.acknowledge,
              deleteOwn: can.deleteOwnComment,
              deleteAny: can.deleteAnyComment,
            }}
            composerLabel="Write to the employee"
            emptyText="No comments yet."
            refetch={refetch}
          />
          <CaseNotes
            caseId={caseId}
            organizationId={caseRecord.organizationId}
            notes={caseRecord.notes}
            casePeople={taggablePeople(
              [caseRecord.assignedTo, caseRecord.hrRep, ...caseRecord.assignees, caseRecord.assignedBy],
              me?.id,
            )}
            viewerId={me?.id}
            newCount={caseRecord.unacknowledgedNoteCount}
            canWrite={can.writeNotes}
            canSearchPeople={can.searchPeople}
            canAcknowledge={can.acknowledge}
            refetch={refetch}
          />
          <CaseTimeline entries={caseRecord.activity} options={{}} limit={TIMELINE_SIZE} />
        </Box>
        <Stack spacing={3}>
          <CaseDecisions
            caseId={caseId}
            decisions={caseRecord.decisions}
            isPartner={caseRecord.organization.isPartner}
            canDecide={can.decide}
            canEdit={can.editDecisions}
            refetch={refetch}
          />
          <Escalations caseRecord={caseRecord} canEdit={can.editEscalations} open={open} />
          <CaseAttachments caseId={caseId} isArchived={caseRecord.isArchived} />
          {can.seeFmlaHours && caseRecord.submitter?.role === 'USER' && (
            <FmlaHours employee={caseRecord.submitter} canRecord={can.recordFmlaHours} />
          )}
          {can.seeSupportNotes && (
            <SupportNotes caseId={caseId} {...supportNotes} canManage={can.manageSupportNotes} refetch={refetch} />
          )}
        </Stack>
      </Box>

      {dialog && renderDialog(dialog)}
    </Box>
  );

  function renderDialog(state: DialogState): ReactNode {
    const common = { busy, onClose: close };
    switch (state.kind) {
      case 'accept':
        return (
          <ActionDialog
            {...common}
            title="Accept this case?"
            description="You take the case on and it moves to in progress."
            confirmLabel="Accept"
            onSubmit={() => void perform(ACCEPT_CASE_MUTATION, { caseId })}
          />
        );
      case 'status':
        return (
          <StatusDialog
            {...common}
            current={caseRecord.status}
            moves={can.statusMoves}
            onConfirm={(status) => void perform(CHANGE_CASE_STATUS_MUTATION, { caseId, status })}
          />
        );
      case 'assign':
        return (
          <AssignDialog
            {...common}
            organizationId={caseRecord.organizationId}
            currentVisitType={caseRecord.visitType}
            onAssign={(userId, visitType) => void perform(ASSIGN_CASE_MUTATION, { caseId, userId, visitType })}
            onAssignSelf={
              me && can.assignToMe
                ? (visitType) => void perform(ASSIGN_CASE_MUTATION, { caseId, userId: me.id, visitType })
                : undefined
            }
          />
        );
      case 'unassign':
        return (
          <ActionDialog
            {...common}
            title="Unassign this case?"
            description={`${caseRecord.assignedTo?.fullName ?? 'The assignee'} will no longer be assigned, and the case becomes new again.`}
            confirmLabel="Unassign"
            destructive
            onSubmit={() => void perform(UNASSIGN_CASE_MUTATION, { caseId })}
          />
        );
      case 'team':
        return (
          <TeamDialog
            {...common}
            organizationId={caseRecord.organizationId}
            memberIds={caseRecord.assignees.map((member) => member.id)}
            onAdd={(userIds) => void perform(ADD_TEAM_MEMBERS_MUTATION, { caseId, userIds })}
            onJoin={
              me && can.joinTeam
                ? () => void perform(ADD_TEAM_MEMBERS_MUTATION, { caseId, userIds: [me.id] })
                : undefined
            }
          />
        );
      case 'removeMember':
        return (
          <ActionDialog
            {...common}
            title={`Remove ${state.person.fullName} from the case team?`}
            confirmLabel="Remove"
            destructive
            onSubmit={() => void perform(REMOVE_TEAM_MEMBER_MUTATION, { caseId, userId: state.person.id })}
          />
        );
      case 'hrRep':
        return (
          <HrRepDialog
            {...common}
            organizationId={caseRecord.organizationId}
            current={caseRecord.hrRep}
            onSet={(userId) => void perform(ASSIGN_HR_REP_MUTATION, { caseId, userId })}
            onSetSelf={
              me && can.becomeHrRep ? () => void perform(ASSIGN_HR_REP_MUTATION, { caseId, userId: me.id }) : undefined
            }
          />
        );
      case 'removeHrRep':
        return (
          <ActionDialog
            {...common}
            title="Remove the HR representative?"
            description={`${caseRecord.hrRep?.fullName ?? 'The HR representative'} will no longer be the HR representative of this case.`}
            confirmLabel="Remove"
            destructive
            onSubmit={() => void perform(UNASSIGN_HR_REP_MUTATION, { caseId })}
          />
        );
      case 'escalate':
        return (
          <EscalationDialog
            {...common}
            title="Escalate this case"
            confirmLabel="Escalate"
            onConfirm={(value) => void perform(ESCALATE_CASE_MUTATION, { caseId, ...value })}
          />
        );
      case 'addEscalation':
        return (
          <EscalationDialog
            {...common}
            title="Add an escalation"
            confirmLabel="Add escalation"
            onConfirm={(value) => void perform(ADD_CASE_ESCALATION_MUTATION, { caseId, ...value })}
          />
        );
      case 'editEscalation':
        return (
          <EscalationDialog
            {...common}
            title="Edit escalation"
            confirmLabel="Save"
            initial={state.escalation}
            onConfirm={(value) =>
              void perform(UPDATE_CASE_ESCALATION_MUTATION, { escalationId: state.escalation.id, ...value })
            }
          />
        );
      case 'removeEscalation':
        return (
          <ActionDialog
            {...common}
            title="Remove this escalation?"
            description={`The ${ESCALATION_LABELS[state.escalation.category].toLowerCase()} escalation is removed. Removing the last one de-escalates the case.`}
            confirmLabel="Remove"
            destructive
            onSubmit={() => void perform(REMOVE_CASE_ESCALATION_MUTATION, { escalationId: state.escalation.id })}
          />
        );
      case 'deEscalate':
        return (
          <ActionDialog
            {...common}
            title="De-escalate this case?"
            description="Every escalation of the case is removed."
            confirmLabel="De-escalate"
            destructive
            onSubmit={() => void perform(DE_ESCALATE_CASE_MUTATION, { caseId })}
          />
        );
      case 'edit':
        return (
          <EditCaseDialog
            {...common}
            title={caseRecord.title}
            visitType={caseRecord.visitType}
            onConfirm={(input) => {
              // Only what changed: a visit type left out is kept, null clears it.
              const changes: { title?: string; visitType?: typeof input.visitType } = {};
              if (input.title !== caseRecord.title) changes.title = input.title;
              if (input.visitType !== caseRecord.visitType) changes.visitType = input.visitType;
              if (Object.keys(changes).length === 0) {
                close();
                return;
              }
              void perform(UPDATE_CASE_MUTATION, { caseId, input: changes });
            }}
          />
        );
      case 'archive':
        return (
          <ArchiveDialog
            {...common}
            withoutDecision={can.archiveNeedsForce}
            onConfirm={(reason) =>
              void perform(ARCHIVE_CASE_MUTATION, { caseId, reason, force: can.archiveNeedsForce ? true : null })
            }
          />
        );
      case 'formLink':
        return <SendFormLinkDialog caseId={caseId} organizationId={caseRecord.organizationId} onClose={close} />;
      case 'reopen':
        return (
          <ActionDialog
            {...common}
            title="Reopen this case?"
            description="The case can be worked on again; a decided case goes back to in progress."
            confirmLabel="Reopen"
            onSubmit={() => void perform(REOPEN_CASE_MUTATION, { caseId })}
          />
        );
    }
  }
}

function MoreActions<K extends string>({
  items,
  onChoose,
}: {
  items: ReadonlyArray<{ key: K; label: string }>;
  onChoose(key: K, anchor: HTMLElement | null): void;
}) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        id={`${id}-button`}
        variant="outlined"
        aria-haspopup="menu"
        aria-controls={anchor ? `${id}-menu` : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        More actions
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}
      >
        {items.map((item) => (
          <MenuItem
            key={item.key}
            onClick={() => {
              const trigger = anchor;
              setAnchor(null);
              onChoose(item.key, trigger);
            }}
          >
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/**
 * Who works the case. The assignee, team members and HR representative are chosen from the
 * organization's people who may take that part (the dialogs search them by name or e-mail), with a
 * quick way for the viewer to take the part itself.
 */
function People({
  caseRecord,
  employeeLabel,
  can,
  meId,
  open,
}: {
  caseRecord: StaffCase;
  employeeLabel: string;
  can: ReturnType<typeof caseAbilities>;
  meId: string | undefined;
  open(state: DialogState, trigger: HTMLElement | null): void;
}) {
  const small = { size: 'small' as const };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: 1,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0 },
        }}
      >
        <dt>{employeeLabel}</dt>
        <dd>{caseRecord.submitter ? `${caseRecord.submitter.fullName} (${caseRecord.submitter.email})` : 'Unknown'}</dd>

        <dt>Assignee</dt>
        <dd>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <span data-testid="assignee">{caseRecord.assignedTo?.fullName ?? 'Unassigned'}</span>
            {caseRecord.assignedBy && (
              <Typography component="span" variant="body2" color="text.secondary">
                assigned by {caseRecord.assignedBy.fullName}
              </Typography>
            )}
            {can.assign && (
              <Button {...small} onClick={(event) => open({ kind: 'assign' }, event.currentTarget)}>
                {caseRecord.assignedTo ? 'Reassign' : 'Assign'}
              </Button>
            )}
            {can.unassign && (
              <Button {...small} color="error" onClick={(event) => open({ kind: 'unassign' }, event.currentTarget)}>
                Unassign
              </Button>
            )}
          </Stack>
        </dd>

        <dt>HR representative</dt>
        <dd>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <span data-testid="hr-rep">{caseRecord.hrRep?.fullName ?? 'None'}</span>
            {can.setHrRep && (
              <Button {...small} onClick={(event) => open({ kind: 'hrRep' }, event.currentTarget)}>
                {caseRecord.hrRep ? 'Change HR representative' : 'Set HR representative'}
              </Button>
            )}
            {can.removeHrRep && (
              <Button {...small} color="error" onClick={(event) => open({ kind: 'removeHrRep' }, event.currentTarget)}>
                Remove HR representative
              </Button>
            )}
          </Stack>
        </dd>

        <dt>Team</dt>
        <dd>
          {caseRecord.assignees.length === 0 ? (
            <span>No team members</span>
          ) : (
            <Box component="ul" aria-label="Team" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {caseRecord.assignees.map((person) => (
                <Box component="li" key={person.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <span>
                    {person.fullName}
                    {person.id === meId ? ' (you)' : ''}
                  </span>
                  {can.removeTeamMember && (
                    <Button
                      {...small}
                      color="error"
                      aria-label={`Remove ${person.fullName} from the team`}
                      onClick={(event) => open({ kind: 'removeMember', person }, event.currentTarget)}
                    >
                      Remove
                    </Button>
                  )}
                </Box>
              ))}
            </Box>
          )}
          {can.addTeamMembers && (
            <Button {...small} onClick={(event) => open({ kind: 'team' }, event.currentTarget)}>
              Add team members
            </Button>
          )}
        </dd>

        <dt>Visit type</dt>
        <dd>{caseRecord.visitType ? VISIT_TYPE_LABELS[caseRecord.visitType] : 'Not set'}</dd>

        <dt>Organization</dt>
        <dd>{caseRecord.organization.name}</dd>
      </Box>
    </Paper>
  );
}

function Escalations({
  caseRecord,
  canEdit,
  open,
}: {
  caseRecord: StaffCase;
  canEdit: boolean;
  open(state: DialogState, trigger: HTMLElement | null): void;
}) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby="case-escalations-heading" sx={{ p: 2 }}>
      <Typography id="case-escalations-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        Escalations
      </Typography>
      {caseRecord.escalations.length === 0 ? (
        <Typography color="text.secondary">This case is not escalated.</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {caseRecord.escalations.map((escalation) => {
            const category = ESCALATION_LABELS[escalation.category];
            return (
              <Box component="li" key={escalation.id}>
                <Typography sx={{ fontWeight: 600 }}>{category}</Typography>
                <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
                  {escalation.reasons.map((reason, index) => (
                    <li key={index}>{reason}</li>
                  ))}
                </Box>
                {canEdit && (
                  <Stack direction="row" spacing={1}>
                    <Button
                      size="small"
                      aria-label={`Edit ${category.toLowerCase()} escalation`}
                      onClick={(event) => open({ kind: 'editEscalation', escalation }, event.currentTarget)}
                    >
                      Edit
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      aria-label={`Remove ${category.toLowerCase()} escalation`}
                      onClick={(event) => open({ kind: 'removeEscalation', escalation }, event.currentTarget)}
                    >
                      Remove
                    </Button>
                  </Stack>
                )}
              </Box>
            );
          })}
        </Stack>
      )}
      {canEdit && caseRecord.isEscalated && (
        <Button size="small" sx={{ mt: 1 }} onClick={(event) => open({ kind: 'addEscalation' }, event.currentTarget)}>
          Add escalation
        </Button>
      )}
    </Paper>
  );
}
