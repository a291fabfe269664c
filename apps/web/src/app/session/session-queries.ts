import { graphql } from '../../generated';

export const SESSION_USER_QUERY = graphql(`
  query SessionUser {
    currentUser {
      id
      email
      role
      firstName
      lastName
      fullName
      organizationId
      isMultiOrgAdmin
      organizationAccess {
        organizationId
        organizationName
        role
      }
    }
  }
`);

export const SESSION_ORGANIZATION_QUERY = graphql(`
  query SessionOrganization {
    organizationBrandInfo {
      id
      name
    }
  }
`);
