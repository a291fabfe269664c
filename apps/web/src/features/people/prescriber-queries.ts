import { graphql } from '../../generated';

export const PRESCRIBER_DETAILS_QUERY = graphql(`
  query PrescriberDetails($userId: ID!, $organizationId: ID) {
    getUserExternalProviderDetails(userId: $userId, organizationId: $organizationId) {
      userId
      npi
      dea
      availableInStates
      doseSpotUserId
      doseSpotClinicId
    }
  }
`);

export const UPDATE_PRESCRIBER_DETAILS_MUTATION = graphql(`
  mutation UpdatePrescriberDetails($userId: ID!, $input: ExternalProviderDetailsInput!, $organizationId: ID) {
    updateUserExternalProviderDetails(userId: $userId, input: $input, organizationId: $organizationId) {
      success
      message
      details {
        userId
        npi
        dea
        availableInStates
        doseSpotUserId
        doseSpotClinicId
      }
    }
  }
`);
