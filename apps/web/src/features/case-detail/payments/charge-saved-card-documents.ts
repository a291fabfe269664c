import { graphql } from '../../../generated';

/** A payment's latest charge of the saved card, as payment staff see it (null for anyone else). */
export const PAYMENT_LAST_CHARGE = graphql(`
  fragment PaymentLastCharge on CasePayment {
    lastCharge {
      id
      attempt
      status
      failureCode
      failureMessage
      notBefore
    }
  }
`);

/** Charges the payment to the employee's saved card; the worker charges it and the charge's outcome follows. */
export const MAKE_OFF_SESSION_PAYMENT_MUTATION = graphql(`
  mutation MakeOffSessionPayment($paymentId: ID!) {
    makeOffSessionPayment(paymentId: $paymentId) {
      success
      message
      payment {
        ...CasePaymentFields
      }
      charge {
        id
        status
      }
    }
  }
`);

/** Asked again while a charge is under way, until it ends. */
export const PAYMENT_CHARGE_POLL_QUERY = graphql(`
  query PaymentChargePoll($caseId: ID!) {
    caseById(caseId: $caseId) {
      id
      payments {
        ...CasePaymentFields
      }
    }
  }
`);
