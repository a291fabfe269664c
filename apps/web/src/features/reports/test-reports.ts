/** A report answer for the reports screens' tests. Imported by tests only. */
import { ORG_ID } from '../../app/routes/test-support';

export function caseReport(organizationId = ORG_ID, organizationName = 'Acme Health', withPayments = false) {
  const periods = [
    ['2026-01-01', '2026-01-31', 3, 1, 0, 1, 8, 8.5],
    ['2026-02-01', '2026-02-28', 2, 2, 1, 0, 0, 0],
  ].map(([start, end, opened, decided, closed, fmlaEntries, fmlaHoursTaken, workHoursMissed]) => ({
    __typename: 'ReportPeriod',
    start,
    end,
    opened,
    decided,
    closed,
    fmlaEntries,
    fmlaHoursTaken,
    workHoursMissed,
  }));
  return {
    __typename: 'CaseReport',
    organizationId,
    organizationName,
    timeZone: 'America/Los_Angeles',
    granularity: 'MONTH',
    from: '2026-01-01',
    to: '2026-02-28',
    generatedAt: '2026-11-25T10:00:00.000Z',
    periods,
    outcomes: [
      { dimension: 'CATEGORY', value: 'Leave', label: 'Leave', approved: 2, denied: 1 },
      { dimension: 'CASE_TYPE', value: 'ADA', label: 'Accommodation and leave (ADA)', approved: 2, denied: 1 },
    ].map((row) => ({ __typename: 'ReportOutcome', ...row })),
    responseTimes: [
      ['FIRST_RESPONSE', 'Time to first response', 5, 4, 3.5, 10],
      ['ACCEPTANCE', 'Time to acceptance', 5, 3, 24, 48],
      ['DECISION', 'Time to decision', 5, 0, null, null],
    ].map(([measure, label, cohortCount, measuredCount, medianHours, p90Hours]) => ({
      __typename: 'ReportDuration',
      measure,
      label,
      cohortCount,
      measuredCount,
      medianHours,
      p90Hours,
    })),
    openByStageAndAge: [
      ['STAGE_SUBMITTED', 'Submitted', [1, 0, 0, 1]],
      ['STAGE_ASSIGNED', 'Assigned', [0, 2, 0, 0]],
      ['STAGE_REVIEW_AND_INTERACTION', 'Under Review', [0, 0, 1, 0]],
      ['STAGE_FINAL_DECISION', 'Final Decision', [0, 0, 0, 0]],
    ].map(([stage, label, counts]) => ({
      __typename: 'ReportStageAge',
      stage,
      label,
      total: (counts as number[]).reduce((sum, count) => sum + count, 0),
      byAge: ['UNDER_7_DAYS', 'DAYS_7_TO_30', 'DAYS_30_TO_90', 'OVER_90_DAYS'].map((bucket, index) => ({
        __typename: 'ReportAgeCount',
        bucket,
        count: (counts as number[])[index],
      })),
    })),
    unacknowledged: { __typename: 'ReportUnacknowledged', caseCount: 2, commentCount: 3, noteCount: 1 },
    workload: [
      ['user-1', 'Wendy Worker', 3, 'ASSIGNED', 1],
      [null, 'Unassigned', 2, 'OPEN', 0],
    ].map(([assigneeId, name, openCount, status, unacknowledgedCaseCount]) => ({
      __typename: 'ReportWorkload',
      assigneeId,
      name,
      openCount,
      unacknowledgedCaseCount,
      byStatus: [{ __typename: 'ReportStatusCount', status, count: openCount }],
    })),
    payments: withPayments
      ? periods.map((period, index) => ({
          __typename: 'ReportPaymentPeriod',
          period: period.start,
          end: period.end,
          paymentCount: index + 1,
          totalPayments: 20_000 * (index + 1),
          totalCosts: 1_500,
          totalPayoutAmount: 20_000 * (index + 1) - 1_500,
          totalPaymentProcessingFees: 0,
          totalPharmacyFees: 0,
          totalSyringeKitFees: 0,
          totalConsultFees: 1_500,
          totalShippingFees: 0,
          totalTechPlatformFees: 0,
        }))
      : null,
  };
}
