import { graphql } from '../../../generated';

/** A person named on a case or a timeline entry. */
export const CASE_DETAIL_PERSON_FIELDS = graphql(`
  fragment CaseDetailPersonFields on CasePerson {
    id
    fullName
    email
    role
    deletedAt
  }
`);

/** The latest entries shown on the timeline. */
export const TIMELINE_SIZE = 100;

/**
 * The case's own fields on the staff page, with what the viewer may do on it: what a change of the case
 * (its people, status, escalations, decisions) answers as the case it left, written into the cache.
 */
export const STAFF_CASE_STATE_FIELDS = graphql(`
  fragment StaffCaseState on Case {
    id
    shortId
    title
    status
    visitType
    createdAt
    updatedAt
    organizationId
    isArchived
    archiveReason
    isEscalated
    escalationCategory
    escalationReasons
    submitter {
      ...CaseDetailPersonFields
    }
    assignedTo {
      ...CaseDetailPersonFields
    }
    assignedBy {
      ...CaseDetailPersonFields
    }
    hrRep {
      ...CaseDetailPersonFields
    }
    assignees {
      ...CaseDetailPersonFields
    }
    decisions {
      ...CaseDetailDecisionFields
    }
    escalations {
      id
      category
      reasons
      createdAt
    }
    unacknowledgedCommentCount
    unacknowledgedNoteCount
    ...CasePromoCodeFields
    ...CasePlanFields
    ...CasePaymentInfoFields
    # What the viewer may do, by the api's rules; each sub-feature selects what its controls need.
    viewerCan {
      ...CaseActionsViewerCan
      ...CasePeopleViewerCan
      ...EscalationsViewerCan
      ...CommentsViewerCan
      ...NotesViewerCan
      ...SupportNotesViewerCan
      ...ConsultsViewerCan
      ...DecisionsViewerCan
      ...PaymentsViewerCan
      ...OrdersViewerCan
      ...FmlaViewerCan
      ...CaseFormsViewerCan
      ...MessagesViewerCan
    }
  }
`);

/** The case as staff work it: everything the page shows, in one request. */
export const CASE_DETAIL_QUERY = graphql(`
  query CaseDetail($caseId: ID!, $last: Int) {
    caseById(caseId: $caseId) {
      ...StaffCaseState
      ...CaseAttachmentsPart
      ...CaseMessagesPart
      ...CaseWorkflowRunsPart
      organization {
        id
        name
        isPartner
      }
      formResponses {
        ...CaseDetailFormResponseFields
      }
      comments {
        ...CaseDetailCommentFields
      }
      notes {
        ...CaseDetailNoteFields
      }
      activity(last: $last) {
        ...CaseDetailActivityFields
      }
    }
  }
`);

/** The employee's own request: nothing staff-only is asked for. */
export const REQUEST_DETAIL_QUERY = graphql(`
  query RequestDetail($caseId: ID!, $last: Int) {
    caseById(caseId: $caseId) {
      id
      shortId
      title
      status
      createdAt
      isArchived
      decisions {
        id
        isApproved
        isNoDecision
        isIndefinite
        startDate
        endDate
        decisionText
        createdAt
      }
      formResponses {
        ...CaseDetailFormResponseFields
      }
      comments {
        ...CaseDetailCommentFields
      }
      activity(last: $last) {
        ...CaseDetailActivityFields
      }
      viewerCan {
        ...CommentsViewerCan
      }
      ...CaseAttachmentsPart
    }
  }
`);

export const CASE_ACTIVITY_ADDED_SUBSCRIPTION = graphql(`
  subscription CaseDetailActivityAdded($caseId: ID!, $after: ID) {
    caseActivityAdded(caseId: $caseId, after: $after) {
      ...CaseDetailActivityFields
    }
  }
`);
