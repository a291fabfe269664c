import { graphql } from '../../generated';

/** Public: a visitor becomes a USER of the partner organization (rate-limited). */
export const SIGN_UP_TO_PARTNER_ORGANIZATION = graphql(`
  mutation SignUpToPartnerOrganization($input: SignUpToPartnerOrganizationInput!) {
    signUpToPartnerOrganization(input: $input) {
      success
      message
      userId
      email
      organizationId
      productBundleId
    }
  }
`);
