import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useMyPermissions } from '../session/use-my-permissions';
import { useSession } from '../session/use-session';
import type { SessionUser } from '../session/session-types';
import { ALL_ORGANIZATIONS_QUERY } from './layout-queries';

export interface OrganizationOption {
  id: string;
  name: string;
}

const byName = (a: OrganizationOption, b: OrganizationOption) => a.name.localeCompare(b.name);

/**
 * Organization switcher in the top bar. Whom the api lets list every organization (a Cvadmin) chooses
 * among all organizations (allOrganizations);
 * a Cvtpa or a multi-organization admin among its organizationAccess entries. A searchable combobox,
 * since a Cvadmin may see hundreds. Choosing calls session.switchOrganization, which refuses (with the
 * spec's message, then not-found) an organization the user may not act in, and reloads the data.
 */
export function OrganizationSwitcher({ user }: { user: SessionUser }) {
  const session = useSession();
  const isCvadmin = !!useMyPermissions()?.allOrganizations;
  const { data, loading, error } = useQuery(ALL_ORGANIZATIONS_QUERY, { skip: !isCvadmin });

  const current = useMemo<OrganizationOption | null>(
    () => (session.organizationId ? { id: session.organizationId, name: session.organizationName ?? '' } : null),
    [session.organizationId, session.organizationName],
  );

  const options = useMemo<OrganizationOption[]>(() => {
    const list: OrganizationOption[] = isCvadmin
      ? (data?.allOrganizations ?? []).map((organization) => ({ id: organization.id, name: organization.name }))
      : user.organizationAccess.map((entry) => ({ id: entry.organizationId, name: entry.organizationName }));
    const unique = new Map(list.map((option) => [option.id, option]));
    // The acting organization is always listed, so the field can show it.
    if (current && !unique.has(current.id)) unique.set(current.id, current);
    return [...unique.values()].sort(byName);
  }, [current, data, isCvadmin, user.organizationAccess]);

  if (!current) return null;
  const value = options.find((option) => option.id === current.id) ?? current;

  return (
    <Autocomplete<OrganizationOption, false, true>
      id="organization-switcher"
      options={options}
      value={value}
      disableClearable
      autoHighlight
      loading={loading}
      loadingText="Loading organizations…"
      noOptionsText={error ? 'Organizations could not be loaded' : 'No matching organization'}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      onChange={(_event, option) => {
        if (option.id !== session.organizationId) void session.switchOrganization(option.id, option.name);
      }}
      sx={{ width: { xs: 170, sm: 260 }, minWidth: 0 }}
      renderInput={(params) => <TextField {...params} label="Organization" size="small" />}
    />
  );
}
