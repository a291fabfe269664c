import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { REQUEST_EMPLOYEES_QUERY } from './employee-search-query';
import { useSettledSearch } from './use-settled-search';

/** An employee of the organization, as staff pick one. */
export interface Employee {
  id: string;
  fullName: string;
  email: string;
}

/** Typing waits this long before the employees are searched. */
export const EMPLOYEE_SEARCH_DELAY_MS = 300;
const PAGE_SIZE = 20;

export const describeEmployee = (employee: Employee) => `${employee.fullName} (${employee.email})`;

/**
 * One of the organization's employees, found by name or e-mail (usersByRole, so only for who holds
 * query_users). The list follows the typing once it settles.
 */
export function EmployeePicker({
  id,
  value,
  onChange,
  organizationId,
  error,
  disabled,
}: {
  id: string;
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
      id={id}
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
