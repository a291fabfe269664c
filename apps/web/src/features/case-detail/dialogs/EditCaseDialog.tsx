import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { VisitType } from '../../../generated/graphql';
import { ActionDialog, type BaseDialogProps } from './ActionDialog';
import { VisitTypeField } from './VisitTypeField';

/** Title and visit type. */
export function EditCaseDialog({
  busy,
  onClose,
  title: currentTitle,
  visitType: currentVisitType,
  onConfirm,
}: BaseDialogProps & {
  title: string;
  visitType: VisitType | null;
  onConfirm(input: { title: string; visitType: VisitType | null }): void;
}) {
  const [title, setTitle] = useState(currentTitle);
  const [visitType, setVisitType] = useState<VisitType | ''>(currentVisitType ?? '');
  const [touched, setTouched] = useState(false);
  const error = touched && !title.trim() ? 'Give the case a title.' : undefined;
  return (
    <ActionDialog
      title="Edit case details"
      confirmLabel="Save"
      busy={busy}
      onClose={onClose}
      onSubmit={() => {
        setTouched(true);
        if (title.trim()) onConfirm({ title: title.trim(), visitType: visitType || null });
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          required
          fullWidth
          label="Title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={!!error}
          helperText={error}
        />
        <VisitTypeField value={visitType} onChange={setVisitType} />
      </Stack>
    </ActionDialog>
  );
}
