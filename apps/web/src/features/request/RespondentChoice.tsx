import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { Role } from '../../shared/roles';
import { describeEmployee, EmployeePicker, type Employee } from '../../shared/EmployeePicker';

export { describeEmployee, type Employee };

export type WhoFor = 'self' | 'employee';

/** Roles that may answer on behalf of an employee by default (submit_form_for_employee). */
export const ON_BEHALF_ROLES: readonly Role[] = ['CVADMIN', 'ADMIN', 'CASEMANAGER', 'CASEWORKER', 'CVTPA'];
/** Roles that may list the organization's people by default (query_users). */
export const EMPLOYEE_SEARCH_ROLES: readonly Role[] = ['CVADMIN', 'ADMIN', 'CASEMANAGER', 'CVTPA'];

export { EMPLOYEE_SEARCH_DELAY_MS } from '../../shared/EmployeePicker';

export const EMPLOYEE_INPUT_ID = 'respondent-employee';

export const CHOOSE_EMPLOYEE_MESSAGE = 'Choose the employee this request is for.';

/**
 * "Who is this request for?" — Myself, or (for who may search the organization's people) an
 * employee found by name or e-mail.
 */
export function RespondentChoice({
  whoFor,
  onWhoForChange,
  employee,
  onEmployeeChange,
  canSearch,
  organizationId,
  fieldError,
  error,
  locked = false,
}: {
  whoFor: WhoFor;
  onWhoForChange(value: WhoFor): void;
  employee: Employee | null;
  onEmployeeChange(value: Employee | null): void;
  canSearch: boolean;
  organizationId: string | null;
  /** A problem with the choice itself (no employee chosen yet). */
  fieldError?: string;
  /** The api refused the choice (e.g. not allowed to answer for an employee). */
  error?: string | null;
  /** The draft is saved for this person: the choice can no longer change. */
  locked?: boolean;
}) {
  return (
    <Box component="section" aria-labelledby="respondent-legend" sx={{ mb: 3 }}>
      <FormControl component="fieldset" fullWidth>
        <FormLabel component="legend" id="respondent-legend" sx={{ color: 'text.primary', fontWeight: 500, mb: 1 }}>
          Who is this request for?
        </FormLabel>
        <RadioGroup
          name="respondent"
          row
          value={whoFor}
          onChange={(event) => onWhoForChange(event.target.value === 'employee' ? 'employee' : 'self')}
          aria-labelledby="respondent-legend"
        >
          <FormControlLabel value="self" control={<Radio />} label="Myself" disabled={locked} />
          {canSearch && <FormControlLabel value="employee" control={<Radio />} label="An employee" disabled={locked} />}
        </RadioGroup>
        {locked && (
          <FormHelperText sx={{ mx: 0 }}>
            The draft is saved for this choice. To answer for someone else, start a new request.
          </FormHelperText>
        )}
      </FormControl>
      {canSearch && whoFor === 'employee' && (
        <Box sx={{ mt: 1 }}>
          <EmployeePicker
            id={EMPLOYEE_INPUT_ID}
            value={employee}
            onChange={onEmployeeChange}
            organizationId={organizationId}
            error={fieldError}
            disabled={locked}
          />
        </Box>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
