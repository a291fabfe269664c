import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CaseMessageProviderStatus1795540000000 implements MigrationInterface {
  name = 'CaseMessageProviderStatus1795540000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "case_message" ADD "provider_status" character varying(20)`);
    await queryRunner.query(
      `CREATE INDEX "case_message_provider_message_id_idx" ON "case_message" ("provider_message_id") WHERE provider_message_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "case_message_inbound_provider_message_id_key" ON "case_message" ("channel", "provider_message_id") WHERE type LIKE 'INBOUND%'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."case_message_inbound_provider_message_id_key"`);
    await queryRunner.query(`DROP INDEX "public"."case_message_provider_message_id_idx"`);
    await queryRunner.query(`ALTER TABLE "case_message" DROP COLUMN "provider_status"`);
  }
}
