import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What a person chose when signing up on a partner's landing page: bundle, referral code, SMS consent. */
export class PartnerSignUps1795760000000 implements MigrationInterface {
  name = 'PartnerSignUps1795760000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "partner_sign_up" (
      "user_id" uuid PRIMARY KEY REFERENCES "app_user"("id") ON DELETE CASCADE,
      "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
      "product_bundle_id" uuid,
      "referral_code" varchar(100),
      "sms_consent" boolean NOT NULL DEFAULT false,
      "profile" jsonb NOT NULL DEFAULT '{}'::jsonb,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await queryRunner.query(
      `CREATE INDEX "partner_sign_up_organization_idx" ON "partner_sign_up" ("organization_id", "created_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "partner_sign_up"`);
  }
}
