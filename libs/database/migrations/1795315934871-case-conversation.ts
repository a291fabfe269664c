import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CaseConversation1795315934871 implements MigrationInterface {
  name = 'CaseConversation1795315934871';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "case_comment" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "organization_id" uuid NOT NULL, "case_id" uuid NOT NULL, "author_id" uuid, "text" text NOT NULL, "is_acknowledged" boolean NOT NULL DEFAULT false, "acknowledged_at" TIMESTAMP WITH TIME ZONE, "acknowledged_by_id" uuid, "user_channels" text array NOT NULL DEFAULT '{}', "form_ids" uuid array NOT NULL DEFAULT '{}', CONSTRAINT "PK_cf3fac04fffd4b72988cec36ca8" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "case_comment_organization_case_created_idx" ON "case_comment"  ("organization_id", "case_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "case_note" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "organization_id" uuid NOT NULL, "case_id" uuid NOT NULL, "author_id" uuid, "text" text NOT NULL, "tagged_user_ids" uuid array NOT NULL DEFAULT '{}', "is_acknowledged" boolean NOT NULL DEFAULT false, "acknowledged_at" TIMESTAMP WITH TIME ZONE, "acknowledged_by_id" uuid, CONSTRAINT "PK_7b0442af3f3d9273fb63d2799a2" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "case_note_organization_case_created_idx" ON "case_note"  ("organization_id", "case_id", "created_at", "id") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."case_note_organization_case_created_idx"`);
    await queryRunner.query(`DROP TABLE "case_note"`);
    await queryRunner.query(`DROP INDEX "public"."case_comment_organization_case_created_idx"`);
    await queryRunner.query(`DROP TABLE "case_comment"`);
  }
}
