import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { DialogError } from '../people/DialogError';

/** A dialog asking for one name (a product category), showing the api's refusal in place. */
export function NameDialog({
  title,
  label,
  initial,
  onSave,
  onClose,
}: {
  title: string;
  label: string;
  initial: string;
  onSave: (name: string) => Promise<string | null>;
  onClose: () => void;
}) {
  const [name, setName] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const invalid = touched && !name.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!name.trim()) return;
    setSaving(true);
    const refusal = await onSave(name.trim());
    setSaving(false);
    if (refusal) setError(refusal);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="name-dialog-title" fullWidth maxWidth="xs">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="name-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <DialogError message={error} />
          <TextField
            label={label}
            required
            autoFocus
            fullWidth
            sx={{ mt: 1 }}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={invalid}
            helperText={invalid ? `Enter the ${label.toLowerCase()}.` : ' '}
          />
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
