import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CaseMessageClaims1795993610760 implements MigrationInterface {
  name = 'CaseMessageClaims1795993610760';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."case_message_outbound_pending_idx"`);
    await queryRunner.query(
      `ALTER TABLE "case_message" ADD "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`,
    );
    await queryRunner.query(
      `CREATE INDEX "case_message_outbound_due_idx" ON "case_message"  ("next_attempt_at") WHERE type IN ('OUTBOUND_EMAIL_PENDING', 'OUTBOUND_SMS_PENDING')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."case_message_outbound_due_idx"`);
    await queryRunner.query(`ALTER TABLE "case_message" DROP COLUMN "next_attempt_at"`);
    await queryRunner.query(
      `CREATE INDEX "case_message_outbound_pending_idx" ON "case_message" USING btree ("created_at") WHERE ((type)::text = ANY ((ARRAY['OUTBOUND_EMAIL_PENDING'::character varying, 'OUTBOUND_SMS_PENDING'::character varying])::text[]))`,
    );
  }
}
