import { graphql } from '../../generated';

export const ORGANIZATION_SETTINGS_FIELDS = graphql(`
  fragment OrganizationSettingsFields on OrganizationSettings {
    organizationId
    timeZone
    workflows {
      formNotSentDays
      triggers {
        trigger
        actions {
          type
          channel
          recipient
          role
          roles
          templateId
          text
          formId
          userId
          status
        }
      }
    }
    reminders {
      businessDays
      kinds {
        kind
        enabled
        after
      }
    }
    notificationRules {
      event
      roles
      inApp
      email
      sms
    }
  }
`);

/** The acting organization's settings, defaults filled in by the api. */
export const ORGANIZATION_SETTINGS_QUERY = graphql(`
  query OrganizationSettings($organizationId: ID) {
    allOrganizationSettings(organizationId: $organizationId) {
      ...OrganizationSettingsFields
    }
  }
`);

/** Replaces the sections given, each whole; answers every section as saved. */
export const UPDATE_ORGANIZATION_SETTINGS_MUTATION = graphql(`
  mutation UpdateOrganizationSettings($organizationId: ID, $input: UpdateOrganizationSettingsInput!) {
    updateOrganizationSettings(organizationId: $organizationId, input: $input) {
      ...OrganizationSettingsFields
    }
  }
`);

/** Templates a workflow may send: the organization's and the global ones (personal ones are their owner's). */
export const WORKFLOW_TEMPLATES_QUERY = graphql(`
  query WorkflowTemplateOptions($organizationId: ID) {
    organizationTemplates: allCommunicationTemplates(
      organizationId: $organizationId
      input: { scope: ORGANIZATION, recordsPerPage: 100 }
    ) {
      templates {
        id
        name
        scope
      }
    }
    globalTemplates: allCommunicationTemplates(
      organizationId: $organizationId
      input: { scope: GLOBAL, recordsPerPage: 100 }
    ) {
      templates {
        id
        name
        scope
      }
    }
  }
`);

export const WORKFLOW_FORMS_QUERY = graphql(`
  query WorkflowFormOptions($organizationId: ID) {
    allForms(organizationId: $organizationId) {
      id
      name
      isGlobal
      isActive
    }
  }
`);

/** People who can be assigned a case: the candidates for the default coordinator. */
export const WORKFLOW_COORDINATORS_QUERY = graphql(`
  query WorkflowCoordinatorOptions($organizationId: ID, $roles: [Role!]) {
    usersByRole(organizationId: $organizationId, roles: $roles, recordsPerPage: 100, sortBy: NAME, sortOrder: ASC) {
      users {
        id
        fullName
        email
        role
      }
    }
  }
`);
