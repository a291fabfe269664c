import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../app/notifications';
import { buildAppRoutes } from '../../app/routes/app-router';
import {
  GraphQLErrorsAnswer,
  makeClient,
  makeSession,
  makeUser,
  ORG_ID,
  preloadLazyModules,
  Providers,
  type Resolver,
  seriousAxeViolations,
  setViewportWidth,
  TEST_PAGES,
} from '../../app/routes/test-support';
import { dayLabel, timeLabel, toLocalInput } from './calendar-dates';

const today = new Date();
const at = (hour: number, dayOffset = 0) =>
  new Date(today.getFullYear(), today.getMonth(), today.getDate() + dayOffset, hour);

function calendarEvent(id: string, title: string, start: Date, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'CalendarEvent',
    id,
    organizationId: ORG_ID,
    title,
    start: start.toISOString(),
    end: new Date(start.getTime() + 3_600_000).toISOString(),
    description: null,
    color: '#4e7da0',
    topic: null,
    caseId: null,
    isEditable: true,
    isNoShow: false,
    version: 1,
    meetingDetails: null,
    ...overrides,
  };
}

const held = () => new Promise(() => undefined);

function renderCalendar(resolvers: Record<string, Resolver> = {}) {
  const fake = makeClient({
    CalendarEvents: () => ({ allCalendarEvents: [calendarEvent('event-1', 'Intake call', at(10))] }),
    CalendarEventChanged: held,
    CalendarCases: () => ({
      allCases: [
        {
          __typename: 'Case',
          id: 'case-1',
          shortId: 'A-1',
          title: 'Ergonomic chair',
          submitter: { __typename: 'CasePerson', fullName: 'Pat Lee' },
        },
      ],
    }),
    ...resolvers,
  });
  const router = createMemoryRouter(buildAppRoutes(TEST_PAGES), { initialEntries: ['/calendar'] });
  render(
    <ToastProvider>
      <Providers session={makeSession(makeUser('ADMIN'))} client={fake.client}>
        <RouterProvider router={router} />
      </Providers>
    </ToastProvider>,
  );
  return fake;
}

/** A DataTransfer as the browser hands a drag from the event to the slot. */
function dataTransfer() {
  const data = new Map<string, string>();
  return {
    setData: (type: string, value: string) => void data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    get types() {
      return [...data.keys()];
    },
    dropEffect: 'none',
    effectAllowed: 'all',
  };
}

