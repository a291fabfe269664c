import { graphql } from '../../generated';

/** A person named on a case or a timeline entry. */
export const CASE_DETAIL_PERSON_FIELDS = graphql(`
  fragment CaseDetailPersonFields on CasePerson {
    id
    fullName
    email
    role
  }
`);

/** One timeline entry. */
export const CASE_DETAIL_ACTIVITY_FIELDS = graphql(`
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
`);

/** Answers given on the case, with the questions of the version answered. */
export const CASE_DETAIL_FORM_RESPONSE_FIELDS = graphql(`
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
`);

/** A comment of the conversation between the employee and the case team. */
export const CASE_DETAIL_COMMENT_FIELDS = graphql(`
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
`);

/** An internal note of the case team. */
export const CASE_DETAIL_NOTE_FIELDS = graphql(`
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
`);

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
  }
`);

/** The latest entries shown on the timeline. */
export const TIMELINE_SIZE = 100;

/** The case as staff work it. */
export const CASE_DETAIL_QUERY = graphql(`
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
    }
  }
`);

export const CASE_ACTIVITY_ADDED_SUBSCRIPTION = graphql(`
  subscription CaseDetailActivityAdded($caseId: ID!) {
    caseActivityAdded(caseId: $caseId) {
      ...CaseDetailActivityFields
    }
  }
`);

export const UPDATE_CASE_MUTATION = graphql(`
  mutation CaseDetailUpdate($caseId: ID!, $input: UpdateCaseInput!) {
    updateCase(caseId: $caseId, input: $input) {
      success
      message
    }
  }
`);

export const CHANGE_CASE_STATUS_MUTATION = graphql(`
  mutation CaseDetailChangeStatus($caseId: ID!, $status: CaseStatus!) {
    changeCaseStatus(caseId: $caseId, status: $status) {
      success
      message
    }
  }
`);

export const ASSIGN_CASE_MUTATION = graphql(`
  mutation CaseDetailAssign($caseId: ID!, $userId: ID!, $visitType: VisitType) {
    assignCase(caseId: $caseId, userId: $userId, visitType: $visitType) {
      success
      message
    }
  }
`);

export const UNASSIGN_CASE_MUTATION = graphql(`
  mutation CaseDetailUnassign($caseId: ID!) {
    unassignCase(caseId: $caseId) {
      success
      message
    }
  }
`);

export const ACCEPT_CASE_MUTATION = graphql(`
  mutation CaseDetailAccept($caseId: ID!) {
    acceptCase(caseId: $caseId) {
      success
      message
    }
  }
`);

export const ADD_TEAM_MEMBERS_MUTATION = graphql(`
  mutation CaseDetailAddTeamMembers($caseId: ID!, $userIds: [ID!]!) {
    assignUserToCase(caseId: $caseId, userIds: $userIds) {
      success
      message
    }
  }
`);

export const REMOVE_TEAM_MEMBER_MUTATION = graphql(`
  mutation CaseDetailRemoveTeamMember($caseId: ID!, $userId: ID!) {
    unassignUserFromCase(caseId: $caseId, userId: $userId) {
      success
      message
    }
  }
`);

export const ASSIGN_HR_REP_MUTATION = graphql(`
  mutation CaseDetailAssignHrRep($caseId: ID!, $userId: ID!) {
    assignCaseHrRep(caseId: $caseId, userId: $userId) {
      success
      message
    }
  }
`);

export const UNASSIGN_HR_REP_MUTATION = graphql(`
  mutation CaseDetailUnassignHrRep($caseId: ID!) {
    unassignCaseHrRep(caseId: $caseId) {
      success
      message
    }
  }
`);

export const ARCHIVE_CASE_MUTATION = graphql(`
  mutation CaseDetailArchive($caseId: ID!, $reason: String!, $force: Boolean) {
    archiveCase(caseId: $caseId, reason: $reason, force: $force) {
      success
      message
    }
  }
`);

export const REOPEN_CASE_MUTATION = graphql(`
  mutation CaseDetailReopen($caseId: ID!) {
    reopenCase(caseId: $caseId) {
      success
      message
    }
  }
`);

export const ESCALATE_CASE_MUTATION = graphql(`
  mutation CaseDetailEscalate($caseId: ID!, $category: EscalationType!, $reasons: [String!]!) {
    escalateCase(caseId: $caseId, category: $category, reasons: $reasons) {
      success
      message
    }
  }
`);

export const ADD_CASE_ESCALATION_MUTATION = graphql(`
  mutation CaseDetailAddEscalation($caseId: ID!, $category: EscalationType!, $reasons: [String!]!) {
    addCaseEscalation(caseId: $caseId, category: $category, reasons: $reasons) {
      success
      message
    }
  }
`);

export const UPDATE_CASE_ESCALATION_MUTATION = graphql(`
  mutation CaseDetailUpdateEscalation($escalationId: ID!, $category: EscalationType!, $reasons: [String!]!) {
    updateCaseEscalation(escalationId: $escalationId, category: $category, reasons: $reasons) {
      success
      message
    }
  }
