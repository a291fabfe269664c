import { graphql } from '../../generated';

/** The acting organization's name and colours, for the top bar and the theme. */
export const LAYOUT_BRAND_QUERY = graphql(`
  query LayoutOrganizationBrand($organizationId: ID) {
    organizationBrandInfo(organizationId: $organizationId) {
      id
      name
      isPartner
      primaryColor
      secondaryColor
    }
  }
`);

/** Every organization, for the Cvadmin organization switcher (Cvadmin only on the api). */
export const ALL_ORGANIZATIONS_QUERY = graphql(`
  query LayoutAllOrganizations {
    allOrganizations {
      id
      name
    }
  }
`);

/** The signed-in staff member was tagged in an internal note (case work roles only on the api). */
export const TAGGED_IN_NOTE_SUBSCRIPTION = graphql(`
  subscription LayoutTaggedInNote {
    taggedInNote {
      caseId
      organizationId
      activityType
      occurredAt
    }
  }
`);
