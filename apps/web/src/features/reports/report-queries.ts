import { graphql } from '../../generated';

export const CASE_REPORT_FIELDS = graphql(`
  fragment CaseReportFields on CaseReport {
    organizationId
    organizationName
    timeZone
    granularity
    from
    to
    generatedAt
    periods {
      start
      end
      opened
      decided
      closed
      fmlaEntries
      fmlaHoursTaken
      workHoursMissed
    }
    outcomes {
      dimension
      value
      label
      approved
      denied
    }
    responseTimes {
      measure
      label
      cohortCount
      measuredCount
      medianHours
      p90Hours
    }
    openByStageAndAge {
      stage
      label
      total
      byAge {
        bucket
        count
      }
    }
    unacknowledged {
      caseCount
      commentCount
      noteCount
    }
    workload {
      assigneeId
      name
      openCount
      unacknowledgedCaseCount
      byStatus {
        status
        count
      }
    }
    payments {
      period
      end
      paymentCount
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
  }
`);

export const CASE_REPORT_QUERY = graphql(`
  query CaseReport($input: CaseReportInput!, $organizationId: ID) {
    caseReport(input: $input, organizationId: $organizationId) {
      ...CaseReportFields
    }
  }
`);

export const ORGANIZATIONS_CASE_REPORT_QUERY = graphql(`
  query OrganizationsCaseReport($input: CaseReportInput!, $organizationIds: [ID!]) {
    organizationsCaseReport(input: $input, organizationIds: $organizationIds) {
      ...CaseReportFields
    }
  }
`);
