import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ProductVariantInput } from '../../generated/graphql';
import type { Product } from './catalog-types';
import { centsToInput, parseCents } from './money';

/** A variant as typed in the product dialog (price as text until checked). */
export interface VariantDraft {
  key: string;
  name: string;
  code: string;
  strength: string;
  form: string;
  packaging: string;
  price: string;
  pharmacyId: string | null;
}

let nextKey = 0;
export const emptyVariant = (): VariantDraft => ({
  key: `new-${(nextKey += 1)}`,
  name: '',
  code: '',
  strength: '',
  form: '',
  packaging: '',
  price: '',
  pharmacyId: null,
});

export function variantDrafts(product: Product | null): VariantDraft[] {
  return (product?.variants ?? []).map((variant) => ({
    key: variant.id,
    name: variant.name,
    code: variant.code ?? '',
    strength: variant.strength ?? '',
    form: variant.form ?? '',
    packaging: variant.packaging ?? '',
    price: centsToInput(variant.priceCents),
    pharmacyId: variant.pharmacy?.id ?? null,
  }));
}

/** What is wrong with a variant, by field (empty when it can be sent). */
export function variantErrors(variant: VariantDraft): { name?: string; price?: string } {
  return {
    ...(variant.name.trim() ? {} : { name: 'Enter the variant name.' }),
    ...(parseCents(variant.price) === null ? { price: 'Enter a price such as 299.00.' } : {}),
  };
}

/** The variants as the api takes them: the whole list replaces the product's variants. */
export function variantInputs(variants: VariantDraft[]): ProductVariantInput[] {
  const text = (value: string) => value.trim() || null;
  return variants.map((variant) => ({
    name: variant.name.trim(),
    code: text(variant.code),
    strength: text(variant.strength),
    form: text(variant.form),
    packaging: text(variant.packaging),
    priceCents: parseCents(variant.price) ?? 0,
    pharmacyId: variant.pharmacyId,
  }));
}

/** Edits a product's variants in place: one row of fields per variant, added and removed by button. */
export function VariantsEditor({
  variants,
  showErrors,
  onChange,
}: {
  variants: VariantDraft[];
  showErrors: boolean;
  onChange: (variants: VariantDraft[]) => void;
}) {
  const update = (key: string, changes: Partial<VariantDraft>) =>
    onChange(variants.map((variant) => (variant.key === key ? { ...variant, ...changes } : variant)));
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend">Variants</FormLabel>
      {variants.length === 0 && <Typography variant="body2">No variants yet.</Typography>}
      {variants.map((variant, index) => {
        const errors = showErrors ? variantErrors(variant) : {};
        const label = `Variant ${index + 1}`;
        const field = (name: keyof VariantDraft & string, fieldLabel: string, extra: Record<string, unknown> = {}) => (
          <TextField
            size="small"
            label={fieldLabel}
            value={variant[name] ?? ''}
            onChange={(event) => update(variant.key, { [name]: event.target.value })}
            slotProps={{ htmlInput: { 'aria-label': `${label} ${fieldLabel.toLowerCase()}` } }}
            {...extra}
          />
        );
        return (
          <Paper key={variant.key} variant="outlined" sx={{ p: 1 }} role="group" aria-label={label}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {field('name', 'Name', { required: true, error: Boolean(errors.name), helperText: errors.name })}
              {field('code', 'Code')}
              {field('strength', 'Strength')}
              {field('form', 'Form')}
              {field('packaging', 'Packaging')}
              {field('price', 'Price (USD)', {
                required: true,
                inputMode: 'decimal',
                error: Boolean(errors.price),
                helperText: errors.price,
              })}
              <Button
                size="small"
                color="error"
                onClick={() => onChange(variants.filter((entry) => entry.key !== variant.key))}
              >
                Remove {label.toLowerCase()}
              </Button>
            </Stack>
          </Paper>
        );
      })}
      <Button sx={{ alignSelf: 'flex-start' }} onClick={() => onChange([...variants, emptyVariant()])}>
        Add variant
      </Button>
    </Stack>
  );
}
