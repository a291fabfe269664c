import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { ALL_ORGANIZATIONS_QUERY } from '../../app/layout/layout-queries';
import { useSession } from '../../app/session/use-session';

interface OrganizationOption {
  id: string;
  name: string;
}

/**
 * Which organizations to show side by side: a CV Admin chooses among all organizations, a TPA among
 * those it serves as TPA Support. Empty means every one the api allows.
 */
export function OrganizationsFilter({
  selected,
  onChange,
}: {
  selected: readonly string[];
  onChange(ids: string[]): void;
}) {
  const { user } = useSession();
  const isCvadmin = user?.role === 'CVADMIN';
  const { data, loading } = useQuery(ALL_ORGANIZATIONS_QUERY, { skip: !isCvadmin });
  const options = useMemo<OrganizationOption[]>(() => {
    const list = isCvadmin
      ? (data?.allOrganizations ?? []).map(({ id, name }) => ({ id, name }))
      : (user?.organizationAccess ?? [])
          .filter((entry) => entry.role === 'TPASUPPORT')
          .map((entry) => ({ id: entry.organizationId, name: entry.organizationName }));
    return [...new Map(list.map((option) => [option.id, option])).values()].sort((a, b) =>
      a.name.localeCompare(b.name),
    );
  }, [data, isCvadmin, user]);
  const value = selected.map((id) => options.find((option) => option.id === id) ?? { id, name: id });

  return (
    <Autocomplete<OrganizationOption, true>
      multiple
      id="organizations-dashboard-filter"
      options={options}
      value={value}
      loading={loading}
      loadingText="Loading organizations…"
      noOptionsText="No matching organization"
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_event, chosen) => onChange(chosen.map((option) => option.id))}
      sx={{ maxWidth: 640, mb: 2 }}
      renderInput={(params) => (
        <TextField {...params} label="Organizations" helperText="Leave empty to show every organization you serve" />
      )}
    />
  );
}
