import { Inject, Injectable } from '@nestjs/common';
import { Brackets, DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import { alreadyExists, badInput, notFound, type Principal, restricted } from '#access';
import { CaseChange, type CaseEntity } from '#domain/cases';
import { parseInput } from '#domain/shared';
import { CaseActivityType } from '#events';
import { memberCodeBase } from './member-code-name.js';
import { PromoCodeEntity } from './promo-code.entity.js';
import {
  addPromoCodeSchema,
  applyPromoCodeSchema,
  type ParsedPromoCodeFields,
  type PromoCodeFields,
  updatePromoCodeSchema,
} from './promo-code-input.js';
import { PromoCodeMessages, PromoCodeRules } from './promo-code-rules.js';
import { caseChargePrice, firstChargeDiscount } from './case-charge.js';

const isUniqueViolation = (error: unknown) =>
  error instanceof QueryFailedError && (error.driverError as { code?: string } | undefined)?.code === '23505';

/** Escapes LIKE wildcards in a search term so `50%` finds "50%", not everything. */
const likeTerm = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Who a per-user code is made for, and the partner's master code (masterUserPromoCodeId). */
export interface NewMemberCode {
  organizationId: string;
  userId: string;
  firstName: string;
  lastName: string;
  masterPromoCodeId: string | null;
}

export interface PromoCodeListFilter {
  /** Null lists the global codes. */
  organizationId: string | null;
  search?: string | null;
  /** Members' own codes are many; the screen leaves them out unless asked. */
  includeUserCodes?: boolean | null;
}

/**
 * Promo codes of an organization and global ones (spec 000 §3 "Promo code"), applying one to a case, and
 * the per-user codes partner sign-up creates.
 */
@Injectable()
export class PromoCodesService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(CaseChange) private readonly change: CaseChange,
  ) {}

  /** The organization's (or, organizationId null, the global) codes by name; `search` matches name or label. */
  async list(principal: Principal, filter: PromoCodeListFilter): Promise<PromoCodeEntity[]> {
    if (filter.organizationId) {
      principal.inOrganization(filter.organizationId).assertSatisfies(restricted(PromoCodeRules.list));
    }
    const query = this.dataSource
      .getRepository(PromoCodeEntity)
      .createQueryBuilder('p')
      .orderBy('lower(p.name)', 'ASC')
      .addOrderBy('p.id', 'ASC')
      .take(500);
    if (filter.organizationId) query.where('p.organization_id = :organizationId', filter);
    else query.where('p.organization_id IS NULL');
    if (!filter.includeUserCodes) query.andWhere('p.user_id IS NULL');
    const search = filter.search?.trim();
    if (search) {
      query.andWhere(
        new Brackets((where) =>
          where.where('p.name ILIKE :term', { term: likeTerm(search) }).orWhere('p.label ILIKE :term'),
        ),
      );
    }
    return query.getMany();
  }

  /** One code by id within the caller's reach (global codes are everyone's to read). */
  async findVisible(principal: Principal, id: string, manager: EntityManager = this.dataSource.manager) {
    const code = await manager.findOne(PromoCodeEntity, { where: { id } });
    if (!code) throw notFound();
    if (code.organizationId) principal.assertCanSee(code);
    return code;
  }

  /** Adds a code; a name the scope already has (letter case aside) is ALREADY_EXISTS. */
  async add(
    principal: Principal,
    input: { organizationId?: string | null; fields: PromoCodeFields },
  ): Promise<PromoCodeEntity> {
    const data = parseInput(addPromoCodeSchema, input);
    this.assertMayManage(principal, data.organizationId);
    return this.dataSource.transaction(async (manager) => {
      await this.assertNameFree(manager, data.organizationId, data.fields.name, null);
      await this.assertOneMaster(manager, data.organizationId, data.fields, null);
      return this.saving(() =>
        manager.save(manager.create(PromoCodeEntity, { organizationId: data.organizationId, ...data.fields })),
      );
    });
  }

  /** Replaces a code's fields; the scope never changes. */
  async update(principal: Principal, input: { id: string; fields: PromoCodeFields }): Promise<PromoCodeEntity> {
    const data = parseInput(updatePromoCodeSchema, input);
    return this.dataSource.transaction(async (manager) => {
      const code = await this.findVisible(principal, data.id, manager);
      this.assertMayManage(principal, code.organizationId);
      await this.assertNameFree(manager, code.organizationId, data.fields.name, code.id);
      await this.assertOneMaster(manager, code.organizationId, data.fields, code.id);
      Object.assign(code, data.fields);
      return this.saving(() => manager.save(code));
    });
  }

  /** Deletes a code; cases it was applied to keep its name and discount (the snapshot). */
  async delete(principal: Principal, id: string): Promise<PromoCodeEntity> {
    if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) throw badInput('id: must be an id', 'id');
    return this.dataSource.transaction(async (manager) => {
      const code = await this.findVisible(principal, id, manager);
      this.assertMayManage(principal, code.organizationId);
      const copy = { ...code };
      await manager.delete(PromoCodeEntity, { id: code.id });
      return Object.assign(new PromoCodeEntity(), copy);
    });
  }

  /**
   * Applies a code (the case organization's, else a global one, active now) to a case, through CaseChange so
   * the rule is checked in the case's organization, an archived case is refused and the timeline records it.
   * The discount is computed here from the case's first charge (its bundle's, see firstChargeCents); a case
   * without a bundle gets the code with a null discount, computed once a bundle is set (changeCaseBundle).
   */
  applyToCase(principal: Principal, caseId: string, code: string): Promise<CaseEntity> {
    const data = parseInput(applyPromoCodeSchema, { caseId, code });
    return this.change.run(principal, data.caseId, PromoCodeRules.apply, async ({ manager, caseRecord, record }) => {
      const promo = await this.findApplicable(caseRecord.organizationId, data.code, manager);
      if (!promo) throw badInput(`code: ${PromoCodeMessages.UNKNOWN_CODE}`, 'code');
      const discount = firstChargeDiscount(promo, await caseChargePrice(manager, caseRecord));
      caseRecord.promoCodeId = promo.id;
      caseRecord.promoCodeName = promo.name;
      caseRecord.promoDiscountCents = discount;
      const saved = await manager.save(caseRecord);
      await record(CaseActivityType.TEXT_INFO, { field: 'promoCode', promoCode: promo.name, discount });
      return saved;
    });
  }

  /**
   * The code a member or staff typed, for an organization: its own code of that name (letter case aside),
   * else a global one; only while within its active window. Null when there is none. With `hold`, the row is
   * share-locked until the caller's transaction ends, so a row that refers to it can be written safely.
   */
  async findApplicable(
    organizationId: string,
    code: string,
    manager: EntityManager = this.dataSource.manager,
    { hold = false }: { hold?: boolean } = {},
  ): Promise<PromoCodeEntity | null> {
    const name = typeof code === 'string' ? code.trim() : '';
    if (!name) return null;
    const query = manager
      .getRepository(PromoCodeEntity)
      .createQueryBuilder('p')
      .where('lower(p.name) = lower(:name)', { name })
      .andWhere('(p.organization_id = :organizationId OR p.organization_id IS NULL)', { organizationId })
      .andWhere('(p.starts_at IS NULL OR p.starts_at <= now())')
      .andWhere('(p.ends_at IS NULL OR p.ends_at > now())')
      .orderBy('p.organization_id IS NULL', 'ASC');
    if (hold) query.setLock('pessimistic_read');
    return query.getOne();
  }

  /**
   * The member's own code, created at partner sign-up when autoCreateUserPromoCodes is on: a copy of the
   * partner's master code (masterUserPromoCodeId; when unset, the code marked master) with its discount,
   * refill rule and influencer credit, owned by the member under a readable name made from the member's
   * name. Idempotent: the member's existing code is returned. Null when there is no master code to copy.
   */
  async createForNewMember(manager: EntityManager, member: NewMemberCode): Promise<PromoCodeEntity | null> {
    const { organizationId, userId } = member;
    const existing = await manager.findOne(PromoCodeEntity, { where: { organizationId, userId } });
    if (existing) return existing;
    const master = await manager.findOne(PromoCodeEntity, {
      where: member.masterPromoCodeId
        ? { id: member.masterPromoCodeId, organizationId }
        : { organizationId, isMaster: true },
    });
    if (!master) return null;
    const base = memberCodeBase(member.firstName, member.lastName);
    const influencerName = [member.firstName, member.lastName].filter(Boolean).join(' ').slice(0, 100);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const name = await this.freeMemberCodeName(manager, organizationId, base);
      // ON CONFLICT DO NOTHING: a sign-up that took the same name a moment ago leaves this one to try the next.
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(PromoCodeEntity)
        .values({
          organizationId,
          userId,
          name,
          label: master.label,
          description: master.description,
          percentDiscount: master.percentDiscount,
          priceDiscount: master.priceDiscount,
          refillType: master.refillType,
          refillCount: master.refillCount,
          influencerName,
          influencerCreditPercent: master.influencerCreditPercent,
          influencerCreditCents: master.influencerCreditCents,
          isVisible: false,
          isAnalytics: false,
          isMaster: false,
        })
        .orIgnore()
        .returning(['id'])
        .execute();
      const id = (inserted.raw as { id: string }[])[0]?.id;
      if (id) return manager.findOneByOrFail(PromoCodeEntity, { id });
    }
    throw alreadyExists(PromoCodeMessages.DUPLICATE);
  }

  /**
   * A partner sign-up gave this code as its referral code: when a member owns it, the owner's count and
   * influencer credit (influencerCreditCents per sign-up) go up in one statement. Called in the sign-up's
   * transaction, which writes the one sign-up row of the new user, so each sign-up counts once.
   */
  async countReferralSignUp(manager: EntityManager, promoCodeId: string): Promise<void> {
    await manager.query(
      `UPDATE promo_code
          SET referral_sign_up_count = referral_sign_up_count + 1,
              influencer_credit_earned_cents = influencer_credit_earned_cents + COALESCE(influencer_credit_cents, 0),
              updated_at = now()
        WHERE id = $1 AND user_id IS NOT NULL`,
      [promoCodeId],
    );
  }

  /** The first of BASE, BASE2, BASE3, … no code of the organization nor a global code is named (letter case aside). */
  private async freeMemberCodeName(manager: EntityManager, organizationId: string, base: string): Promise<string> {
    const rows: { name: string }[] = await manager.query(
      `SELECT lower(name) AS name FROM promo_code
        WHERE (organization_id = $1 OR organization_id IS NULL) AND lower(name) LIKE lower($2) || '%'`,
      [organizationId, base],
    );
    const taken = new Set(rows.map((row) => row.name));
    for (let n = 1; ; n += 1) {
      const name = n === 1 ? base : `${base}${n}`;
      if (!taken.has(name.toLowerCase())) return name;
    }
  }

  private assertMayManage(principal: Principal, organizationId: string | null) {
    if (organizationId) principal.inOrganization(organizationId).assertSatisfies(restricted(PromoCodeRules.manage));
    else principal.assertSatisfies(restricted(PromoCodeRules.manageGlobal));
  }

  private async assertNameFree(
    manager: EntityManager,
    organizationId: string | null,
    name: string,
    exceptId: string | null,
  ) {
    const query = manager
      .getRepository(PromoCodeEntity)
      .createQueryBuilder('p')
      .where('lower(p.name) = lower(:name)', { name });
    if (organizationId) query.andWhere('p.organization_id = :organizationId', { organizationId });
    else query.andWhere('p.organization_id IS NULL');
    if (exceptId) query.andWhere('p.id <> :exceptId', { exceptId });
    if (await query.getExists()) throw alreadyExists(PromoCodeMessages.DUPLICATE);
  }

  /** One master code per organization: marking another one master is refused, not silently moved. */
  private async assertOneMaster(
    manager: EntityManager,
    organizationId: string | null,
    fields: ParsedPromoCodeFields,
    exceptId: string | null,
  ) {
    if (!fields.isMaster) return;
    if (!organizationId) throw badInput('fields.isMaster: a global code cannot be a master code', 'fields.isMaster');
    const query = manager
      .getRepository(PromoCodeEntity)
      .createQueryBuilder('p')
      .where('p.organization_id = :organizationId AND p.is_master', { organizationId });
    if (exceptId) query.andWhere('p.id <> :exceptId', { exceptId });
    if (await query.getExists()) {
      throw badInput('fields.isMaster: the organization has a master code already', 'fields.isMaster');
    }
  }

  private async saving(save: () => Promise<PromoCodeEntity>) {
    try {
      return await save();
    } catch (error) {
      // Two adds of the same name at once: the unique index decides, the loser is told as above.
      if (isUniqueViolation(error)) throw alreadyExists(PromoCodeMessages.DUPLICATE);
      throw error;
    }
  }
}
