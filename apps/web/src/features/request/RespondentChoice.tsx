import { useQuery } from '@apollo/client/react';
import { useSettledSearch } from '../../shared/use-settled-search';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { Role } from '../../shared/roles';
import { REQUEST_EMPLOYEES_QUERY } from './employee-search-query';

/** The employee a staff member answers for. */
export interface Employee {
  id: string;
  fullName: string;
  email: string;
}

export type WhoFor = 'self' | 'employee';

/** Roles that may answer on behalf of an employee by default (submit_form_for_employee). */
export const ON_BEHALF_ROLES: readonly Role[] = ['CVADMIN', 'ADMIN', 'CASEMANAGER', 'CASEWORKER', 'CVTPA'];
/** Roles that may list the organization's people by default (query_users). */
export const EMPLOYEE_SEARCH_ROLES: readonly Role[] = ['CVADMIN', 'ADMIN', 'CASEMANAGER', 'CVTPA'];

/** Typing waits this long before the employees are searched. */
export const EMPLOYEE_SEARCH_DELAY_MS = 300;
const PAGE_SIZE = 20;

export const EMPLOYEE_INPUT_ID = 'respondent-employee';

export const CHOOSE_EMPLOYEE_MESSAGE = 'Choose the employee this request is for.';

export const describeEmployee = (employee: Employee) => `${employee.fullName} (${employee.email})`;

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

function EmployeePicker({
  value,
  onChange,
  organizationId,
  error,
  disabled,
}: {
  value: Employee | null;
  onChange(value: Employee | null): void;
  organizationId: string | null;
  error?: string;
  disabled?: boolean;
}) {
  const [input, setInput] = useState('');
  const searchText = useSettledSearch(input, EMPLOYEE_SEARCH_DELAY_MS);

  const {
    data,
    loading,
    error: loadError,
  } = useQuery(REQUEST_EMPLOYEES_QUERY, {
    variables: {
      organizationId,
      searchText: searchText || null,
      // Something with an @ is looked up by e-mail; anything else by name or e-mail.
      searchField: searchText.includes('@') ? 'EMAIL' : null,
      recordsPerPage: PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });

  const found = data?.usersByRole.users ?? [];
  const options = value ? [value, ...found.filter((person) => person.id !== value.id)] : found;
  const searching = loading || input.trim() !== searchText;
  const helperText =
    error ?? (loadError ? 'Employees could not be loaded; type to search again.' : 'Search by name or e-mail.');

  return (
    <Autocomplete<Employee, false, false, false>
      id={EMPLOYEE_INPUT_ID}
      value={value}
      onChange={(_event, next) => onChange(next)}
      onInputChange={(_event, next, reason) => setInput(reason === 'input' ? next : '')}
      options={options}
      filterOptions={(list) => list}
      autoHighlight
      disabled={disabled}
      fullWidth
      loading={searching}
      loadingText="Searching employees…"
      noOptionsText={loadError ? 'Employees could not be loaded' : 'No matching employees'}
      getOptionLabel={describeEmployee}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      renderOption={(optionProps, option) => {
        const { key, ...rest } = optionProps;
        return (
          <li key={key} {...rest}>
            <Box component="span" sx={{ fontWeight: 500 }}>
              {option.fullName}
            </Box>
            <Box component="span" sx={{ color: 'text.secondary', ml: 0.5 }}>
              ({option.email})
            </Box>
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Employee"
          placeholder="Type a name or e-mail"
          error={!!error}
          helperText={helperText}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {searching ? <CircularProgress color="inherit" size={18} aria-hidden="true" /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
