import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { badInput, isUuid, notFound, type Principal, restricted } from '#access';
import { parseInput } from '#domain/shared';
import {
  type CreateAffiliateRelationInput,
  createAffiliateRelationSchema,
  type UpdateAffiliateRelationInput,
  updateAffiliateRelationSchema,
} from './affiliate-input.js';
import { AffiliateRelationEntity } from './affiliate-relation.entity.js';
import { AffiliateMessages, AffiliateRules } from './affiliate-rules.js';

/** A relation as shown: both organizations by id and name. */
export interface AffiliateRelationView {
  id: string;
  fromOrganizationId: string;
  fromOrganizationName: string;
  toOrganizationId: string;
  toOrganizationName: string;
  implementationFeeShareFraction: number;
  /** In a reachability answer: how many relations away from the organization asked about (1: direct). */
  depth: number;
}

interface RelationRow {
  id: string;
  from_organization_id: string;
  from_organization_name: string;
  to_organization_id: string;
  to_organization_name: string;
  implementation_fee_share_fraction: string;
  depth: number;
}

const VIEW_COLUMNS = `r.id, r.from_organization_id, f.name AS from_organization_name, r.to_organization_id,
  t.name AS to_organization_name, r.implementation_fee_share_fraction`;
const VIEW_JOINS = `JOIN organization f ON f.id = r.from_organization_id JOIN organization t ON t.id = r.to_organization_id`;

/** Relations are written one at a time, so the cycle and share checks read what the write will join. */
const WRITE_LOCK = `SELECT pg_advisory_xact_lock(hashtext('affiliate_relation'))`;

/**
 * Affiliate relations (spec 001 "Affiliates": createAffiliateRelationship, updateAffiliateRelationship,
 * deleteAffiliateRelationship; getReachableAffiliates). The CV Admin only. Every change checks, in the same
 * transaction, that no cycle forms and that the affiliates of an organization share at most all of its fee.
 */
