import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { CaseStatus, EscalationType, VisitType } from '../../generated/graphql';
import { CASE_STATUS_LABELS, ESCALATION_LABELS, ESCALATION_TYPES, VISIT_TYPES, VISIT_TYPE_LABELS } from './case-labels';

interface BaseDialogProps {
  busy: boolean;
  onClose(): void;
}

/**
 * A labelled, described dialog around a form: Enter submits, Escape cancels, and while the call is
 * under way it cannot be closed.
 */
export function ActionDialog({
  title,
  description,
  confirmLabel,
  destructive = false,
  busy,
  onClose,
  onSubmit,
  children,
}: BaseDialogProps & {
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  onSubmit(): void;
  children?: ReactNode;
}) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Dialog
      open
      onClose={() => !busy && onClose()}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-text` : undefined}
      disableRestoreFocus
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          {description && (
            <DialogContentText id={`${id}-text`} sx={{ mb: children ? 2 : 0 }}>
              {description}
            </DialogContentText>
          )}
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color={destructive ? 'error' : 'primary'} disabled={busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Assign to me, with an optional visit type. */
export function AssignDialog({
  busy,
  onClose,
  currentVisitType,
  onConfirm,
}: BaseDialogProps & { currentVisitType: VisitType | null; onConfirm(visitType: VisitType | null): void }) {
  const [visitType, setVisitType] = useState<VisitType | ''>(currentVisitType ?? '');
  return (
    <ActionDialog
      title="Assign this case to you?"
      description="You become the assignee and the case moves to in progress."
      confirmLabel="Assign to me"
      busy={busy}
      onClose={onClose}
      onSubmit={() => onConfirm(visitType || null)}
    >
      <TextField
        select
        fullWidth
        label="Visit type"
        value={visitType}
        onChange={(event) => setVisitType(event.target.value as VisitType | '')}
      >
        <MenuItem value="">
          <em>No visit type</em>
        </MenuItem>
        {VISIT_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {VISIT_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
    </ActionDialog>
  );
}

export function StatusDialog({
  busy,
  onClose,
  current,
  moves,
  onConfirm,
}: BaseDialogProps & { current: CaseStatus; moves: readonly CaseStatus[]; onConfirm(status: CaseStatus): void }) {
  const [status, setStatus] = useState<CaseStatus | ''>('');
  const [touched, setTouched] = useState(false);
  const labelId = useId();
  const missing = touched && !status;
  return (
    <ActionDialog
      title="Change status"
      description={`The case is ${CASE_STATUS_LABELS[current].toLowerCase()}.`}
      confirmLabel="Change status"
      busy={busy}
      onClose={onClose}
      onSubmit={() => {
        setTouched(true);
        if (status) onConfirm(status);
      }}
    >
      <FormControl error={missing} required>
        <FormLabel id={labelId}>New status</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={status}
          onChange={(event) => setStatus(event.target.value as CaseStatus)}
        >
          {moves.map((move) => (
            <FormControlLabel key={move} value={move} control={<Radio />} label={CASE_STATUS_LABELS[move]} />
          ))}
        </RadioGroup>
        {missing && (
          <Alert severity="error" sx={{ mt: 1 }}>
            Choose a status.
          </Alert>
        )}
      </FormControl>
    </ActionDialog>
  );
}

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

/** Archive with a reason; an undecided case is closed without a decision. */
export function ArchiveDialog({
  busy,
  onClose,
  withoutDecision,
  onConfirm,
}: BaseDialogProps & { withoutDecision: boolean; onConfirm(reason: string): void }) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched && !reason.trim() ? 'Give a reason.' : undefined;
  return (
    <ActionDialog
      title="Archive this case?"
      description={
        withoutDecision
          ? 'This case has no decision yet. Archiving it closes it without one. It cannot be changed until it is reopened.'
          : 'The case is closed and cannot be changed until it is reopened.'
      }
      confirmLabel={withoutDecision ? 'Archive without a decision' : 'Archive'}
      destructive
      busy={busy}
      onClose={onClose}
      onSubmit={() => {
        setTouched(true);
        if (reason.trim()) onConfirm(reason.trim());
      }}
    >
      <TextField
        required
        fullWidth
        multiline
        minRows={2}
        label="Reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={!!error}
        helperText={error}
      />
    </ActionDialog>
  );
}

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
        <TextField
          select
          fullWidth
          label="Visit type"
          value={visitType}
          onChange={(event) => setVisitType(event.target.value as VisitType | '')}
        >
          <MenuItem value="">
            <em>No visit type</em>
          </MenuItem>
          {VISIT_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {VISIT_TYPE_LABELS[type]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </ActionDialog>
  );
}
