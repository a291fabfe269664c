import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAliasLabels } from '../../app/layout/alias-labels';
import { useSession } from '../../app/session/use-session';
import type { PersonRowFragment } from '../../generated/graphql';
import { RetryAlert } from '../../shared/RetryAlert';
import { AddTpaUserDialog } from './AddTpaUserDialog';
import { ChangeSubRoleDialog } from './ChangeSubRoleDialog';
import { ExportCsvButton } from '../exports/ExportCsvButton';
import {
  ALL_TPA_USERS_QUERY,
  ORGANIZATION_TPA_USERS_QUERY,
  PEOPLE_ALL_ORGANIZATIONS_QUERY,
  PERSON_BY_ID_QUERY,
} from './people-queries';
import { PeopleTable } from './PeopleTable';
import { PeopleToolbar } from './PeopleToolbar';
import { accessRoleLabel } from './role-rules';
import { TpaOrganizationsDialog } from './TpaOrganizationsDialog';
import { exportFilters, usePeopleList } from './use-people-list';
import { useRestoreFocus } from './use-restore-focus';

type Access = PersonRowFragment['organizationAccess'][number];
type Dialog =
  | { kind: 'add' }
  | { kind: 'addOrganizations' | 'removeOrganizations'; person: PersonRowFragment }
  | { kind: 'subRole'; person: PersonRowFragment; access: Access };

