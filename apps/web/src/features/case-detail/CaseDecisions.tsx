import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useToast } from '../../app/notifications/use-toast';
import type { CaseDetailDecisionFieldsFragment, RequestDetailQuery } from '../../generated/graphql';
import { visuallyHidden } from '../../shared/visually-hidden';
import { describeError, GENERIC_ERROR_MESSAGE } from '../request/api-errors';
import { ADD_DECISION_MUTATION, DELETE_DECISION_MUTATION, UPDATE_DECISION_DATES_MUTATION } from './case-detail-queries';
import { VISIT_TYPE_LABELS } from './case-labels';
import { ActionDialog } from './CaseDialogs';
import { decisionPeriod, formatCalendarDate, OUTCOME_COLORS, OUTCOME_LABELS, outcomeOf } from './decision-format';
import { DecisionDatesDialog, RecordDecisionDialog } from './DecisionDialog';

type StaffDecision = CaseDetailDecisionFieldsFragment;
type EmployeeDecision = RequestDetailQuery['caseById']['decisions'][number];

type DialogState = { kind: 'record' } | { kind: 'dates' | 'delete'; decision: StaffDecision; position: number };

/**
 * Runs a change from a dialog: a success toasts and reloads the case; a refusal resolves to the api's
 * message for the dialog to show.
 */
function useDialogChange(refetch: () => Promise<unknown>) {
  const client = useApolloClient();
  const toast = useToast();
  return async <TData, TVariables extends OperationVariables>(
    mutation: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
  ): Promise<string | null> => {
    try {
      const result = await client.mutate({ mutation, variables } as Parameters<typeof client.mutate>[0]);
      const payload = Object.values(
        (result.data ?? {}) as Record<string, { success?: boolean; message?: string | null }>,
      )[0];
      if (payload && payload.success === false) return payload.message || GENERIC_ERROR_MESSAGE;
      toast.success();
      refetch().catch(() => undefined);
      return null;
    } catch (failure) {
      return describeError(failure).message;
    }
  };
}

/** A dialog opened from a button, with focus returned to it (or to a fallback once it is gone). */
export function useDialog<S>(fallback: () => HTMLElement | null) {
  const [state, setState] = useState<S | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const open = (next: S, from: HTMLElement | null) => {
    trigger.current = from;
    setState(next);
  };
  const close = () => {
    setState(null);
    const target = trigger.current;
    window.setTimeout(() => (target?.isConnected ? target : fallback())?.focus(), 0);
  };
  return { state, open, close };
}

function OutcomeChip({ decision }: { decision: { isApproved: boolean; isNoDecision: boolean } }) {
  const outcome = outcomeOf(decision);
  return (
    <Chip
      size="small"
      color={OUTCOME_COLORS[outcome]}
      label={
        <>
          <Box component="span" sx={visuallyHidden}>
            Outcome:{' '}
          </Box>
          {OUTCOME_LABELS[outcome]}
        </>
      }
    />
  );
}

