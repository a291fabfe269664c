import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useToast } from '../../app/notifications/use-toast';
import type { PromoCodeFieldsFragment } from '../../generated/graphql';
import { RetryAlert } from '../../shared/RetryAlert';
import { ActionDialog } from '../case-detail/dialogs/ActionDialog';
import { problemOf } from '../cv-settings/OrganizationDialog';
import { EMPTY_PROMO_DRAFT, fieldsOf, PromoCodeDialog, type PromoCodeDraft, requireSuccess } from './PromoCodeDialog';
import {
  ADD_PROMO_CODE_MUTATION,
  ALL_PROMO_CODES_QUERY,
  DELETE_PROMO_CODE_MUTATION,
  UPDATE_PROMO_CODE_MUTATION,
} from './promo-code-queries';
import { discountLabel, refillsSentence } from './promo-example';

type Code = PromoCodeFieldsFragment;

const draftOf = (code: Code): PromoCodeDraft => ({
  name: code.name,
  label: code.label,
  description: code.description,
  kind: code.percentDiscount != null ? 'percent' : 'price',
  amount: code.percentDiscount != null ? String(code.percentDiscount) : ((code.priceDiscount ?? 0) / 100).toFixed(2),
  refillType: code.refillType,
  refillCount: code.refillCount ? String(code.refillCount) : '',
  influencerName: code.influencerName ?? '',
  isVisible: code.isVisible,
  isAnalytics: code.isAnalytics,
  isMaster: code.isMaster,
});

const marksOf = (code: Code) =>
  [code.isVisible && 'Visible', code.isAnalytics && 'Analytics', code.isMaster && 'Master'].filter(Boolean).join(', ');

/**
 * One scope's codes (an organization's, or organizationId null: the global ones): search by code or
 * label, add, edit and delete with a confirmation. `canEdit` hides the changes from who only reads.
 */
export function PromoCodesSection({
  title,
  organizationId,
  canEdit,
}: {
  title: string;
  organizationId: string | null;
  canEdit: boolean;
}) {
  const headingId = useId();
  const toast = useToast();
  const variables = { organizationId };
  const { data, loading, error, refetch } = useQuery(ALL_PROMO_CODES_QUERY, { variables });
  const refetchQueries = [{ query: ALL_PROMO_CODES_QUERY, variables }];
  const [add] = useMutation(ADD_PROMO_CODE_MUTATION, { refetchQueries });
  const [update] = useMutation(UPDATE_PROMO_CODE_MUTATION, { refetchQueries });
  const [remove] = useMutation(DELETE_PROMO_CODE_MUTATION, { refetchQueries });
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ code: Code | null } | null>(null);
  const [deleting, setDeleting] = useState<Code | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (draft: PromoCodeDraft) => {
    const fields = fieldsOf(draft);
    if (editing?.code) {
      requireSuccess((await update({ variables: { input: { id: editing.code.id, fields } } })).data?.updatePromoCode);
      toast.success(`${fields.name} was saved.`);
    } else {
      requireSuccess((await add({ variables: { input: { organizationId, fields } } })).data?.addPromoCode);
      toast.success(`${fields.name} was added.`);
    }
    setEditing(null);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      requireSuccess((await remove({ variables: { id: deleting.id } })).data?.deletePromoCode);
      toast.success(`${deleting.name} was deleted.`);
      setDeleting(null);
    } catch (failure) {
      toast.error(problemOf(failure)?.message ?? 'The promo code could not be deleted.');
    } finally {
      setBusy(false);
    }
  };

  const codes = data?.allPromoCodes;
  let body;
  if (!codes) {
    body =
      error && !loading ? (
        <RetryAlert onRetry={() => void refetch()}>
          We couldn&apos;t load the promo codes. Check your connection and try again.
        </RetryAlert>
      ) : (
        <Skeleton variant="rectangular" height={120} aria-label="Loading the promo codes" />
      );
  } else {
    const needle = search.trim().toLowerCase();
    const shown = needle
      ? codes.filter((code) => [code.name, code.label].some((value) => value.toLowerCase().includes(needle)))
      : codes;
    body = (
      <>
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {needle
            ? `${shown.length} of ${codes.length} promo codes match “${search.trim()}”`
            : `${codes.length} promo codes`}
        </Typography>
        {shown.length === 0 ? (
          <Typography>{needle ? 'No promo code matches the search.' : 'There are no promo codes yet.'}</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-labelledby={headingId}>
              <TableHead>
                <TableRow>
                  <TableCell>Code</TableCell>
                  <TableCell>Label</TableCell>
                  <TableCell>Discount</TableCell>
                  <TableCell>Refills</TableCell>
                  <TableCell>Shown as</TableCell>
                  {canEdit && <TableCell align="right">Actions</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((code) => (
                  <TableRow key={code.id}>
                    <TableCell component="th" scope="row">
                      {code.name}
                    </TableCell>
                    <TableCell>{code.label}</TableCell>
                    <TableCell>{discountLabel(code)}</TableCell>
                    <TableCell>{refillsSentence(code)}</TableCell>
                    <TableCell>{marksOf(code)}</TableCell>
                    {canEdit && (
                      <TableCell align="right">
                        <Button size="small" onClick={() => setEditing({ code })} aria-label={`Edit ${code.name}`}>
                          Edit
                        </Button>
                        <Button
                          size="small"
                          color="error"
                          onClick={() => setDeleting(code)}
                          aria-label={`Delete ${code.name}`}
                        >
                          Delete
                        </Button>
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </>
    );
  }

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <TextField
          size="small"
          type="search"
          label="Search codes"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {canEdit && (
          <Button variant="contained" onClick={() => setEditing({ code: null })}>
            Add promo code
          </Button>
        )}
      </Stack>
      <Box>{body}</Box>
      {editing && (
        <PromoCodeDialog
          title={editing.code ? `Edit ${editing.code.name}` : 'Add promo code'}
          initial={editing.code ? draftOf(editing.code) : EMPTY_PROMO_DRAFT}
          isGlobal={organizationId === null}
          onClose={() => setEditing(null)}
          onSave={save}
        />
      )}
      {deleting && (
        <ActionDialog
          title={`Delete ${deleting.name}?`}
          description="Members can no longer use this code. Cases it was applied to keep it."
          confirmLabel="Delete"
          destructive
          busy={busy}
          onClose={() => setDeleting(null)}
          onSubmit={() => void confirmDelete()}
        />
      )}
    </Paper>
  );
}
