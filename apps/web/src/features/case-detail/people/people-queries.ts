import { graphql } from '../../../generated';

/** People of the case's organization who may take a part on it, searched by name or e-mail. */
export const CASE_PEOPLE_QUERY = graphql(`
  query CaseDetailPeople($organizationId: ID, $roles: [Role!], $searchText: String, $recordsPerPage: Int) {
    usersByRole(
      organizationId: $organizationId
      roles: $roles
      searchText: $searchText
      recordsPerPage: $recordsPerPage
      sortBy: NAME
      sortOrder: ASC
    ) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      users {
        id
        firstName
        lastName
        fullName
        email
        role
      }
    }
  }
`);
