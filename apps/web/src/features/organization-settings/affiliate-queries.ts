import { graphql } from '../../generated';

export const AFFILIATE_RELATION_FIELDS = graphql(`
  fragment AffiliateRelationFields on AffiliateRelation {
    id
    fromOrganizationId
    fromOrganizationName
    toOrganizationId
    toOrganizationName
    implementationFeeShareFraction
  }
`);

/** The organization's relations, either side, and every organization to relate it to (CV Admin only). */
export const AFFILIATES_QUERY = graphql(`
  query OrganizationAffiliates($organizationId: ID!) {
    organizationAffiliateRelations(organizationId: $organizationId) {
      ...AffiliateRelationFields
    }
    allOrganizations {
      id
      name
    }
  }
`);

export const CREATE_AFFILIATE_MUTATION = graphql(`
  mutation CreateAffiliateRelationship($input: CreateAffiliateRelationshipInput!) {
    createAffiliateRelationship(input: $input) {
      success
      message
      affiliateRelation {
        ...AffiliateRelationFields
      }
    }
  }
`);

export const UPDATE_AFFILIATE_MUTATION = graphql(`
  mutation UpdateAffiliateRelationship($input: UpdateAffiliateRelationshipInput!) {
    updateAffiliateRelationship(input: $input) {
      success
      message
      affiliateRelation {
        ...AffiliateRelationFields
      }
    }
  }
`);

export const DELETE_AFFILIATE_MUTATION = graphql(`
  mutation DeleteAffiliateRelationship($id: ID!) {
    deleteAffiliateRelationship(id: $id) {
      success
      message
    }
  }
`);
