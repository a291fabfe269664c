import { graphql } from '../../../generated';

/** A new form with its first version. */
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

/** A new version of the form's questions. */
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

/** The form's settings; they make no new version. */
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
        caseTypes
      }
    }
  }
`);
