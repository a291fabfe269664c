import { graphql } from '../../generated';

/** The form behind an anonymous link (public; NOT_FOUND when the link is invalid, expired or already used). */
export const ANONYMOUS_FORM_QUERY = graphql(`
  query AnonymousForm($tokenId: ID!) {
    anonymousForm(tokenId: $tokenId) {
      expiresAt
      form {
        ...RequestFormFields
      }
    }
  }
`);

/** Sends the provider's answer to the case; the link cannot be used again afterwards. */
export const ADD_ANONYMOUS_RESPONSE_MUTATION = graphql(`
  mutation AddAnonymousUserFormResponseToCase($tokenId: ID!, $responses: [QuestionResponseInput!]!) {
    addAnonymousUserFormResponseToCase(tokenId: $tokenId, responses: $responses) {
      success
      message
    }
  }
`);
