import { graphql } from '../../generated';

export const CASE_DASHBOARD_FIELDS = graphql(`
  fragment CaseDashboardFields on CaseDashboard {
    organizationId
    organizationName
    generatedAt
    openCaseCount
    byStage {
      stage
      label
      count
    }
    byAge {
      bucket
      label
      count
    }
    byAssignee {
      assigneeId
      name
      count
      overdueCount
    }
    timeToDecision {
      windowDays
      decidedCount
      medianDays
      p90Days
    }
    overdue {
      caseCount
      unacknowledgedCount
      notAcceptedCount
      unacknowledgedAfterDays
      notAcceptedAfterDays
      businessDays
    }
  }
`);

export const OWNER_DASHBOARD_QUERY = graphql(`
  query OwnerDashboard($organizationId: ID) {
    ownerDashboard(organizationId: $organizationId) {
      ...CaseDashboardFields
    }
  }
`);

export const ORGANIZATIONS_DASHBOARD_QUERY = graphql(`
  query OrganizationsDashboard($organizationIds: [ID!]) {
    organizationsDashboard(organizationIds: $organizationIds) {
      ...CaseDashboardFields
    }
  }
`);
