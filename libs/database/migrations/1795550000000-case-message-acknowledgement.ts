import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CaseMessageAcknowledgement1795550000000 implements MigrationInterface {
  name = 'CaseMessageAcknowledgement1795550000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "case_message" ADD "acknowledged_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "case_message" ADD "acknowledged_by_id" uuid`);
    await queryRunner.query(
      `CREATE INDEX "case_message_unacknowledged_inbound_idx" ON "case_message" ("organization_id", "case_id", "created_at") WHERE type LIKE 'INBOUND%' AND acknowledged_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."case_message_unacknowledged_inbound_idx"`);
    await queryRunner.query(`ALTER TABLE "case_message" DROP COLUMN "acknowledged_by_id"`);
    await queryRunner.query(`ALTER TABLE "case_message" DROP COLUMN "acknowledged_at"`);
  }
}
