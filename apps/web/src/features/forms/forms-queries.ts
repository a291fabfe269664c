import { graphql } from '../../generated';

/** The organization's forms for the forms list (disabled ones included; the list filters them). */
export const FORMS_LIST_QUERY = graphql(`
  query FormsList($organizationId: ID, $includeDisabledForms: Boolean) {
    allForms(organizationId: $organizationId, includeDisabledForms: $includeDisabledForms) {
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

export const FORM_EDITOR_QUERY = graphql(`
  query FormEditorForm($formId: ID!) {
    formById(formId: $formId) {
      id
      name
      linkName
      description
      isActive
      isGlobal
      isDefault
      showStepsIndividually
      versionNumber
      versionId
      questions {
        id
        index
        type
        renderMode
        text
        hint
        placeholder
        options
        required
        isPHI
        documentId
        condition {
          questionIndex
          response
        }
      }
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

export const CREATE_FORM_MUTATION = graphql(`
  mutation FormEditorCreateForm($input: CreateFormInput!, $organizationId: ID) {
    createForm(input: $input, organizationId: $organizationId) {
      success
      message
      form {
        id
        versionNumber
        versionId
      }
    }
  }
`);

export const CREATE_FORM_VERSION_MUTATION = graphql(`
  mutation FormEditorCreateVersion($formId: ID!, $questions: [QuestionInput!]!) {
    createFormVersion(formId: $formId, questions: $questions) {
      success
      message
      form {
        id
        versionNumber
        versionId
      }
    }
  }
`);

export const UPDATE_FORM_MUTATION = graphql(`
  mutation FormEditorUpdateForm($formId: ID!, $input: UpdateFormInput!) {
    updateForm(formId: $formId, input: $input) {
      success
      message
      form {
        id
        name
        linkName
        description
        isDefault
        showStepsIndividually
      }
    }
  }
`);
