import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A partner sign-up's referral code is a promo code, kept by id (name as typed is replaced by the code's
 * name), with the case that took it over; a member's own code counts the sign-ups it brought and the
 * influencer credit they earned.
 */
export class PartnerSignUpReferrals1795790000000 implements MigrationInterface {
  name = 'PartnerSignUpReferrals1795790000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "partner_sign_up" ADD "promo_code_id" uuid, ADD "case_id" uuid`);
    await queryRunner.query(
      `ALTER TABLE "partner_sign_up" ADD CONSTRAINT "partner_sign_up_promo_code_id_fkey" FOREIGN KEY ("promo_code_id") REFERENCES "promo_code"("id") ON DELETE SET NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "partner_sign_up" ADD CONSTRAINT "partner_sign_up_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "case_record"("id") ON DELETE SET NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "partner_sign_up_promo_code_idx" ON "partner_sign_up" ("promo_code_id") WHERE "promo_code_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "promo_code" ADD "referral_sign_up_count" integer NOT NULL DEFAULT 0, ADD "influencer_credit_earned_cents" integer NOT NULL DEFAULT 0`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "promo_code" DROP COLUMN "influencer_credit_earned_cents", DROP COLUMN "referral_sign_up_count"`,
    );
    await queryRunner.query(`DROP INDEX "partner_sign_up_promo_code_idx"`);
    await queryRunner.query(`ALTER TABLE "partner_sign_up" DROP COLUMN "case_id", DROP COLUMN "promo_code_id"`);
  }
}
