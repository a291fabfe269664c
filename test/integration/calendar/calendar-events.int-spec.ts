import { Role, TpaSubRole } from '#access';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { subscribe, wsClient } from '#test/ws-client';
import { calendarProbe, calendarProbeKey } from './calendar-probes.js';

const FIELDS = 'id title start end description color topic caseId isEditable isNoShow version';
const LIST = `query($org: ID, $from: DateTime, $to: DateTime) {
  allCalendarEvents(organizationId: $org, from: $from, to: $to) { ${FIELDS} } }`;
const ADD = `mutation($org: ID, $title: String!, $start: DateTime!, $end: DateTime!, $description: String,
  $color: String, $topic: String, $caseId: ID) {
  addCalendarEvent(organizationId: $org, title: $title, start: $start, end: $end, description: $description,
    color: $color, topic: $topic, caseId: $caseId) { success calendarEvent { ${FIELDS} } } }`;
const UPDATE = `mutation($id: ID!, $title: String, $start: DateTime, $end: DateTime, $color: String, $caseId: ID,
  $isNoShow: Boolean, $version: Int) {
  updateCalendarEvent(calendarEventId: $id, title: $title, start: $start, end: $end, color: $color, caseId: $caseId,
    isNoShow: $isNoShow, version: $version) { calendarEvent { ${FIELDS} } } }`;
const DELETE =
  'mutation($id: ID!, $version: Int) { deleteCalendarEvent(calendarEventId: $id, version: $version) { success } }';
const CHANGED = `subscription($org: ID) { calendarEventChanged(organizationId: $org) {
  organizationId calendarEventId kind version occurredAt } }`;

type Answer<T = unknown> = {
  data?: Record<string, T> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};
interface CalendarEvent {
  id: string;
  title: string;
  start: string;
  end: string;
  caseId: string | null;
  isNoShow: boolean;
  version: number;
}
interface Change {
  calendarEventChanged: { organizationId: string; calendarEventId: string; kind: string; occurredAt: string };
}

const at = (day: number, hour: number) => new Date(Date.UTC(2031, 2, day, hour)).toISOString();

