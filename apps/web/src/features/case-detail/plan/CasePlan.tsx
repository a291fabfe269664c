import { useApolloClient, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useToast } from '../../../app/notifications/use-toast';
import type { CasePlanFieldsFragment } from '../../../generated/graphql';
import { problemOf, requireSuccess } from '../../cv-settings/OrganizationDialog';
import { formatCents } from '../../promo-codes/promo-example';
import { ActionDialog } from '../dialogs/ActionDialog';
import { useDialog } from '../dialogs/use-dialog';
import { runCaseChange } from '../shared/run-case-change';
import { SectionLoadState } from '../shared/SectionLoadState';
import { CASE_PLAN_BUNDLES_QUERY, CASE_PLAN_UPDATE_MUTATION } from './case-plan-queries';
import { planOption, planPrice } from './plan-text';

/**
 * The case's plan (its product bundle): name, price and first charge, and what the applied promo code
 * takes off that first charge (the server's discount). Who may edit the case (viewerCan.updateCase: TPA
 * Support in the organization and the CV Admin) changes it, on a case that is not archived; the answer
 * (the case with its new discount, and the timeline entry) is written into the cache.
 */
export function CasePlan({ caseRecord }: { caseRecord: CasePlanFieldsFragment }) {
  const headingId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const dialog = useDialog<true>(() => button.current);
  const bundle = caseRecord.productBundle;
  const discount = caseRecord.promoCode?.discountCents;
  const canChange = caseRecord.viewerCan.updateCase && !caseRecord.isArchived;

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        Plan
      </Typography>
      {bundle ? (
        <>
          <Typography>
            <strong>{bundle.name}</strong> — {planPrice(bundle)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            First charge {formatCents(bundle.firstChargeCents)}
          </Typography>
          {caseRecord.promoCode && discount != null && (
            <Typography variant="body2" data-testid="plan-discount">
              {caseRecord.promoCode.name} takes {formatCents(discount)} off: first charge{' '}
              {formatCents(Math.max(0, bundle.firstChargeCents - discount))}
            </Typography>
          )}
        </>
      ) : (
        <Typography color="text.secondary">No plan chosen.</Typography>
      )}
      {canChange && (
        <Button ref={button} sx={{ mt: 1 }} onClick={(event) => dialog.open(true, event.currentTarget)}>
          Change plan
        </Button>
      )}
      {dialog.state && <ChangePlanDialog caseRecord={caseRecord} onClose={dialog.close} />}
    </Paper>
  );
}

function ChangePlanDialog({ caseRecord, onClose }: { caseRecord: CasePlanFieldsFragment; onClose(): void }) {
  const client = useApolloClient();
  const toast = useToast();
  const { data, loading, error, refetch } = useQuery(CASE_PLAN_BUNDLES_QUERY, {
    variables: { organizationId: caseRecord.organizationId },
    fetchPolicy: 'cache-and-network',
  });
  const [choice, setChoice] = useState(caseRecord.productBundleId ?? '');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const bundles = data?.organizationProductBundles;

  const submit = async () => {
    if (!bundles || bundles.length === 0) return;
    const productBundleId = choice || null;
    if (productBundleId === (caseRecord.productBundleId ?? null)) return onClose();
    setBusy(true);
    setProblem(null);
    try {
      const answer = await runCaseChange(client, CASE_PLAN_UPDATE_MUTATION, {
        caseId: caseRecord.id,
        input: { productBundleId },
      });
      requireSuccess(answer as { success: boolean; message?: string | null } | undefined);
      const name = bundles.find((bundle) => bundle.id === productBundleId)?.name;
      toast.success(name ? `The plan is now ${name}.` : 'The case has no plan now.');
      onClose();
    } catch (failure) {
      setProblem(problemOf(failure)?.message ?? 'The plan could not be changed.');
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (!bundles && (loading || error)) {
    body = <SectionLoadState what="the plans" failed={Boolean(error)} onRetry={() => void refetch()} />;
  } else if (!bundles || bundles.length === 0) {
    body = <Typography>This organization has no plans yet: its admin adds them under Products.</Typography>;
  } else {
    body = (
      <TextField
        select
        fullWidth
        label="Plan"
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
        error={Boolean(problem)}
        helperText={problem ?? ' '}
        sx={{ mt: 1 }}
      >
        <MenuItem value="">
          <em>No plan</em>
        </MenuItem>
        {bundles.map((bundle) => (
          <MenuItem key={bundle.id} value={bundle.id}>
            {planOption(bundle)}
          </MenuItem>
        ))}
      </TextField>
    );
  }

  return (
    <ActionDialog
      title="Change plan"
      description={
        caseRecord.promoCode
          ? `The discount of ${caseRecord.promoCode.name} is computed again for the new plan's first charge.`
          : undefined
      }
      confirmLabel="Save"
      busy={busy}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      {body}
    </ActionDialog>
  );
}
