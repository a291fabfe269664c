import { useApolloClient } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { Navigate } from 'react-router';
import { routeHref } from '../../app/routes/route-table';
import { useMyPermissions } from '../../app/session/use-my-permissions';
import { useSession } from '../../app/session/use-session';
import type { PersonRowFragment, Role } from '../../generated/graphql';
import { PageLoadState } from '../documents/PageLoadState';
import { AddUserDialog } from './AddUserDialog';
import { ChangeRoleDialog } from './ChangeRoleDialog';
import { DeleteUserDialog } from './DeleteUserDialog';
import { ExportCsvButton } from '../exports/ExportCsvButton';
import { PEOPLE_LIST_QUERY } from './people-queries';
import type { PeopleListType } from './people-links';
import { PeopleTable, type PersonAction } from './PeopleTable';
import { PeopleToolbar } from './PeopleToolbar';
import { canChangeRoleOf, canDeleteUser, settableRoles } from './role-rules';
import { useCustomRoles } from './use-custom-roles';
import { exportFilters, usePeopleList } from './use-people-list';
import { useRestoreFocus } from './use-restore-focus';

export interface PeopleListConfig {
  listType: Extract<PeopleListType, 'employees' | 'admins'>;
  title: string;
  /** The roles listed (usersByRole roles). */
  roles: readonly Role[];
  /** The role a new person gets unless another is chosen. */
  defaultRole: Role;
  /** The roles offered when adding or changing a role here, before the viewer's own limits. */
  roleScope: readonly Role[];
  searchLabel: string;
  emptyText: string;
}

type Dialog =
  { kind: 'add' } | { kind: 'role'; person: PersonRowFragment } | { kind: 'delete'; person: PersonRowFragment };

/**
 * A list of the organization's people of some roles (the employees and admins screens): search by name
 * or e-mail, sort, page, add a person, change a role, delete, and export the list as CSV. Each action is
 * offered only to whom the spec allows it (spec 000 §6); the api decides again and its refusal is shown.
 */
export function PeopleListPage({ config }: { config: PeopleListConfig }) {
  const session = useSession();
  const client = useApolloClient();
  const permissions = useMyPermissions();
  const organizationId = session.organizationId;
  const viewerRole = session.user?.role ?? 'USER';
  const allowed = permissions?.usersByRole === true;
  const list = usePeopleList({
    document: PEOPLE_LIST_QUERY,
    field: 'usersByRole',
    variables: { organizationId, roles: [...config.roles] },
    skip: !allowed,
  });
  // Adding offers the roles of this list; changing a role may move someone to any role the viewer gives.
  const allRoleChoices = settableRoles(viewerRole);
  const roleChoices = allRoleChoices.filter((role) => config.roleScope.includes(role));
  const mayAdd = permissions?.addUser === true && roleChoices.length > 0;
  const mayChangeRole = permissions?.addUser === true && allRoleChoices.length > 0;
  const customRoles = useCustomRoles(organizationId, (mayAdd || mayChangeRole) && !!permissions?.organizationRoles);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const focus = useRestoreFocus();

  if (permissions === undefined) {
    return (
      <Frame title={config.title}>
        <PageLoadState failed={false} onRetry={() => undefined} />
      </Frame>
    );
  }
  if (permissions === null) {
    return (
      <Frame title={config.title}>
        <PageLoadState failed onRetry={() => void client.refetchQueries({ include: ['MyPermissions'] })} />
      </Frame>
    );
  }
  if (!allowed) return <Navigate to={routeHref('notFound')} replace />;

  const open = (next: Dialog) => {
    focus.remember();
    setDialog(next);
  };
  const close = (changed: boolean) => {
    setDialog(null);
    if (changed) void list.refetch();
    focus.restore(() => document.querySelector<HTMLElement>('h1'));
  };

  const actionsFor = (person: PersonRowFragment): PersonAction[] => {
    const actions: PersonAction[] = [];
    const self = person.id === session.user?.id;
    if (!self && canChangeRoleOf(viewerRole, mayChangeRole, person.role)) {
      actions.push({ label: 'Change role', onClick: (row) => open({ kind: 'role', person: row }) });
    }
    if (canDeleteUser(viewerRole, person.role) && !self) {
      actions.push({ label: 'Delete', color: 'error', onClick: (row) => open({ kind: 'delete', person: row }) });
    }
    return actions;
  };
  const withActions = mayChangeRole || viewerRole === 'CVADMIN';

  return (
    <Frame title={config.title}>
      <PeopleToolbar
        label={config.searchLabel}
        filters={list.filters}
        onChange={list.setFilters}
        actions={
          <>
            <ExportCsvButton
              input={{ list: 'USERS', userFilters: exportFilters(list.listVariables) }}
              organizationId={organizationId}
              disabled={!list.page || list.page.totalCount === 0}
            />
            {mayAdd && (
              <Button variant="contained" onClick={() => open({ kind: 'add' })}>
                Add user
              </Button>
            )}
          </>
        }
      />
      <Box sx={{ height: 4, mb: 1 }}>{list.updating && <LinearProgress aria-label="Updating the list" />}</Box>
      <PeopleTable
        label={config.title}
        listType={config.listType}
        rows={list.page?.users ?? []}
        totalCount={list.page?.totalCount ?? 0}
        loading={list.loading}
        failed={list.failed}
        refusal={list.refusal}
        onRetry={list.retry}
        filters={list.filters}
        onSort={list.setFilters}
        emptyText={
          list.searching ? (
            'No one matches this search.'
          ) : (
            <>
              <Typography sx={{ mb: mayAdd ? 2 : 0 }}>{config.emptyText}</Typography>
              {mayAdd && (
                <Button variant="contained" onClick={() => open({ kind: 'add' })}>
                  Add the first one
                </Button>
              )}
            </>
          )
        }
        actionsFor={withActions ? actionsFor : undefined}
        hasNextPage={!!list.page?.pageInfo.hasNextPage}
        loadingMore={list.loadingMore}
        loadMoreFailed={list.loadMoreFailed}
        onLoadMore={() => void list.loadMore()}
      />
      {dialog?.kind === 'add' && (
        <AddUserDialog
          viewerRole={viewerRole}
          roleChoices={roleChoices}
          defaultRole={config.defaultRole}
          customRoles={customRoles}
          organizationId={organizationId}
          onClose={() => close(false)}
          onAdded={() => close(true)}
        />
      )}
      {dialog?.kind === 'role' && (
        <ChangeRoleDialog
          person={dialog.person}
          roleChoices={allRoleChoices}
          customRoles={customRoles}
          organizationId={organizationId}
          onClose={() => close(false)}
          onChanged={() => close(true)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteUserDialog
          person={dialog.person}
          organizationId={organizationId}
          onClose={() => close(false)}
          onDeleted={() => close(true)}
        />
      )}
    </Frame>
  );
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ py: { xs: 2, sm: 3 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
