import { graphql } from '../../generated';

/** The partner webhook's deliveries, newest first, a page at a time. */
export const PARTNER_WEBHOOK_DELIVERIES_QUERY = graphql(`
  query PartnerWebhookDeliveries(
    $organizationId: ID
    $status: PartnerWebhookDeliveryStatus
    $recordsPerPage: Int
    $after: String
  ) {
    partnerWebhookDeliveries(
      organizationId: $organizationId
      status: $status
      recordsPerPage: $recordsPerPage
      after: $after
    ) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      deliveries {
        id
        caseId
        shortId
        eventType
        status
        attemptCount
        lastResponseStatus
        lastError
        createdAt
        deliveredAt
        nextAttemptAt
      }
    }
  }
`);

/** One delivery with the body sent and every try. */
export const PARTNER_WEBHOOK_DELIVERY_QUERY = graphql(`
  query PartnerWebhookDelivery($id: ID!) {
    partnerWebhookDelivery(id: $id) {
      delivery {
        id
        status
        attemptCount
        lastResponseStatus
        lastError
        deliveredAt
        nextAttemptAt
      }
      requestBody
      requestBodyWithheld
      attempts {
        id
        attempt
        url
        responseStatus
        error
        durationMs
        isReplay
        createdAt
      }
    }
  }
`);

export const REPLAY_PARTNER_WEBHOOK_DELIVERY_MUTATION = graphql(`
  mutation ReplayPartnerWebhookDelivery($id: ID!) {
    replayPartnerWebhookDelivery(id: $id) {
      success
      message
      delivery {
        id
        status
        attemptCount
        lastResponseStatus
        lastError
        deliveredAt
        nextAttemptAt
      }
    }
  }
`);

/** When the signing secret was issued (never the secret). */
export const PARTNER_WEBHOOK_SIGNING_QUERY = graphql(`
  query PartnerWebhookSigning($organizationId: ID) {
    partnerWebhookSigning(organizationId: $organizationId) {
      secretIssuedAt
    }
  }
`);

/** Issues a new signing secret; its answer is the only time it is shown. */
export const ROTATE_PARTNER_WEBHOOK_SECRET_MUTATION = graphql(`
  mutation RotatePartnerWebhookSecret($organizationId: ID) {
    rotatePartnerWebhookSecret(organizationId: $organizationId) {
      success
      message
      secret
      issuedAt
    }
  }
`);
