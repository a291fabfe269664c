import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type { UserSearchField } from '../../generated/graphql';
import type { PeopleFilters } from './use-people-list';

const SEARCH_FIELDS: ReadonlyArray<{ value: UserSearchField | ''; label: string }> = [
  { value: '', label: 'Name and e-mail' },
  { value: 'NAME', label: 'Name' },
  { value: 'EMAIL', label: 'E-mail' },
];

/** Search (by name, e-mail or both: the api's searchField) and the list's actions. */
export function PeopleToolbar({
  label,
  filters,
  onChange,
  actions,
}: {
  /** What is searched, e.g. "Search employees". */
  label: string;
  filters: PeopleFilters;
  onChange(filters: PeopleFilters): void;
  actions?: ReactNode;
}) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2, alignItems: { md: 'center' } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} role="search" aria-label={label}>
        <TextField
          size="small"
          type="search"
          label={label}
          value={filters.searchInput}
          onChange={(event) => onChange({ ...filters, searchInput: event.target.value })}
          sx={{ minWidth: { md: 280 } }}
        />
        <TextField
          select
          size="small"
          label="Search by"
          value={filters.searchField ?? ''}
          onChange={(event) =>
            onChange({ ...filters, searchField: (event.target.value || null) as UserSearchField | null })
          }
          sx={{ minWidth: 170 }}
        >
          {SEARCH_FIELDS.map((field) => (
            <MenuItem key={field.value} value={field.value}>
              {field.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ ml: { md: 'auto' }, flexWrap: 'wrap' }}>
        {actions}
      </Stack>
    </Stack>
  );
}
