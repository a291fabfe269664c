import { graphql } from '../generated';

/** The organization's employees by name or e-mail, for staff choosing whom a request is for. */
export const REQUEST_EMPLOYEES_QUERY = graphql(`
  query RequestEmployees(
    $organizationId: ID
    $searchText: String
    $searchField: UserSearchField
    $recordsPerPage: Int
  ) {
    usersByRole(
      organizationId: $organizationId
      roles: [USER]
      searchText: $searchText
      searchField: $searchField
      recordsPerPage: $recordsPerPage
    ) {
      users {
        id
        fullName
        email
      }
    }
  }
`);
