import { graphql } from '../../generated';

/** The payment page of a link (public): organization, amount, card field; NOT_FOUND for an unknown link. */
export const PAYMENT_SETUP_LINK_QUERY = graphql(`
  query PaymentSetupLink($tokenId: ID!) {
    paymentSetupLink(tokenId: $tokenId) {
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

/** Starts the link's SetupIntent; its client secret is what the card field confirms. */
export const INITIATE_PAYMENT_SETUP_BY_LINK_MUTATION = graphql(`
  mutation InitiatePaymentSetupByLink($tokenId: ID!) {
    initiatePaymentSetupByLink(tokenId: $tokenId) {
      success
      paymentSecret
    }
  }
`);
