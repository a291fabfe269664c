import { PeopleListPage } from './PeopleListPage';
import { STAFF_ROLES } from './role-rules';

/** The organization's staff (route `admins`): HR administrators, HR representatives and coordinators. */
export function AdminsPage() {
  return (
    <PeopleListPage
      config={{
        listType: 'admins',
        title: 'Admins',
        roles: STAFF_ROLES,
        defaultRole: 'CASEMANAGER',
        roleScope: STAFF_ROLES,
        searchLabel: 'Search staff',
        emptyText: 'No staff yet. Add the people who handle cases.',
      }}
    />
  );
}

export default AdminsPage;
