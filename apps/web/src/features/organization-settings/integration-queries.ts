import { graphql } from '../../generated';

/** Which integration keys the organization holds (never the keys) and where Calendly delivers. */
export const ORGANIZATION_INTEGRATIONS_QUERY = graphql(`
  query OrganizationIntegrations($organizationId: ID) {
    allOrganizationSettings(organizationId: $organizationId) {
      organizationId
      integrations {
        type
        issuedAt
        webhookUrl
      }
    }
  }
`);

/** Issues a new key, replacing the one before; its answer is the only time the key is shown. */
export const CREATE_ORGANIZATION_SECRET_KEY_MUTATION = graphql(`
  mutation CreateOrganizationSecretKey($organizationId: ID, $type: IntegrationSecretType!) {
    createOrganizationSecretKey(organizationId: $organizationId, type: $type) {
      success
      message
      secretKey
    }
  }
`);
