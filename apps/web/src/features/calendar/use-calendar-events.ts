import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import type { CalendarEventsQuery, UpdateCalendarEventMutation } from '../../generated/graphql';
import type { CalendarEventItem } from './calendar-event-chip';
import {
  ADD_CALENDAR_EVENT,
  CALENDAR_EVENT_CHANGED,
  CALENDAR_EVENTS_QUERY,
  DELETE_CALENDAR_EVENT,
  UPDATE_CALENDAR_EVENT,
} from './calendar-queries';

export interface EventFields {
  title?: string;
  start?: Date;
  end?: Date;
  description?: string;
  color?: string;
  topic?: string;
  caseId?: string | null;
  isNoShow?: boolean;
}

const byStart = (a: CalendarEventItem, b: CalendarEventItem) =>
  a.start.localeCompare(b.start) || a.id.localeCompare(b.id);

/**
 * The visible range's events, kept live: a change someone else made (heard through calendarEventChanged,
 * which carries ids only) reads the range again with the viewer's own access; the viewer's own changes are
 * written into the cache from their answers, so their echo is recognised (same version) and reads nothing.
 */
export function useCalendarEvents(organizationId: string | null, range: { from: Date; to: Date }) {
  const client = useApolloClient();
  const variables = { organizationId, from: range.from.toISOString(), to: range.to.toISOString() };
  const query = useQuery(CALENDAR_EVENTS_QUERY, { variables, skip: !organizationId });
  const { refetch } = query;

  const readList = () =>
    client.cache.readQuery<CalendarEventsQuery>({ query: CALENDAR_EVENTS_QUERY, variables })?.allCalendarEvents;
  const writeList = (change: (events: CalendarEventItem[]) => CalendarEventItem[]) =>
    client.cache.updateQuery<CalendarEventsQuery>({ query: CALENDAR_EVENTS_QUERY, variables }, (current) =>
      current ? { ...current, allCalendarEvents: change(current.allCalendarEvents).sort(byStart) } : current,
    );

  useSubscription(CALENDAR_EVENT_CHANGED, {
    variables: { organizationId },
    skip: !organizationId,
    onData: ({ data }) => {
      const change = data.data?.calendarEventChanged;
      if (!change) return;
      const known = readList()?.find((event) => event.id === change.calendarEventId);
      const alreadyShown = change.kind === 'DELETED' ? !known : Boolean(known && known.version >= change.version);
      if (!alreadyShown) void refetch();
    },
  });

  const [addMutation] = useMutation(ADD_CALENDAR_EVENT);
  const [updateMutation] = useMutation(UPDATE_CALENDAR_EVENT);
  const [deleteMutation] = useMutation(DELETE_CALENDAR_EVENT);

  return {
    events: query.data?.allCalendarEvents ?? query.previousData?.allCalendarEvents ?? [],
    loading: query.loading && !query.data && !query.previousData,
    error: query.data ? undefined : query.error,
    refetch,
    async create(fields: Required<Omit<EventFields, 'isNoShow'>>) {
      const answer = await addMutation({
        variables: {
          organizationId,
          title: fields.title,
          start: fields.start.toISOString(),
          end: fields.end.toISOString(),
          description: fields.description || null,
          color: fields.color || null,
          topic: fields.topic || null,
          caseId: fields.caseId,
        },
      });
      const created = answer.data?.addCalendarEvent.calendarEvent;
      if (created) writeList((events) => [...events.filter((event) => event.id !== created.id), created]);
      return created;
    },
    /** Changes an event at the version the viewer saw (a stale one is refused); a move shows at once. */
    async update(event: CalendarEventItem, fields: EventFields) {
      const start = fields.start?.toISOString();
      const end = fields.end?.toISOString();
      const answer = await updateMutation({
        variables: {
          calendarEventId: event.id,
          version: event.version,
          title: fields.title,
          start,
          end,
          description: fields.description,
          color: fields.color,
          topic: fields.topic,
          caseId: fields.caseId,
          isNoShow: fields.isNoShow,
        },
        optimisticResponse: {
          updateCalendarEvent: {
            __typename: 'CalendarEventPayload',
            success: true,
            calendarEvent: {
              ...event,
              __typename: 'CalendarEvent',
              ...(fields.title !== undefined ? { title: fields.title } : {}),
              ...(start ? { start } : {}),
              ...(end ? { end } : {}),
              version: event.version + 1,
            },
          },
          // The generated types leave out __typename, which the cache needs to normalise the event.
        } as UpdateCalendarEventMutation,
      });
      writeList((events) => [...events]);
      return answer.data?.updateCalendarEvent.calendarEvent;
    },
    async remove(event: CalendarEventItem) {
      await deleteMutation({ variables: { calendarEventId: event.id, version: event.version } });
      writeList((events) => events.filter((listed) => listed.id !== event.id));
    },
  };
}
