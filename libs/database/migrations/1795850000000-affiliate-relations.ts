import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Affiliate relations (spec 000 §3): which organization brought which onto the platform, and the fraction of
 * its implementation fee the affiliate earns. A pair once, never an organization with itself, a fraction
 * from 0 to 1; looked up by either side.
 */
export class AffiliateRelations1795850000000 implements MigrationInterface {
  name = 'AffiliateRelations1795850000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "affiliate_relation" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      "from_organization_id" uuid NOT NULL,
      "to_organization_id" uuid NOT NULL,
      "implementation_fee_share_fraction" numeric(5,4) NOT NULL,
      "created_by_id" uuid,
      CONSTRAINT "PK_affiliate_relation" PRIMARY KEY ("id"),
      CONSTRAINT "affiliate_relation_not_self_check" CHECK (from_organization_id <> to_organization_id),
      CONSTRAINT "affiliate_relation_fraction_check" CHECK (implementation_fee_share_fraction >= 0 AND implementation_fee_share_fraction <= 1)
    )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "affiliate_relation_pair_key" ON "affiliate_relation" ("from_organization_id", "to_organization_id")`,
    );
    await queryRunner.query(`CREATE INDEX "affiliate_relation_to_idx" ON "affiliate_relation" ("to_organization_id")`);
    await queryRunner.query(`ALTER TABLE "affiliate_relation" ADD CONSTRAINT "FK_affiliate_relation_from_organization"
      FOREIGN KEY ("from_organization_id") REFERENCES "organization"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "affiliate_relation" ADD CONSTRAINT "FK_affiliate_relation_to_organization"
      FOREIGN KEY ("to_organization_id") REFERENCES "organization"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "affiliate_relation" ADD CONSTRAINT "FK_affiliate_relation_created_by"
      FOREIGN KEY ("created_by_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "affiliate_relation"`);
  }
}
