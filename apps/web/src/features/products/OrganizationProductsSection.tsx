import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useToast } from '../../app/notifications';
import { useRestoreFocus } from '../people/use-restore-focus';
import {
  ADD_ORGANIZATION_PRODUCT_MUTATION,
  CATALOG_ORGANIZATION_PRODUCTS_QUERY,
  CATALOG_PRODUCTS_QUERY,
  DELETE_ORGANIZATION_PRODUCT_MUTATION,
  SET_DEFAULT_PRODUCTS_MUTATION,
  UPDATE_ORGANIZATION_PRODUCT_MUTATION,
} from './catalog-documents';
import type { OrganizationProduct } from './catalog-types';
import { ConfirmDialog } from './ConfirmDialog';
import { LoadState } from './LoadState';
import { formatCents } from './money';
import { OrganizationProductDialog, type OrganizationProductDraft } from './OrganizationProductDialog';
import { useCatalogChange } from './use-catalog-change';

type Editing = { kind: 'edit'; entry: OrganizationProduct | null } | { kind: 'remove'; entry: OrganizationProduct };

/**
 * The organization's products: its price (integer cents) and unit, the formulary flag and the defaults.
 * Its Admin or owner adds, edits and removes them; setting the defaults is the CV Admin's.
 */
export function OrganizationProductsSection({
  organizationId,
  canEdit,
  canSetDefaults,
}: {
  organizationId: string;
  canEdit: boolean;
  canSetDefaults: boolean;
}) {
  const toast = useToast();
  const focus = useRestoreFocus();
  const { data, error, refetch } = useQuery(CATALOG_ORGANIZATION_PRODUCTS_QUERY, { variables: { organizationId } });
  const catalog = useQuery(CATALOG_PRODUCTS_QUERY, { skip: !canEdit });
  const refetchQueries = ['CatalogOrganizationProducts'];
  const add = useCatalogChange(ADD_ORGANIZATION_PRODUCT_MUTATION, 'addOrganizationProduct', refetchQueries);
  const update = useCatalogChange(UPDATE_ORGANIZATION_PRODUCT_MUTATION, 'updateOrganizationProduct', refetchQueries);
  const remove = useCatalogChange(DELETE_ORGANIZATION_PRODUCT_MUTATION, 'deleteOrganizationProduct', refetchQueries);
  const setDefaults = useCatalogChange(SET_DEFAULT_PRODUCTS_MUTATION, 'setOrganizationDefaultProducts', refetchQueries);
  const [editing, setEditing] = useState<Editing | null>(null);

  const entries = data?.organizationProductsByCategory;
  const open = (next: Editing) => {
    focus.remember();
    setEditing(next);
  };
  const close = () => {
    setEditing(null);
    focus.restore();
  };

  const save = async (draft: OrganizationProductDraft) => {
    const entry = editing?.kind === 'edit' ? editing.entry : null;
    const refusal = entry
      ? await update({
          input: {
            organizationProductId: entry.id,
            priceCents: draft.priceCents,
            priceUnit: draft.priceUnit,
            isFormulary: draft.isFormulary,
          },
        })
      : await add({ input: { organizationId, ...draft } });
    if (refusal) return refusal;
    toast.success(entry ? `${entry.product.name} was updated.` : 'The product was added to the organization.');
    close();
    return null;
  };

  const confirmRemove = async () => {
    if (editing?.kind !== 'remove') return null;
    const refusal = await remove({ organizationProductId: editing.entry.id });
    if (refusal) return refusal;
    toast.success(`${editing.entry.product.name} was removed from the organization.`);
    close();
    return null;
  };

  const toggleDefault = async (entry: OrganizationProduct, isDefault: boolean) => {
    const productIds = (entries ?? [])
      .filter((other) => (other.id === entry.id ? isDefault : other.isDefault))
      .map((other) => other.product.id);
    const refusal = await setDefaults({ organizationId, productIds });
    if (refusal) toast.error(refusal);
  };

  let body;
  if (!entries) {
    body = <LoadState failed={Boolean(error)} what="organization products" onRetry={() => void refetch()} />;
  } else if (entries.length === 0) {
    body = (
      <Typography>The organization offers no products yet.{canEdit ? ' Add one from the catalog.' : ''}</Typography>
    );
  } else {
    body = (
      <Table size="small" aria-label="Organization products">
        <TableHead>
          <TableRow>
            <TableCell>Product</TableCell>
            <TableCell align="right">Price</TableCell>
            <TableCell>Unit</TableCell>
            <TableCell>Formulary</TableCell>
            <TableCell>Default</TableCell>
            {canEdit && <TableCell>Actions</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell component="th" scope="row">
                <Link component={RouterLink} to={`/product/${entry.product.id}`}>
                  {entry.product.name}
                </Link>
              </TableCell>
              <TableCell align="right">{formatCents(entry.priceCents)}</TableCell>
              <TableCell>{entry.priceUnit || '—'}</TableCell>
              <TableCell>{entry.isFormulary ? 'Yes' : 'No'}</TableCell>
              <TableCell>
                {canSetDefaults ? (
                  <Checkbox
                    size="small"
                    checked={Boolean(entry.isDefault)}
                    onChange={(event) => void toggleDefault(entry, event.target.checked)}
                    slotProps={{ input: { 'aria-label': `${entry.product.name} is a default product` } }}
                  />
                ) : entry.isDefault ? (
                  'Yes'
                ) : (
                  'No'
                )}
              </TableCell>
              {canEdit && (
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    <Button
                      size="small"
                      aria-label={`Edit ${entry.product.name}`}
                      onClick={() => open({ kind: 'edit', entry })}
                    >
                      Edit
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      aria-label={`Remove ${entry.product.name}`}
                      onClick={() => open({ kind: 'remove', entry })}
                    >
                      Remove
                    </Button>
                  </Stack>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby="organization-products-heading" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography id="organization-products-heading" component="h2" variant="h6">
          Organization products
        </Typography>
        {canEdit && (
          <Button variant="contained" onClick={() => open({ kind: 'edit', entry: null })}>
            Add organization product
          </Button>
        )}
      </Stack>
      {body}
      {editing?.kind === 'edit' && (
        <OrganizationProductDialog
          entry={editing.entry}
          products={catalog.data?.allProducts ?? []}
          onSave={save}
          onClose={close}
        />
      )}
      {editing?.kind === 'remove' && (
        <ConfirmDialog
          title={`Remove ${editing.entry.product.name}?`}
          text="The organization will no longer offer this product. The global catalog keeps it."
          confirmLabel="Remove"
          onConfirm={confirmRemove}
          onClose={close}
        />
      )}
    </Paper>
  );
}
