import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { VisitType } from '../../../generated/graphql';
import { VISIT_TYPES, VISIT_TYPE_LABELS } from '../shared/case-labels';

/** The visit type of a case or a decision, or none. */
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
