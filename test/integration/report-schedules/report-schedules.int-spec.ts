import { Role } from '#access';
import { ReportSchedulesModule, ReportSchedulesService, schedulerKey } from '#domain/report-schedules';
import { EmailModule, EmailSender } from '#integrations';
import { SendGridFake } from '#test/fakes/sendgrid-fake';
import { queueOf } from '#test/queues';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { createServiceModule, type ServiceModule } from '#test/service-module';
import { startTestApi, type TestApi } from '#test/test-api';
import { ReportClock } from '../../../apps/worker/src/scheduled-reports/report-clock.js';
import { RunScheduledReportHandler } from '../../../apps/worker/src/scheduled-reports/run-scheduled-report.handler.js';

const FIELDS = 'id name enabled scheduleType days hour recipients startDate endDate';
const SAVE = `mutation($id: ID, $input: ReportScheduleInput!) {
  saveReportSchedule(id: $id, input: $input) { success reportSchedule { ${FIELDS} } } }`;
const LIST = `query { reportSchedules { ${FIELDS} } }`;
const RUNS = `query($scheduleId: ID!) { reportScheduleRuns(scheduleId: $scheduleId) { slotAt periodStart status error } }`;
const DELETE = `mutation($id: ID!) { deleteReportSchedule(id: $id) { success } }`;

type Answer<T> = { data?: T | null; errors?: { message: string; extensions?: { code?: string } }[] };
type Saved = { saveReportSchedule: { reportSchedule: { id: string; enabled: boolean; days: number[] } } };

/** A clock the test sets: the handler runs "at the hour" without anyone waiting for it. */
class FakeClock extends ReportClock {
  at = new Date();
  override now(): Date {
    return this.at;
  }
}

/**
 * Scheduled reports: an admin's schedules (spec 000 §3) keep one job scheduler each in Redis (at the hour in the
 * organization's time zone, gone when disabled or deleted); at the hour the worker's handler e-mails the case
 * summary CSV to the recipients once per slot, logs the run, and sends nothing for a disabled schedule.
 */
