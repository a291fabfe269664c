import { useMutation } from '@apollo/client/react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useAliasLabels } from '../../app/layout/alias-labels';
import { useToast } from '../../app/notifications/use-toast';
import type { PersonRowFragment, Role } from '../../generated/graphql';
import { ActionDialog } from '../case-detail/dialogs/ActionDialog';
import { DialogError } from './DialogError';
import { failureMessage, payloadMessage } from './people-errors';
import { ADD_USER_MUTATION } from './people-queries';
import { canBypassWelcomeEmail, canSetPassword, roleLabel } from './role-rules';
import { validateAddUser, type AddUserDraft } from './add-user-validation';

export interface CustomRoleChoice {
  name: string;
  label: string;
}

const BLANK: AddUserDraft = {
  firstName: '',
  lastName: '',
  email: '',
  role: 'USER',
  customRole: '',
  phoneNumber: '',
  employeeId: '',
  department: '',
  jobTitle: '',
  directSupervisor: '',
  hoursWorkedPerWeek: '',
  password: '',
  bypassPasswordResetEmail: false,
};

const optional = (value: string) => (value.trim() ? value.trim() : undefined);

/**
 * Adds a person to the organization (addUser). The roles offered are those the viewer may give; a new
 * person gets a welcome e-mail with a link to set a password, unless the viewer sets the first password
 * (Admin, CV Admin) or chooses not to send it (those allowed to).
 */
export function AddUserDialog({
  viewerRole,
  roleChoices,
  defaultRole,
  customRoles,
  organizationId,
  onClose,
  onAdded,
}: {
  viewerRole: Role;
  roleChoices: readonly Role[];
  defaultRole: Role;
  customRoles: readonly CustomRoleChoice[];
  organizationId: string | null;
  onClose(): void;
  onAdded(user: PersonRowFragment | null): void;
}) {
  const labels = useAliasLabels();
  const toast = useToast();
  const [draft, setDraft] = useState<AddUserDraft>({
    ...BLANK,
    role: roleChoices.includes(defaultRole) ? defaultRole : (roleChoices[0] ?? defaultRole),
  });
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [addUser, { loading }] = useMutation(ADD_USER_MUTATION);
  const errors = tried ? validateAddUser(draft) : {};
  const set = (change: Partial<AddUserDraft>) => setDraft((current) => ({ ...current, ...change }));
  const passwordAllowed = canSetPassword(viewerRole);
  const bypassAllowed = canBypassWelcomeEmail(viewerRole);

  const submit = async () => {
    setTried(true);
    if (Object.keys(validateAddUser(draft)).length > 0) return;
    setServerError(null);
    try {
      const { data } = await addUser({
        variables: {
          input: {
            firstName: draft.firstName.trim(),
            lastName: draft.lastName.trim(),
            email: draft.email.trim(),
            role: draft.role,
            customRole: optional(draft.customRole),
            organizationId: organizationId ?? undefined,
            phoneNumber: optional(draft.phoneNumber),
            employeeId: optional(draft.employeeId),
            department: optional(draft.department),
            jobTitle: optional(draft.jobTitle),
            directSupervisor: optional(draft.directSupervisor),
            hoursWorkedPerWeek: draft.hoursWorkedPerWeek.trim() ? Number(draft.hoursWorkedPerWeek) : undefined,
            ...(passwordAllowed && draft.password ? { password: draft.password } : {}),
            ...(bypassAllowed && draft.bypassPasswordResetEmail ? { bypassPasswordResetEmail: true } : {}),
          },
        },
      });
      const refused = payloadMessage(data?.addUser);
      if (refused) {
        setServerError(refused);
        return;
      }
      toast.success(`${draft.firstName.trim()} ${draft.lastName.trim()} was added`);
      onAdded(data?.addUser.user ?? null);
    } catch (failure) {
      setServerError(failureMessage(failure));
    }
  };

  const text = (name: keyof AddUserDraft, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      value={draft[name] as string}
      onChange={(event) => set({ [name]: event.target.value })}
      error={!!errors[name]}
      helperText={errors[name]}
      {...extra}
    />
  );

  return (
    <ActionDialog
      title="Add a user"
      confirmLabel={loading ? 'Adding…' : 'Add user'}
      busy={loading}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <DialogError message={serverError} />
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {text('firstName', 'First name', { required: true, fullWidth: true, autoFocus: true })}
          {text('lastName', 'Last name', { required: true, fullWidth: true })}
        </Stack>
        {text('email', 'E-mail', { required: true, type: 'email', autoComplete: 'off' })}
        <TextField
          select
          required
          label="Role"
          value={draft.role}
          onChange={(event) => set({ role: event.target.value as Role })}
        >
          {roleChoices.map((role) => (
            <MenuItem key={role} value={role}>
              {roleLabel(role, labels)}
            </MenuItem>
          ))}
        </TextField>
        {customRoles.length > 0 && (
          <TextField
            select
            label="Custom role"
            value={draft.customRole}
            onChange={(event) => set({ customRole: event.target.value })}
            helperText="Optional: the organization's own role, with its permissions"
          >
            <MenuItem value="">None</MenuItem>
            {customRoles.map((role) => (
              <MenuItem key={role.name} value={role.name}>
                {role.label}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {text('phoneNumber', 'Phone number', { fullWidth: true, type: 'tel' })}
          {text('employeeId', 'Employee ID', { fullWidth: true })}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {text('department', 'Department', { fullWidth: true })}
          {text('jobTitle', 'Job title', { fullWidth: true })}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {text('directSupervisor', 'Direct supervisor', { fullWidth: true })}
          {text('hoursWorkedPerWeek', 'Hours worked per week', {
            fullWidth: true,
            type: 'number',
            slotProps: { htmlInput: { min: 0, max: 168, step: 0.5 } },
          })}
        </Stack>
        {passwordAllowed &&
          text('password', 'Password (optional)', {
            type: 'password',
            autoComplete: 'new-password',
            helperText:
              errors.password ?? 'Set a first password to skip the welcome e-mail; leave empty to send the e-mail.',
          })}
        {bypassAllowed && (
          <FormControlLabel
            control={
              <Checkbox
                checked={draft.bypassPasswordResetEmail}
                onChange={(event) => set({ bypassPasswordResetEmail: event.target.checked })}
              />
            }
            label="Don't send the welcome e-mail"
          />
        )}
      </Stack>
    </ActionDialog>
  );
}
