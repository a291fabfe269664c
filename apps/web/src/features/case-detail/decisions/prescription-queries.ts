import { graphql } from '../../../generated';

export const GENERATE_PRESCRIPTION_MUTATION = graphql(`
  mutation CaseDetailGeneratePrescription($caseId: ID!, $caseDecisionId: ID) {
    generatePrescription(caseId: $caseId, caseDecisionId: $caseDecisionId) {
      success
      message
      url
    }
  }
`);

export const PROVIDER_PORTAL_MUTATION = graphql(`
  mutation CaseDetailProviderPortalLogIn($providerName: String!, $caseId: ID!) {
    providerPortalLogInRequest(providerName: $providerName, caseId: $caseId) {
      success
      message
      providerLoggingUrl
    }
  }
`);
