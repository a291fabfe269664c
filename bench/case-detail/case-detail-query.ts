// The operation the staff case page sends, field for field: CASE_DETAIL_QUERY and its fragments in
// apps/web/src/features/case-detail/case-detail-queries.ts (the web app cannot be imported here; keep the
// two in step). Both the api and the bare baseline answer this very document.

const PERSON_FIELDS = `
  fragment CaseDetailPersonFields on CasePerson {
    id
    fullName
    email
    role
  }
`;

const ACTIVITY_FIELDS = `
  fragment CaseDetailActivityFields on CaseActivity {
    id
    type
    createdAt
    payload
    actor {
      ...CaseDetailPersonFields
    }
    subjectUser {
      ...CaseDetailPersonFields
    }
  }
`;

const FORM_RESPONSE_FIELDS = `
  fragment CaseDetailFormResponseFields on CaseFormResponse {
    id
    formName
    submittedAt
    createdAt
    questions {
      id
      index
      type
      text
      isPHI
    }
    questionResponses {
      questionId
      response
      fileNames
    }
  }
`;

const COMMENT_FIELDS = `
  fragment CaseDetailCommentFields on CaseComment {
    id
    text
    createdAt
    isAcknowledged
    acknowledgedAt
    possiblyMentionsAttachment
    formIds
    author {
      id
      fullName
      role
    }
    attachments {
      id
      fileName
    }
  }
`;

const NOTE_FIELDS = `
  fragment CaseDetailNoteFields on CaseNote {
    id
    text
    createdAt
    isAcknowledged
    acknowledgedAt
    author {
      id
      fullName
      role
    }
    taggedUsers {
      id
      fullName
    }
    attachments {
      id
      fileName
    }
  }
`;

const DECISION_FIELDS = `
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
  }
`;

export const CASE_DETAIL_DOCUMENT = `
  query CaseDetail($caseId: ID!, $last: Int) {
    caseById(caseId: $caseId) {
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
      organization {
        id
        name
        isPartner
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
      formResponses {
        ...CaseDetailFormResponseFields
      }
      unacknowledgedCommentCount
      unacknowledgedNoteCount
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
  ${PERSON_FIELDS}
  ${ACTIVITY_FIELDS}
  ${FORM_RESPONSE_FIELDS}
  ${COMMENT_FIELDS}
  ${NOTE_FIELDS}
  ${DECISION_FIELDS}
`;

/**
 * The case's header fields alone: what any request costs before the first item (on the api: identity,
 * guards, limits and the framework; the same case row on both sides).
 */
export const CASE_HEADER_DOCUMENT = `
  query CaseHeader($caseId: ID!) {
    caseById(caseId: $caseId) {
      id
      shortId
      title
      status
    }
  }
`;

/** The page asks for the latest 100 timeline entries (TIMELINE_SIZE). */
export const TIMELINE_SIZE = 100;

export interface CaseDetailResponse {
  data?: {
    caseById: {
      id: string;
      activity: unknown[];
      comments: unknown[];
      notes: unknown[];
      decisions: unknown[];
      assignees: unknown[];
      escalations: unknown[];
      formResponses: unknown[];
    } | null;
  };
  errors?: { message: string; extensions?: { code?: string } }[];
}
