import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { EscalationType } from '../../../generated/graphql';
import { ActionDialog, type BaseDialogProps } from '../dialogs/ActionDialog';
import { ESCALATION_LABELS, ESCALATION_TYPES } from '../shared/case-labels';

const MAX_REASONS = 10;
const MAX_REASON_LENGTH = 300;

/** Escalate, add an escalation or change one: a category and at least one reason. */
export function EscalationDialog({
  busy,
  onClose,
  title,
  confirmLabel,
  initial,
  onConfirm,
}: BaseDialogProps & {
  title: string;
  confirmLabel: string;
  initial?: { category: EscalationType; reasons: readonly string[] };
  onConfirm(value: { category: EscalationType; reasons: string[] }): void;
}) {
  const [category, setCategory] = useState<EscalationType | ''>(initial?.category ?? '');
  const [reasons, setReasons] = useState<string[]>(initial?.reasons.length ? [...initial.reasons] : ['']);
  const [touched, setTouched] = useState(false);
  const filled = reasons.map((reason) => reason.trim()).filter(Boolean);
  const categoryError = touched && !category ? 'Choose a category.' : undefined;
  const reasonsError = touched && filled.length === 0 ? 'Give at least one reason.' : undefined;

  return (
    <ActionDialog
      title={title}
      description="Escalated cases are flagged in every list until they are de-escalated."
      confirmLabel={confirmLabel}
      busy={busy}
      onClose={onClose}
      onSubmit={() => {
        setTouched(true);
        if (category && filled.length > 0) onConfirm({ category, reasons: filled });
      }}
    >
      <Stack spacing={2}>
        <TextField
          select
          required
          fullWidth
          label="Category"
          value={category}
          onChange={(event) => setCategory(event.target.value as EscalationType)}
          error={!!categoryError}
          helperText={categoryError}
        >
          {ESCALATION_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {ESCALATION_LABELS[type]}
            </MenuItem>
          ))}
        </TextField>
        {reasons.map((reason, index) => (
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              fullWidth
              required={index === 0}
              label={`Reason ${index + 1}`}
              value={reason}
              onChange={(event) =>
                setReasons((current) => current.map((value, at) => (at === index ? event.target.value : value)))
              }
              error={index === 0 && !!reasonsError}
              helperText={index === 0 ? reasonsError : undefined}
              slotProps={{ htmlInput: { maxLength: MAX_REASON_LENGTH } }}
            />
            {reasons.length > 1 && (
              <IconButton
                aria-label={`Remove reason ${index + 1}`}
                onClick={() => setReasons((current) => current.filter((_value, at) => at !== index))}
                sx={{ mt: 1 }}
              >
                <span aria-hidden="true">×</span>
              </IconButton>
            )}
          </Stack>
        ))}
        {reasons.length < MAX_REASONS && (
          <Button onClick={() => setReasons((current) => [...current, ''])} sx={{ alignSelf: 'flex-start' }}>
            Add another reason
          </Button>
        )}
      </Stack>
    </ActionDialog>
  );
}
