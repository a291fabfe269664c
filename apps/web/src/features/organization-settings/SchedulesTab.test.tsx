import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../app/notifications';
import {
  GraphQLErrorsAnswer,
  makeClient,
  makeSession,
  makeUser,
  Providers,
  type Resolver,
  seriousAxeViolations,
} from '../../app/routes/test-support';
import { scheduleWhen, SchedulesTab } from './SchedulesTab';

const schedule = (id: string, name: string, enabled: boolean) => ({
  __typename: 'ReportSchedule',
  id,
  name,
  enabled,
  scheduleType: 'WEEKLY',
  days: [1, 3],
  hour: 9,
  recipients: ['hr@example.test'],
  startDate: null,
  endDate: null,
});

function setup(resolvers: Record<string, Resolver> = {}) {
  const client = makeClient({
    ReportSchedules: () => ({ reportSchedules: [schedule('s-1', 'Weekly summary', true)] }),
    ReportScheduleRuns: () => ({
      reportScheduleRuns: [
        {
          __typename: 'ReportScheduleRun',
          id: 'r-1',
          slotAt: '2026-03-09T14:00:00.000Z',
          periodStart: '2026-03-02T14:00:00.000Z',
          status: 'SUCCESS',
          finishedAt: '2026-03-09T14:00:02.000Z',
          error: null,
        },
      ],
    }),
    ...resolvers,
  });
  const rendered = render(
    <ToastProvider>
      <Providers session={makeSession(makeUser('ADMIN'))} client={client.client}>
        <SchedulesTab />
      </Providers>
    </ToastProvider>,
  );
  return { ...client, ...rendered };
}

const saved = (variables: Record<string, unknown>) => ({
  saveReportSchedule: {
    __typename: 'ReportSchedulePayload',
    success: true,
    message: 'Operation succeeded!',
    reportSchedule: {
      ...schedule((variables.id as string) ?? 's-2', 'x', true),
      ...(variables.input as object),
    },
  },
});

describe('SchedulesTab', () => {
  afterEach(() => cleanup());

  it('says when a schedule runs', () => {
    expect(scheduleWhen({ scheduleType: 'WEEKLY', days: [1, 3], hour: 9 })).toBe('Monday, Wednesday at 09:00');
    expect(scheduleWhen({ scheduleType: 'DAILY', days: [], hour: 17 })).toBe('Every day at 17:00');
  });

  it('lists the schedules, switches one off, adds one and reads a run log; axe-clean', async () => {
    const { named, container } = setup({ SaveReportSchedule: (variables) => saved(variables) });
    const table = await screen.findByRole('table', { name: 'Report schedules' });
    expect(within(table).getByText('Monday, Wednesday at 09:00')).toBeTruthy();
    expect(await seriousAxeViolations(container)).toEqual([]);

    fireEvent.click(screen.getByRole('switch', { name: 'Weekly summary on' }));
    await waitFor(() => expect(named('SaveReportSchedule')).toHaveLength(1));
    expect(named('SaveReportSchedule')[0]!.variables).toMatchObject({ id: 's-1', input: { enabled: false } });

    fireEvent.click(screen.getByRole('button', { name: 'Add schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a schedule' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Friday' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Monday' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Friday' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Recipients' }), {
      target: { value: 'a@example.test, b@example.test' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(named('SaveReportSchedule')).toHaveLength(2));
    expect(named('SaveReportSchedule')[1]!.variables.input).toMatchObject({
      name: 'Friday',
      scheduleType: 'WEEKLY',
      days: [5],
      hour: 8,
      recipients: ['a@example.test', 'b@example.test'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a schedule' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Run log of Weekly summary' }));
    const log = await screen.findByRole('dialog', { name: 'Run log of Weekly summary' });
    expect(await within(log).findByText('Sent')).toBeTruthy();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it("shows the api's refusal in the dialog", async () => {
    setup({
      SaveReportSchedule: () =>
        new GraphQLErrorsAnswer([
          { message: 'recipients.0: must be an e-mail address', extensions: { code: 'BAD_USER_INPUT' } },
        ]),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a schedule' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('must be an e-mail address');
  });
});
