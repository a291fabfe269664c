import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useToast } from '../../app/notifications';
import { DialogError } from '../people/DialogError';
import { ADD_DOSAGE_MUTATION, DELETE_DOSAGE_MUTATION } from './catalog-documents';
import type { ProductDosage } from './catalog-types';
import { ConfirmDialog } from './ConfirmDialog';
import { useCatalogChange } from './use-catalog-change';

/** A product's dosages (value and unit), added and deleted in place by the CV Admin (global data). */
export function DosagesSection({
  productId,
  dosages,
  canEdit,
}: {
  productId: string;
  dosages: ProductDosage[];
  canEdit: boolean;
}) {
  const toast = useToast();
  const refetchQueries = ['ProductDetail'];
  const add = useCatalogChange(ADD_DOSAGE_MUTATION, 'addProductDosage', refetchQueries);
  const remove = useCatalogChange(DELETE_DOSAGE_MUTATION, 'deleteProductDosage', refetchQueries);
  const [value, setValue] = useState('');
  const [unit, setUnit] = useState('mg');
  const [touched, setTouched] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ProductDosage | null>(null);
  const valueError = touched && !value.trim() ? 'Enter the dosage.' : null;
  const unitError = touched && !unit.trim() ? 'Enter the unit.' : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!value.trim() || !unit.trim()) return;
    setRefusal(null);
    const answer = await add({ input: { productId, value: value.trim(), unit: unit.trim() } });
    if (answer) return setRefusal(answer);
    toast.success(`${value.trim()} ${unit.trim()} was added.`);
    setValue('');
    setTouched(false);
  };

  const confirmDelete = async () => {
    if (!deleting) return null;
    const answer = await remove({ id: deleting.id });
    if (answer) return answer;
    toast.success(`${deleting.value} ${deleting.unit} was deleted.`);
    setDeleting(null);
    return null;
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby="dosages-heading" sx={{ p: 2 }}>
      <Typography id="dosages-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        Dosages
      </Typography>
      {dosages.length === 0 ? (
        <Typography>There are no dosages yet.</Typography>
      ) : (
        <Stack
          component="ul"
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
        >
          {dosages.map((dosage) => (
            <li key={dosage.id}>
              <Chip variant="outlined" label={`${dosage.value} ${dosage.unit}`} />
              {canEdit && (
                <Button
                  size="small"
                  color="error"
                  aria-label={`Delete ${dosage.value} ${dosage.unit}`}
                  onClick={() => setDeleting(dosage)}
                >
                  Delete
                </Button>
              )}
            </li>
          ))}
        </Stack>
      )}
      {canEdit && (
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add dosage">
          <DialogError message={refusal} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, alignItems: 'flex-start' }}>
            <TextField
              size="small"
              label="Dosage"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              error={Boolean(valueError)}
              helperText={valueError ?? ' '}
            />
            <TextField
              size="small"
              label="Unit"
              value={unit}
              onChange={(event) => setUnit(event.target.value)}
              error={Boolean(unitError)}
              helperText={unitError ?? ' '}
            />
            <Button type="submit" variant="outlined">
              Add dosage
            </Button>
          </Stack>
        </form>
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete ${deleting.value} ${deleting.unit}?`}
          text="The dosage can no longer be chosen for this product."
          confirmLabel="Delete"
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        />
      )}
    </Paper>
  );
}
