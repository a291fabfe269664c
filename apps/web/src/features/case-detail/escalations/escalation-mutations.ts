import { graphql } from '../../../generated';

export const ESCALATE_CASE_MUTATION = graphql(`
  mutation CaseDetailEscalate($caseId: ID!, $category: EscalationType!, $reasons: [String!]!) {
    escalateCase(caseId: $caseId, category: $category, reasons: $reasons) {
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

export const ADD_CASE_ESCALATION_MUTATION = graphql(`
  mutation CaseDetailAddEscalation($caseId: ID!, $category: EscalationType!, $reasons: [String!]!) {
    addCaseEscalation(caseId: $caseId, category: $category, reasons: $reasons) {
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

export const UPDATE_CASE_ESCALATION_MUTATION = graphql(`
  mutation CaseDetailUpdateEscalation($escalationId: ID!, $category: EscalationType!, $reasons: [String!]!) {
    updateCaseEscalation(escalationId: $escalationId, category: $category, reasons: $reasons) {
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

export const REMOVE_CASE_ESCALATION_MUTATION = graphql(`
  mutation CaseDetailRemoveEscalation($escalationId: ID!) {
    removeCaseEscalation(escalationId: $escalationId) {
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

export const DE_ESCALATE_CASE_MUTATION = graphql(`
  mutation CaseDetailDeEscalate($caseId: ID!) {
    deEscalateCase(caseId: $caseId) {
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
