import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useToast } from '../../app/notifications';
import { useSettledSearch } from '../../shared/use-settled-search';
import { useRestoreFocus } from '../people/use-restore-focus';
import {
  ADD_PRODUCT_CATEGORY_MUTATION,
  ADD_PRODUCT_MUTATION,
  CATALOG_ALL_PHARMACIES_QUERY,
  CATALOG_PRODUCTS_QUERY,
  UPDATE_ORGANIZATION_PRODUCT_CATEGORY_MUTATION,
  UPDATE_PRODUCT_CATEGORY_MUTATION,
  UPDATE_PRODUCT_MUTATION,
} from './catalog-documents';
import type { Product, ProductCategory } from './catalog-types';
import { CatalogSearchResults } from './CatalogSearchResults';
import { LoadState } from './LoadState';
import { formatCents } from './money';
import { NameDialog } from './NameDialog';
import { ProductDialog, type ProductDraft } from './ProductDialog';
import { useCatalogChange } from './use-catalog-change';
import { variantInputs } from './VariantsEditor';

type Editing = { kind: 'product'; product: Product | null } | { kind: 'category'; category: ProductCategory | null };

/** How long typing pauses before the search goes to the server. */
export const SEARCH_DELAY_MS = 300;

/**
 * The global products with their variants and categories; the CV Admin adds and edits them and the global
 * categories, the organization's Admin or owner adds and renames the organization's own categories.
 */
