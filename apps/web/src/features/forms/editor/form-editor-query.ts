import { graphql } from '../../../generated';

/** The form being edited, with its current version's questions. */
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
      caseTypes
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