/** Label and value pairs of a decision, only those given. */
function Details({ rows }: { rows: ReadonlyArray<[string, ReactNode]> }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (shown.length === 0) return null;
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        mt: 1,
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 0.5,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {shown.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function DecisionDates({ decision }: { decision: Parameters<typeof decisionPeriod>[0] }) {
  const period = decisionPeriod(decision);
  return period ? (
    <Typography variant="body2" data-testid="decision-dates">
      {period}
    </Typography>
  ) : null;
}

function DecisionText({ text }: { text: string | null | undefined }) {
  return text ? (
    <Typography sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Typography>
  ) : null;
}

/**
 * The decisions of the case, oldest first, with what each decided; who may decide records a decision
 * (on a case in progress or without a decision yet), changes a decision's dates or deletes it.
 */
export function CaseDecisions({
  caseId,
  decisions,
  isPartner,
  canDecide,
  canEdit,
  refetch,
}: {
  caseId: string;
  decisions: readonly StaffDecision[];
  isPartner: boolean;
  canDecide: boolean;
  canEdit: boolean;
  refetch: () => Promise<unknown>;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const dialog = useDialog<DialogState>(() => heading.current);
  const change = useDialogChange(refetch);
  const [busy, setBusy] = useState(false);

  /** Sends a change and closes the dialog when it succeeds. */
  const submit = async <TData, TVariables extends OperationVariables>(
    mutation: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
  ): Promise<string | null> => {
    const refused = await change(mutation, variables);
    if (!refused) dialog.close();
    return refused;
  };

  const [deleteProblem, setDeleteProblem] = useState<string | null>(null);
  const remove = async (decision: StaffDecision) => {
    setBusy(true);
    setDeleteProblem(await submit(DELETE_DECISION_MUTATION, { caseDecisionId: decision.id }));
    setBusy(false);
  };

  const state = dialog.state;
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
        Decisions
      </Typography>
      {decisions.length === 0 ? (
        <Typography color="text.secondary">No decision has been recorded.</Typography>
      ) : (
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {decisions.map((decision, index) => {
            const position = index + 1;
            const medication = [
              decision.medicine,
              decision.dosage,
              decision.dosingFrequency,
              decision.treatmentPeriod,
              decision.refillCount,
              decision.pharmacyInstructions,
            ].some((value) => value !== null && value !== undefined && value !== '');
            return (
              <Box component="li" key={decision.id} data-testid="decision">
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography component="h3" variant="subtitle2">
                    Decision {position}
                  </Typography>
                  <OutcomeChip decision={decision} />
                </Stack>
                <DecisionDates decision={decision} />
                <DecisionText text={decision.decisionText} />
                <Details
                  rows={[
                    ['Category', decision.category],
                    [
                      'Cost',
                      decision.cost === null || decision.cost === undefined ? null : money.format(decision.cost),
                    ],
                    ['Visit type', decision.visitType ? VISIT_TYPE_LABELS[decision.visitType] : null],
                    ['Decision letter', decision.hasAttachment ? 'Attached' : null],
                    ...(medication || decision.isRefill || decision.isPriorAuthRequested
                      ? ([
                          ['Medicine', decision.medicine],
                          ['Dosage', decision.dosage],
                          ['Dosing frequency', decision.dosingFrequency],
                          ['Treatment period', decision.treatmentPeriod],
                          ['Refill count', decision.refillCount],
                          ['Pharmacy instructions', decision.pharmacyInstructions],
                          ['Refill', decision.isRefill ? 'Yes' : 'No'],
                          ['Prior authorization requested', decision.isPriorAuthRequested ? 'Yes' : 'No'],
                        ] as Array<[string, ReactNode]>)
                      : []),
                    ['Recorded', formatCalendarDate(decision.createdAt.slice(0, 10))],
                  ]}
                />
                {canEdit && (
                  <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                    {!decision.isNoDecision && (
                      <Button
                        size="small"
                        aria-label={`Edit dates of decision ${position}`}
                        onClick={(event) => dialog.open({ kind: 'dates', decision, position }, event.currentTarget)}
                      >
                        Edit dates
                      </Button>
                    )}
                    <Button
                      size="small"
                      color="error"
                      aria-label={`Delete decision ${position}`}
                      onClick={(event) => {
                        setDeleteProblem(null);
                        dialog.open({ kind: 'delete', decision, position }, event.currentTarget);
                      }}
                    >
                      Delete
                    </Button>
                  </Stack>
                )}
              </Box>
            );
          })}
        </Stack>
      )}
      {canDecide && (
        <Button
          variant="contained"
          size="small"
          sx={{ mt: 2 }}
          onClick={(event) => dialog.open({ kind: 'record' }, event.currentTarget)}
        >
          Record a decision
        </Button>
      )}

      {state?.kind === 'record' && (
        <RecordDecisionDialog
          caseId={caseId}
          isPartner={isPartner}
          onClose={dialog.close}
          onSubmit={(value) => submit(ADD_DECISION_MUTATION, value)}
        />
      )}
      {state?.kind === 'dates' && (
        <DecisionDatesDialog
          initial={state.decision}
          onClose={dialog.close}
          onSubmit={(dates) => submit(UPDATE_DECISION_DATES_MUTATION, { caseDecisionId: state.decision.id, ...dates })}
        />
      )}
      {state?.kind === 'delete' && (
        <ActionDialog
          title={`Delete decision ${state.position}?`}
          description={
            <>
              The {OUTCOME_LABELS[outcomeOf(state.decision)].toLowerCase()} decision is removed. When no decision
              remains, the case goes back to in progress.
              {deleteProblem && (
                <Box component="span" role="alert" sx={{ display: 'block', mt: 1, color: 'error.main' }}>
                  {deleteProblem}
                </Box>
              )}
            </>
          }
          confirmLabel="Delete decision"
          destructive
          busy={busy}
          onClose={dialog.close}
          onSubmit={() => void remove(state.decision)}
        />
      )}
    </Paper>
  );
}

/** The outcome of the employee's request: what was decided, for when, and why; nothing staff-only. */
export function RequestOutcome({ decisions }: { decisions: readonly EmployeeDecision[] }) {
  const headingId = useId();
  if (decisions.length === 0) return null;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mb: 3 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        Outcome
      </Typography>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {decisions.map((decision) => (
          <Box component="li" key={decision.id} data-testid="request-decision">
            <OutcomeChip decision={decision} />
            <DecisionDates decision={decision} />
            <DecisionText text={decision.decisionText} />
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