@Injectable()
export class AffiliatesService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async create(principal: Principal, input: CreateAffiliateRelationInput): Promise<AffiliateRelationView> {
    principal.assertSatisfies(restricted(AffiliateRules.manage));
    const data = parseInput(createAffiliateRelationSchema, input);
    if (data.fromOrganizationId === data.toOrganizationId) throw badInput(AffiliateMessages.SELF, 'toOrganizationId');
    const id = await this.dataSource.transaction(async (manager) => {
      await manager.query(WRITE_LOCK);
      const found: { id: string }[] = await manager.query(`SELECT id FROM organization WHERE id = ANY($1::uuid[])`, [
        [data.fromOrganizationId, data.toOrganizationId],
      ]);
      if (found.length !== 2) throw notFound('Organization not found');
      const repository = manager.getRepository(AffiliateRelationEntity);
      const pair = { fromOrganizationId: data.fromOrganizationId, toOrganizationId: data.toOrganizationId };
      const reversed = { fromOrganizationId: data.toOrganizationId, toOrganizationId: data.fromOrganizationId };
      if (await repository.existsBy(pair)) throw badInput(AffiliateMessages.EXISTS, 'toOrganizationId');
      if (await repository.existsBy(reversed)) throw badInput(AffiliateMessages.CYCLE, 'toOrganizationId');
      if (await this.reaches(manager, data.toOrganizationId, data.fromOrganizationId))
        throw badInput(AffiliateMessages.CYCLE, 'toOrganizationId');
      await this.assertShareFits(manager, data.toOrganizationId, data.implementationFeeShareFraction, null);
      const saved = await repository.save(repository.create({ ...data, createdById: principal.userId }));
      return saved.id;
    });
    return this.view(id);
  }

  async update(principal: Principal, input: UpdateAffiliateRelationInput): Promise<AffiliateRelationView> {
    principal.assertSatisfies(restricted(AffiliateRules.manage));
    const data = parseInput(updateAffiliateRelationSchema, input);
    await this.dataSource.transaction(async (manager) => {
      await manager.query(WRITE_LOCK);
      const repository = manager.getRepository(AffiliateRelationEntity);
      const relation = await repository.findOneBy({ id: data.id });
      if (!relation) throw notFound();
      await this.assertShareFits(manager, relation.toOrganizationId, data.implementationFeeShareFraction, relation.id);
      await repository.update(
        { id: relation.id },
        { implementationFeeShareFraction: data.implementationFeeShareFraction },
      );
    });
    return this.view(data.id);
  }

  /** Removes the relation; NOT_FOUND when there is none. */
  async delete(principal: Principal, id: string): Promise<void> {
    principal.assertSatisfies(restricted(AffiliateRules.manage));
    if (!isUuid(id)) throw notFound();
    const result = await this.dataSource.getRepository(AffiliateRelationEntity).delete({ id });
    if (!result.affected) throw notFound();
  }

  /**
   * The relations reachable from the organization: those it is `from` of, then those of the organizations
   * they lead to, and so on (its affiliates' affiliates); with reverseLookup, the other way (the
   * organizations that brought it, and theirs). Nearest first.
   */
  async reachable(
    principal: Principal,
    organizationId: string,
    reverseLookup: boolean,
  ): Promise<AffiliateRelationView[]> {
    principal.assertSatisfies(restricted(AffiliateRules.manage));
    if (!isUuid(organizationId)) throw notFound('Organization not found');
    const [near, far] = reverseLookup ? ['to', 'from'] : ['from', 'to'];
    const exists: unknown[] = await this.dataSource.query(`SELECT 1 FROM organization WHERE id = $1`, [organizationId]);
    if (exists.length === 0) throw notFound('Organization not found');
    // UNION (not UNION ALL) on the relation and its depth ends the walk; relations form no cycle anyway.
    const rows: RelationRow[] = await this.dataSource.query(
      `WITH RECURSIVE walk(id, next_organization_id, depth) AS (
         SELECT id, ${far}_organization_id, 1 FROM affiliate_relation WHERE ${near}_organization_id = $1
         UNION
         SELECT r.id, r.${far}_organization_id, w.depth + 1
           FROM affiliate_relation r JOIN walk w ON r.${near}_organization_id = w.next_organization_id
          WHERE w.depth < 50
       ), nearest AS (SELECT id, min(depth) AS depth FROM walk GROUP BY id)
       SELECT ${VIEW_COLUMNS}, n.depth FROM nearest n JOIN affiliate_relation r ON r.id = n.id ${VIEW_JOINS}
        ORDER BY n.depth, f.name, t.name, r.id`,
      [organizationId],
    );
    return rows.map(toView);
  }

  /** Every relation an organization is part of, either side: what its settings section lists. */
  async ofOrganization(principal: Principal, organizationId: string): Promise<AffiliateRelationView[]> {
    principal.assertSatisfies(restricted(AffiliateRules.manage));
    if (!isUuid(organizationId)) throw notFound('Organization not found');
    const rows: RelationRow[] = await this.dataSource.query(
      `SELECT ${VIEW_COLUMNS}, 1 AS depth FROM affiliate_relation r ${VIEW_JOINS}
        WHERE r.from_organization_id = $1 OR r.to_organization_id = $1
        ORDER BY (r.to_organization_id = $1) DESC, f.name, t.name, r.id`,
      [organizationId],
    );
    return rows.map(toView);
  }

  /** The direct affiliates of each organization with their fractions: what payouts share the platform fee with. */
  async sharesOf(organizationIds: readonly string[]): Promise<Map<string, AffiliateRelationView[]>> {
    const shares = new Map<string, AffiliateRelationView[]>(organizationIds.map((id) => [id, []]));
    const ids = organizationIds.filter(isUuid);
    if (ids.length === 0) return shares;
    const rows: RelationRow[] = await this.dataSource.query(
      `SELECT ${VIEW_COLUMNS}, 1 AS depth FROM affiliate_relation r ${VIEW_JOINS}
        WHERE r.to_organization_id = ANY($1::uuid[]) ORDER BY f.name, r.id`,
      [ids],
    );
    for (const row of rows) shares.get(row.to_organization_id)?.push(toView(row));
    return shares;
  }

  private async view(id: string): Promise<AffiliateRelationView> {
    const rows: RelationRow[] = await this.dataSource.query(
      `SELECT ${VIEW_COLUMNS}, 1 AS depth FROM affiliate_relation r ${VIEW_JOINS} WHERE r.id = $1`,
      [id],
    );
    if (!rows[0]) throw notFound();
    return toView(rows[0]);
  }

  /** Whether `target` is reached from `start` by following relations from → to. */
  private async reaches(manager: EntityManager, start: string, target: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `WITH RECURSIVE reach(organization_id) AS (
         SELECT to_organization_id FROM affiliate_relation WHERE from_organization_id = $1
         UNION
         SELECT r.to_organization_id FROM affiliate_relation r JOIN reach ON r.from_organization_id = reach.organization_id
       ) SELECT 1 FROM reach WHERE organization_id = $2 LIMIT 1`,
      [start, target],
    );
    return rows.length > 0;
  }

  /** The fractions of the organization's affiliates, with this one's new value, add up to at most 1. */
  private async assertShareFits(
    manager: EntityManager,
    toOrganizationId: string,
    fraction: number,
    exceptId: string | null,
  ): Promise<void> {
    const [{ total }]: { total: string }[] = await manager.query(
      `SELECT coalesce(sum(implementation_fee_share_fraction), 0) + $3::numeric AS total
         FROM affiliate_relation WHERE to_organization_id = $1 AND ($2::uuid IS NULL OR id <> $2)`,
      [toOrganizationId, exceptId, fraction],
    );
    if (Number(total) > 1)
      throw badInput(AffiliateMessages.SHARE_OVER_ONE(Number(total).toString()), 'implementationFeeShareFraction');
  }
}

function toView(row: RelationRow): AffiliateRelationView {
  return {
    id: row.id,
    fromOrganizationId: row.from_organization_id,
    fromOrganizationName: row.from_organization_name,
    toOrganizationId: row.to_organization_id,
    toOrganizationName: row.to_organization_name,
    implementationFeeShareFraction: Number(row.implementation_fee_share_fraction),
    depth: Number(row.depth),
  };
}
