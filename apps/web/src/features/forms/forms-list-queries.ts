import { graphql } from '../../generated';

/**
 * The forms list: isGlobal true for global forms only, omitted for the organization's and the global ones
 * (false answers like omitted, so the list keeps the organization's own itself).
 */
export const FORMS_LIST_QUERY = graphql(`
  query FormsList($organizationId: ID, $isGlobal: Boolean, $includeDisabledForms: Boolean) {
    allForms(organizationId: $organizationId, isGlobal: $isGlobal, includeDisabledForms: $includeDisabledForms) {
      id
      name
      linkName
      isActive
      isGlobal
      isDefault
      versionNumber
      versionId
    }
  }
`);

export const SET_FORM_VISIBILITY_MUTATION = graphql(`
  mutation FormsSetVisibility($formId: ID!, $isActive: Boolean!) {
    updateFormVisibility(formId: $formId, isActive: $isActive) {
      success
      message
      form {
        id
        isActive
      }
    }
  }
`);
