import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { DialogError } from '../people/DialogError';
import { bundleDraft, bundleInput, type BundleDraft, type BundleErrors, type BundleInput } from './bundle-draft';
import { BUNDLE_FORM_CHOICES_QUERY } from './bundle-form-choices';
import type { ProductBundle } from './catalog-types';

type TextFieldName = Exclude<keyof BundleDraft, 'isVisible' | 'isSoldOut' | 'productIds'>;

/**
 * Adds or edits a bundle: price and fees (entered in dollars, sent as integer cents), its products, the
 * eligibility form version, the sold-out state with its list text, modal texts and colours, and the
 * follow-up period and form version.
 */
export function BundleDialog({
  organizationId,
  bundle,
  products,
  onSave,
  onClose,
}: {
  organizationId: string;
  bundle: ProductBundle | null;
  products: Array<{ id: string; name: string }>;
  onSave: (input: BundleInput) => Promise<string | null>;
  onClose: () => void;
}) {
  const forms = useQuery(BUNDLE_FORM_CHOICES_QUERY, { variables: { organizationId } });
  const [draft, setDraft] = useState<BundleDraft>(() => bundleDraft(bundle));
  const [errors, setErrors] = useState<BundleErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = bundleInput(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    const answer = await onSave(checked.input);
    setSaving(false);
    if (answer) setRefusal(answer);
  };

  const field = (name: TextFieldName, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      value={draft[name]}
      onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? ' '}
      {...extra}
    />
  );
  const versions = (forms.data?.allForms ?? []).filter((form) => form.versionId);
  const versionSelect = (name: 'formVersionId' | 'followUpFormVersionId', label: string) => (
    <TextField
      select
      label={label}
      value={draft[name]}
      onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      helperText=" "
    >
      <MenuItem value="">
        <em>The organization&apos;s default</em>
      </MenuItem>
      {versions.map((form) => (
        <MenuItem key={form.versionId} value={form.versionId!}>
          {form.name} (version {form.versionNumber})
        </MenuItem>
      ))}
      {draft[name] && !versions.some((form) => form.versionId === draft[name]) && (
        <MenuItem value={draft[name]}>Current version</MenuItem>
      )}
    </TextField>
  );

  return (
    <Dialog open onClose={onClose} aria-labelledby="bundle-dialog-title" fullWidth maxWidth="md">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="bundle-dialog-title">{bundle ? `Edit ${bundle.name}` : 'Add bundle'}</DialogTitle>
        <DialogContent>
          <DialogError message={refusal} />
          <Stack spacing={1} sx={{ pt: 1 }}>
            {field('name', 'Name', { required: true, autoFocus: true })}
            {field('description', 'Description', { multiline: true, minRows: 2 })}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {field('price', 'Price (USD)', { required: true, inputMode: 'decimal' })}
              {field('priceUnit', 'Price unit', { placeholder: 'month' })}
              {field('initialDiscount', 'Initial discount (USD)', { inputMode: 'decimal' })}
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {field('oneTimeFee', 'One-time fee (USD)', { inputMode: 'decimal' })}
              {field('recurringFee', 'Recurring fee (USD)', { inputMode: 'decimal' })}
            </Stack>
            <FormControl component="fieldset" error={Boolean(errors.productIds)}>
              <FormLabel component="legend">Products</FormLabel>
              <FormGroup row>
                {products.map((product) => (
                  <FormControlLabel
                    key={product.id}
                    label={product.name}
                    control={
                      <Checkbox
                        checked={draft.productIds.includes(product.id)}
                        onChange={(event) =>
                          setDraft({
                            ...draft,
                            productIds: event.target.checked
                              ? [...draft.productIds, product.id]
                              : draft.productIds.filter((id) => id !== product.id),
                          })
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
              {products.length === 0 && (
                <Typography variant="body2">The organization offers no products yet.</Typography>
              )}
              <FormHelperText>{errors.productIds ?? ' '}</FormHelperText>
            </FormControl>
            {versionSelect('formVersionId', 'Eligibility form version')}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {field('followUpFormPeriodDays', 'Follow-up period (days)', { inputMode: 'numeric' })}
              {versionSelect('followUpFormVersionId', 'Follow-up form version')}
            </Stack>
            <FormControlLabel
              control={
                <Checkbox
                  checked={draft.isVisible}
                  onChange={(event) => setDraft({ ...draft, isVisible: event.target.checked })}
                />
              }
              label="Visible on the landing page"
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={draft.isSoldOut}
                  onChange={(event) => setDraft({ ...draft, isSoldOut: event.target.checked })}
                />
              }
              label="Sold out"
            />
            {field('soldOutListText', 'Sold-out list text')}
            {field('soldOutModalTitle', 'Sold-out modal title')}
            {field('soldOutModalText', 'Sold-out modal text', { multiline: true, minRows: 2 })}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {field('soldOutModalButtonText', 'Sold-out modal button text')}
              {field('soldOutModalButtonColor', 'Sold-out button colour', { placeholder: '#71d1ac' })}
              {field('soldOutModalButtonTextColor', 'Sold-out button text colour', { placeholder: '#ffffff' })}
            </Stack>
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
