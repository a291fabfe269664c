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

  const member = (userId: string, masterPromoCodeId: string | null, firstName = 'Pat', lastName = "O'Neill") => ({
    organizationId: org.id,
    userId,
    firstName,
    lastName,
    masterPromoCodeId,
  });

  it('createForNewMember creates nothing without a master code', async () => {
    const created = await dataSource.transaction((manager) =>
      service.createForNewMember(manager, member(org.users.Pat.id, null)),
    );
    expect(created).toBeNull();
    const [foreign] = await other.query<{ id: string }>(
      `INSERT INTO promo_code (organization_id, name, percent_discount) VALUES ($1, 'THEIRMASTER', 5) RETURNING id`,
      [other.id],
    );
    const fromOther = await dataSource.transaction((manager) =>
      service.createForNewMember(manager, member(org.users.Pat.id, foreign.id)),
    );
    expect(fromOther).toBeNull();
    const rows = await org.query('SELECT id FROM promo_code WHERE user_id = $1', [org.users.Pat.id]);
    expect(rows).toEqual([]);
  });

  it("createForNewMember copies the master code's discount, refill rule and credit under the member's name, once per member", async () => {
    const master = await dataSource.getRepository(PromoCodeEntity).save({
      organizationId: org.id,
      name: 'FRIEND10',
      label: 'Friends',
      percentDiscount: 10,
      refillType: RefillType.NUMBER_OF_REFILLS,
      refillCount: 3,
      influencerCreditCents: 1500,
    });
    // Another code already has the name the second member would get first.
    await dataSource
      .getRepository(PromoCodeEntity)
      .insert({ organizationId: org.id, name: 'sams', priceDiscount: 100, refillType: RefillType.ONE_TIME });
    const first = await dataSource.transaction((manager) =>
      service.createForNewMember(manager, member(org.users.Pat.id, master.id)),
    );
    expect(first).toMatchObject({
      organizationId: org.id,
      userId: org.users.Pat.id,
      name: 'PATO',
      label: 'Friends',
      percentDiscount: 10,
      priceDiscount: null,
      refillType: RefillType.NUMBER_OF_REFILLS,
      refillCount: 3,
      influencerName: "Pat O'Neill",
      influencerCreditCents: 1500,
      isMaster: false,
      isVisible: false,
    });
    const again = await dataSource.transaction((manager) =>
      service.createForNewMember(manager, member(org.users.Pat.id, master.id)),
    );
    expect(again!.id).toBe(first!.id);
    const rows = await org.query<{ n: number }>('SELECT count(*)::int AS n FROM promo_code WHERE user_id = $1', [
      org.users.Pat.id,
    ]);
    expect(rows).toEqual([{ n: 1 }]);
    const second = await dataSource.transaction((manager) =>
      service.createForNewMember(manager, member(org.users.Sam.id, master.id, 'Sam', 'Smith')),
    );
    expect(second!.name).toBe('SAMS2');
  });

  it("countReferralSignUp adds one sign-up and the code's cents credit to a member's code, never to a shared code", async () => {
    const [shared] = await org.query<{ id: string }>(
      `INSERT INTO promo_code (organization_id, name, percent_discount, influencer_credit_cents) VALUES ($1, 'SHARED', 5, 700) RETURNING id`,
      [org.id],
    );
    const [owned] = await org.query<{ id: string }>(`SELECT id FROM promo_code WHERE user_id = $1`, [org.users.Pat.id]);
    await dataSource.transaction(async (manager) => {
      await service.countReferralSignUp(manager, owned.id);
      await service.countReferralSignUp(manager, owned.id);
      await service.countReferralSignUp(manager, shared.id);
    });
    const counted = await org.query(
      'SELECT name, referral_sign_up_count, influencer_credit_earned_cents FROM promo_code WHERE id = ANY($1) ORDER BY name',
      [[owned.id, shared.id]],
    );
    expect(counted).toEqual([
      { name: 'PATO', referral_sign_up_count: 2, influencer_credit_earned_cents: 3000 },
      { name: 'SHARED', referral_sign_up_count: 0, influencer_credit_earned_cents: 0 },
    ]);
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
