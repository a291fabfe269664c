import { graphql } from '../../generated';

export const CV_ORGANIZATION_FIELDS = graphql(`
  fragment CvOrganizationFields on Organization {
    id
    name
    contactEmail
    isPartner
    linkName
  }
`);

/** Every organization (CV Admin only on the api). */
export const CV_ORGANIZATIONS_QUERY = graphql(`
  query CvSettingsOrganizations {
    allOrganizations {
      ...CvOrganizationFields
    }
  }
`);

export const CV_CREATE_ORGANIZATION_MUTATION = graphql(`
  mutation CvSettingsCreateOrganization($input: CreateOrganizationInput!) {
    createOrganization(input: $input) {
      success
      message
      organization {
        ...CvOrganizationFields
      }
    }
  }
`);

export const CV_RENAME_ORGANIZATION_MUTATION = graphql(`
  mutation CvSettingsRenameOrganization($organizationId: ID!, $name: String!) {
    updateOrganizationName(organizationId: $organizationId, name: $name) {
      success
      message
      organization {
        ...CvOrganizationFields
      }
    }
  }
`);

export const CV_UPDATE_ORGANIZATION_MUTATION = graphql(`
  mutation CvSettingsUpdateOrganization($input: UpdateOrganizationInput!) {
    updateOrganization(input: $input) {
      success
      message
      organization {
        ...CvOrganizationFields
      }
    }
  }
`);

/** The global forms with every version, to show and choose the platform defaults. */
export const CV_GLOBAL_FORMS_QUERY = graphql(`
  query CvSettingsGlobalForms {
    allForms(isGlobal: true, includeDisabledForms: true) {
      id
      name
      isActive
      versionId
      versionNumber
    }
    allFormVersions {
      id
      formId
      versionNumber
      isPartnerDefault
      isGLPFollowupDefault
    }
  }
`);
