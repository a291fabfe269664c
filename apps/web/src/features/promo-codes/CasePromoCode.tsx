import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useToast } from '../../app/notifications/use-toast';
import type { CasePromoCodeFieldsFragment } from '../../generated/graphql';
import { ActionDialog } from '../case-detail/dialogs/ActionDialog';
import { problemOf, requireSuccess } from '../cv-settings/OrganizationDialog';
import { APPLY_PROMO_CODE_MUTATION } from './promo-code-queries';
import { formatCents } from './promo-example';

/**
 * The case's promo code, and "Apply promo code" for who may (Tpasupport in the organization and the CV
 * Admin: the same rule as editing the case, so the api's viewerCan.updateCase says it). The discount is
 * the server's, on the first charge of the case's plan; a case without a plan yet shows the code without one.
 */
export function CasePromoCode({ caseRecord }: { caseRecord: CasePromoCodeFieldsFragment }) {
  const headingId = useId();
  const toast = useToast();
  const [apply] = useMutation(APPLY_PROMO_CODE_MUTATION);
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const promo = caseRecord.promoCode;
  const canApply = caseRecord.viewerCan.updateCase && !caseRecord.isArchived;

  const submit = async () => {
    if (!code.trim()) return setProblem('Write a promo code.');
    setBusy(true);
    setProblem(null);
    try {
      const answer = (await apply({ variables: { caseId: caseRecord.id, code: code.trim() } })).data
        ?.applyPromoCodeToCase;
      requireSuccess(answer);
      toast.success(`${answer?.case?.promoCode?.name ?? code.trim()} was applied.`);
      setOpen(false);
      setCode('');
    } catch (failure) {
      setProblem(problemOf(failure)?.message ?? 'The promo code could not be applied.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        Promo code
      </Typography>
      {promo ? (
        <Typography>
          <strong>{promo.name}</strong>
          {promo.discountCents != null
            ? ` — ${formatCents(promo.discountCents)} off the first charge`
            : ' — the discount is computed once the case has a plan'}
        </Typography>
      ) : (
        <Typography color="text.secondary">No promo code applied.</Typography>
      )}
      {canApply && (
        <Button sx={{ mt: 1 }} onClick={() => setOpen(true)}>
          Apply promo code
        </Button>
      )}
      {open && (
        <ActionDialog
          title="Apply promo code"
          confirmLabel="Apply"
          busy={busy}
          onClose={() => {
            setOpen(false);
            setProblem(null);
          }}
          onSubmit={() => void submit()}
        >
          <TextField
            label="Promo code"
            autoFocus
            fullWidth
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={Boolean(problem)}
            helperText={problem ?? ' '}
            sx={{ mt: 1 }}
          />
        </ActionDialog>
      )}
    </Paper>
  );
}
