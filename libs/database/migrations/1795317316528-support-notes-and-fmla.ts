import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SupportNotesAndFmla1795317316528 implements MigrationInterface {
  name = 'SupportNotesAndFmla1795317316528';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "case_support_note" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "organization_id" uuid NOT NULL, "case_id" uuid NOT NULL, "content" text NOT NULL, "is_completed" boolean NOT NULL DEFAULT false, "completed_at" TIMESTAMP WITH TIME ZONE, "is_organization_wide" boolean NOT NULL DEFAULT false, "author_id" uuid, CONSTRAINT "PK_2020ffae360f3deee352873cced" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "case_support_note_organization_wide_idx" ON "case_support_note"  ("organization_id", "created_at") WHERE is_organization_wide`,
    );
    await queryRunner.query(
      `CREATE INDEX "case_support_note_organization_case_idx" ON "case_support_note"  ("organization_id", "case_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "fmla_hours" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "organization_id" uuid NOT NULL, "user_id" uuid NOT NULL, "fmla_hours_taken" numeric(8,2) NOT NULL, "work_hours_missed" numeric(8,2) NOT NULL, "created_by_id" uuid, CONSTRAINT "PK_ae59670e3431d9864f6a927f43c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "fmla_hours_organization_user_created_idx" ON "fmla_hours"  ("organization_id", "user_id", "created_at") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."fmla_hours_organization_user_created_idx"`);
    await queryRunner.query(`DROP TABLE "fmla_hours"`);
    await queryRunner.query(`DROP INDEX "public"."case_support_note_organization_case_idx"`);
    await queryRunner.query(`DROP INDEX "public"."case_support_note_organization_wide_idx"`);
    await queryRunner.query(`DROP TABLE "case_support_note"`);
  }
}
