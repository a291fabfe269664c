import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CommunicationTemplates1795531515792 implements MigrationInterface {
  name = 'CommunicationTemplates1795531515792';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "communication_template" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "organization_id" uuid, "owner_user_id" uuid, "name" character varying(200) NOT NULL, "text" text NOT NULL, "document_ids" uuid array NOT NULL DEFAULT '{}', "form_ids" uuid array NOT NULL DEFAULT '{}', "case_category_ids" uuid array NOT NULL DEFAULT '{}', "is_global" boolean NOT NULL DEFAULT false, "is_personal" boolean NOT NULL DEFAULT false, CONSTRAINT "communication_template_scope_check" CHECK ((is_global AND organization_id IS NULL AND NOT is_personal AND owner_user_id IS NULL)
   OR (NOT is_global AND organization_id IS NOT NULL AND is_personal = (owner_user_id IS NOT NULL))), CONSTRAINT "PK_7d692c979781abeb65e1ec553b4" PRIMARY KEY ("id"))`);
    await queryRunner.query(
      `CREATE INDEX "communication_template_organization_name_idx" ON "communication_template"  ("organization_id", "owner_user_id", "name") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."communication_template_organization_name_idx"`);
    await queryRunner.query(`DROP TABLE "communication_template"`);
  }
}
