import { graphql } from '../../generated';

export const PAYMENT_TOTALS_FIELDS = graphql(`
  fragment PaymentTotalsFields on PaymentTotals {
    totalPayments
    totalCosts
    totalPayoutAmount
    totalPaymentProcessingFees
    totalPharmacyFees
    totalSyringeKitFees
    totalConsultFees
    totalShippingFees
    totalTechPlatformFees
  }
`);

/** The payments paid or due within a period, newest first, a page at a time, with the period's totals. */
export const PAYMENTS_FOR_PERIOD_QUERY = graphql(`
  query PaymentsForPeriod($input: CasePaymentsForPeriodInput!, $organizationId: ID) {
    casePaymentsForPeriod(input: $input, organizationId: $organizationId) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      payments {
        id
        caseId
        amount
        currency
        status
        description
        dueDate
        paymentDate
        totalCost
        payoutAmount
      }
      totals {
        ...PaymentTotalsFields
      }
    }
  }
`);

/** The organization's cases, newest first, a page at a time, each with its totals; totals over all of them. */
export const CASES_WITH_PAYMENT_TOTALS_QUERY = graphql(`
  query CasesWithPaymentTotals($input: CasesWithPaymentTotalsInput, $organizationId: ID) {
    casesWithPaymentTotals(input: $input, organizationId: $organizationId) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      cases {
        id
        shortId
        title
        totalPayments
        totalCosts
        totalPayoutAmount
      }
      totals {
        ...PaymentTotalsFields
      }
    }
  }
`);
