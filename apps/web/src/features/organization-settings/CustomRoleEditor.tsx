import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { errorCodeOf, graphQLErrorsOfError } from '../../app/apollo/error-codes';
import { useToast } from '../../app/notifications/use-toast';
import { useSession } from '../../app/session/use-session';
import type { CustomRolesQuery } from '../../generated/graphql';
import { UPDATE_PERMISSIONS_MUTATION } from './custom-roles-queries';
import { MY_PERMISSIONS_QUERY_NAME, replaceRole } from './custom-roles-cache';
import { PERMISSION_DESCRIPTIONS } from './permission-descriptions';
import { SaveBar } from './SaveBar';

type OrganizationRole = CustomRolesQuery['organizationRoles'][number];

interface Draft {
  label: string;
  permissions: string[];
}

/** In the spec's order, so a draft compares equal to what the api stores. */
const ordered = (permissions: readonly string[]) =>
  PERMISSION_DESCRIPTIONS.map((p) => p.name).filter((name) => permissions.includes(name));
const draftOf = (role: OrganizationRole): Draft => ({ label: role.label, permissions: ordered(role.permissions) });

const FALLBACK = "We couldn't save the role. Check your connection and try again.";

/** The api's refusal, split into the field it names (label, permissions…) and its words without the path. */
function problemOf(error: unknown): { field?: string; message: string } {
  const first = graphQLErrorsOfError(error)[0];
  if (!first) return { message: FALLBACK };
  const raw = first.extensions?.field;
  if (errorCodeOf(first) !== 'BAD_USER_INPUT' || typeof raw !== 'string') return { message: first.message };
  const message = first.message.startsWith(`${raw}: `) ? first.message.slice(raw.length + 2) : first.message;
  return { field: raw, message };
}

/**
 * One custom role: its label and its permissions as a checklist of the named permissions, each with what it
 * allows. A permission the viewer does not hold can be removed but not added (the api refuses it too).
 */
export function CustomRoleEditor({ role, grantable }: { role: OrganizationRole; grantable: readonly string[] }) {
  const session = useSession();
  const toast = useToast();
  const [draft, setDraft] = useState<Draft>(() => draftOf(role));
  const [savedRole, setSavedRole] = useState(role);
  const [problem, setProblem] = useState<{ field?: string; message: string } | null>(null);
  const [update, { loading: saving }] = useMutation(UPDATE_PERMISSIONS_MUTATION);
  // A newer saved role (from this editor or a reload) replaces the draft.
  if (savedRole !== role) {
    setSavedRole(role);
    setDraft(draftOf(role));
  }
  const saved = draftOf(role);
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const blankLabel = draft.label.trim() === '';
  const legendId = `custom-role-${role.name}`;

  const toggle = (name: string, checked: boolean) =>
    setDraft((current) => ({
      ...current,
      permissions: ordered(checked ? [...current.permissions, name] : current.permissions.filter((p) => p !== name)),
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!dirty || blankLabel || saving) return;
    setProblem(null);
    const organizationId = session.organizationId!;
    try {
      const result = await update({
        variables: {
          organizationId,
          roleName: role.name,
          permissions: draft.permissions,
          label: draft.label.trim() === role.label ? null : draft.label.trim(),
        },
        update(cache, { data }) {
          const updated = data?.updatePermissions.role;
          if (updated) replaceRole(cache, organizationId, updated);
        },
        // The viewer may have changed its own role: what it may do is asked again.
        refetchQueries: [MY_PERMISSIONS_QUERY_NAME],
      });
      const answer = result.data?.updatePermissions;
      if (answer?.success && answer.role) toast.success(`${answer.role.label} saved`);
      else setProblem({ message: answer?.message ?? FALLBACK });
    } catch (error) {
      setProblem(problemOf(error));
    }
  };

  const labelProblem = problem?.field === 'label' ? problem.message : undefined;
  const listProblem = problem && problem.field !== 'label' ? problem.message : undefined;

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box component="form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={legendId}>
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Typography component="legend" variant="h6" id={legendId} sx={{ p: 0 }}>
            {role.label}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            Custom role {role.name}
          </Typography>
          <TextField
            label="Name shown to people"
            value={draft.label}
            onChange={(event) => setDraft((current) => ({ ...current, label: event.target.value }))}
            error={blankLabel || Boolean(labelProblem)}
            helperText={blankLabel ? 'A role needs a name.' : labelProblem}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            size="small"
            sx={{ mb: 2, minWidth: { sm: 360 } }}
          />
          <Typography component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
            Permissions
          </Typography>
          <FormGroup>
            {PERMISSION_DESCRIPTIONS.map((permission) => {
              const checked = draft.permissions.includes(permission.name);
              // Removing is always allowed; adding only what the viewer holds, or what the role already had.
              const locked = !grantable.includes(permission.name) && !saved.permissions.includes(permission.name);
              const describedBy = `${legendId}-${permission.name}-allows`;
              return (
                <Box key={permission.name} sx={{ mb: 0.5 }}>
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={checked}
                        disabled={locked}
                        onChange={(event) => toggle(permission.name, event.target.checked)}
                        slotProps={{ input: { 'aria-describedby': describedBy } }}
                        size="small"
                      />
                    }
                    label={permission.label}
                  />
                  <Typography id={describedBy} variant="body2" color="text.secondary" sx={{ ml: 4, mt: -0.75 }}>
                    {permission.allows}
                    {locked && ' You don’t hold this permission, so you can’t grant it.'}
                  </Typography>
                </Box>
              );
            })}
          </FormGroup>
        </Box>
        <SaveBar
          dirty={dirty}
          blocked={blankLabel}
          saving={saving}
          problem={listProblem}
          onDiscard={() => {
            setDraft(saved);
            setProblem(null);
          }}
          label={`Save ${role.label}`}
        />
      </Box>
    </Paper>
  );
}
