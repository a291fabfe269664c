import { useQuery } from '@apollo/client/react';
import { useSettledSearch } from '../../../shared/use-settled-search';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useAliasLabels } from '../../../app/layout/alias-labels';
import type { Role } from '../../../generated/graphql';
import { CASE_PEOPLE_QUERY } from './people-queries';
import { roleLabel } from '../shared/case-labels';

/** Someone who can be named on a case. */
export interface PickedPerson {
  id: string;
  fullName: string;
  email: string;
  role: Role;
}

/** Typing waits this long before the people are searched. */
export const PERSON_SEARCH_DELAY_MS = 300;
const PAGE_SIZE = 20;

interface CommonProps {
  /** The case's organization: its people are offered. */
  organizationId: string;
  /** The roles that may take the part. */
  roles: readonly Role[];
  label?: string;
  /** People not to offer (e.g. already on the team). */
  excludeIds?: readonly string[];
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Search only once the list is first opened (for a field always on the page). */
  deferSearch?: boolean;
}

type SingleProps = CommonProps & {
  multiple?: false;
  value: PickedPerson | null;
  onChange(value: PickedPerson | null): void;
};

type MultipleProps = CommonProps & {
  multiple: true;
  value: PickedPerson[];
  onChange(value: PickedPerson[]): void;
};

/**
 * Searches the organization's people by name or e-mail as the user types and offers those who may
 * take the part, shown as "Full Name — Role (e-mail)". One person, or several with `multiple`.
 */
export function PersonPicker(props: SingleProps | MultipleProps) {
  const { organizationId, roles, label = 'Person', excludeIds, error, disabled, autoFocus, deferSearch } = props;
  const labels = useAliasLabels();
  const [engaged, setEngaged] = useState(!deferSearch);
  const [input, setInput] = useState('');
  const searchText = useSettledSearch(input, PERSON_SEARCH_DELAY_MS);

  const {
    data,
    loading,
    error: loadError,
  } = useQuery(CASE_PEOPLE_QUERY, {
    variables: {
      organizationId,
      roles: [...roles],
      searchText: searchText || null,
      recordsPerPage: PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
    skip: !engaged,
  });

  const selected = useMemo<PickedPerson[]>(
    () => (props.multiple ? props.value : props.value ? [props.value] : []),
    [props.multiple, props.value],
  );
  const page = data?.usersByRole;
  const options = useMemo(() => {
    const found = (page?.users ?? []).filter(
      (user) =>
        roles.includes(user.role) &&
        !excludeIds?.includes(user.id) &&
        !selected.some((person) => person.id === user.id),
    );
    // The chosen people stay among the options so the field can show them; the list hides them.
    return [...selected, ...found];
  }, [page, roles, excludeIds, selected]);

  const describe = (person: PickedPerson) => `${person.fullName} — ${roleLabel(person.role, labels)} (${person.email})`;
  const searching = engaged && (loading || input.trim() !== searchText);
  const more = page && page.pageInfo.hasNextPage && !searching ? page.totalCount - page.users.length : 0;
  const helperText =
    error ??
    (loadError
      ? 'People could not be loaded; type to search again.'
      : more > 0
        ? `${page?.totalCount} people match; type more of a name or e-mail to narrow the list.`
        : undefined);

  return (
    <Autocomplete<PickedPerson, boolean, false, false>
      multiple={props.multiple ?? false}
      value={props.value}
      onChange={(_event, value) => {
        if (props.multiple) props.onChange((value as PickedPerson[] | null) ?? []);
        else props.onChange((value as PickedPerson | null) ?? null);
      }}
      onInputChange={(_event, value, reason) => setInput(reason === 'input' ? value : '')}
      onOpen={() => setEngaged(true)}
      options={options}
      filterOptions={(list) => list}
      filterSelectedOptions
      autoHighlight
      disabled={disabled}
      fullWidth
      loading={searching}
      loadingText="Searching people…"
      noOptionsText={loadError ? 'People could not be loaded' : 'No matching people'}
      getOptionLabel={describe}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      renderOption={(optionProps, option) => {
        const { key, ...rest } = optionProps;
        return (
          <li key={key} {...rest}>
            <Box component="span" sx={{ fontWeight: 500 }}>
              {option.fullName}
            </Box>{' '}
            <Box component="span" sx={{ color: 'text.secondary', ml: 0.5 }}>
              — {roleLabel(option.role, labels)} ({option.email})
            </Box>
          </li>
        );
      }}
      renderValue={
        props.multiple
          ? (value, getItemProps) =>
              (value as PickedPerson[]).map((person, index) => {
                const { key, ...itemProps } = getItemProps({ index }) as ReturnType<typeof getItemProps> & {
                  key: number;
                };
                return <Chip key={key} size="small" label={person.fullName} title={describe(person)} {...itemProps} />;
              })
          : undefined
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder="Type a name or e-mail"
          autoFocus={autoFocus}
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
