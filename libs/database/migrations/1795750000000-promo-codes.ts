import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PromoCodes1795750000000 implements MigrationInterface {
  name = 'PromoCodes1795750000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "promo_code" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "organization_id" uuid, "name" character varying(60) NOT NULL, "label" character varying(100) NOT NULL DEFAULT '', "description" character varying(500) NOT NULL DEFAULT '', "percent_discount" integer, "price_discount" integer, "refill_type" character varying(20) NOT NULL DEFAULT 'ONE_TIME', "refill_count" integer, "influencer_name" character varying(100), "influencer_credit_percent" integer, "influencer_credit_cents" integer, "is_visible" boolean NOT NULL DEFAULT false, "is_analytics" boolean NOT NULL DEFAULT false, "is_master" boolean NOT NULL DEFAULT false, "user_id" uuid, "starts_at" TIMESTAMP WITH TIME ZONE, "ends_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_promo_code" PRIMARY KEY ("id"),
      CONSTRAINT "promo_code_one_discount_check" CHECK ((percent_discount IS NULL) <> (price_discount IS NULL)),
      CONSTRAINT "promo_code_percent_check" CHECK (percent_discount IS NULL OR percent_discount BETWEEN 1 AND 100),
      CONSTRAINT "promo_code_price_check" CHECK (price_discount IS NULL OR price_discount >= 1),
      CONSTRAINT "promo_code_refill_check" CHECK ((refill_type = 'NUMBER_OF_REFILLS' AND refill_count >= 1) OR (refill_type IN ('ONE_TIME', 'EVERY_REFILL') AND refill_count IS NULL)),
      CONSTRAINT "promo_code_influencer_credit_check" CHECK (influencer_credit_percent IS NULL OR influencer_credit_cents IS NULL))`);
    // Names are unique per scope whatever their letter case: one index for each organization, one for global codes.
    await queryRunner.query(`CREATE UNIQUE INDEX "promo_code_organization_name_key" ON "promo_code" ("organization_id", lower("name")) WHERE "organization_id" IS NOT NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX "promo_code_global_name_key" ON "promo_code" (lower("name")) WHERE "organization_id" IS NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX "promo_code_organization_master_key" ON "promo_code" ("organization_id") WHERE "is_master"`);
    await queryRunner.query(`CREATE INDEX "promo_code_user_idx" ON "promo_code" ("user_id") `);
    await queryRunner.query(`ALTER TABLE "promo_code" ADD CONSTRAINT "FK_promo_code_organization" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "promo_code" ADD CONSTRAINT "FK_promo_code_user" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "case_record" ADD "promo_code_id" uuid`);
    await queryRunner.query(`ALTER TABLE "case_record" ADD "promo_code_name" character varying(60)`);
    await queryRunner.query(`ALTER TABLE "case_record" ADD "promo_discount_cents" integer`);
    await queryRunner.query(`ALTER TABLE "case_record" ADD CONSTRAINT "FK_case_record_promo_code" FOREIGN KEY ("promo_code_id") REFERENCES "promo_code"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "case_record" DROP CONSTRAINT "FK_case_record_promo_code"`);
    await queryRunner.query(`ALTER TABLE "case_record" DROP COLUMN "promo_discount_cents"`);
    await queryRunner.query(`ALTER TABLE "case_record" DROP COLUMN "promo_code_name"`);
    await queryRunner.query(`ALTER TABLE "case_record" DROP COLUMN "promo_code_id"`);
    await queryRunner.query(`DROP TABLE "promo_code"`);
  }
}
