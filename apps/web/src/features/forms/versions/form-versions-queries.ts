import { graphql } from '../../../generated';

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
