import { graphql } from '../../generated';

/** The completion page of a charge that failed (public): organization and amount only; NOT_FOUND for an unknown link. */
export const PAYMENT_COMPLETION_LINK_QUERY = graphql(`
  query PaymentCompletionLink($tokenId: ID!) {
    paymentCompletionLink(tokenId: $tokenId) {
      state
      organizationName
      logoUrl
      amountCents
      currency
      cardField
      publishableKey
      standInUrl
    }
  }
`);

/** The failed charge's PaymentIntent secret; the card field confirms that very intent. */
export const INITIATE_PAYMENT_BY_LINK_MUTATION = graphql(`
  mutation InitiatePaymentByLink($tokenId: ID!) {
    initiatePaymentByLink(tokenId: $tokenId) {
      success
      paymentSecret
    }
  }
`);
