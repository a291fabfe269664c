import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CaseAttachments1795317552050 implements MigrationInterface {
  name = 'CaseAttachments1795317552050';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "case_attachment" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "organization_id" uuid NOT NULL, "case_id" uuid NOT NULL, "path" text NOT NULL, "file_name" character varying(255) NOT NULL, "is_phi" boolean NOT NULL DEFAULT false, "uploaded_by_id" uuid, CONSTRAINT "PK_986ce92847042b75efad5e39601" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "case_attachment_organization_case_created_idx" ON "case_attachment"  ("organization_id", "case_id", "created_at", "id") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."case_attachment_organization_case_created_idx"`);
    await queryRunner.query(`DROP TABLE "case_attachment"`);
  }
}
