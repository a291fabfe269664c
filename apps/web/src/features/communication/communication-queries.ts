import { graphql } from '../../generated';

/** What the viewer may do on this screen, as the api decides it (templates by scope, the message log). */
export const COMMUNICATION_PERMISSIONS_QUERY = graphql(`
  query CommunicationPermissions($organizationId: ID) {
    myPermissions(organizationId: $organizationId) {
      organizationId
      allCommunicationTemplates
      allForms
      casesByStatus
      manageGlobalCommunicationTemplates
      manageOrganizationCommunicationTemplates
      managePersonalCommunicationTemplates
    }
  }
`);

export const COMMUNICATION_TEMPLATE_FIELDS = graphql(`
  fragment CommunicationTemplateRow on CommunicationTemplate {
    id
    name
    text
    scope
    formIds
    caseCategoryIds
    documentIds
    viewerCanManage
    updatedAt
  }
`);

/** One page of the templates the viewer may list, searched by name and/or text. */
export const COMMUNICATION_TEMPLATES_QUERY = graphql(`
  query CommunicationTemplates($organizationId: ID, $input: AllCommunicationTemplatesInput) {
    allCommunicationTemplates(organizationId: $organizationId, input: $input) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      templates {
        ...CommunicationTemplateRow
      }
    }
  }
`);

export const COMMUNICATION_TEMPLATE_PLACEHOLDERS_QUERY = graphql(`
  query CommunicationTemplatePlaceholders {
    communicationTemplatePlaceholders
  }
`);

export const CREATE_COMMUNICATION_TEMPLATE_MUTATION = graphql(`
  mutation CreateCommunicationTemplate($organizationId: ID, $input: CreateCommunicationTemplateInput!) {
    createCommunicationTemplate(organizationId: $organizationId, input: $input) {
      success
      message
      template {
        ...CommunicationTemplateRow
      }
    }
  }
`);

export const UPDATE_COMMUNICATION_TEMPLATE_MUTATION = graphql(`
  mutation UpdateCommunicationTemplate($templateId: ID!, $input: UpdateCommunicationTemplateInput!) {
    updateCommunicationTemplate(templateId: $templateId, input: $input) {
      success
      message
      template {
        ...CommunicationTemplateRow
      }
    }
  }
`);

export const DELETE_COMMUNICATION_TEMPLATE_MUTATION = graphql(`
  mutation DeleteCommunicationTemplate($templateId: ID!) {
    deleteCommunicationTemplate(templateId: $templateId) {
      success
      message
      template {
        id
      }
    }
  }
`);

/** One page of the organization's message log, newest first. */
export const CASE_MESSAGES_LOG_QUERY = graphql(`
  query CaseMessagesLog($organizationId: ID, $input: CaseMessagesLogInput) {
    caseMessagesLog(organizationId: $organizationId, input: $input) {
      pageInfo {
        endCursor
        hasNextPage
      }
      messages {
        id
        caseId
        caseShortId
        caseTitle
        employeeName
        channel
        type
        direction
        status
        subject
        errorReason
        attempts
        sentAt
        createdAt
      }
    }
  }
`);

/** The forms a template may offer (active ones are kept on the screen). */
export const TEMPLATE_FORMS_QUERY = graphql(`
  query CommunicationTemplateForms($organizationId: ID) {
    allForms(organizationId: $organizationId) {
      id
      name
      isGlobal
      isActive
    }
  }
`);

/** The acting organization's case categories: what its own and personal templates may offer. */
export const TEMPLATE_ORGANIZATION_CASE_CATEGORIES_QUERY = graphql(`
  query CommunicationTemplateOrganizationCaseCategories($organizationId: ID) {
    organizationBrandInfo(organizationId: $organizationId) {
      id
      caseCategories {
        id
        name
      }
    }
  }
`);

/** The whole catalogue: what a global template may offer, and the names of the categories templates carry. */
export const TEMPLATE_CASE_CATEGORY_CATALOGUE_QUERY = graphql(`
  query CommunicationTemplateCaseCategoryCatalogue {
    allCaseCategories {
      id
      name
    }
  }
`);

/**
 * Whether the viewer may browse the organization's documents (and so attach them to templates). Asked on its
 * own: while the api has no documents library, only the documents picker is left out, not the whole screen.
 */
export const TEMPLATE_DOCUMENT_PERMISSIONS_QUERY = graphql(`
  query CommunicationTemplateDocumentPermissions($organizationId: ID) {
    myPermissions(organizationId: $organizationId) {
      organizationId
      manageDocuments
    }
  }
`);

/** The organization's library documents a template may attach. */
export const TEMPLATE_DOCUMENTS_QUERY = graphql(`
  query CommunicationTemplateDocuments($organizationId: ID) {
    allOrganizationDocuments(organizationId: $organizationId) {
      id
      fileName
      type
      isGlobal
      isPublic
      folderId
      viewerCan {
        shareToCase
      }
    }
  }
`);
