import { useMutation } from '@apollo/client/react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useToast } from '../../app/notifications/use-toast';
import type { TpaSubRole } from '../../generated/graphql';
import { isValidEmail } from '../auth/auth-helpers';
import { ActionDialog } from '../case-detail/dialogs/ActionDialog';
import { MIN_PASSWORD_LENGTH } from './add-user-validation';
import { DialogError } from './DialogError';
import { OrganizationChecklist, type OrganizationChoice } from './OrganizationChecklist';
import { failureMessage, payloadMessage } from './people-errors';
import { ADD_TPA_USER_MUTATION } from './people-queries';
import { SubRoleField } from './SubRoleField';

interface Draft {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  tpaSubRole: TpaSubRole;
  organizationIds: string[];
  password: string;
  bypassPasswordResetEmail: boolean;
}

function validate(draft: Draft): Partial<Record<keyof Draft, string>> {
  const errors: Partial<Record<keyof Draft, string>> = {};
  if (!draft.firstName.trim()) errors.firstName = 'Enter a first name.';
  if (!draft.lastName.trim()) errors.lastName = 'Enter a last name.';
  if (!draft.email.trim()) errors.email = 'Enter an e-mail address.';
  else if (!isValidEmail(draft.email)) errors.email = 'Enter an e-mail address in the format name@example.com.';
  if (draft.organizationIds.length === 0) errors.organizationIds = 'Choose at least one organization.';
  if (draft.password && draft.password.length < MIN_PASSWORD_LENGTH) {
    errors.password = `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  return errors;
}

/** Adds a TPA user serving one or more organizations with a sub-role (addTpaUser; CV Admin). */
export function AddTpaUserDialog({
  organizations,
  onClose,
  onAdded,
}: {
  organizations: readonly OrganizationChoice[];
  onClose(): void;
  onAdded(userId: string | null): void;
}) {
  const toast = useToast();
  const [draft, setDraft] = useState<Draft>({
    firstName: '',
    lastName: '',
    email: '',
    phoneNumber: '',
    tpaSubRole: 'TPASUPPORT',
    organizationIds: [],
    password: '',
    bypassPasswordResetEmail: false,
  });
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [addTpaUser, { loading }] = useMutation(ADD_TPA_USER_MUTATION);
  const errors = tried ? validate(draft) : {};
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));

  const submit = async () => {
    setTried(true);
    if (Object.keys(validate(draft)).length > 0) return;
    setServerError(null);
    try {
      const { data } = await addTpaUser({
        variables: {
          input: {
            firstName: draft.firstName.trim(),
            lastName: draft.lastName.trim(),
            email: draft.email.trim(),
            phoneNumber: draft.phoneNumber.trim() || undefined,
            tpaSubRole: draft.tpaSubRole,
            organizationIds: draft.organizationIds,
            ...(draft.password ? { password: draft.password } : {}),
            ...(draft.bypassPasswordResetEmail ? { bypassPasswordResetEmail: true } : {}),
          },
        },
      });
      const refused = payloadMessage(data?.addTpaUser);
      if (refused) {
        setServerError(refused);
        return;
      }
      toast.success(`${draft.firstName.trim()} ${draft.lastName.trim()} was added`);
      onAdded(data?.addTpaUser.user?.id ?? null);
    } catch (failure) {
      setServerError(failureMessage(failure));
    }
  };

  const text = (name: 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'password', label: string, extra = {}) => (
    <TextField
      label={label}
      value={draft[name]}
      onChange={(event) => set({ [name]: event.target.value })}
      error={!!errors[name]}
      helperText={errors[name]}
      {...extra}
    />
  );

  return (
    <ActionDialog
      title="Add a TPA user"
      confirmLabel={loading ? 'Adding…' : 'Add TPA user'}
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
        {text('phoneNumber', 'Phone number', { type: 'tel' })}
        <SubRoleField value={draft.tpaSubRole} onChange={(tpaSubRole) => set({ tpaSubRole })} />
        <OrganizationChecklist
          legend="Organizations served"
          organizations={organizations}
          selected={draft.organizationIds}
          onChange={(organizationIds) => set({ organizationIds })}
          error={errors.organizationIds}
          emptyText="No organizations to choose from."
        />
        {text('password', 'Password (optional)', {
          type: 'password',
          autoComplete: 'new-password',
          helperText:
            errors.password ?? 'Set a first password to skip the welcome e-mail; leave empty to send the e-mail.',
        })}
        <FormControlLabel
          control={
            <Checkbox
              checked={draft.bypassPasswordResetEmail}
              onChange={(event) => set({ bypassPasswordResetEmail: event.target.checked })}
            />
          }
          label="Don't send the welcome e-mail"
        />
      </Stack>
    </ActionDialog>
  );
}
