import { graphql } from '../../generated';

/** What the runner needs of a form (the current version's questions). */
export const REQUEST_FORM_FIELDS = graphql(`
  fragment RequestFormFields on Form {
    id
    name
    description
    linkName
    isActive
    showStepsIndividually
    versionId
    questions {
      id
      index
      type
      text
      hint
      placeholder
      options
      required
      renderMode
      condition {
        questionIndex
        response
      }
    }
  }
`);

/** The organization's default form (accommodations/request). */
export const REQUEST_DEFAULT_FORM_QUERY = graphql(`
  query RequestDefaultForm($organizationId: ID) {
    defaultForm(organizationId: $organizationId) {
      ...RequestFormFields
    }
  }
`);

/** A form by its short link (accommodations/request/:linkName, query isGlobal). */
export const REQUEST_FORM_BY_SHORT_LINK_QUERY = graphql(`
  query RequestFormByShortLink($linkName: String!, $isGlobal: Boolean, $organizationId: ID) {
    formByShortLink(linkName: $linkName, isGlobal: $isGlobal, organizationId: $organizationId) {
      ...RequestFormFields
    }
  }
`);

/** The form a resumed draft answers, with the questions of the version the draft was started on. */
export const REQUEST_FORM_BY_VERSION_QUERY = graphql(`
  query RequestFormByVersion($versionId: ID!) {
    formByVersionId(versionId: $versionId) {
      ...RequestFormFields
    }
  }
`);

/** The signed-in respondent's saved drafts (My Requests, and resuming from ?draftId=). */
export const REQUEST_DRAFTS_QUERY = graphql(`
  query RequestDrafts {
    userFormResponseDrafts {
      id
      formId
      formVersionId
      isDraft
      createdAt
      updatedAt
      questionResponses {
        questionId
        response
        fileNames
      }
    }
  }
`);

/** The employee's submitted requests (My Requests), newest first, with what the stage tracker needs. */
export const SUBMITTED_REQUESTS_QUERY = graphql(`
  query SubmittedRequests($submitterId: ID!) {
    allCasesBySubmitter(submitterId: $submitterId) {
      id
      shortId
      title
      status
      isArchived
      createdAt
      updatedAt
    }
  }
`);

export const CREATE_REQUEST_DRAFT_MUTATION = graphql(`
  mutation CreateRequestDraft($input: CreateFormResponseInput!) {
    createFormResponse(input: $input) {
      success
      message
      formResponse {
        id
        formId
        isDraft
        updatedAt
      }
    }
  }
`);

export const UPDATE_REQUEST_DRAFT_MUTATION = graphql(`
  mutation UpdateRequestDraft($formResponseId: ID!, $questionResponses: [QuestionResponseInput!]!) {
    updateFormResponse(formResponseId: $formResponseId, questionResponses: $questionResponses) {
      success
      message
      formResponse {
        id
        updatedAt
      }
    }
  }
`);

export const DELETE_REQUEST_DRAFT_MUTATION = graphql(`
  mutation DeleteRequestDraft($formResponseId: ID!) {
    deleteFormResponse(formResponseId: $formResponseId) {
      success
      message
    }
  }
`);

export const SUBMIT_REQUEST_MUTATION = graphql(`
  mutation SubmitRequest($formResponseId: ID!) {
    submitForm(formResponseId: $formResponseId) {
      success
      message
      caseId
      formResponseId
    }
  }
`);

export const CREATE_REQUEST_UPLOAD_URL_MUTATION = graphql(`
  mutation CreateRequestUploadUrl($fileName: String!, $contentType: String!) {
    createUploadUrl(target: PERSONAL, fileName: $fileName, contentType: $contentType) {
      success
      url
      path
    }
  }
`);

/** An employee's saved drafts, for staff who answer on the employee's behalf (resuming from ?respondentId=). */
export const REQUEST_EMPLOYEE_DRAFTS_QUERY = graphql(`
  query RequestEmployeeDrafts($respondentId: ID!) {
    userFormResponseDrafts(respondentId: $respondentId) {
      id
      formId
      formVersionId
      isDraft
      createdAt
      updatedAt
      respondentId
      questionResponses {
        questionId
        response
        fileNames
      }
    }
  }
`);

/** The organization's employees by name or e-mail, for staff choosing whom a request is for. */
export const REQUEST_EMPLOYEES_QUERY = graphql(`
  query RequestEmployees(
    $organizationId: ID
    $searchText: String
    $searchField: UserSearchField
    $recordsPerPage: Int
  ) {
    usersByRole(
      organizationId: $organizationId
      roles: [USER]
      searchText: $searchText
      searchField: $searchField
      recordsPerPage: $recordsPerPage
    ) {
      users {
        id
        fullName
        email
      }
    }
  }
`);

/** Staff add a submitted response to an existing case (?caseId=); the api checks the answers. */
export const ADD_REQUEST_TO_CASE_MUTATION = graphql(`
  mutation AddRequestToCase($caseId: ID!, $input: AddFormResponseToCaseInput!) {
    addFormResponseToCase(caseId: $caseId, input: $input) {
      success
      message
      formResponse {
        id
        caseId
      }
    }
  }
`);
