import { useMutation } from '@apollo/client/react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useAliasLabels } from '../../app/layout/alias-labels';
import { useToast } from '../../app/notifications/use-toast';
import type { PersonRowFragment, Role } from '../../generated/graphql';
import { ActionDialog } from '../case-detail/dialogs/ActionDialog';
import type { CustomRoleChoice } from './AddUserDialog';
import { DialogError } from './DialogError';
import { failureMessage, payloadMessage } from './people-errors';
import { CHANGE_USER_ROLE_MUTATION } from './people-queries';
import { roleLabel } from './role-rules';

/**
 * Gives a person another role (changeUserRole): one of the roles the viewer may give, optionally with a
 * custom role of the organization on top of it.
 */
export function ChangeRoleDialog({
  person,
  roleChoices,
  customRoles,
  organizationId,
  onClose,
  onChanged,
}: {
  person: PersonRowFragment;
  roleChoices: readonly Role[];
  customRoles: readonly CustomRoleChoice[];
  organizationId: string | null;
  onClose(): void;
  onChanged(): void;
}) {
  const labels = useAliasLabels();
  const toast = useToast();
  const [role, setRole] = useState<Role>(
    roleChoices.includes(person.role) ? person.role : (roleChoices[0] ?? person.role),
  );
  const [customRole, setCustomRole] = useState(person.customRole?.name ?? '');
  const [serverError, setServerError] = useState<string | null>(null);
  const [changeRole, { loading }] = useMutation(CHANGE_USER_ROLE_MUTATION);

  const submit = async () => {
    setServerError(null);
    try {
      const { data } = await changeRole({
        variables: {
          userId: person.id,
          role,
          isCustomRole: customRole !== '',
          customRole: customRole || null,
          organizationId,
        },
      });
      const refused = payloadMessage(data?.changeUserRole);
      if (refused) {
        setServerError(refused);
        return;
      }
      toast.success(`${person.fullName}'s role was changed`);
      onChanged();
    } catch (failure) {
      setServerError(failureMessage(failure));
    }
  };

  return (
    <ActionDialog
      title={`Change the role of ${person.fullName}`}
      confirmLabel={loading ? 'Saving…' : 'Change role'}
      busy={loading}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <DialogError message={serverError} />
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField select required label="Role" value={role} onChange={(event) => setRole(event.target.value as Role)}>
          {roleChoices.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {roleLabel(choice, labels)}
            </MenuItem>
          ))}
        </TextField>
        {customRoles.length > 0 && (
          <TextField
            select
            label="Custom role"
            value={customRole}
            onChange={(event) => setCustomRole(event.target.value)}
            helperText="Optional: the organization's own role, with its permissions"
          >
            <MenuItem value="">None</MenuItem>
            {customRoles.map((choice) => (
              <MenuItem key={choice.name} value={choice.name}>
                {choice.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
    </ActionDialog>
  );
}
