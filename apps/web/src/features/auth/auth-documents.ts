import { graphql } from '../../generated';

/** Public: which identity provider an e-mail signs in with (null providerId: no account). */
export const IDENTITY_PROVIDER_BY_EMAIL = graphql(`
  query AuthIdentityProviderByEmail($email: String!) {
    identityProviderByEmail(email: $email) {
      providerId
    }
  }
`);

/** Public: queues the password-reset e-mail (same answer whether or not the address has an account). */
export const SEND_PASSWORD_RESET_EMAIL = graphql(`
  mutation AuthSendPasswordResetEmail($email: String!, $redirectUrl: String!) {
    sendPasswordResetEmail(email: $email, redirectUrl: $redirectUrl) {
      success
      message
    }
  }
`);
