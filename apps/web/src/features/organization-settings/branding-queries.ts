import { graphql } from '../../generated';

/** The organization's logo and favicon addresses (empty when it has none). */
export const BRANDING_QUERY = graphql(`
  query BrandingImages($organizationId: ID) {
    organizationBrandInfo(organizationId: $organizationId) {
      id
      name
      logoUrl
      faviconUrl
      prescriptionLogoUrl
    }
  }
`);

export const UPLOAD_COMPANY_LOGO_MUTATION = graphql(`
  mutation UploadCompanyLogo($organizationId: ID!, $filePath: String!) {
    uploadCompanyLogo(organizationId: $organizationId, filePath: $filePath) {
      success
      message
      url
    }
  }
`);

export const UPLOAD_ORGANIZATION_FAVICON_MUTATION = graphql(`
  mutation UploadOrganizationFavicon($organizationId: ID!, $filePath: String!) {
    uploadOrganizationFavicon(organizationId: $organizationId, filePath: $filePath) {
      success
      message
      url
    }
  }
`);

export const UPLOAD_PRESCRIPTION_LOGO_MUTATION = graphql(`
  mutation UploadPrescriptionLogo($organizationId: ID!, $filePath: String!) {
    uploadPrescriptionLogo(organizationId: $organizationId, filePath: $filePath) {
      success
      message
      url
    }
  }
`);
