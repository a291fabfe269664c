import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAliasLabels } from '../../app/layout/alias-labels';
import type { PersonRowFragment, UserSortField } from '../../generated/graphql';
import { RetryAlert } from '../../shared/RetryAlert';
import { visuallyHidden } from '../../shared/visually-hidden';
import { exactTime, relativeTime } from '../request/relative-time';
import { profileHref, type PeopleListType } from './people-links';
import { accessRoleLabel, personRoleLabel } from './role-rules';
import type { PeopleFilters } from './use-people-list';

export interface PersonAction {
  label: string;
  onClick(person: PersonRowFragment): void;
  color?: 'error';
}

function SortHeader({
  field,
  label,
  filters,
  onSort,
}: {
  field: UserSortField;
  label: string;
  filters: PeopleFilters;
  onSort(filters: PeopleFilters): void;
}) {
  const active = filters.sortBy === field;
  const direction = active ? (filters.sortOrder === 'ASC' ? 'asc' : 'desc') : 'asc';
  return (
    <TableCell sortDirection={active ? direction : false}>
      <TableSortLabel
        active={active}
        direction={direction}
        onClick={() =>
          onSort({
            ...filters,
            sortBy: field,
            sortOrder: active && filters.sortOrder === 'ASC' ? 'DESC' : 'ASC',
          })
        }
      >
        {label}
        {active && (
          <Box component="span" sx={visuallyHidden}>
            {direction === 'asc' ? ', sorted ascending' : ', sorted descending'}
          </Box>
        )}
      </TableSortLabel>
    </TableCell>
  );
}

/**
 * A people list as a table: name (opens the profile), e-mail, role, optionally the organizations each
 * serves, when they were added, and the actions the viewer may take on each row. Loading, empty and
 * failed states in place of the rows; "Load more" fetches the next page.
 */
export function PeopleTable({
  label,
  listType,
  rows,
  totalCount,
  loading,
  failed,
  refusal,
  onRetry,
  filters,
  onSort,
  emptyText,
  showOrganizations = false,
  actionsFor,
  hasNextPage,
  loadingMore,
  loadMoreFailed,
  onLoadMore,
  selectedId,
}: {
  label: string;
  listType: PeopleListType;
  rows: readonly PersonRowFragment[];
  totalCount: number;
  loading: boolean;
  failed: boolean;
  /** The api refused the list: its message, with nothing to retry. */
  refusal?: string | null;
  onRetry(): void;
  filters: PeopleFilters;
  onSort(filters: PeopleFilters): void;
  emptyText: ReactNode;
  showOrganizations?: boolean;
  actionsFor?(person: PersonRowFragment): PersonAction[];
  hasNextPage: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore(): void;
  selectedId?: string | null;
}) {
  const labels = useAliasLabels();
  if (refusal) {
    return <Alert severity="warning">{refusal}</Alert>;
  }
  if (failed) {
    return (
      <RetryAlert onRetry={onRetry}>We couldn&apos;t load this list. Check your connection and try again.</RetryAlert>
    );
  }
  if (loading) {
    return (
      <Box aria-busy="true">
        <Box component="span" sx={visuallyHidden}>
          Loading…
        </Box>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rectangular" height={40} sx={{ mb: 1 }} />
        ))}
      </Box>
    );
  }
  if (rows.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        {emptyText}
      </Paper>
    );
  }
  const withActions = !!actionsFor;
  return (
    <>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <SortHeader field="NAME" label="Name" filters={filters} onSort={onSort} />
              <TableCell>E-mail</TableCell>
              <TableCell>Role</TableCell>
              {showOrganizations && <TableCell>Organizations</TableCell>}
              <SortHeader field="CREATED_AT" label="Added" filters={filters} onSort={onSort} />
              {withActions && (
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((person) => (
              <TableRow key={person.id} hover selected={selectedId === person.id}>
                <TableCell>
                  <Link component={RouterLink} to={profileHref(person.id, listType)} sx={{ fontWeight: 500 }}>
                    {person.fullName}
                  </Link>
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{person.email}</TableCell>
                <TableCell>{personRoleLabel(person, labels)}</TableCell>
                {showOrganizations && (
                  <TableCell>
                    {person.organizationAccess.length === 0
                      ? '—'
                      : person.organizationAccess
                          .map((access) => `${access.organizationName} (${accessRoleLabel(access.role, labels)})`)
                          .join(', ')}
                  </TableCell>
                )}
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Box component="time" dateTime={person.createdAt} title={exactTime(person.createdAt)}>
                    {relativeTime(person.createdAt)}
                  </Box>
                </TableCell>
                {withActions && (
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Stack direction="row" spacing={1}>
                      {actionsFor(person).map((action) => (
                        <Button
                          key={action.label}
                          size="small"
                          color={action.color ?? 'primary'}
                          onClick={() => action.onClick(person)}
                          aria-label={`${action.label}: ${person.fullName}`}
                        >
                          {action.label}
                        </Button>
                      ))}
                    </Stack>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          Showing {rows.length} of {totalCount}
        </Typography>
        {hasNextPage && (
          <Button variant="outlined" onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore ? 'Loading…' : 'Load more'}
          </Button>
        )}
        {loadMoreFailed && (
          <Typography role="alert" variant="body2" color="error">
            We couldn&apos;t load more people. Try again.
          </Typography>
        )}
      </Stack>
    </>
  );
}
