import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ActivityClockTimestamp1795315560113 implements MigrationInterface {
  name = 'ActivityClockTimestamp1795315560113';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."case_activity_organization_case_created_idx"`);
    await queryRunner.query(`ALTER TABLE "case_activity" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp()`);
    await queryRunner.query(
      `CREATE INDEX "case_activity_organization_case_created_idx" ON "case_activity"  ("organization_id", "case_id", "created_at", "id") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."case_activity_organization_case_created_idx"`);
    await queryRunner.query(`ALTER TABLE "case_activity" ALTER COLUMN "created_at" SET DEFAULT now()`);
    await queryRunner.query(
      `CREATE INDEX "case_activity_organization_case_created_idx" ON "case_activity" USING btree ("id", "organization_id", "case_id", "created_at") `,
    );
  }
}
