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
        caseTypes
      }
    }
  }
`);

/** Every published version the organization sees (its forms' and the global ones'); the editor keeps one form's. */
export const FORM_VERSIONS_QUERY = graphql(`
  query FormEditorVersions($organizationId: ID) {
    allFormVersions(organizationId: $organizationId) {
      id
      formId
      versionNumber
      createdAt
      linkName
      isPartnerDefault
      isGLPFollowupDefault
    }
  }
`);

/** One published version with its questions, as respondents of that version saw it. */
export const FORM_VERSION_PREVIEW_QUERY = graphql(`
  query FormEditorVersionPreview($versionId: ID!) {
    formByVersionId(versionId: $versionId) {
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

export const SET_DEFAULT_GLOBAL_VERSION_MUTATION = graphql(`
  mutation FormEditorSetDefaultGlobalVersion($versionId: ID!) {
    setDefaultGlobalFormVersion(versionId: $versionId) {
      success
      message
      formVersion {
        id
        isPartnerDefault
        isGLPFollowupDefault
      }
    }
  }
`);

export const SET_DEFAULT_GLP_FOLLOWUP_VERSION_MUTATION = graphql(`
  mutation FormEditorSetDefaultGLPFollowupVersion($versionId: ID!) {
    setDefaultGlobalGLPFollowupFormVersion(versionId: $versionId) {
      success
      message
      formVersion {
        id
        isPartnerDefault
        isGLPFollowupDefault
      }
    }
  }
`);
