import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CaseStatusArchivedIndex1795329688045 implements MigrationInterface {
  name = 'CaseStatusArchivedIndex1795329688045';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "case_record_organization_status_archived_idx" ON "case_record"  ("organization_id", "status", "is_archived") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."case_record_organization_status_archived_idx"`);
  }
}