`);

export const REMOVE_CASE_ESCALATION_MUTATION = graphql(`
  mutation CaseDetailRemoveEscalation($escalationId: ID!) {
    removeCaseEscalation(escalationId: $escalationId) {
      success
      message
    }
  }
`);

export const DE_ESCALATE_CASE_MUTATION = graphql(`
  mutation CaseDetailDeEscalate($caseId: ID!) {
    deEscalateCase(caseId: $caseId) {
      success
      message
    }
  }
`);

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

/** Forms that can be answered on the case: the organization's and the global ones, active only. */
export const CASE_FORMS_QUERY = graphql(`
  query CaseDetailForms($organizationId: ID) {
    allForms(organizationId: $organizationId, includeDisabledForms: false) {
      id
      name
      linkName
      isActive
      isGlobal
      versionId
    }
  }
`);

/** A single-use link for someone without an account to answer a form onto the case. */
export const CREATE_FORM_LINK_MUTATION = graphql(`
  mutation CaseDetailCreateFormLink($caseId: ID!, $formId: ID!, $expiresInDays: Int!) {
    createAnonymousFormToken(caseId: $caseId, formId: $formId, expiresInDays: $expiresInDays) {
      success
      message
      tokenId
      expiresAt
    }
  }
`);

export const ADD_COMMENT_MUTATION = graphql(`
  mutation CaseDetailAddComment($caseId: ID!, $text: String!, $formIds: [ID!], $attachmentIds: [ID!]) {
    addCaseComment(caseId: $caseId, text: $text, formIds: $formIds, attachmentIds: $attachmentIds) {
      success
      message
      comment {
        id
      }
    }
  }
`);

export const ACKNOWLEDGE_COMMENT_MUTATION = graphql(`
  mutation CaseDetailAcknowledgeComment($commentId: ID!) {
    acknowledgeCaseComment(commentId: $commentId) {
      success
      message
      comment {
        id
        isAcknowledged
        acknowledgedAt
      }
    }
  }
`);

export const DELETE_COMMENT_MUTATION = graphql(`
  mutation CaseDetailDeleteComment($commentId: ID!) {
    deleteCaseComment(commentId: $commentId) {
      success
      message
    }
  }
`);

export const ADD_NOTE_MUTATION = graphql(`
  mutation CaseDetailAddNote($caseId: ID!, $text: String!, $taggedUserIds: [ID!], $attachmentIds: [ID!]) {
    addCaseNote(caseId: $caseId, text: $text, taggedUserIds: $taggedUserIds, attachmentIds: $attachmentIds) {
      success
      message
      note {
        id
      }
    }
  }
`);

export const ACKNOWLEDGE_NOTE_MUTATION = graphql(`
  mutation CaseDetailAcknowledgeNote($noteId: ID!) {
    acknowledgeCaseNote(noteId: $noteId) {
      success
      message
      note {
        id
        isAcknowledged
        acknowledgedAt
      }
    }
  }
`);

export const ADD_DECISION_MUTATION = graphql(`
  mutation CaseDetailAddDecision($decision: CaseDecisionInput!, $filePath: String) {
    addCaseDecision(decision: $decision, filePath: $filePath) {
      success
      message
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
    }
  }
`);

export const DELETE_DECISION_MUTATION = graphql(`
  mutation CaseDetailDeleteDecision($caseDecisionId: ID!) {
    deleteCaseDecision(caseDecisionId: $caseDecisionId) {
      success
      message
    }
  }
`);

/** Where a decision letter is uploaded: the uploader's personal storage. */
export const CREATE_LETTER_UPLOAD_URL_MUTATION = graphql(`
  mutation CaseDetailCreateLetterUploadUrl($fileName: String!, $contentType: String!) {
    createUploadUrl(target: PERSONAL, fileName: $fileName, contentType: $contentType) {
      success
      message
      url
      path
    }
  }
`);

/** The case's support notes and its organization's organization-wide ones (staff only). */
export const SUPPORT_NOTES_QUERY = graphql(`
  query CaseDetailSupportNotes($caseId: ID!) {
    allCaseSupportNotes(caseId: $caseId) {
      id
      caseId
      content
      isCompleted
      completedAt
      isOrganizationWide
      authorId
      createdAt
    }
  }
`);

export const ADD_SUPPORT_NOTE_MUTATION = graphql(`
  mutation CaseDetailAddSupportNote($caseId: ID!, $content: String!, $isOrganizationWide: Boolean) {
    addCaseSupportNote(caseId: $caseId, content: $content, isOrganizationWide: $isOrganizationWide) {
      success
      message
    }
  }
`);

export const UPDATE_SUPPORT_NOTE_MUTATION = graphql(`
  mutation CaseDetailUpdateSupportNote(
    $supportNoteId: ID!
    $content: String
    $isCompleted: Boolean
    $isOrganizationWide: Boolean
  ) {
    updateCaseSupportNote(
      supportNoteId: $supportNoteId
      content: $content
      isCompleted: $isCompleted
      isOrganizationWide: $isOrganizationWide
    ) {
      success
      message
    }
  }
`);
