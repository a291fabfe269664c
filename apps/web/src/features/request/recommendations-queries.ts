import { graphql } from '../../generated';

/** What the organization recommends beside New Request (forms still usable, documents still public). */
export const NEW_REQUEST_RECOMMENDATIONS_QUERY = graphql(`
  query NewRequestRecommendations($organizationId: ID) {
    getGeneralOrganizationSettings(organizationId: $organizationId) {
      organizationId
      recommendedForms {
        id
        name
        linkName
        isGlobal
      }
      recommendedDocuments {
        id
        fileName
      }
    }
  }
`);
