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
import { useAliasLabels } from '../../app/layout/alias-labels';
import type { CaseStatus, EscalationType, VisitType } from '../../generated/graphql';
import {
  CASE_STATUS_LABELS,
  ESCALATION_LABELS,
  ESCALATION_TYPES,
  roleLabel,
  VISIT_TYPES,
  VISIT_TYPE_LABELS,
} from './case-labels';
import { ASSIGNABLE_ROLES, HR_REP_ROLES } from './case-permissions';
import { type PickedPerson, PersonPicker } from './PersonPicker';

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
  otherAction,
  children,
}: BaseDialogProps & {
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  onSubmit(): void;
  /** A second way to finish, e.g. "Assign to me" beside "Assign". */
  otherAction?: { label: string; onClick(): void };
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
          {otherAction && (
            <Button variant="outlined" onClick={otherAction.onClick} disabled={busy}>
              {otherAction.label}
            </Button>
          )}
          <Button type="submit" variant="contained" color={destructive ? 'error' : 'primary'} disabled={busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The assignee, chosen from the people who may work cases, with an optional visit type. */
export function AssignDialog({
  busy,
  onClose,
  organizationId,
  currentVisitType,
  onAssign,
  onAssignSelf,
}: BaseDialogProps & {
  organizationId: string;
  currentVisitType: VisitType | null;
  onAssign(userId: string, visitType: VisitType | null): void;
  /** Offered as "Assign to me" when given. */
  onAssignSelf?(visitType: VisitType | null): void;
}) {
  const [person, setPerson] = useState<PickedPerson | null>(null);
  const [visitType, setVisitType] = useState<VisitType | ''>(currentVisitType ?? '');
  const [touched, setTouched] = useState(false);
  const error = touched && !person ? 'Choose a person.' : undefined;
  return (
    <ActionDialog
      title="Assign this case"
      description="The person you choose accepts the case to start work on it. If you assign it to yourself, it moves to in progress at once."
      confirmLabel="Assign"
      busy={busy}
      onClose={onClose}
      onSubmit={() => {
        setTouched(true);
        if (person) onAssign(person.id, visitType || null);
      }}
      otherAction={onAssignSelf ? { label: 'Assign to me', onClick: () => onAssignSelf(visitType || null) } : undefined}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <PersonPicker
          organizationId={organizationId}
          roles={ASSIGNABLE_ROLES}
          value={person}
          onChange={setPerson}
          error={error}
          autoFocus
        />
        <VisitTypeField value={visitType} onChange={setVisitType} />
      </Stack>
    </ActionDialog>
  );
}

/** Adds one or more people to the case team. */
export function TeamDialog({
  busy,
  onClose,
  organizationId,
  memberIds,
  onAdd,
  onJoin,
}: BaseDialogProps & {
  organizationId: string;
  /** Already on the team: not offered again. */
  memberIds: readonly string[];
  onAdd(userIds: string[]): void;
  /** Offered as "Join the team" when given. */
  onJoin?(): void;
}) {
  const [people, setPeople] = useState<PickedPerson[]>([]);
  const [touched, setTouched] = useState(false);
  const error = touched && people.length === 0 ? 'Choose at least one person.' : undefined;
  return (
    <ActionDialog
      title="Add team members"
      description="Team members work on the case with its assignee."
      confirmLabel="Add to team"
      busy={busy}
      onClose={onClose}
      onSubmit={() => {
        setTouched(true);
        if (people.length > 0) onAdd(people.map((person) => person.id));
      }}
      otherAction={onJoin ? { label: 'Join the team', onClick: onJoin } : undefined}
    >
      <Stack sx={{ pt: 1 }}>
        <PersonPicker
          multiple
          organizationId={organizationId}
          roles={ASSIGNABLE_ROLES}
          excludeIds={memberIds}
          value={people}
          onChange={setPeople}
          error={error}
          autoFocus
        />
      </Stack>
    </ActionDialog>
  );
}

/** The HR representative, chosen from the organization's HR administrators and representatives. */
export function HrRepDialog({
  busy,
  onClose,
  organizationId,
  current,
  onSet,
  onSetSelf,
}: BaseDialogProps & {
  organizationId: string;
  current: { id: string; fullName: string } | null;
  onSet(userId: string): void;
  /** Offered as "Make me HR representative" when given. */
  onSetSelf?(): void;
}) {
  const labels = useAliasLabels();
  const [person, setPerson] = useState<PickedPerson | null>(null);
  const [touched, setTouched] = useState(false);
  const error = touched && !person ? 'Choose a person.' : undefined;
  const who = HR_REP_ROLES.map((role) => roleLabel(role, labels)).join(' or ');
  return (
    <ActionDialog
      title="Set the HR representative"
      description={`${current ? `${current.fullName} is the HR representative now. ` : ''}Choose someone with the role ${who}.`}
      confirmLabel="Set HR representative"
      busy={busy}
      onClose={onClose}
      onSubmit={() => {
        setTouched(true);
        if (person) onSet(person.id);
      }}
      otherAction={onSetSelf ? { label: 'Make me HR representative', onClick: onSetSelf } : undefined}
    >
      <Stack sx={{ pt: 1 }}>
        <PersonPicker
          organizationId={organizationId}
          roles={HR_REP_ROLES}
          excludeIds={current ? [current.id] : undefined}
          value={person}
          onChange={setPerson}
          error={error}
          autoFocus
        />
      </Stack>
    </ActionDialog>
  );
}

export function VisitTypeField({
  id,
  value,
  onChange,
}: {
  id?: string;
  value: VisitType | '';
  onChange(value: VisitType | ''): void;
}) {
  return (
    <TextField
      id={id}
      select
      fullWidth
      label="Visit type"
      value={value}
      onChange={(event) => onChange(event.target.value as VisitType | '')}
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
        <VisitTypeField value={visitType} onChange={setVisitType} />
      </Stack>
    </ActionDialog>
  );
}
