import { graphql } from '../../../generated';

/** What the case page shows of the employee's payment information, and who may send a link for it. */
export const CASE_PAYMENT_INFO_FIELDS = graphql(`
  fragment CasePaymentInfoFields on Case {
    id
    isArchived
    paymentInfoStatus
    submitter {
      id
    }
    signUpPreauthorization {
      status
      amountCents
      currency
      declineMessage
    }
    viewerCan {
      sendPaymentInfoLink
    }
  }
`);

/** The employee's saved card, once there is one (never the number). */
export const SAVED_CARD_QUERY = graphql(`
  query SavedCard($userId: ID!) {
    paymentInfoByUserId(userId: $userId) {
      brand
      last4
      expMonth
      expYear
    }
  }
`);

/** sendPaymentInfoLink: the link goes out as a case message; the answer carries the new status and entries. */
export const SEND_PAYMENT_INFO_LINK_MUTATION = graphql(`
  mutation SendPaymentInfoLink($caseId: ID!, $channel: Channel!, $amountCents: Int) {
    sendPaymentInfoLink(caseId: $caseId, channel: $channel, amountCents: $amountCents) {
      success
      message
      caseId
      paymentInfoStatus
      activities {
        ...CaseDetailActivityFields
      }
    }
  }
`);