/** The chosen TPA user: their sub-role in each organization they serve, and for the CV Admin the ways to change that. */
function TpaUserPanel({
  person,
  manage,
  onAdd,
  onRemove,
  onChangeSubRole,
  onClose,
}: {
  person: PersonRowFragment;
  manage: boolean;
  onAdd(): void;
  onRemove(): void;
  onChangeSubRole(access: Access): void;
  onClose(): void;
}) {
  const labels = useAliasLabels();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="tpa-user-heading" sx={{ p: 2, mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, mb: 1 }}>
        <Box sx={{ flex: 1 }}>
          <Typography id="tpa-user-heading" component="h2" variant="h6">
            {person.fullName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {person.email}
          </Typography>
        </Box>
        {manage && (
          <>
            <Button variant="outlined" onClick={onAdd}>
              Add to organizations
            </Button>
            <Button
              variant="outlined"
              color="error"
              onClick={onRemove}
              disabled={person.organizationAccess.length === 0}
            >
              Remove from organizations
            </Button>
          </>
        )}
        <Button onClick={onClose}>Close</Button>
      </Stack>
      {person.organizationAccess.length === 0 ? (
        <Typography variant="body2">They serve no organization yet.</Typography>
      ) : (
        <List dense aria-label={`Organizations ${person.fullName} serves`}>
          {person.organizationAccess.map((access) => (
            <ListItem
              key={access.organizationId}
              disableGutters
              secondaryAction={
                manage && (
                  <Button
                    size="small"
                    onClick={() => onChangeSubRole(access)}
                    aria-label={`Change ${labels.TPA_ROLE} in ${access.organizationName}`}
                  >
                    Change
                  </Button>
                )
              }
            >
              <ListItemText
                primary={access.organizationName}
                secondary={`${labels.TPA_ROLE}: ${accessRoleLabel(access.role, labels)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}

/**
 * TPA users (route `tpa-roles`, CV Admin and TPA): every TPA user for the CV Admin, those serving the
 * acting organization for a TPA, with their sub-roles and the organizations each serves. `?id=` chooses
 * one; the CV Admin adds TPA users and adds them to or removes them from organizations.
 */
export function TpaRolesPage() {
  const session = useSession();
  const labels = useAliasLabels();
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get('id');
  const cvAdmin = session.user?.role === 'CVADMIN';
  const organizationId = session.organizationId;

  const allList = usePeopleList({ document: ALL_TPA_USERS_QUERY, field: 'allTpaUsers', variables: {}, skip: !cvAdmin });
  const organizationList = usePeopleList({
    document: ORGANIZATION_TPA_USERS_QUERY,
    field: 'tpaUsersForOrganization',
    variables: { organizationId },
    skip: cvAdmin,
  });
  const list = cvAdmin ? allList : organizationList;

  const organizations = useQuery(PEOPLE_ALL_ORGANIZATIONS_QUERY, { skip: !cvAdmin });
  const organizationChoices = organizations.data?.allOrganizations ?? [];

  const fromList = list.page?.users.find((user) => user.id === selectedId);
  const byId = useQuery(PERSON_BY_ID_QUERY, {
    variables: { userId: selectedId ?? '', organizationId },
    skip: !selectedId || !!fromList || !list.page,
  });
  const selected = fromList ?? (byId.data?.userById.role === 'CVTPA' ? byId.data.userById : undefined);

  const [dialog, setDialog] = useState<Dialog | null>(null);
  const focus = useRestoreFocus();
  const open = (next: Dialog) => {
    focus.remember();
    setDialog(next);
  };
  const close = (changed: boolean) => {
    setDialog(null);
    if (changed) void list.refetch();
    focus.restore(() => document.querySelector<HTMLElement>('h1'));
  };
  const select = (id: string | null) => {
    const params = new URLSearchParams(searchParams);
    if (id) params.set('id', id);
    else params.delete('id');
    setSearchParams(params);
  };

  return (
    <Box sx={{ py: { xs: 2, sm: 3 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        TPA Roles
      </Typography>
      <PeopleToolbar
        label={`Search ${labels.TPA_USER}s`}
        filters={list.filters}
        onChange={list.setFilters}
        actions={
          <>
            <ExportCsvButton
              input={{
                list: cvAdmin ? 'ALL_TPA_USERS' : 'TPA_USERS',
                userFilters: exportFilters(list.listVariables),
              }}
              organizationId={organizationId}
              disabled={!list.page || list.page.totalCount === 0}
            />
            {cvAdmin && (
              <Button variant="contained" onClick={() => open({ kind: 'add' })}>
                Add TPA user
              </Button>
            )}
          </>
        }
      />
      {selectedId && byId.error && !fromList && (
        <Box sx={{ mb: 2 }}>
          <RetryAlert onRetry={() => void byId.refetch().catch(() => undefined)}>
            We couldn&apos;t load the chosen TPA user.
          </RetryAlert>
        </Box>
      )}
      {selected && (
        <TpaUserPanel
          person={selected}
          manage={cvAdmin}
          onAdd={() => open({ kind: 'addOrganizations', person: selected })}
          onRemove={() => open({ kind: 'removeOrganizations', person: selected })}
          onChangeSubRole={(access) => open({ kind: 'subRole', person: selected, access })}
          onClose={() => select(null)}
        />
      )}
      <Box sx={{ height: 4, mb: 1 }}>{list.updating && <LinearProgress aria-label="Updating the list" />}</Box>
      <PeopleTable
        label="TPA users"
        listType="tpa-roles"
        rows={list.page?.users ?? []}
        totalCount={list.page?.totalCount ?? 0}
        loading={list.loading}
        failed={list.failed}
        refusal={list.refusal}
        onRetry={list.retry}
        filters={list.filters}
        onSort={list.setFilters}
        showOrganizations
        selectedId={selectedId}
        emptyText={list.searching ? 'No one matches this search.' : 'No TPA users yet.'}
        actionsFor={(person) => [
          {
            label: cvAdmin ? 'Manage' : 'Show',
            onClick: () => select(person.id),
          },
        ]}
        hasNextPage={!!list.page?.pageInfo.hasNextPage}
        loadingMore={list.loadingMore}
        loadMoreFailed={list.loadMoreFailed}
        onLoadMore={() => void list.loadMore()}
      />
      {dialog?.kind === 'add' && (
        <AddTpaUserDialog
          organizations={organizationChoices}
          onClose={() => close(false)}
          onAdded={(userId) => {
            close(true);
            if (userId) select(userId);
          }}
        />
      )}
      {dialog?.kind === 'subRole' && (
        <ChangeSubRoleDialog
          person={dialog.person}
          access={dialog.access}
          onClose={() => close(false)}
          onChanged={() => {
            close(true);
            void byId.refetch().catch(() => undefined);
          }}
        />
      )}
      {(dialog?.kind === 'addOrganizations' || dialog?.kind === 'removeOrganizations') && (
        <TpaOrganizationsDialog
          mode={dialog.kind === 'addOrganizations' ? 'add' : 'remove'}
          person={dialog.person}
          organizations={organizationChoices}
          onClose={() => close(false)}
          onDone={() => {
            close(true);
            void byId.refetch().catch(() => undefined);
          }}
        />
      )}
    </Box>
  );
}

export default TpaRolesPage;