describe('calendar', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('./CalendarPage');
  }, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => cleanup());

  it('shows the week with its events and creates an event in the chosen time slot', async () => {
    const created = calendarEvent('event-2', 'Follow-up', at(14));
    const fake = renderCalendar({
      AddCalendarEvent: () => ({
        addCalendarEvent: { __typename: 'CalendarEventPayload', success: true, calendarEvent: created },
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Calendar' });
    await waitFor(() => expect(document.title).toBe('Calendar | Case Management'));
    expect(await screen.findByRole('button', { name: `${timeLabel(at(10))} Intake call` })).toBeTruthy();
    expect(await seriousAxeViolations(document.body)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: `New event on ${dayLabel(at(14))}, ${timeLabel(at(14))}` }));
    const dialog = await screen.findByRole('dialog', { name: 'New event' });
    expect((within(dialog).getByLabelText(/^Start/) as HTMLInputElement).value).toBe(toLocalInput(at(14)));
    expect((within(dialog).getByLabelText(/^End/) as HTMLInputElement).value).toBe(toLocalInput(at(15)));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Give the event a title')).toBeTruthy();
    expect(fake.named('AddCalendarEvent')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Follow-up' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.named('AddCalendarEvent')[0]!.variables).toMatchObject({
      organizationId: ORG_ID,
      title: 'Follow-up',
      start: at(14).toISOString(),
      end: at(15).toISOString(),
      color: '#4e7da0',
    });
    expect(await screen.findByRole('button', { name: `${timeLabel(at(14))} Follow-up` })).toBeTruthy();
  });

  it('moves an event with the keyboard through its date and time fields, naming the version it saw', async () => {
    const fake = renderCalendar({
      UpdateCalendarEvent: (variables) => ({
        updateCalendarEvent: {
          __typename: 'CalendarEventPayload',
          success: true,
          calendarEvent: calendarEvent('event-1', 'Intake call', new Date(String(variables.start)), { version: 2 }),
        },
      }),
    });
    const chip = await screen.findByRole('button', { name: `${timeLabel(at(10))} Intake call` });
    chip.focus();
    fireEvent.click(chip);
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    fireEvent.change(within(dialog).getByLabelText(/^Start/), { target: { value: toLocalInput(at(16)) } });
    fireEvent.change(within(dialog).getByLabelText(/^End/), { target: { value: toLocalInput(at(17)) } });
    fireEvent.submit(dialog.querySelector('form')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.named('UpdateCalendarEvent')[0]!.variables).toMatchObject({
      calendarEventId: 'event-1',
      version: 1,
      start: at(16).toISOString(),
      end: at(17).toISOString(),
    });
    expect(await screen.findByRole('button', { name: `${timeLabel(at(16))} Intake call` })).toBeTruthy();
  });

  it('moves an event dragged to another slot, and shows a refusal in the dialog', async () => {
    const fake = renderCalendar({
      UpdateCalendarEvent: (variables) =>
        variables.title === 'x'.repeat(3)
          ? new GraphQLErrorsAnswer([
              { message: 'end: must be after the start', extensions: { code: 'BAD_USER_INPUT' } },
            ])
          : {
              updateCalendarEvent: {
                __typename: 'CalendarEventPayload',
                success: true,
                calendarEvent: calendarEvent('event-1', 'Intake call', new Date(String(variables.start)), {
                  version: 2,
                }),
              },
            },
    });
    const chip = await screen.findByRole('button', { name: `${timeLabel(at(10))} Intake call` });
    const transfer = dataTransfer();
    fireEvent.dragStart(chip, { dataTransfer: transfer });
    const target = screen
      .getByRole('button', { name: `New event on ${dayLabel(at(12))}, ${timeLabel(at(12))}` })
      .closest('[role="gridcell"]')!;
    fireEvent.dragOver(target, { dataTransfer: transfer });
    fireEvent.drop(target, { dataTransfer: transfer });
    await waitFor(() => expect(fake.named('UpdateCalendarEvent')).toHaveLength(1));
    expect(fake.named('UpdateCalendarEvent')[0]!.variables).toMatchObject({
      start: at(12).toISOString(),
      end: at(13).toISOString(),
      version: 1,
    });
    fireEvent.click(await screen.findByRole('button', { name: `${timeLabel(at(12))} Intake call` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'xxx' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('end: must be after the start')).toBeTruthy();
  });

  it('shows a scheduling service’s meeting read-only, with its details and its case', async () => {
    renderCalendar({
      CalendarEvents: () => ({
        allCalendarEvents: [
          calendarEvent('event-9', 'Consultation', at(11), {
            isEditable: false,
            caseId: 'case-1',
            meetingDetails: {
              __typename: 'MeetingDetails',
              timezone: 'America/New_York',
              meetingLink: 'https://zoom.example/j/1',
              cancelUrl: 'https://calendly.example/cancel',
              rescheduleUrl: 'https://calendly.example/reschedule',
              provider: 'Calendly',
              notes: 'Topic: workstation',
              cancellation: null,
            },
          }),
        ],
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: `${timeLabel(at(11))} Consultation, linked to a case` }));
    const dialog = await screen.findByRole('dialog', { name: 'Consultation' });
    expect((within(dialog).getByLabelText(/^Start/) as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Open the case' }).getAttribute('href')).toBe(
      '/accommodations/cases/case-1',
    );
    expect(within(dialog).getByRole('link', { name: 'Join the meeting' }).getAttribute('href')).toBe(
      'https://zoom.example/j/1',
    );
    expect(within(dialog).getByText('Topic: workstation')).toBeTruthy();
  });

  it('switches to the month and navigates', async () => {
    renderCalendar();
    await screen.findByRole('grid', { name: 'Week' });
    fireEvent.click(screen.getByRole('button', { name: 'Month' }));
    expect(await screen.findByRole('grid', { name: 'Month' })).toBeTruthy();
    const title = today.toLocaleDateString(undefined, { month: 'long', year: 'numeric' });
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.queryByRole('heading', { level: 2, name: title })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
  });
});
