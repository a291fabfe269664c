import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useToast } from '../../app/notifications/use-toast';
import { useSession } from '../../app/session/use-session';
import type { CustomRolesQuery } from '../../generated/graphql';
import { describeError } from '../request/api-errors';
import { MY_PERMISSIONS_QUERY_NAME, replaceRole } from './custom-roles-cache';
import { CREATE_PREDEFINED_CUSTOM_ROLE_MUTATION } from './custom-roles-queries';
import { permissionLabel } from './permission-descriptions';

type PredefinedRole = CustomRolesQuery['customRoleOptions']['predefinedRoles'][number];

/**
 * Adds a predefined role (OWNER and the others the api offers) to the organization as its own editable role.
 * Offers those the organization has not made its own yet, and says which permissions of one the viewer can't grant.
 */
export function AddPredefinedRole({
  available,
  grantable,
}: {
  available: readonly PredefinedRole[];
  grantable: readonly string[];
}) {
  const session = useSession();
  const toast = useToast();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CREATE_PREDEFINED_CUSTOM_ROLE_MUTATION);
  const chosen = available.find((role) => role.name === name);
  const notGrantable = chosen ? chosen.permissions.filter((permission) => !grantable.includes(permission)) : [];

  if (available.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        Every predefined role is already one of this organization&apos;s roles.
      </Typography>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || notGrantable.length > 0 || loading) return;
    setProblem(null);
    const organizationId = session.organizationId!;
    try {
      const result = await create({
        variables: { organizationId, name: chosen.name },
        update(cache, { data }) {
          const role = data?.createPredefinedCustomRole.role;
          if (role) replaceRole(cache, organizationId, role);
        },
        refetchQueries: [MY_PERMISSIONS_QUERY_NAME],
      });
      const role = result.data?.createPredefinedCustomRole.role;
      if (role) {
        toast.success(`${role.label} added`);
        setName('');
      }
    } catch (error) {
      setProblem(describeError(error).message);
    }
  };

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate aria-label="Add a predefined role">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Predefined role"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setProblem(null);
          }}
          sx={{ minWidth: 260 }}
        >
          {available.map((role) => (
            <MenuItem key={role.name} value={role.name}>
              {role.label}
            </MenuItem>
          ))}
        </TextField>
        <Button
          type="submit"
          variant="outlined"
          loading={loading}
          aria-disabled={!chosen || notGrantable.length > 0}
          sx={!chosen || notGrantable.length > 0 ? { opacity: 0.6 } : undefined}
        >
          Add role
        </Button>
      </Box>
      {chosen && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} aria-live="polite">
          Includes: {chosen.permissions.map(permissionLabel).join(', ') || 'no permissions'}.
        </Typography>
      )}
      {notGrantable.length > 0 && (
        <Alert severity="info" sx={{ mt: 1 }}>
          You can&apos;t add this role: it holds permissions you don&apos;t hold yourself (
          {notGrantable.map(permissionLabel).join(', ')}). A CV Admin can add it.
        </Alert>
      )}
      {problem && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
    </Box>
  );
}
