import { graphql } from '../../../generated';

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

/** The eligibility form of a partner's product bundle (query productBundleId, after a partner sign-up). */
export const REQUEST_FORM_BY_PRODUCT_BUNDLE_QUERY = graphql(`
  query RequestFormByProductBundle($productBundleId: ID!, $organizationId: ID) {
    formByProductBundle(productBundleId: $productBundleId, organizationId: $organizationId) {
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
