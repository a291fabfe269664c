import { graphql } from '../../generated';

/** The card collection a payment sign-up continues to: the case's first charge and the partner's branding. */
export const SIGN_UP_PAYMENT_QUERY = graphql(`
  query SignUpPayment($caseId: ID!) {
    signUpPayment(caseId: $caseId) {
      caseId
      organizationName
      logoUrl
      primaryColor
      amountCents
      currency
      paymentSuccessMessage
      paymentInfoStatus
      cardField
      publishableKey
      standInUrl
    }
  }
`);

/** Starts the in-app card collection of the employee's own case; the client secret is what the card field confirms. */
export const INITIATE_PAYMENT_SETUP_MUTATION = graphql(`
  mutation InitiatePaymentSetup($caseId: ID!) {
    initiatePaymentSetup(caseId: $caseId) {
      success
      paymentSecret
    }
  }
`);
