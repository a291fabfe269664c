import { graphql } from '../../../generated';

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
