import { graphql } from '../../generated';

/** What a row of the people lists shows (and the CSV export writes). */
export const PERSON_ROW_FIELDS = graphql(`
  fragment PersonRow on User {
    id
    firstName
    lastName
    fullName
    email
    role
    customRole {
      name
      label
    }
    phoneNumber
    employeeId
    department
    jobTitle
    createdAt
    organizationAccess {
      organizationId
      organizationName
      role
    }
  }
`);

/** The organization's people of some roles, one page at a time (employees and admins screens). */
export const PEOPLE_LIST_QUERY = graphql(`
  query PeopleList(
    $organizationId: ID
    $roles: [Role!]
    $recordsPerPage: Int
    $after: String
    $sortBy: UserSortField
    $sortOrder: SortDirection
    $searchText: String
    $searchField: UserSearchField
  ) {
    usersByRole(
      organizationId: $organizationId
      roles: $roles
      recordsPerPage: $recordsPerPage
      after: $after
      sortBy: $sortBy
      sortOrder: $sortOrder
      searchText: $searchText
      searchField: $searchField
    ) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      users {
        ...PersonRow
      }
    }
  }
`);

/** Every TPA user of the platform (CV Admin). */
export const ALL_TPA_USERS_QUERY = graphql(`
  query PeopleAllTpaUsers(
    $recordsPerPage: Int
    $after: String
    $sortBy: UserSortField
    $sortOrder: SortDirection
    $searchText: String
    $searchField: UserSearchField
  ) {
    allTpaUsers(
      recordsPerPage: $recordsPerPage
      after: $after
      sortBy: $sortBy
      sortOrder: $sortOrder
      searchText: $searchText
      searchField: $searchField
    ) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      users {
        ...PersonRow
      }
    }
  }
`);

/** The TPA users serving the acting organization. */
export const ORGANIZATION_TPA_USERS_QUERY = graphql(`
  query PeopleOrganizationTpaUsers(
    $organizationId: ID
    $recordsPerPage: Int
    $after: String
    $sortBy: UserSortField
    $sortOrder: SortDirection
    $searchText: String
    $searchField: UserSearchField
  ) {
    tpaUsersForOrganization(
      organizationId: $organizationId
      recordsPerPage: $recordsPerPage
      after: $after
      sortBy: $sortBy
      sortOrder: $sortOrder
      searchText: $searchText
      searchField: $searchField
    ) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      users {
        ...PersonRow
      }
    }
  }
`);

/** The organization's roles: built-in ones and its custom roles (isCustom). */
export const PEOPLE_ORGANIZATION_ROLES_QUERY = graphql(`
  query PeopleOrganizationRoles($organizationId: ID!) {
    organizationRoles(organizationId: $organizationId) {
      name
      label
      isCustom
    }
  }
`);

/** Every organization (CV Admin), to choose where a TPA user serves. */
export const PEOPLE_ALL_ORGANIZATIONS_QUERY = graphql(`
  query PeopleAllOrganizations {
    allOrganizations {
      id
      name
    }
  }
`);

export const ADD_USER_MUTATION = graphql(`
  mutation PeopleAddUser($input: AddUserInput!) {
    addUser(input: $input) {
      success
      message
      user {
        ...PersonRow
      }
    }
  }
`);

export const ADD_TPA_USER_MUTATION = graphql(`
  mutation PeopleAddTpaUser($input: AddTpaUserInput!) {
    addTpaUser(input: $input) {
      success
      message
      user {
        ...PersonRow
      }
    }
  }
`);

export const CHANGE_USER_ROLE_MUTATION = graphql(`
  mutation PeopleChangeUserRole(
    $role: Role!
    $userId: ID!
    $isCustomRole: Boolean
    $customRole: String
    $organizationId: ID
  ) {
    changeUserRole(
      role: $role
      userId: $userId
      isCustomRole: $isCustomRole
      customRole: $customRole
      organizationId: $organizationId
    ) {
      success
      message
      user {
        ...PersonRow
      }
    }
  }
`);

export const DELETE_USER_MUTATION = graphql(`
  mutation PeopleDeleteUser($userId: ID!, $organizationId: ID) {
    deleteUser(userId: $userId, organizationId: $organizationId) {
      success
      message
    }
  }
`);

export const ADD_TPA_USER_TO_ORGANIZATIONS_MUTATION = graphql(`
  mutation PeopleAddTpaUserToOrganizations($userId: ID!, $organizationIds: [ID!]!, $tpaSubRole: TpaSubRole!) {
    addTpaUserToMultipleOrganizations(userId: $userId, organizationIds: $organizationIds, tpaSubRole: $tpaSubRole) {
      success
      message
      user {
        ...PersonRow
      }
    }
  }
`);

export const REMOVE_TPA_USER_FROM_ORGANIZATIONS_MUTATION = graphql(`
  mutation PeopleRemoveTpaUserFromOrganizations($userId: ID!, $organizationIds: [ID!]!) {
    removeTpaUserFromMultipleOrganizations(userId: $userId, organizationIds: $organizationIds) {
      success
      message
      user {
        ...PersonRow
      }
    }
  }
`);

/** One person's row, for a TPA user chosen by address (`tpa-roles?id=`) who is not on the page shown. */
export const PERSON_BY_ID_QUERY = graphql(`
  query PeoplePersonById($userId: ID!, $organizationId: ID) {
    userById(userId: $userId, organizationId: $organizationId) {
      ...PersonRow
    }
  }
`);

/** A TPA user's sub-role in one organization. */
export const UPDATE_TPA_USER_MUTATION = graphql(`
  mutation PeopleUpdateTpaUser($userId: ID!, $input: UpdateTpaUserInput!, $organizationId: ID) {
    updateTpaUser(userId: $userId, input: $input, organizationId: $organizationId) {
      success
      message
      user {
        ...PersonRow
      }
    }
  }
`);
