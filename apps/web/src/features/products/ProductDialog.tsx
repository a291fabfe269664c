import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { DialogError } from '../people/DialogError';
import type { Product, ProductCategory } from './catalog-types';
import { variantDrafts, variantErrors, VariantsEditor, type VariantDraft } from './VariantsEditor';

export interface ProductDraft {
  name: string;
  description: string;
  linkName: string;
  isVisible: boolean;
  categoryIds: string[];
  variants: VariantDraft[];
}

/** Adds or edits a global product (CV Admin): name, description, link name, visibility, categories and variants. */
export function ProductDialog({
  product,
  categories,
  onSave,
  onClose,
}: {
  product: Product | null;
  categories: ProductCategory[];
  /** Answers the api's refusal, or null once saved. */
  onSave: (draft: ProductDraft) => Promise<string | null>;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<ProductDraft>({
    name: product?.name ?? '',
    description: product?.description ?? '',
    linkName: product?.linkName ?? '',
    isVisible: product?.isVisible ?? true,
    categoryIds: product?.categories.map((category) => category.id) ?? [],
    variants: variantDrafts(product),
  });
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const nameError = touched && !draft.name.trim() ? 'Enter the product name.' : null;
  const linkError =
    touched && draft.linkName.trim() && !/^[a-z0-9-]+$/.test(draft.linkName.trim())
      ? 'Use lowercase letters, digits and hyphens only.'
      : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const variantsInvalid = draft.variants.some((variant) => Object.keys(variantErrors(variant)).length > 0);
    if (!draft.name.trim() || variantsInvalid || (draft.linkName.trim() && !/^[a-z0-9-]+$/.test(draft.linkName.trim())))
      return;
    setSaving(true);
    const refusal = await onSave(draft);
    setSaving(false);
    if (refusal) setError(refusal);
  };

  const toggleCategory = (id: string, checked: boolean) =>
    setDraft((current) => ({
      ...current,
      categoryIds: checked ? [...current.categoryIds, id] : current.categoryIds.filter((entry) => entry !== id),
    }));

  return (
    <Dialog open onClose={onClose} aria-labelledby="product-dialog-title" fullWidth maxWidth="md">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="product-dialog-title">{product ? `Edit ${product.name}` : 'Add product'}</DialogTitle>
        <DialogContent>
          <DialogError message={error} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Name"
              required
              autoFocus
              value={draft.name}
              onChange={(event) => setDraft({ ...draft, name: event.target.value })}
              error={Boolean(nameError)}
              helperText={nameError ?? ' '}
            />
            <TextField
              label="Description"
              multiline
              minRows={2}
              value={draft.description}
              onChange={(event) => setDraft({ ...draft, description: event.target.value })}
            />
            <TextField
              label="Link name"
              value={draft.linkName}
              onChange={(event) => setDraft({ ...draft, linkName: event.target.value })}
              error={Boolean(linkError)}
              helperText={linkError ?? 'Used in the storefront address.'}
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={draft.isVisible}
                  onChange={(event) => setDraft({ ...draft, isVisible: event.target.checked })}
                />
              }
              label="Visible"
            />
            <VariantsEditor
              variants={draft.variants}
              showErrors={touched}
              onChange={(variants) => setDraft((current) => ({ ...current, variants }))}
            />
            {categories.length > 0 && (
              <FormGroup>
                <FormLabel component="legend">Categories</FormLabel>
                {categories.map((category) => (
                  <FormControlLabel
                    key={category.id}
                    control={
                      <Checkbox
                        checked={draft.categoryIds.includes(category.id)}
                        onChange={(event) => toggleCategory(category.id, event.target.checked)}
                      />
                    }
                    label={category.name}
                  />
                ))}
              </FormGroup>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