export function CatalogSection({
  organizationId,
  canEdit,
  canEditOrganization,
}: {
  organizationId: string | null;
  canEdit: boolean;
  canEditOrganization: boolean;
}) {
  const toast = useToast();
  const { data, error, refetch } = useQuery(CATALOG_PRODUCTS_QUERY);
  const refetchQueries = ['CatalogProducts'];
  const addProduct = useCatalogChange(ADD_PRODUCT_MUTATION, 'addProduct', refetchQueries);
  const updateProduct = useCatalogChange(UPDATE_PRODUCT_MUTATION, 'updateProduct', refetchQueries);
  const addCategory = useCatalogChange(ADD_PRODUCT_CATEGORY_MUTATION, 'addProductCategory', refetchQueries);
  const updateCategory = useCatalogChange(UPDATE_PRODUCT_CATEGORY_MUTATION, 'updateProductCategory', refetchQueries);
  const updateOrganizationCategory = useCatalogChange(
    UPDATE_ORGANIZATION_PRODUCT_CATEGORY_MUTATION,
    'updateOrganizationProductCategory',
    refetchQueries,
  );
  const [search, setSearch] = useState('');
  const [pharmacyId, setPharmacyId] = useState('');
  const [offeredOnly, setOfferedOnly] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const focus = useRestoreFocus();
  // The search runs on the server (searchProductVariants) once typing pauses, not over the loaded list.
  const searchTerm = useSettledSearch(search, SEARCH_DELAY_MS);
  const pharmacies = useQuery(CATALOG_ALL_PHARMACIES_QUERY).data?.allPharmacies ?? [];
  const searching = Boolean(search.trim() || pharmacyId || offeredOnly);

  const products = data?.allProducts;
  const categories = data?.getAllProductCategories ?? [];

  const open = (next: Editing) => {
    focus.remember();
    setEditing(next);
  };
  const close = () => {
    setEditing(null);
    focus.restore();
  };

  const saveProduct = async (draft: ProductDraft) => {
    const product = editing?.kind === 'product' ? editing.product : null;
    const fields = {
      name: draft.name.trim(),
      description: draft.description.trim(),
      linkName: draft.linkName.trim() || null,
      isVisible: draft.isVisible,
      categoryIds: draft.categoryIds,
      variants: variantInputs(draft.variants),
    };
    const refusal = product
      ? await updateProduct({ input: { productId: product.id, ...fields } })
      : await addProduct({ input: fields });
    if (refusal) return refusal;
    toast.success(product ? `${fields.name} was updated.` : `${fields.name} was added.`);
    close();
    return null;
  };

  const saveCategory = async (name: string) => {
    const category = editing?.kind === 'category' ? editing.category : null;
    // The CV Admin adds global categories; an organization's Admin or owner adds the organization's own.
    const ownOrganization = canEdit ? null : organizationId;
    let refusal: string | null;
    if (category?.organizationId) {
      refusal = await updateOrganizationCategory({
        input: { categoryId: category.id, name, organizationId: category.organizationId },
      });
    } else if (category) {
      refusal = await updateCategory({ input: { categoryId: category.id, name } });
    } else {
      refusal = await addCategory({ input: { name, ...(ownOrganization ? { organizationId: ownOrganization } : {}) } });
    }
    if (refusal) return refusal;
    toast.success(category ? `The category is now called ${name}.` : `${name} was added.`);
    close();
    return null;
  };

  let body;
  if (searching) {
    body = (
      <CatalogSearchResults
        search={{
          searchTerm,
          settling: search.trim() !== searchTerm,
          pharmacyId: pharmacyId || null,
          organizationId: offeredOnly ? organizationId : null,
        }}
      />
    );
  } else if (!products) {
    body = <LoadState failed={Boolean(error)} what="products" onRetry={() => void refetch()} />;
  } else if (products.length === 0) {
    body = <Typography>There are no products yet.{canEdit ? ' Add the first one.' : ''}</Typography>;
  } else {
    body = (
      <>
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {`${products.length} products`}
        </Typography>
        <Table size="small" aria-label="Products">
          <TableHead>
            <TableRow>
              <TableCell>Product</TableCell>
              <TableCell>Variants</TableCell>
              <TableCell>Categories</TableCell>
              <TableCell>Visible</TableCell>
              {canEdit && <TableCell>Actions</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {products.map((product) => (
              <TableRow key={product.id}>
                <TableCell component="th" scope="row">
                  <Link component={RouterLink} to={`/product/${product.id}`}>
                    {product.name}
                  </Link>
                </TableCell>
                <TableCell>
                  {product.variants.length === 0
                    ? '—'
                    : product.variants.map((variant) => (
                        <div key={variant.id}>
                          {[variant.name, variant.code, variant.strength, variant.form].filter(Boolean).join(' · ')}
                          {` — ${formatCents(variant.priceCents)}`}
                        </div>
                      ))}
                </TableCell>
                <TableCell>{product.categories.map((category) => category.name).join(', ') || '—'}</TableCell>
                <TableCell>{product.isVisible ? 'Yes' : 'No'}</TableCell>
                {canEdit && (
                  <TableCell>
                    <Button
                      size="small"
                      onClick={() => open({ kind: 'product', product })}
                      aria-label={`Edit ${product.name}`}
                    >
                      Edit
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </>
    );
  }

  return (
    <Stack spacing={3}>
      <Paper component="section" variant="outlined" aria-labelledby="catalog-products-heading" sx={{ p: 2 }}>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 2, flexWrap: 'wrap' }}
        >
          <Typography id="catalog-products-heading" component="h2" variant="h6">
            Catalog
          </Typography>
          <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <TextField
              size="small"
              type="search"
              label="Search products"
              placeholder="Name, code or strength"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <TextField
              select
              size="small"
              label="Pharmacy"
              value={pharmacyId}
              onChange={(event) => setPharmacyId(event.target.value)}
              sx={{ minWidth: 180 }}
            >
              <MenuItem value="">
                <em>Any pharmacy</em>
              </MenuItem>
              {pharmacies.map((pharmacy) => (
                <MenuItem key={pharmacy.id} value={pharmacy.id}>
                  {pharmacy.name}
                </MenuItem>
              ))}
            </TextField>
            {organizationId && (
              <FormControlLabel
                control={<Checkbox checked={offeredOnly} onChange={(event) => setOfferedOnly(event.target.checked)} />}
                label="Only products we offer"
              />
            )}
            {canEdit && (
              <Button variant="contained" onClick={() => open({ kind: 'product', product: null })}>
                Add product
              </Button>
            )}
          </Stack>
        </Stack>
        {body}
      </Paper>
      <Paper component="section" variant="outlined" aria-labelledby="catalog-categories-heading" sx={{ p: 2 }}>
        <Typography id="catalog-categories-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
          Categories
        </Typography>
        {products && categories.length === 0 && <Typography>There are no product categories yet.</Typography>}
        <Stack
          component="ul"
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
        >
          {categories.map((category) => (
            <li key={category.id}>
              {(category.organizationId ? canEditOrganization : canEdit) ? (
                <Chip
                  label={category.name}
                  variant="outlined"
                  onClick={() => open({ kind: 'category', category })}
                  aria-label={`Rename ${category.name}`}
                />
              ) : (
                <Chip label={category.name} variant="outlined" />
              )}
            </li>
          ))}
        </Stack>
        {(canEdit || (canEditOrganization && organizationId)) && (
          <Button sx={{ mt: 2 }} onClick={() => open({ kind: 'category', category: null })}>
            Add category
          </Button>
        )}
      </Paper>
      {editing?.kind === 'product' && (
        <ProductDialog product={editing.product} categories={categories} onSave={saveProduct} onClose={close} />
      )}
      {editing?.kind === 'category' && (
        <NameDialog
          title={editing.category ? `Rename ${editing.category.name}` : 'Add category'}
          label="Category name"
          initial={editing.category?.name ?? ''}
          onSave={saveCategory}
          onClose={close}
        />
      )}
    </Stack>
  );
}
