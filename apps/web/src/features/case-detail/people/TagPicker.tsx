import { useQuery } from '@apollo/client/react';
import { useSettledSearch } from '../../../shared/use-settled-search';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import { useId, useMemo, useState } from 'react';
import { useAliasLabels } from '../../../app/layout/alias-labels';
import { CASE_PEOPLE_QUERY } from './people-queries';
import { roleLabel } from '../shared/case-labels';
import { ASSIGNABLE_ROLES } from './person-roles';
import { PERSON_SEARCH_DELAY_MS, type PickedPerson } from './PersonPicker';

/** The heading of the people already on the case, offered first. */
export const ON_THIS_CASE_GROUP = 'On this case';
/** The heading of the organization's other people, found by searching. */
export const OTHER_PEOPLE_GROUP = 'Other people';

const PAGE_SIZE = 20;

/**
 * The people named on a case who may be tagged in a note, each once, in the order given and
 * without the viewer. Only those who may work on a case team can be tagged.
 */
export function taggablePeople(
  people: ReadonlyArray<PickedPerson | null | undefined>,
  viewerId: string | undefined,
): PickedPerson[] {
  const result: PickedPerson[] = [];
  for (const person of people) {
    if (!person || person.id === viewerId || !ASSIGNABLE_ROLES.includes(person.role)) continue;
    if (result.some((one) => one.id === person.id)) continue;
    result.push({ id: person.id, fullName: person.fullName, email: person.email, role: person.role });
  }
  return result;
}

function matches(person: PickedPerson, text: string) {
  const needle = text.trim().toLowerCase();
  return !needle || person.fullName.toLowerCase().includes(needle) || person.email.toLowerCase().includes(needle);
}

/**
 * Chooses the people a note tags: first those on the case, then, for a viewer who may search the
 * organization's people, anyone else who may work on a case team, found by name or e-mail.
 * Each is shown as "Full Name — Role (e-mail)".
 */
export function TagPicker({
  organizationId,
  casePeople,
  viewerId,
  canSearch,
  value,
  onChange,
  label = 'Tag people',
  disabled,
}: {
  organizationId: string;
  /** The people on the case, without the viewer. */
  casePeople: readonly PickedPerson[];
  viewerId: string | undefined;
  /** The viewer may search the organization's people. */
  canSearch: boolean;
  value: PickedPerson[];
  onChange(value: PickedPerson[]): void;
  label?: string;
  disabled?: boolean;
}) {
  const labels = useAliasLabels();
  const groupId = useId();
  const [engaged, setEngaged] = useState(false);
  const [input, setInput] = useState('');
  const searchText = useSettledSearch(input, PERSON_SEARCH_DELAY_MS, canSearch);

  // The organization's people are searched only for who may list them, once the list is first opened.
  const {
    data,
    loading,
    error: loadError,
  } = useQuery(CASE_PEOPLE_QUERY, {
    variables: {
      organizationId,
      roles: [...ASSIGNABLE_ROLES],
      searchText: searchText || null,
      recordsPerPage: PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
    skip: !canSearch || !engaged,
  });

  const page = canSearch ? data?.usersByRole : undefined;
  const caseIds = useMemo(() => new Set(casePeople.map((person) => person.id)), [casePeople]);
  const others = useMemo<PickedPerson[]>(
    () =>
      (page?.users ?? [])
        .filter((user) => ASSIGNABLE_ROLES.includes(user.role) && user.id !== viewerId && !caseIds.has(user.id))
        .map((user) => ({ id: user.id, fullName: user.fullName, email: user.email, role: user.role })),
    [page, viewerId, caseIds],
  );
  const options = useMemo(() => {
    const offered = [...casePeople, ...others];
    // The chosen people stay among the options so the field can show them; the list hides them.
    const kept = value.filter((person) => !offered.some((one) => one.id === person.id));
    return [...offered, ...kept];
  }, [casePeople, others, value]);

  const describe = (person: PickedPerson) => `${person.fullName} — ${roleLabel(person.role, labels)} (${person.email})`;
  const searching = canSearch && engaged && (loading || input.trim() !== searchText);
  const more = page && page.pageInfo.hasNextPage && !searching ? page.totalCount - page.users.length : 0;
  const helperText = loadError
    ? 'Other people could not be loaded; type to search again.'
    : more > 0
      ? `${page?.totalCount} people match; type more of a name or e-mail to narrow the list.`
      : undefined;
  const groupLabelId = (group: string) => `${groupId}-${group === ON_THIS_CASE_GROUP ? 'case' : 'others'}`;

  return (
    <Autocomplete<PickedPerson, true, false, false>
      multiple
      value={value}
      onChange={(_event, next) => onChange(next)}
      onInputChange={(_event, next, reason) => setInput(reason === 'input' ? next : '')}
      onOpen={() => setEngaged(true)}
      options={options}
      // Those on the case are narrowed here; the search has already narrowed the others.
      filterOptions={(list, state) =>
        list.filter((person) => !caseIds.has(person.id) || matches(person, state.inputValue))
      }
      groupBy={(person) => (caseIds.has(person.id) ? ON_THIS_CASE_GROUP : OTHER_PEOPLE_GROUP)}
      renderGroup={(params) => (
        <li key={params.key} role="group" aria-labelledby={groupLabelId(params.group)}>
          <ListSubheader id={groupLabelId(params.group)} component="div" sx={{ top: -8 }}>
            {params.group}
          </ListSubheader>
          <Box component="ul" role="presentation" sx={{ p: 0 }}>
            {params.children}
          </Box>
        </li>
      )}
      filterSelectedOptions
      autoHighlight
      disabled={disabled}
      fullWidth
      loading={searching}
      loadingText="Searching people…"
      noOptionsText={
        loadError
          ? 'People could not be loaded'
          : canSearch || input.trim()
            ? 'No matching people'
            : 'No one else is on this case'
      }
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
            <Box component="span" sx={{ color: 'text.secondary', ml: 0.5 }}>
              — {roleLabel(option.role, labels)} ({option.email})
            </Box>
          </li>
        );
      }}
      renderValue={(chosen, getItemProps) =>
        chosen.map((person, index) => {
          const { key, ...itemProps } = getItemProps({ index }) as ReturnType<typeof getItemProps> & { key: number };
          return <Chip key={key} size="small" label={person.fullName} title={describe(person)} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={canSearch ? 'Type a name or e-mail' : 'Choose people on this case'}
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
