import { graphql } from '../../generated';

/** The catalogue every organization chooses its case categories from. */
export const ALL_CASE_CATEGORIES_QUERY = graphql(`
  query AllCaseCategories {
    allCaseCategories {
      id
      name
      linkName
    }
  }
`);

/** The catalogue, with the categories the acting organization uses. */
export const ORGANIZATION_CASE_CATEGORIES_QUERY = graphql(`
  query OrganizationCaseCategories($organizationId: ID) {
    allCaseCategories {
      id
      name
      linkName
    }
    organizationBrandInfo(organizationId: $organizationId) {
      id
      caseCategories {
        id
        name
        linkName
      }
    }
  }
`);

export const ADD_CASE_CATEGORY_MUTATION = graphql(`
  mutation AddCaseCategory($input: AddCaseCategoryInput!) {
    addCaseCategory(input: $input) {
      success
      message
      caseCategory {
        id
        name
        linkName
      }
    }
  }
`);

export const UPDATE_ORGANIZATION_CATEGORIES_MUTATION = graphql(`
  mutation UpdateOrganizationCategories($input: UpdateOrganizationCategoriesInput!) {
    updateOrganizationCategories(input: $input) {
      success
      message
      organization {
        id
        caseCategories {
          id
          name
          linkName
        }
      }
    }
  }
`);
