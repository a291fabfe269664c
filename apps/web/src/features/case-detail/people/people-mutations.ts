import { graphql } from '../../../generated';

export const ASSIGN_CASE_MUTATION = graphql(`
  mutation CaseDetailAssign($caseId: ID!, $userId: ID!, $visitType: VisitType) {
    assignCase(caseId: $caseId, userId: $userId, visitType: $visitType) {
      success
      message
      case {
        ...StaffCaseState
      }
      activities {
        ...CaseDetailActivityFields
      }
    }
  }
`);

export const UNASSIGN_CASE_MUTATION = graphql(`
  mutation CaseDetailUnassign($caseId: ID!) {
    unassignCase(caseId: $caseId) {
      success
      message
      case {
        ...StaffCaseState
      }
      activities {
        ...CaseDetailActivityFields
      }
    }
  }
`);

export const ADD_TEAM_MEMBERS_MUTATION = graphql(`
  mutation CaseDetailAddTeamMembers($caseId: ID!, $userIds: [ID!]!) {
    assignUserToCase(caseId: $caseId, userIds: $userIds) {
      success
      message
      case {
        ...StaffCaseState
      }
      activities {
        ...CaseDetailActivityFields
      }
    }
  }
`);

export const REMOVE_TEAM_MEMBER_MUTATION = graphql(`
  mutation CaseDetailRemoveTeamMember($caseId: ID!, $userId: ID!) {
    unassignUserFromCase(caseId: $caseId, userId: $userId) {
      success
      message
      case {
        ...StaffCaseState
      }
      activities {
        ...CaseDetailActivityFields
      }
    }
  }
`);

export const ASSIGN_HR_REP_MUTATION = graphql(`
  mutation CaseDetailAssignHrRep($caseId: ID!, $userId: ID!) {
    assignCaseHrRep(caseId: $caseId, userId: $userId) {
      success
      message
      case {
        ...StaffCaseState
      }
      activities {
        ...CaseDetailActivityFields
      }
    }
  }
`);

export const UNASSIGN_HR_REP_MUTATION = graphql(`
  mutation CaseDetailUnassignHrRep($caseId: ID!) {
    unassignCaseHrRep(caseId: $caseId) {
      success
      message
      case {
        ...StaffCaseState
      }
      activities {
        ...CaseDetailActivityFields
      }
    }
  }
`);
