import { graphql } from '../../generated';

export const REPORT_SCHEDULE_FIELDS = graphql(`
  fragment ReportScheduleFields on ReportSchedule {
    id
    name
    enabled
    scheduleType
    days
    hour
    recipients
    startDate
    endDate
  }
`);

export const REPORT_SCHEDULES_QUERY = graphql(`
  query ReportSchedules($organizationId: ID) {
    reportSchedules(organizationId: $organizationId) {
      ...ReportScheduleFields
    }
  }
`);

export const REPORT_SCHEDULE_RUNS_QUERY = graphql(`
  query ReportScheduleRuns($scheduleId: ID!, $organizationId: ID) {
    reportScheduleRuns(scheduleId: $scheduleId, organizationId: $organizationId) {
      id
      slotAt
      periodStart
      status
      finishedAt
      error
    }
  }
`);

export const SAVE_REPORT_SCHEDULE_MUTATION = graphql(`
  mutation SaveReportSchedule($id: ID, $input: ReportScheduleInput!, $organizationId: ID) {
    saveReportSchedule(id: $id, input: $input, organizationId: $organizationId) {
      success
      message
      reportSchedule {
        ...ReportScheduleFields
      }
    }
  }
`);

export const DELETE_REPORT_SCHEDULE_MUTATION = graphql(`
  mutation DeleteReportSchedule($id: ID!, $organizationId: ID) {
    deleteReportSchedule(id: $id, organizationId: $organizationId) {
      success
      message
      reportSchedule {
        id
      }
    }
  }
`);
