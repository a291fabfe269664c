import { DataSource } from 'typeorm';
import { Role } from '#access';
import { PromoCodeEntity, PromoCodesService, RefillType } from '#domain/promo-codes';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';

/** What partner sign-up calls: a member's own code from the master code, and the referral code lookup. */
describe('promo codes for partner sign-up', () => {
  let api: TestApi;
  let org: ScratchOrganization;
  let other: ScratchOrganization;
  let service: PromoCodesService;
  let dataSource: DataSource;

  beforeAll(async () => {
    api = await startTestApi();
    org = await createScratchOrganization({ Admin: Role.ADMIN, Pat: Role.USER, Sam: Role.USER });
    other = await createScratchOrganization({ Admin: Role.ADMIN });
    service = api.app.get(PromoCodesService);
    dataSource = api.app.get(DataSource);
  });
  afterAll(async () => {
    await org?.close();
    await other?.close();
    await api?.close();
  });

  it('createForNewMember creates nothing without a master code', async () => {
    const created = await dataSource.transaction((manager) =>
      service.createForNewMember(manager, { organizationId: org.id, userId: org.users.Pat.id }),
    );
    expect(created).toBeNull();
  });

  it("createForNewMember copies the master code's discount under a new name, once per member", async () => {
    await dataSource.getRepository(PromoCodeEntity).insert({
      organizationId: org.id,
      name: 'FRIEND10',
      percentDiscount: 10,
      refillType: RefillType.EVERY_REFILL,
      isMaster: true,
    });
    const first = await dataSource.transaction((manager) =>
      service.createForNewMember(manager, { organizationId: org.id, userId: org.users.Pat.id }),
    );
    expect(first).toMatchObject({
      organizationId: org.id,
      userId: org.users.Pat.id,
      percentDiscount: 10,
      refillType: RefillType.EVERY_REFILL,
      isMaster: false,
    });
    expect(first!.name).toMatch(/^FRIEND10-\d{6}$/);
    const again = await dataSource.transaction((manager) =>
      service.createForNewMember(manager, { organizationId: org.id, userId: org.users.Pat.id }),
    );
    expect(again!.id).toBe(first!.id);
    const rows = await org.query<{ n: number }>('SELECT count(*)::int AS n FROM promo_code WHERE user_id = $1', [
      org.users.Pat.id,
    ]);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it("findApplicable finds the organization's code whatever its letter case, within its window, not another organization's", async () => {
    const repository = dataSource.getRepository(PromoCodeEntity);
    await repository.insert([
      { organizationId: org.id, name: 'SPRING', priceDiscount: 500, refillType: RefillType.ONE_TIME },
      {
        organizationId: org.id,
        name: 'EXPIRED',
        priceDiscount: 500,
        refillType: RefillType.ONE_TIME,
        endsAt: new Date(Date.now() - 86_400_000),
      },
      {
        organizationId: org.id,
        name: 'LATER',
        priceDiscount: 500,
        refillType: RefillType.ONE_TIME,
        startsAt: new Date(Date.now() + 86_400_000),
      },
      { organizationId: other.id, name: 'THEIRS', priceDiscount: 500, refillType: RefillType.ONE_TIME },
    ]);
    expect((await service.findApplicable(org.id, ' spring '))?.name).toBe('SPRING');
    expect(await service.findApplicable(org.id, 'EXPIRED')).toBeNull();
    expect(await service.findApplicable(org.id, 'LATER')).toBeNull();
    expect(await service.findApplicable(org.id, 'THEIRS')).toBeNull();
    expect(await service.findApplicable(org.id, '')).toBeNull();
  });
});
