import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { errorCodeOf, graphQLErrorsOfError } from '../../app/apollo/error-codes';
import { useSession } from '../../app/session/use-session';
import { RetryAlert } from '../../shared/RetryAlert';
import { AddPredefinedRole } from './AddPredefinedRole';
import { CUSTOM_ROLES_QUERY } from './custom-roles-queries';
import { CustomRoleEditor } from './CustomRoleEditor';
import { permissionLabel } from './permission-descriptions';

const listOf = (permissions: readonly string[]) =>
  permissions.length ? permissions.map(permissionLabel).join(', ') : 'No permissions';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The organization's roles (tab `roles`): its custom roles, each editable as a checklist of the named
 * permissions; adding a predefined role; the shared predefined roles and the built-in roles, read-only.
 * Built-in roles keep their defaults in every organization (the api refuses to change them), so what one
 * person may do is changed by giving them a custom role.
 */
export function RolesTab() {
  const session = useSession();
  const organizationId = session.organizationId!;
  const { data, loading, error, refetch } = useQuery(CUSTOM_ROLES_QUERY, { variables: { organizationId } });

  if (!data) {
    if (error && !loading && graphQLErrorsOfError(error).some((e) => errorCodeOf(e) === 'FORBIDDEN'))
      return (
        <Alert severity="info">
          Only administrators can change the roles. Ask one of them if someone needs different permissions.
        </Alert>
      );
    if (error && !loading)
      return (
        <RetryAlert onRetry={() => void refetch()}>
          We couldn&apos;t load the roles. Check your connection and try again.
        </RetryAlert>
      );
    return (
      <Box aria-busy="true" aria-label="Loading the roles">
        <Skeleton variant="rectangular" height={48} sx={{ mb: 2 }} />
        <Skeleton variant="rectangular" height={240} />
      </Box>
    );
  }

  const roles = data.organizationRoles;
  const { predefinedRoles, grantablePermissions } = data.customRoleOptions;
  const own = roles.filter((role) => role.isCustom && !role.isShared);
  const shared = roles.filter((role) => role.isShared);
  const builtIn = roles.filter((role) => !role.isCustom);
  const ownNames = new Set(own.map((role) => role.name));
  const available = predefinedRoles.filter((role) => !ownNames.has(role.name));

  return (
    <Stack spacing={3}>
      <Typography variant="body2" color="text.secondary">
        A custom role replaces the permissions of the role a person has, in this organization. Changes apply to everyone
        holding the role from their next action. You can grant only permissions you hold yourself.
      </Typography>

      <Section id="roles-custom" title="Custom roles">
        {own.length === 0 ? (
          <Typography color="text.secondary">
            No custom roles yet. Add a predefined role below, then adjust its permissions.
          </Typography>
        ) : (
          <Stack spacing={2}>
            {own.map((role) => (
              <CustomRoleEditor key={role.name} role={role} grantable={grantablePermissions} />
            ))}
          </Stack>
        )}
      </Section>

      <Section id="roles-add" title="Add a predefined role">
        <AddPredefinedRole available={available} grantable={grantablePermissions} />
      </Section>

      {shared.length > 0 && (
        <Section id="roles-shared" title="Shared roles">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Predefined roles shared by every organization. To change one here, add it above as this organization&apos;s
            own role; the people holding it keep the same permissions.
          </Typography>
          <Stack spacing={1}>
            {shared.map((role) => (
              <Paper key={role.name} variant="outlined" sx={{ p: 1.5 }}>
                <Typography component="h3" variant="subtitle1">
                  {role.label}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {listOf(role.permissions)}
                </Typography>
              </Paper>
            ))}
          </Stack>
        </Section>
      )}

      <Section id="roles-built-in" title="Built-in roles">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Built-in roles keep their default permissions in every organization and can&apos;t be changed here. To change
          what someone may do, give them a custom role.
        </Typography>
        <Table size="small" aria-labelledby="roles-built-in">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Role
              </TableCell>
              <TableCell component="th" scope="col">
                Permissions
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {builtIn.map((role) => (
              <TableRow key={role.name}>
                <TableCell component="th" scope="row">
                  {role.label}
                </TableCell>
                <TableCell>{listOf(role.permissions)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Section>
    </Stack>
  );
}
