import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useAliasLabels } from '../../app/layout/alias-labels';
import type { TpaSubRole } from '../../generated/graphql';
import { TPA_SUB_ROLES, tpaSubRoleLabel } from './role-rules';

/** The TPA sub-role choice, labelled by the organization's "TPA Role" alias. */
export function SubRoleField({ value, onChange }: { value: TpaSubRole; onChange(value: TpaSubRole): void }) {
  const labels = useAliasLabels();
  return (
    <TextField
      select
      required
      label={labels.TPA_ROLE}
      value={value}
      onChange={(event) => onChange(event.target.value as TpaSubRole)}
    >
      {TPA_SUB_ROLES.map((subRole) => (
        <MenuItem key={subRole} value={subRole}>
          {tpaSubRoleLabel(subRole, labels)}
        </MenuItem>
      ))}
    </TextField>
  );
}
