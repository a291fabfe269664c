import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CaseMessageLogIndex1795570000000 implements MigrationInterface {
  name = 'CaseMessageLogIndex1795570000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "case_message_organization_created_idx" ON "case_message" ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "case_message_organization_type_created_idx" ON "case_message" ("organization_id", "type", "created_at", "id") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."case_message_organization_type_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."case_message_organization_created_idx"`);
  }
}
