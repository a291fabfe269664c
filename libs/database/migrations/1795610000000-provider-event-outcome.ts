import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ProviderEventOutcome1795610000000 implements MigrationInterface {
  name = 'ProviderEventOutcome1795610000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "provider_event" ADD "outcome" character varying(40)`);
    await queryRunner.query(
      `CREATE INDEX "provider_event_passed_idx" ON "provider_event"  ("received_at") WHERE processed_at IS NULL AND error IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."provider_event_passed_idx"`);
    await queryRunner.query(`ALTER TABLE "provider_event" DROP COLUMN "outcome"`);
  }
}
