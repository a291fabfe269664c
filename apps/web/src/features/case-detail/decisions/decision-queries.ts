import { graphql } from '../../../generated';

/** A decision as staff see it (cost and medication included). */
export const CASE_DETAIL_DECISION_FIELDS = graphql(`
  fragment CaseDetailDecisionFields on CaseDecision {
    id
    isApproved
    isNoDecision
    isIndefinite
    startDate
    endDate
    decisionText
    category
    cost
    visitType
    addedById
    hasAttachment
    medicine
    dosage
    refillCount
    dosingFrequency
    treatmentPeriod
    pharmacyInstructions
    isRefill
    isPriorAuthRequested
    createdAt
    viewerCan {
      generatePrescription
      providerPortalLogInRequest
    }
  }
`);

export const ADD_DECISION_MUTATION = graphql(`
  mutation CaseDetailAddDecision($decision: CaseDecisionInput!, $filePath: String) {
    addCaseDecision(decision: $decision, filePath: $filePath) {
      success
      message
      case {
        ...StaffCaseState
      }
      activities {
        ...CaseDetailActivityFields
      }
      decision {
        id
      }
    }
  }
`);

export const UPDATE_DECISION_DATES_MUTATION = graphql(`
  mutation CaseDetailUpdateDecisionDates(
    $caseDecisionId: ID!
    $isIndefinite: Boolean!
    $startDate: String!
    $endDate: String
  ) {
    updateCaseDecision(
      caseDecisionId: $caseDecisionId
      isIndefinite: $isIndefinite
      startDate: $startDate
      endDate: $endDate
    ) {
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

export const DELETE_DECISION_MUTATION = graphql(`
  mutation CaseDetailDeleteDecision($caseDecisionId: ID!) {
    deleteCaseDecision(caseDecisionId: $caseDecisionId) {
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
