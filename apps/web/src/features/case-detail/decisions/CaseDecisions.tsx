import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import type { CaseDetailDecisionFieldsFragment, DecisionsViewerCanFragment } from '../../../generated/graphql';
import { ActionDialog } from '../dialogs/ActionDialog';
import { useDialog } from '../dialogs/use-dialog';
import { DecisionDatesDialog } from './DecisionDatesDialog';
import { OUTCOME_LABELS, outcomeOf } from './decision-format';
import { ADD_DECISION_MUTATION, DELETE_DECISION_MUTATION, UPDATE_DECISION_DATES_MUTATION } from './decision-queries';
import { RecordDecisionDialog } from './RecordDecisionDialog';
import { StaffDecisionItem } from './StaffDecisionItem';
import { useDecisionChange } from './use-decision-change';

type StaffDecision = CaseDetailDecisionFieldsFragment;

type DialogState = { kind: 'record' } | { kind: 'dates' | 'delete'; decision: StaffDecision; position: number };

/**
 * The decisions of the case, oldest first, with what each decided; as the api allows (viewerCan), the
 * viewer records a decision, changes a decision's dates or deletes it.
 */
export function CaseDecisions({
  caseId,
  decisions,
  isPartner,
  can,
}: {
  caseId: string;
  decisions: readonly StaffDecision[];
  isPartner: boolean;
  can: DecisionsViewerCanFragment;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const dialog = useDialog<DialogState>(() => heading.current);
  const change = useDecisionChange();
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
          {decisions.map((decision, index) => (
            <StaffDecisionItem
              key={decision.id}
              caseId={caseId}
              decision={decision}
              position={index + 1}
              can={can}
              onEditDates={(trigger) => dialog.open({ kind: 'dates', decision, position: index + 1 }, trigger)}
              onDelete={(trigger) => {
                setDeleteProblem(null);
                dialog.open({ kind: 'delete', decision, position: index + 1 }, trigger);
              }}
            />
          ))}
        </Stack>
      )}
      {can.addCaseDecision && (
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
