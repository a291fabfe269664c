import { ErrorCode, type Principal, restricted, Role, TpaSubRole } from '#access';
import { FmlaHoursService, FmlaModule, FmlaRules } from '#domain/fmla';
import { createServiceModule, type ServiceModule } from '#test/service-module';
import { createServiceScratch, type ServiceScratch } from '#test/service-scratch';

const { NOT_FOUND, FORBIDDEN, BAD_USER_INPUT } = ErrorCode;

describe('fmla area', () => {
  let service: ServiceModule;
  let org: ServiceScratch;
  let other: ServiceScratch;
  let fmla: FmlaHoursService;
  const as = (name: string): Promise<Principal> => service.principal(org.users[name]);
  const rowsOf = (userId: string) =>
    service.dataSource.query(
      'SELECT organization_id, fmla_hours_taken, work_hours_missed, created_by_id FROM fmla_hours WHERE user_id = $1',
      [userId],
    );

  beforeAll(async () => {
    service = await createServiceModule([FmlaModule]);
    org = await createServiceScratch(service.dataSource, {
      admin: Role.ADMIN,
      manager: Role.CASEMANAGER,
      worker: Role.CASEWORKER,
      employee: Role.USER,
      otherEmployee: Role.USER,
      support: TpaSubRole.TPASUPPORT,
    });
    other = await createServiceScratch(service.dataSource, { admin: Role.ADMIN, worker: Role.CASEWORKER });
    fmla = service.get(FmlaHoursService);
  });
  afterAll(() => service?.close());

  it('a case worker records hours for an employee; entries read newest first', async () => {
    const worker = await as('worker');
    const first = await fmla.add(worker, org.users.employee, { fmlaHoursTaken: 8, workHoursMissed: 8 });
    const second = await fmla.add(worker, org.users.employee, { fmlaHoursTaken: 4.5, workHoursMissed: 0 });
    expect(await rowsOf(org.users.employee)).toEqual(
      expect.arrayContaining([
        {
          organization_id: org.id,
          fmla_hours_taken: '8.00',
          work_hours_missed: '8.00',
          created_by_id: org.users.worker,
        },
        {
          organization_id: org.id,
          fmla_hours_taken: '4.50',
          work_hours_missed: '0.00',
          created_by_id: org.users.worker,
        },
      ]),
    );
    const entries = await fmla.entriesOf(await as('admin'), org.users.employee);
    expect(entries.map((entry) => entry.id)).toEqual([second.id, first.id]);
  });

  it('who may update and read FMLA hours, by role, with the spec message', async () => {
    const update = restricted(FmlaRules.update);
    const read = restricted(FmlaRules.read);
    for (const name of ['admin', 'manager', 'worker']) expect((await as(name)).satisfies(update)).toBe(true);
    const employee = await as('employee');
    const support = await as('support');
    expect(() => employee.assertSatisfies(update)).toThrow(
      expect.objectContaining({ code: FORBIDDEN, message: 'Not authorized to update FMLA hours' }),
    );
    expect(() => support.assertSatisfies(update)).toThrow(
      expect.objectContaining({ code: FORBIDDEN, message: 'Not authorized to update FMLA hours' }),
    );
    expect(support.satisfies(read)).toBe(true);
    expect(employee.satisfies(read)).toBe(false);
  });

  it('hours are kept only for employees of the caller’s organization', async () => {
    const worker = await as('worker');
    const hours = { fmlaHoursTaken: 1, workHoursMissed: 1 };
    await expect(fmla.add(worker, org.users.admin, hours)).rejects.toMatchObject({ code: NOT_FOUND });
    await expect(fmla.add(worker, 'not-a-uuid', hours)).rejects.toMatchObject({ code: NOT_FOUND });
    const stranger = await service.principal(other.users.worker);
    await expect(fmla.add(stranger, org.users.otherEmployee, hours)).rejects.toMatchObject({ code: NOT_FOUND });
    await expect(fmla.entriesOf(stranger, org.users.employee)).rejects.toMatchObject({ code: NOT_FOUND });
    expect(await rowsOf(org.users.otherEmployee)).toEqual([]);
    expect(await rowsOf(org.users.admin)).toEqual([]);
  });

  it('no hours, or negative ones, are bad input and write nothing', async () => {
    const worker = await as('worker');
    await expect(
      fmla.add(worker, org.users.otherEmployee, { fmlaHoursTaken: 0, workHoursMissed: 0 }),
    ).rejects.toMatchObject({
      code: BAD_USER_INPUT,
      message: 'Enter some hours',
    });
    await expect(
      fmla.add(worker, org.users.otherEmployee, { fmlaHoursTaken: -1, workHoursMissed: 2 }),
    ).rejects.toMatchObject({
      code: BAD_USER_INPUT,
      message: 'fmlaHoursTaken: must not be negative',
    });
    expect(await rowsOf(org.users.otherEmployee)).toEqual([]);
  });
});
