import { graphql } from '../../../generated';

/** A payment as payment staff see it; fees, sub-fees, payout and file come back null for anyone else. */
export const CASE_PAYMENT_FIELDS = graphql(`
  fragment CasePaymentFields on CasePayment {
    id
    caseId
    amount
    currency
    status
    description
    dueDate
    paymentDate
    cancellationDate
    isScheduled
    schedulePosition
    paymentProcessingFee
    pharmacyFee
    syringeKitFee
    consultFee
    shippingFee
    techPlatformFee
    convenienceFee
    subFees {
      label
      amount
    }
    totalCost
    payoutAmount
    paymentAttachment {
      id
      fileName
    }
    shippingAddress {
      addressLine1
      addressLine2
      city
      state
      country
      postalCode
    }
    createdAt
    ...PaymentLastCharge
  }
`);

/** The fees addCasePayment gives a payment of this amount when it names none: the dialog fills them in. */
export const DEFAULT_PAYMENT_FEES_QUERY = graphql(`
  query DefaultPaymentFees($caseId: ID!, $amount: Int!) {
    defaultPaymentFees(caseId: $caseId, amount: $amount) {
      paymentProcessingFee
      pharmacyFee
      syringeKitFee
      consultFee
      shippingFee
      techPlatformFee
      convenienceFee
      subFees {
        label
        amount
      }
    }
  }
`);

/**
 * The case's payments, its totals (null unless the viewer may see payment totals) and what the viewer
 * may do: every change answers the case with this part, so the cache holds the list and totals it left.
 */
export const CASE_PAYMENTS_PART = graphql(`
  fragment CasePaymentsPart on Case {
    id
    payments {
      ...CasePaymentFields
    }
    totalPayments
    totalCosts
    totalPayoutAmount
    totalConsultFees
    totalPharmacyFees
    totalShippingFees
    totalTechPlatformFees
    totalSyringeKitFees
    totalPaymentProcessingFees
    viewerCan {
      ...PaymentsViewerCan
    }
  }
`);

export const CASE_PAYMENTS_QUERY = graphql(`
  query CasePayments($caseId: ID!) {
    caseById(caseId: $caseId) {
      ...CasePaymentsPart
    }
  }
`);

export const ADD_PAYMENT_MUTATION = graphql(`
  mutation CasePaymentAdd($input: AddCasePaymentInput!) {
    addCasePayment(input: $input) {
      success
      message
      payment {
        ...CasePaymentFields
      }
      case {
        ...CasePaymentsPart
      }
      activities {
        ...CaseDetailActivityFields
      }
    }
  }
`);

export const UPDATE_PAYMENT_MUTATION = graphql(`
  mutation CasePaymentUpdate($input: UpdateCasePaymentInput!) {
    updateCasePayment(input: $input) {
      success
      message
      payment {
        ...CasePaymentFields
      }
      case {
        ...CasePaymentsPart
      }
      activities {
        ...CaseDetailActivityFields
      }
    }
  }
`);

export const DELETE_PAYMENT_MUTATION = graphql(`
  mutation CasePaymentDelete($paymentId: ID!) {
    deleteCasePayment(paymentId: $paymentId) {
      success
      message
      case {
        ...CasePaymentsPart
      }
      activities {
        ...CaseDetailActivityFields
      }
    }
  }
`);
