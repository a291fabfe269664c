import { graphql } from '../../../generated';

/** The first autosave of the answers: a new draft (for an employee with `respondentId`). */
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

/** Every later autosave of the draft. */
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

/** Submits the draft, which opens the case. */
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
