import { graphql } from '../../generated';

/** What a case list row shows. */
export const CASE_LIST_ROW_FIELDS = graphql(`
  fragment CaseListRow on Case {
    id
    shortId
    title
    status
    isArchived
    isEscalated
    escalationCategory
    unacknowledgedCommentCount
    unacknowledgedNoteCount
    unacknowledgedMessageCount
    promoCode {
      id
      name
    }
    createdAt
    updatedAt
    submitter {
      id
      fullName
      email
    }
    assignedTo {
      id
      fullName
    }
  }
`);

/** The acting organization's cases (accommodations/cases), one page at a time. */
export const CASES_BY_STATUS_QUERY = graphql(`
  query CasesListPage(
    $organizationId: ID
    $statuses: [CaseStatus!]
    $isArchived: Boolean
    $isAssignee: Boolean
    $assigneeId: ID
    $isEscalated: Boolean
    $escalationCategories: [EscalationType!]
    $orderStatuses: [OrderStatus!]
    $isEmptyOrderStatus: Boolean
    $followUpStatuses: [FollowUpFormStatus!]
    $searchText: String
    $searchField: SearchField
    $sortOrder: SortDirection
    $recordsPerPage: Int
    $after: String
  ) {
    casesByStatus(
      organizationId: $organizationId
      statuses: $statuses
      isArchived: $isArchived
      isAssignee: $isAssignee
      assigneeId: $assigneeId
      isEscalated: $isEscalated
      escalationCategories: $escalationCategories
      orderStatuses: $orderStatuses
      isEmptyOrderStatus: $isEmptyOrderStatus
      followUpStatuses: $followUpStatuses
      searchText: $searchText
      searchField: $searchField
      sortOrder: $sortOrder
      recordsPerPage: $recordsPerPage
      after: $after
    ) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      cases {
        ...CaseListRow
      }
    }
  }
`);

/** The status-group counts above the case list. */
export const CASES_METADATA_QUERY = graphql(`
  query CasesListCounts($organizationId: ID, $isAssignee: Boolean) {
    casesMetadata(organizationId: $organizationId, isAssignee: $isAssignee) {
      new
      notConfirmed
      inProgress
      outstanding
      approved
      denied
      approvedClosed
      deniedClosed
    }
  }
`);

/** People of the organization a case can be assigned to, searched by name or e-mail. */
export const CASES_ASSIGNEE_OPTIONS_QUERY = graphql(`
  query CasesListAssigneeOptions($organizationId: ID, $roles: [Role!], $searchText: String, $recordsPerPage: Int) {
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
        hasNextPage
      }
      users {
        id
        fullName
        email
        role
      }
    }
  }
`);

/** Cases across the organizations the caller serves (all-cases and my-tasks). */
export const ALL_MULTI_ORG_CASES_QUERY = graphql(`
  query CasesAcrossOrganizations(
    $assigneeId: ID
    $statuses: [CaseStatus!]
    $isArchived: Boolean
    $isEscalated: Boolean
    $orderStatuses: [OrderStatus!]
    $isEmptyOrderStatus: Boolean
    $followUpStatuses: [FollowUpFormStatus!]
    $searchText: String
    $searchField: SearchField
    $sortOrder: SortDirection
    $recordsPerPage: Int
    $after: String
  ) {
    allMultiOrgUserCases(
      assigneeId: $assigneeId
      statuses: $statuses
      isArchived: $isArchived
      isEscalated: $isEscalated
      orderStatuses: $orderStatuses
      isEmptyOrderStatus: $isEmptyOrderStatus
      followUpStatuses: $followUpStatuses
      searchText: $searchText
      searchField: $searchField
      sortOrder: $sortOrder
      recordsPerPage: $recordsPerPage
      after: $after
    ) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      cases {
        ...CaseListRow
        organization {
          id
          name
        }
      }
    }
  }
`);

export const ORGANIZATION_CASES_CHANGED_SUBSCRIPTION = graphql(`
  subscription CasesListOrganizationChanged {
    organizationCasesChanged {
      caseId
      activityType
      occurredAt
    }
  }
`);

export const ASSIGNED_CASES_CHANGED_SUBSCRIPTION = graphql(`
  subscription CasesListAssignedChanged {
    assignedCasesChanged {
      caseId
      activityType
      occurredAt
    }
  }
`);
