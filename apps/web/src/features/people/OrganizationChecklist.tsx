import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';

export interface OrganizationChoice {
  id: string;
  name: string;
}

/** Organizations to tick, as a labelled group of checkboxes. */
export function OrganizationChecklist({
  legend,
  organizations,
  selected,
  onChange,
  error,
  emptyText,
}: {
  legend: string;
  organizations: readonly OrganizationChoice[];
  selected: readonly string[];
  onChange(ids: string[]): void;
  error?: string;
  emptyText: string;
}) {
  return (
    <FormControl component="fieldset" error={!!error} variant="standard">
      <FormLabel component="legend">{legend}</FormLabel>
      {organizations.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {emptyText}
        </Typography>
      ) : (
        <FormGroup sx={{ maxHeight: 240, overflowY: 'auto', flexWrap: 'nowrap' }}>
          {organizations.map((organization) => (
            <FormControlLabel
              key={organization.id}
              label={organization.name}
              control={
                <Checkbox
                  checked={selected.includes(organization.id)}
                  onChange={(event) =>
                    onChange(
                      event.target.checked
                        ? [...selected, organization.id]
                        : selected.filter((id) => id !== organization.id),
                    )
                  }
                />
              }
            />
          ))}
        </FormGroup>
      )}
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
