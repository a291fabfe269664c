import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { CASE_TYPES, orderedCaseTypes } from '../form-model';

/** The kinds of case the form is used for, one checkbox each, kept in the order the editor lists them. */
export function CaseTypesField({ value, onChange }: { value: string[]; onChange(caseTypes: string[]): void }) {
  return (
    <FormControl component="fieldset" aria-describedby="form-case-types-help">
      <FormLabel component="legend">Case types</FormLabel>
      <FormHelperText id="form-case-types-help" sx={{ mx: 0 }}>
        The kinds of case this form is used for.
      </FormHelperText>
      <FormGroup row>
        {CASE_TYPES.map((caseType) => (
          <FormControlLabel
            key={caseType.value}
            label={`${caseType.label} (${caseType.description})`}
            control={
              <Checkbox
                checked={value.includes(caseType.value)}
                onChange={(event) =>
                  onChange(
                    orderedCaseTypes(
                      event.target.checked
                        ? [...value, caseType.value]
                        : value.filter((entry) => entry !== caseType.value),
                    ),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