describe('calendar events', () => {
  let api: TestApi;
  let org: ScratchOrganization;
  let other: ScratchOrganization;
  const as = <T = unknown>(o: ScratchOrganization, name: string, query: string, variables: Record<string, unknown>) =>
    api.graphql(query, variables, { token: o.users[name].token }) as Promise<Answer<T>>;
  const code = (answer: Answer) => answer.errors?.[0]?.extensions?.code;
  const eventRows = () =>
    org.query<{ n: number }>('SELECT count(*)::int AS n FROM calendar_event WHERE organization_id = $1', [org.id]);
  const activities = (caseId: string) =>
    org.query<{ type: string; payload: Record<string, unknown> }>(
      'SELECT type, payload FROM case_activity WHERE case_id = $1 ORDER BY created_at, id',
      [caseId],
    );
  const add = async (name: string, variables: Record<string, unknown>) => {
    const answer = await as<{ calendarEvent: CalendarEvent }>(org, name, ADD, { org: org.id, ...variables });
    expect(answer.errors).toBeUndefined();
    return answer.data!.addCalendarEvent.calendarEvent;
  };

  beforeAll(async () => {
    api = await startTestApi();
    org = await createScratchOrganization({
      Admin: Role.ADMIN,
      Manager: Role.CASEMANAGER,
      Worker: Role.CASEWORKER,
      Support: TpaSubRole.TPASUPPORT,
      Pat: Role.USER,
    });
    other = await createScratchOrganization({ Admin: Role.ADMIN, Pat: Role.USER });
  });
  afterAll(async () => {
    await org.close();
    await other.close();
    await api.close();
  });

  it('refuses bad input with BAD_USER_INPUT and writes nothing', async () => {
    const before = (await eventRows())[0].n;
    const good = { title: 'Intake call', start: at(3, 9), end: at(3, 10) };
    const otherCase = await other.insertCase({ submitter: 'Pat' });
    for (const bad of [
      { ...good, end: at(3, 9) },
      { ...good, end: at(3, 8) },
      { ...good, title: '   ' },
      { ...good, title: 'x'.repeat(201) },
      { ...good, description: 'x'.repeat(5001) },
      { ...good, title: 'Intake\u0007call' },
      { ...good, color: 'red; background:url(x)' },
      { ...good, topic: 't'.repeat(101) },
      { ...good, caseId: otherCase },
      { ...good, caseId: 'not-a-case' },
    ]) {
      expect({ bad, code: code(await as(org, 'Admin', ADD, { org: org.id, ...bad })) }).toEqual({
        bad,
        code: 'BAD_USER_INPUT',
      });
    }
    expect((await eventRows())[0].n).toBe(before);
    expect(code(await as(org, 'Admin', LIST, { org: org.id, from: at(1, 0), to: at(28, 0) }))).toBeUndefined();
    expect(code(await as(org, 'Admin', LIST, { org: org.id, from: at(1, 0), to: '2031-06-01T00:00:00Z' }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(code(await as(org, 'Admin', LIST, { org: org.id, from: at(5, 0), to: at(4, 0) }))).toBe('BAD_USER_INPUT');
    expect(code(await as(org, 'Admin', LIST, { org: org.id, to: '-134647-09-29T11:55:23.646Z' }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(code(await as(org, 'Admin', ADD, { org: org.id, ...good, start: '+275760-09-13T00:00:00.000Z' }))).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('creates, moves, marks a no-show and cancels, each on the case timeline in the same change', async () => {
    const caseId = await org.insertCase({ submitter: 'Pat', assignedTo: 'Worker' });
    const event = await add('Manager', {
      title: 'Interactive meeting',
      start: at(10, 14),
      end: at(10, 15),
      color: '#4e7da0',
      topic: 'ADA',
      caseId,
    });
    expect(event).toMatchObject({ title: 'Interactive meeting', caseId, version: 1, isNoShow: false });
    const listed = await as<CalendarEvent[]>(org, 'Worker', LIST, { org: org.id, from: at(10, 0), to: at(11, 0) });
    expect(listed.data!.allCalendarEvents.map((row) => row.id)).toContain(event.id);

    const moved = await as<{ calendarEvent: CalendarEvent }>(org, 'Worker', UPDATE, {
      id: event.id,
      start: at(12, 9),
      end: at(12, 10),
      version: 1,
    });
    expect(moved.data!.updateCalendarEvent.calendarEvent).toMatchObject({ start: at(12, 9), version: 2 });
    await as(org, 'Worker', UPDATE, { id: event.id, isNoShow: true });
    await as(org, 'Worker', UPDATE, { id: event.id, isNoShow: false });
    await as(org, 'Worker', UPDATE, { id: event.id, title: 'Renamed' });
    expect(code(await as(org, 'Worker', DELETE, { id: event.id }))).toBeUndefined();

    const timeline = await activities(caseId);
    expect(timeline.map((row) => row.type)).toEqual([
      'CALENDAR_EVENT_CREATED',
      'CALENDAR_EVENT_RESCHEDULED',
      'CALENDAR_EVENT_NO_SHOW',
      'CALENDAR_EVENT_NO_SHOW_REMOVED',
      'CALENDAR_EVENT_CANCELED',
    ]);
    expect(timeline[1].payload).toMatchObject({ calendarEventId: event.id, start: at(12, 9) });
    // A canceled event keeps its row (a visit's history) and leaves the calendar.
    const [row] = await org.query<{ canceled_at: Date | null }>(
      'SELECT canceled_at FROM calendar_event WHERE id = $1',
      [event.id],
    );
    expect(row.canceled_at).not.toBeNull();
    const after = await as<CalendarEvent[]>(org, 'Admin', LIST, { org: org.id, from: at(12, 0), to: at(13, 0) });
    expect(after.data!.allCalendarEvents.map((listedEvent) => listedEvent.id)).not.toContain(event.id);
    expect(code(await as(org, 'Worker', UPDATE, { id: event.id, title: 'Back' }))).toBe('NOT_FOUND');
  });

  it('refuses a change made on a stale version and leaves the newer one in place', async () => {
    const event = await add('Admin', { title: 'Team sync', start: at(14, 9), end: at(14, 10) });
    await as(org, 'Manager', UPDATE, { id: event.id, start: at(14, 11), end: at(14, 12), version: 1 });
    const stale = await as(org, 'Admin', UPDATE, { id: event.id, start: at(15, 11), end: at(15, 12), version: 1 });
    expect(code(stale)).toBe('ILLEGAL_STATE');
    expect(stale.errors![0].message).toBe('This event was changed by someone else; reload it and try again');
    expect(code(await as(org, 'Admin', DELETE, { id: event.id, version: 1 }))).toBe('ILLEGAL_STATE');
    const [row] = await org.query<{ start_at: Date; version: number }>(
      'SELECT start_at, version FROM calendar_event WHERE id = $1',
      [event.id],
    );
    expect(row).toEqual({ start_at: new Date(at(14, 11)), version: 2 });
    const endBeforeStart = await as(org, 'Admin', UPDATE, { id: event.id, end: at(14, 10) });
    expect(code(endBeforeStart)).toBe('BAD_USER_INPUT');
  });

  it('refuses changes to a scheduling service’s event except a no-show mark', async () => {
    const caseId = await org.insertCase({ submitter: 'Pat', assignedTo: 'Worker' });
    const [{ id }] = await org.query<{ id: string }>(
      `INSERT INTO calendar_event (organization_id, case_id, title, start_at, end_at, is_editable, external_id)
       VALUES ($1, $2, 'Visit', $3, $4, false, 'https://api.calendly.com/invitees/fixed') RETURNING id`,
      [org.id, caseId, at(16, 9), at(16, 10)],
    );
    const refused = await as(org, 'Worker', UPDATE, { id, start: at(17, 9), end: at(17, 10) });
    expect(code(refused)).toBe('ILLEGAL_STATE');
    expect(refused.errors![0].message).toBe('This event comes from a scheduling service; change it there');
    expect(code(await as(org, 'Worker', DELETE, { id }))).toBe('ILLEGAL_STATE');
    expect(code(await as(org, 'Worker', UPDATE, { id, isNoShow: true }))).toBeUndefined();
    expect((await activities(caseId)).map((row) => row.type)).toEqual(['CALENDAR_EVENT_NO_SHOW']);
  });

  it('is for staff of the organization; a case link only for who may see the case', async () => {
    const theirs = await org.insertCase({ submitter: 'Pat', assignedTo: 'Worker' });
    const notTheirs = await org.insertCase({ submitter: 'Pat' });
    const visit = await add('Admin', { title: 'Visit', start: at(20, 9), end: at(20, 10), caseId: notTheirs });
    await add('Admin', { title: 'Their visit', start: at(20, 11), end: at(20, 12), caseId: theirs });

    const variables = { org: org.id, from: at(20, 0), to: at(21, 0) };
    const seenByWorker = (await as<CalendarEvent[]>(org, 'Worker', LIST, variables)).data!.allCalendarEvents;
    expect(seenByWorker.map((row) => [row.title, row.caseId])).toEqual([
      ['Visit', null],
      ['Their visit', theirs],
    ]);
    const seenBySupport = (await as<CalendarEvent[]>(org, 'Support', LIST, variables)).data!.allCalendarEvents;
    expect(seenBySupport.map((row) => row.caseId)).toEqual([notTheirs, theirs]);

    expect(code(await as(org, 'Worker', UPDATE, { id: visit.id, title: 'Mine now' }))).toBe('FORBIDDEN');
    expect(
      code(
        await as(org, 'Worker', ADD, { org: org.id, title: 'x', start: at(21, 9), end: at(21, 10), caseId: notTheirs }),
      ),
    ).toBe('BAD_USER_INPUT');
    expect(code(await as(org, 'Pat', LIST, variables))).toBe('FORBIDDEN');
    expect(code(await as(org, 'Pat', ADD, { org: org.id, title: 'x', start: at(21, 9), end: at(21, 10) }))).toBe(
      'FORBIDDEN',
    );
    expect(code(await as(other, 'Admin', LIST, variables))).toBe('NOT_FOUND');
    expect(code(await as(other, 'Admin', UPDATE, { id: visit.id, title: 'Taken' }))).toBe('NOT_FOUND');
    expect(code(await as(other, 'Admin', DELETE, { id: visit.id }))).toBe('NOT_FOUND');
    expect(code(await as(other, 'Admin', ADD, { org: org.id, title: 'x', start: at(21, 9), end: at(21, 10) }))).toBe(
      'NOT_FOUND',
    );
    const [row] = await org.query<{ title: string }>('SELECT title FROM calendar_event WHERE id = $1', [visit.id]);
    expect(row.title).toBe('Visit');
  });

  it('tells staff of the organization live of creates, moves and cancels, and no one else', async () => {
    const staff = wsClient(api.url, org.users.Manager.token);
    const outsider = wsClient(api.url, other.users.Admin.token);
    const employee = wsClient(api.url, org.users.Pat.token);
    try {
      const heard = subscribe<Change>(staff, CHANGED, { org: org.id }, { probeKey: calendarProbeKey });
      const outside = subscribe<Change>(outsider, CHANGED, { org: other.id }, { probeKey: calendarProbeKey });
      await heard.live(calendarProbe(api, org.id));
      await outside.live(calendarProbe(api, other.id));

      const event = await add('Admin', { title: 'Live one', start: at(22, 9), end: at(22, 10) });
      await as(org, 'Admin', UPDATE, { id: event.id, start: at(23, 9), end: at(23, 10) });
      await as(org, 'Admin', DELETE, { id: event.id });

      const received = await heard.receivedBefore(calendarProbe(api, org.id));
      expect(
        received.map((value) => [value.calendarEventChanged.calendarEventId, value.calendarEventChanged.kind]),
      ).toEqual([
        [event.id, 'CREATED'],
        [event.id, 'UPDATED'],
        [event.id, 'DELETED'],
      ]);
      expect(await outside.receivedBefore(calendarProbe(api, other.id))).toEqual([]);

      const sneaking = subscribe<Change>(outsider, CHANGED, { org: org.id });
      expect(JSON.stringify(await sneaking.error())).toContain('NOT_FOUND');
      const asEmployee = subscribe<Change>(employee, CHANGED, { org: org.id });
      expect(JSON.stringify(await asEmployee.error())).toContain('FORBIDDEN');
    } finally {
      await Promise.all([staff.dispose(), outsider.dispose(), employee.dispose()]);
    }
  });
});
