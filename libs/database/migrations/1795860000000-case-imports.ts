import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bulk case import (spec 000 §3 Case import record): one row per uploaded file with its status, counts and the
 * rows refused so far; and on the case the external id a file gives it, unique per organization, so that a
 * second run of the same file finds the cases it already made instead of making them again.
 */
export class CaseImports1795860000000 implements MigrationInterface {
  name = 'CaseImports1795860000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "case_import" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      "created_by_id" uuid NOT NULL,
      "file_path" varchar(1024) NOT NULL,
      "file_name" varchar(255) NOT NULL,
      "status" varchar(20) NOT NULL DEFAULT 'IN_PROGRESS',
      "total_rows" integer NOT NULL,
      "processed_rows" integer NOT NULL DEFAULT 0,
      "imported_count" integer NOT NULL DEFAULT 0,
      "skipped_count" integer NOT NULL DEFAULT 0,
      "error_count" integer NOT NULL DEFAULT 0,
      "row_errors" jsonb NOT NULL DEFAULT '[]',
      "errors_file_path" varchar(1024),
      "failure_reason" text,
      "finished_at" timestamptz,
      CONSTRAINT "PK_case_import" PRIMARY KEY ("id"),
      CONSTRAINT "FK_case_import_created_by" FOREIGN KEY ("created_by_id") REFERENCES "app_user"("id") ON DELETE RESTRICT
    )`);
    await queryRunner.query(`CREATE INDEX "case_import_created_idx" ON "case_import" ("created_at", "id")`);
    await queryRunner.query(`ALTER TABLE "case_record" ADD "external_id" varchar(100)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "case_record_organization_external_id_key" ON "case_record" ("organization_id", "external_id") WHERE external_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "case_record_organization_external_id_key"`);
    await queryRunner.query(`ALTER TABLE "case_record" DROP COLUMN "external_id"`);
    await queryRunner.query(`DROP TABLE "case_import"`);
  }
}
