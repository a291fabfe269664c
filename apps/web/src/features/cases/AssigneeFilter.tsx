import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useId, useMemo, useState } from 'react';
import { useAliasLabels } from '../../app/layout/alias-labels';
import type { Role } from '../../generated/graphql';
import { roleLabel } from '../case-detail/shared/case-labels';
import { ASSIGNABLE_ROLES } from '../case-detail/people/person-roles';
import { SEARCH_DEBOUNCE_MS } from './case-list-filters';
import { CASES_ASSIGNEE_OPTIONS_QUERY } from './cases-list-queries';
import { useSettledSearch } from '../../shared/use-settled-search';

const PAGE_SIZE = 20;
const UNKNOWN_PERSON = 'Chosen person';

/** Someone the list can be narrowed to; the role is unknown when only a case row named them. */
export interface AssigneeChoice {
  id: string;
  fullName: string;
  role?: Role;
}

export interface AssigneeFilterProps {
  organizationId: string | null;
  /** The chosen person's id, or null for anyone. */
  value: string | null;
  onChange(value: string | null): void;
  /** People already known by name (e.g. the assignees of the listed cases), to name a chosen id. */
  knownPeople?: ReadonlyArray<{ id: string; fullName: string } | null | undefined>;
}

/**
 * Narrows the case list to the cases of one person: searches the organization's people who can be
 * assigned a case by name or e-mail as the user types, offered as "Full Name — Role". The choice is
 * shown as a removable chip.
 */
export function AssigneeFilter({ organizationId, value, onChange, knownPeople }: AssigneeFilterProps) {
  const labels = useAliasLabels();
  const chipId = useId();
  const [input, setInput] = useState('');
  const [opened, setOpened] = useState(false);
  const [picked, setPicked] = useState<AssigneeChoice | null>(null);
  const searchText = useSettledSearch(input, SEARCH_DEBOUNCE_MS);

  const knownLocally =
    value === null ||
    picked?.id === value ||
    (knownPeople ?? []).some((person) => person?.id === value && person.fullName);
  const { data, loading, error } = useQuery(CASES_ASSIGNEE_OPTIONS_QUERY, {
    variables: {
      organizationId,
      roles: [...ASSIGNABLE_ROLES],
      searchText: searchText || null,
      recordsPerPage: PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
    // Search once the list is opened, or to name a person chosen before a reload.
    skip: !opened && knownLocally,
  });
  const users = useMemo<AssigneeChoice[]>(
    () => (data?.usersByRole.users ?? []).filter((user) => ASSIGNABLE_ROLES.includes(user.role)),
    [data],
  );

  // The chosen person's name: from the choice itself, the people found, or the listed cases.
  const fromUsers = value === null ? undefined : users.find((user) => user.id === value);
  const fromCases = value === null ? undefined : knownPeople?.find((person) => person?.id === value && person.fullName);
  const found: AssigneeChoice | null =
    fromUsers ??
    (fromCases
      ? { id: fromCases.id, fullName: fromCases.fullName, role: picked?.id === value ? picked.role : undefined }
      : null);
  if (found && (picked?.id !== found.id || picked.fullName !== found.fullName || picked.role !== found.role)) {
    setPicked(found);
  }
  const selected: AssigneeChoice | null =
    value === null ? null : picked?.id === value ? picked : { id: value, fullName: '' };

  const options = useMemo(
    () => (selected ? [selected, ...users.filter((user) => user.id !== selected.id)] : users),
    [selected, users],
  );

  const describe = (person: AssigneeChoice) =>
    person.fullName
      ? person.role
        ? `${person.fullName} — ${roleLabel(person.role, labels)}`
        : person.fullName
      : UNKNOWN_PERSON;
  const searching = opened && (loading || input.trim() !== searchText);

  return (
    <Autocomplete<AssigneeChoice, false, false, false>
      id="cases-assignee"
      value={selected}
      onChange={(_event, next) => {
        if (next) setPicked(next);
        onChange(next?.id ?? null);
      }}
      onInputChange={(_event, next, reason) => setInput(reason === 'input' ? next : '')}
      onOpen={() => setOpened(true)}
      options={options}
      filterOptions={(list) => list}
      filterSelectedOptions
      autoHighlight
      size="small"
      sx={{ minWidth: 240, flex: '0 1 300px' }}
      loading={searching}
      loadingText="Searching people…"
      noOptionsText={error ? 'People could not be loaded' : 'No matching people'}
      getOptionLabel={describe}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      renderOption={(optionProps, option) => {
        const { key, ...rest } = optionProps;
        return (
          <li key={key} {...rest}>
            <Box component="span" sx={{ fontWeight: 500 }}>
              {option.fullName}
            </Box>{' '}
            {option.role && (
              <Box component="span" sx={{ color: 'text.secondary', ml: 0.5 }}>
                — {roleLabel(option.role, labels)}
              </Box>
            )}
          </li>
        );
      }}
      renderValue={(person, getItemProps) => {
        const { onDelete, ...itemProps } = getItemProps();
        return (
          <Chip
            {...itemProps}
            id={chipId}
            size="small"
            label={person.fullName || UNKNOWN_PERSON}
            title={describe(person)}
            onDelete={onDelete}
          />
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Assignee"
          placeholder={selected ? undefined : 'Type a name or e-mail'}
          slotProps={{
            ...params.slotProps,
            inputLabel: { ...params.slotProps.inputLabel, shrink: true },
            htmlInput: {
              ...params.slotProps.htmlInput,
              'aria-describedby': selected ? chipId : undefined,
            },
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
