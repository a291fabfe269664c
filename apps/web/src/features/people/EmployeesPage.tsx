import { useAliasLabels } from '../../app/layout/alias-labels';
import { PeopleListPage } from './PeopleListPage';

/** The organization's employees (route `employees`: people of role USER). */
export function EmployeesPage() {
  const labels = useAliasLabels();
  return (
    <PeopleListPage
      config={{
        listType: 'employees',
        title: 'Employees',
        roles: ['USER'],
        defaultRole: 'USER',
        roleScope: ['USER'],
        searchLabel: `Search ${labels.EMPLOYEE.toLowerCase()}s`,
        emptyText: 'No employees yet. Employees you add here can sign in and submit requests.',
      }}
    />
  );
}

export default EmployeesPage;
