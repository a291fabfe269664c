import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useToast } from '../../app/notifications';
import { visuallyHidden } from '../../shared/visually-hidden';
import { useRestoreFocus } from '../people/use-restore-focus';
import { BundleCard } from './BundleCard';
import type { BundleInput } from './bundle-draft';
import { BundleDialog } from './BundleDialog';
import {
  ADD_BUNDLE_MUTATION,
  CATALOG_BUNDLES_QUERY,
  CATALOG_ORGANIZATION_PRODUCTS_QUERY,
  DELETE_BUNDLE_MUTATION,
  UPDATE_BUNDLE_MUTATION,
} from './catalog-documents';
import type { ProductBundle } from './catalog-types';
import { ConfirmDialog } from './ConfirmDialog';
import { LoadState } from './LoadState';
import { useBundleOrder } from './use-bundle-order';
import { useCatalogChange } from './use-catalog-change';

type Editing = { kind: 'edit'; bundle: ProductBundle | null } | { kind: 'delete'; bundle: ProductBundle };

/**
 * The organization's bundles in the order the landing page shows them. Its Admin or owner adds, edits
 * and deletes them and reorders them by dragging, with the handle's arrow keys or with Move up/down.
 */
export function BundlesSection({ organizationId, canEdit }: { organizationId: string; canEdit: boolean }) {
  const toast = useToast();
  const focus = useRestoreFocus();
  const { data, error, refetch } = useQuery(CATALOG_BUNDLES_QUERY, { variables: { organizationId } });
  const offered = useQuery(CATALOG_ORGANIZATION_PRODUCTS_QUERY, { variables: { organizationId }, skip: !canEdit });
  const refetchQueries = ['CatalogBundles'];
  const add = useCatalogChange(ADD_BUNDLE_MUTATION, 'addOrganizationProductBundle', refetchQueries);
  const update = useCatalogChange(UPDATE_BUNDLE_MUTATION, 'updateOrganizationProductBundle', refetchQueries);
  const remove = useCatalogChange(DELETE_BUNDLE_MUTATION, 'deleteOrganizationProductBundle', refetchQueries);
  const { ordered, move, announcement } = useBundleOrder(organizationId, data?.organizationProductBundles);
  const [orderRefusal, setOrderRefusal] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const dragged = useRef<number | null>(null);

  const products = (offered.data?.organizationProductsByCategory ?? []).map((entry) => entry.product);
  const open = (next: Editing) => {
    focus.remember();
    setEditing(next);
  };
  const close = () => {
    setEditing(null);
    focus.restore();
  };

  const moveTo = async (from: number, to: number) => {
    setOrderRefusal(null);
    const refusal = await move(from, to);
    if (refusal) setOrderRefusal(refusal);
  };

  const save = async (input: BundleInput) => {
    const bundle = editing?.kind === 'edit' ? editing.bundle : null;
    const refusal = bundle
      ? await update({ input: { productBundleId: bundle.id, ...input } })
      : await add({ input: { organizationId, ...input } });
    if (refusal) return refusal;
    toast.success(bundle ? `${String(input.name)} was updated.` : `${String(input.name)} was added.`);
    close();
    return null;
  };

  const confirmDelete = async () => {
    if (editing?.kind !== 'delete') return null;
    const refusal = await remove({ productBundleId: editing.bundle.id });
    if (refusal) return refusal;
    toast.success(`${editing.bundle.name} was deleted.`);
    close();
    return null;
  };

  let body;
  if (!data) {
    body = <LoadState failed={Boolean(error)} what="bundles" onRetry={() => void refetch()} />;
  } else if (ordered.length === 0) {
    body = <Typography>There are no bundles yet.{canEdit ? ' Add the first one.' : ''}</Typography>;
  } else {
    body = (
      <Stack component="ol" spacing={1} sx={{ p: 0, m: 0 }} aria-label="Bundles in landing page order">
        {ordered.map((bundle, index) => (
          <BundleCard
            key={bundle.id}
            bundle={bundle}
            position={index}
            count={ordered.length}
            canEdit={canEdit}
            onMove={(to) => void moveTo(index, to)}
            onEdit={() => open({ kind: 'edit', bundle })}
            onDelete={() => open({ kind: 'delete', bundle })}
            onDragStart={() => {
              dragged.current = index;
            }}
            onDrop={() => {
              if (dragged.current !== null) void moveTo(dragged.current, index);
              dragged.current = null;
            }}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby="bundles-heading" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography id="bundles-heading" component="h2" variant="h6">
          Bundles
        </Typography>
        {canEdit && (
          <Button variant="contained" onClick={() => open({ kind: 'edit', bundle: null })}>
            Add bundle
          </Button>
        )}
      </Stack>
      {orderRefusal && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setOrderRefusal(null)}>
          The order was not saved: {orderRefusal}
        </Alert>
      )}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      {body}
      {editing?.kind === 'edit' && (
        <BundleDialog
          organizationId={organizationId}
          bundle={editing.bundle}
          products={products}
          onSave={save}
          onClose={close}
        />
      )}
      {editing?.kind === 'delete' && (
        <ConfirmDialog
          title={`Delete ${editing.bundle.name}?`}
          text="The bundle leaves the landing page. Cases that already chose it keep it."
          confirmLabel="Delete"
          onConfirm={confirmDelete}
          onClose={close}
        />
      )}
    </Paper>
  );
}
