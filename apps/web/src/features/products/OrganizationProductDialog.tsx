import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { DialogError } from '../people/DialogError';
import type { OrganizationProduct, Product } from './catalog-types';
import { centsToInput, parseCents } from './money';

export interface OrganizationProductDraft {
  productId: string;
  priceCents: number;
  priceUnit: string;
  isFormulary: boolean;
}

/** Offers a catalog product in the organization (or changes its offer): price in cents, unit, formulary flag. */
export function OrganizationProductDialog({
  entry,
  products,
  onSave,
  onClose,
}: {
  entry: OrganizationProduct | null;
  products: Product[];
  onSave: (draft: OrganizationProductDraft) => Promise<string | null>;
  onClose: () => void;
}) {
  const [productId, setProductId] = useState(entry?.product.id ?? '');
  const [price, setPrice] = useState(centsToInput(entry?.priceCents));
  const [priceUnit, setPriceUnit] = useState(entry?.priceUnit ?? '');
  const [isFormulary, setIsFormulary] = useState(entry?.isFormulary ?? false);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const cents = parseCents(price);
  const productError = touched && !productId ? 'Choose a product.' : null;
  const priceError = touched && cents === null ? 'Enter a price such as 199.00.' : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!productId || cents === null) return;
    setSaving(true);
    const refusal = await onSave({ productId, priceCents: cents, priceUnit: priceUnit.trim(), isFormulary });
    setSaving(false);
    if (refusal) setError(refusal);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="organization-product-dialog-title" fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="organization-product-dialog-title">
          {entry ? `Edit ${entry.product.name}` : 'Add organization product'}
        </DialogTitle>
        <DialogContent>
          <DialogError message={error} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label="Product"
              required
              disabled={Boolean(entry)}
              value={productId}
              onChange={(event) => setProductId(event.target.value)}
              error={Boolean(productError)}
              helperText={productError ?? ' '}
            >
              {products.map((product) => (
                <MenuItem key={product.id} value={product.id}>
                  {product.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Price (USD)"
              required
              inputMode="decimal"
              value={price}
              onChange={(event) => setPrice(event.target.value)}
              error={Boolean(priceError)}
              helperText={priceError ?? ' '}
            />
            <TextField
              label="Price unit"
              placeholder="month"
              value={priceUnit}
              onChange={(event) => setPriceUnit(event.target.value)}
            />
            <FormControlLabel
              control={<Checkbox checked={isFormulary} onChange={(event) => setIsFormulary(event.target.checked)} />}
              label="Formulary"
            />
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
