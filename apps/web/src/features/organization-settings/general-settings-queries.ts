import { graphql } from '../../generated';

/** The sections of the Welcome screen, New request, Aliases, Feature flags and General tabs. */
export const GENERAL_SETTINGS_FIELDS = graphql(`
  fragment GeneralSettingsFields on OrganizationSettings {
    organizationId
    welcome {
      text
      isDefault
      defaultText
    }
    newRequest {
      defaultFormId
      recommendedFormIds
      recommendedDocumentIds
    }
    aliases {
      key
      label
      defaultLabel
    }
    featureFlags {
      messagesIncludeFullText
      autoAssignPhysicians
    }
    general {
      analyticsTagIds
    }
  }
`);

export const GENERAL_SETTINGS_QUERY = graphql(`
  query GeneralSettings($organizationId: ID) {
    allOrganizationSettings(organizationId: $organizationId) {
      ...GeneralSettingsFields
    }
  }
`);

export const UPDATE_GENERAL_SETTINGS_MUTATION = graphql(`
  mutation UpdateGeneralSettings($organizationId: ID, $input: UpdateOrganizationSettingsInput!) {
    updateOrganizationSettings(organizationId: $organizationId, input: $input) {
      ...GeneralSettingsFields
    }
  }
`);

/** What New Request may open and recommend: the organization's and global forms, and public documents. */
export const NEW_REQUEST_OPTIONS_QUERY = graphql(`
  query NewRequestOptions($organizationId: ID!) {
    allForms(organizationId: $organizationId) {
      id
      name
      isGlobal
      isActive
    }
    publicOrganizationDocuments(organizationId: $organizationId) {
      id
      fileName
      isGlobal
    }
  }
`);