describe('scheduled reports', () => {
  let api: TestApi;
  let services: ServiceModule;
  let sendGrid: SendGridFake;
  let org: ScratchOrganization;
  const clock = new FakeClock();
  let handler: RunScheduledReportHandler;

  const as = <T>(name: string, query: string, variables: Record<string, unknown> = {}) =>
    api.graphql<T>(query, variables, { token: org.users[name].token }) as Promise<Answer<T>>;
  const code = (answer: Answer<unknown>) => answer.errors?.[0]?.extensions?.code;
  const scheduler = (id: string) => queueOf(api.app, 'scheduled-reports').getJobScheduler(schedulerKey(id));
  const mailsTo = (address: string) =>
    sendGrid.received.filter((mail) => mail.body.personalizations[0]?.to[0]?.email === address);
  const input = {
    name: 'Weekly summary',
    enabled: true,
    scheduleType: 'WEEKLY',
    days: [1],
    hour: 9,
    recipients: ['Reports@Example.test', 'second@example.test'],
    startDate: '2026-03-01',
    endDate: null,
  };

  beforeAll(async () => {
    sendGrid = new SendGridFake();
    const settings = { SENDGRID_BASE_URL: await sendGrid.start(), SENDGRID_API_KEY: 'SG.test-key' };
    api = await startTestApi(settings);
    services = await createServiceModule([ReportSchedulesModule, EmailModule], settings);
    handler = new RunScheduledReportHandler(services.get(ReportSchedulesService), services.get(EmailSender), clock);
    org = await createScratchOrganization({ Admin: Role.ADMIN, Worker: Role.CASEWORKER, Pat: Role.USER });
    await org.query(`UPDATE organization SET settings = settings || '{"timeZone": "America/Chicago"}' WHERE id = $1`, [
      org.id,
    ]);
    // Two cases in the week before Monday 2026-03-09, one before it.
    await org.insertCase({ submitter: 'Pat', createdAt: new Date('2026-03-03T15:00:00Z'), title: 'Pat Private' });
    await org.insertCase({ submitter: 'Pat', createdAt: new Date('2026-03-05T15:00:00Z'), status: 'IN_PROGRESS' });
    await org.insertCase({ submitter: 'Pat', createdAt: new Date('2026-02-01T15:00:00Z') });
  });
  afterAll(async () => {
    await org?.close();
    await services?.close();
    await api?.close();
    await sendGrid?.stop();
  });

  it('refuses bad schedules with BAD_USER_INPUT and writes nothing, and is for admins only', async () => {
    const bad = [
      { hour: 24 },
      { hour: 1.5 },
      { recipients: ['not-an-address'] },
      { recipients: [] },
      { days: [] },
      { days: [7] },
      { name: ' ' },
      { name: 'x'.repeat(101) },
      { startDate: '2026-02-30' },
      { startDate: '2026-03-10', endDate: '2026-03-01' },
      { name: 'bell\u0007' },
    ];
    const answers = await Promise.all(bad.map((change) => as('Admin', SAVE, { input: { ...input, ...change } })));
    expect(answers.map(code)).toEqual(Array(bad.length).fill('BAD_USER_INPUT'));
    expect(await org.query('SELECT id FROM report_schedule WHERE organization_id = $1', [org.id])).toEqual([]);
    expect(code(await as('Worker', SAVE, { input }))).toBe('FORBIDDEN');
    expect(code(await as('Worker', LIST))).toBe('FORBIDDEN');
  });

  it('sends the e-mail at the hour in the time zone once, logs the run, and stops when disabled', async () => {
    const saved = await as<Saved>('Admin', SAVE, { input });
    expect(saved.errors).toBeUndefined();
    const schedule = saved.data!.saveReportSchedule.reportSchedule;
    expect(await scheduler(schedule.id)).toMatchObject({ pattern: '0 0 9 * * 1', tz: 'America/Chicago' });

    // Sunday 2026-03-08 23:00 in Chicago: the start date has passed, and the Monday before is long past. Nothing is due.
    clock.at = new Date('2026-03-09T04:59:00Z');
    await handler.handle({ organizationId: org.id, scheduleId: schedule.id });
    expect(mailsTo('reports@example.test')).toHaveLength(0);

    // Monday 2026-03-09 09:00 in Chicago (daylight time since the 8th) is 14:00 UTC.
    clock.at = new Date('2026-03-09T14:00:00Z');
    await handler.handle({ organizationId: org.id, scheduleId: schedule.id });
    // The job delivered twice (or a second worker): the slot is claimed once.
    await handler.handle({ organizationId: org.id, scheduleId: schedule.id });
    const [mail] = mailsTo('reports@example.test');
    expect(mailsTo('reports@example.test')).toHaveLength(1);
    expect(mailsTo('second@example.test')).toHaveLength(1);
    expect(mail.body.subject).toBe('Scheduled report: Weekly summary');
    const body = mail.body.content.map((part) => part.value).join('\n');
    // The days since the last slot, in Chicago: Monday 2026-03-02 to Sunday 2026-03-08.
    expect(body).toContain('2026-03-02 to 2026-03-08');
    expect(body).not.toContain('Pat');
    const attachments = (mail.body as unknown as { attachments: { filename: string; content: string; type: string }[] })
      .attachments;
    const files = new Map(
      attachments.map((file) => [
        /-2026-03-02-to-2026-03-08-(\w+)\.csv$/.exec(file.filename)?.[1],
        Buffer.from(file.content, 'base64').toString('utf8').replace(/^\uFEFF/, ''),
      ]),
    );
    // Every table of the reports screen but payments, one file each.
    expect([...files.keys()]).toEqual([
      'periods',
      'outcomes',
      'responseTimes',
      'openByStageAndAge',
      'unacknowledged',
      'workload',
      'fmla',
    ]);
    expect(attachments.every((file) => file.type === 'text/csv')).toBe(true);
    expect(files.get('periods')).toBe('Period,Opened,Decided,Closed\r\n2026-03-02 to 2026-03-08,2,0,0\r\n');
    // Open now: the three cases, one of them in progress (Review & Interaction), none assigned.
    expect(files.get('workload')).toContain('Unassigned,3,2,0,1,0,0,0,0');
    for (const csv of files.values()) expect(csv).not.toContain('Pat');

    const runs = await as<{ reportScheduleRuns: { slotAt: string; periodStart: string; status: string }[] }>(
      'Admin',
      RUNS,
      { scheduleId: schedule.id },
    );
    expect(runs.data!.reportScheduleRuns).toEqual([
      { slotAt: '2026-03-09T14:00:00.000Z', periodStart: '2026-03-02T15:00:00.000Z', status: 'SUCCESS', error: null },
    ]);

    // Disabled: the job scheduler is removed, and a job still on its way sends nothing at the next Monday.
    const disabled = await as<Saved>('Admin', SAVE, { id: schedule.id, input: { ...input, enabled: false } });
    expect(disabled.data!.saveReportSchedule.reportSchedule.enabled).toBe(false);
    expect(await scheduler(schedule.id)).toBeUndefined();
    clock.at = new Date('2026-03-16T14:00:00Z');
    await handler.handle({ organizationId: org.id, scheduleId: schedule.id });
    expect(mailsTo('reports@example.test')).toHaveLength(1);
    expect(
      (await as<{ reportScheduleRuns: unknown[] }>('Admin', RUNS, { scheduleId: schedule.id })).data!
        .reportScheduleRuns,
    ).toHaveLength(1);

    // Enabled again on other days: the scheduler follows the change.
    await as<Saved>('Admin', SAVE, { id: schedule.id, input: { ...input, days: [5, 1] } });
    expect(await scheduler(schedule.id)).toMatchObject({ pattern: '0 0 9 * * 1,5' });
    expect((await as<{ reportSchedules: { id: string }[] }>('Admin', LIST)).data!.reportSchedules).toHaveLength(1);
    expect(
      (await as<{ deleteReportSchedule: { success: boolean } }>('Admin', DELETE, { id: schedule.id })).data,
    ).toEqual({ deleteReportSchedule: { success: true } });
    expect(await scheduler(schedule.id)).toBeUndefined();
  });

  it('records a failed send as ERROR and lets the retry claim the slot again', async () => {
    const saved = await as<Saved>('Admin', SAVE, {
      input: { ...input, name: 'Daily', scheduleType: 'DAILY', days: [], recipients: ['daily@example.test'] },
    });
    const id = saved.data!.saveReportSchedule.reportSchedule.id;
    clock.at = new Date('2026-03-10T14:30:00Z');
    sendGrid.failure = { status: 500, message: 'try again later' };
    await expect(handler.handle({ organizationId: org.id, scheduleId: id })).rejects.toThrow();
    sendGrid.failure = null;
    const failed = await as<{ reportScheduleRuns: { status: string; error: string | null }[] }>('Admin', RUNS, {
      scheduleId: id,
    });
    expect(failed.data!.reportScheduleRuns[0].status).toBe('ERROR');
    await handler.handle({ organizationId: org.id, scheduleId: id });
    const after = await as<{ reportScheduleRuns: { status: string }[] }>('Admin', RUNS, { scheduleId: id });
    expect(after.data!.reportScheduleRuns.map((run) => run.status)).toEqual(['SUCCESS']);
    expect(mailsTo('daily@example.test')).toHaveLength(1);
  });
});
