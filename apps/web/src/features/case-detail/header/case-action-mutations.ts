import { graphql } from '../../../generated';

export const ACCEPT_CASE_MUTATION = graphql(`
  mutation CaseDetailAccept($caseId: ID!) {
    acceptCase(caseId: $caseId) {
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

export const CHANGE_CASE_STATUS_MUTATION = graphql(`
  mutation CaseDetailChangeStatus($caseId: ID!, $status: CaseStatus!) {
    changeCaseStatus(caseId: $caseId, status: $status) {
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

export const UPDATE_CASE_MUTATION = graphql(`
  mutation CaseDetailUpdate($caseId: ID!, $input: UpdateCaseInput!) {
    updateCase(caseId: $caseId, input: $input) {
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

export const ARCHIVE_CASE_MUTATION = graphql(`
  mutation CaseDetailArchive($caseId: ID!, $reason: String!, $force: Boolean) {
    archiveCase(caseId: $caseId, reason: $reason, force: $force) {
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

export const REOPEN_CASE_MUTATION = graphql(`
  mutation CaseDetailReopen($caseId: ID!) {
    reopenCase(caseId: $caseId) {
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
