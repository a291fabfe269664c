import { graphql } from '../../generated';

export const CALENDAR_EVENT_FIELDS = graphql(`
  fragment CalendarEventFields on CalendarEvent {
    id
    organizationId
    title
    start
    end
    description
    color
    topic
    caseId
    isEditable
    isNoShow
    version
    meetingDetails {
      timezone
      meetingLink
      cancelUrl
      rescheduleUrl
      provider
      notes
      cancellation {
        canceledBy
        reason
      }
    }
  }
`);

/** The events of the visible range (the api caps a range at about two months). */
export const CALENDAR_EVENTS_QUERY = graphql(`
  query CalendarEvents($organizationId: ID, $from: DateTime!, $to: DateTime!) {
    allCalendarEvents(organizationId: $organizationId, from: $from, to: $to) {
      ...CalendarEventFields
    }
  }
`);

export const ADD_CALENDAR_EVENT = graphql(`
  mutation AddCalendarEvent(
    $organizationId: ID
    $title: String!
    $start: DateTime!
    $end: DateTime!
    $description: String
    $color: String
    $topic: String
    $caseId: ID
  ) {
    addCalendarEvent(
      organizationId: $organizationId
      title: $title
      start: $start
      end: $end
      description: $description
      color: $color
      topic: $topic
      caseId: $caseId
    ) {
      success
      calendarEvent {
        ...CalendarEventFields
      }
    }
  }
`);

export const UPDATE_CALENDAR_EVENT = graphql(`
  mutation UpdateCalendarEvent(
    $calendarEventId: ID!
    $title: String
    $start: DateTime
    $end: DateTime
    $description: String
    $color: String
    $topic: String
    $caseId: ID
    $isNoShow: Boolean
    $version: Int
  ) {
    updateCalendarEvent(
      calendarEventId: $calendarEventId
      title: $title
      start: $start
      end: $end
      description: $description
      color: $color
      topic: $topic
      caseId: $caseId
      isNoShow: $isNoShow
      version: $version
    ) {
      success
      calendarEvent {
        ...CalendarEventFields
      }
    }
  }
`);

export const DELETE_CALENDAR_EVENT = graphql(`
  mutation DeleteCalendarEvent($calendarEventId: ID!, $version: Int) {
    deleteCalendarEvent(calendarEventId: $calendarEventId, version: $version) {
      success
    }
  }
`);

export const CALENDAR_EVENT_CHANGED = graphql(`
  subscription CalendarEventChanged($organizationId: ID) {
    calendarEventChanged(organizationId: $organizationId) {
      organizationId
      calendarEventId
      kind
      version
    }
  }
`);

/** The cases an event can be linked to: those the viewer may see in the organization. */
export const CALENDAR_CASES_QUERY = graphql(`
  query CalendarCases($organizationId: ID) {
    allCases(organizationId: $organizationId) {
      id
      shortId
      title
      submitter {
        fullName
      }
    }
  }
`);
