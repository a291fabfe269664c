import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Forms1795308181287 implements MigrationInterface {
  name = 'Forms1795308181287';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "form" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "organization_id" uuid, "name" character varying(200) NOT NULL, "link_name" character varying(100) NOT NULL, "description" text NOT NULL DEFAULT '', "is_active" boolean NOT NULL DEFAULT true, "is_global" boolean NOT NULL DEFAULT false, "is_default" boolean NOT NULL DEFAULT false, "show_steps_individually" boolean NOT NULL DEFAULT false, "case_types" text array NOT NULL DEFAULT '{}', "case_category_ids" uuid array NOT NULL DEFAULT '{}', "current_version_id" uuid, CONSTRAINT "PK_8f72b95aa2f8ba82cf95dc7579e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "form_organization_active_idx" ON "form"  ("organization_id", "is_active", "name") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "form_organization_link_name_key" ON "form"  ("organization_id", "link_name") `,
    );
    await queryRunner.query(
      `CREATE TABLE "form_version" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "form_id" uuid NOT NULL, "organization_id" uuid, "version_number" integer NOT NULL, "link_name" character varying(100) NOT NULL, "questions" jsonb NOT NULL, "is_partner_default" boolean NOT NULL DEFAULT false, "is_glpfollowup_default" boolean NOT NULL DEFAULT false, "created_by_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5992da09af1567a95aec97bcf9f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "form_version_form_number_key" ON "form_version"  ("form_id", "version_number") `,
    );
    await queryRunner.query(
      `CREATE TABLE "form_response" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "organization_id" uuid NOT NULL, "form_id" uuid NOT NULL, "form_version_id" uuid NOT NULL, "respondent_id" uuid, "assisted_by_id" uuid, "case_id" uuid, "is_draft" boolean NOT NULL DEFAULT true, "external_id" character varying(200), "question_responses" jsonb NOT NULL DEFAULT '[]', "submitted_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_590558d307109b9ee2aa8f8e8e2" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "form_response_organization_case_idx" ON "form_response"  ("organization_id", "case_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "form_response_organization_respondent_idx" ON "form_response"  ("organization_id", "respondent_id", "is_draft", "updated_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "anonymous_form_token" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "organization_id" uuid NOT NULL, "case_id" uuid NOT NULL, "form_version_id" uuid NOT NULL, "created_by_id" uuid, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_f37a10d30553750f34e355a68e3" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "anonymous_form_token_organization_case_idx" ON "anonymous_form_token"  ("organization_id", "case_id") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."anonymous_form_token_organization_case_idx"`);
    await queryRunner.query(`DROP TABLE "anonymous_form_token"`);
    await queryRunner.query(`DROP INDEX "public"."form_response_organization_respondent_idx"`);
    await queryRunner.query(`DROP INDEX "public"."form_response_organization_case_idx"`);
    await queryRunner.query(`DROP TABLE "form_response"`);
    await queryRunner.query(`DROP INDEX "public"."form_version_form_number_key"`);
    await queryRunner.query(`DROP TABLE "form_version"`);
    await queryRunner.query(`DROP INDEX "public"."form_organization_link_name_key"`);
    await queryRunner.query(`DROP INDEX "public"."form_organization_active_idx"`);
    await queryRunner.query(`DROP TABLE "form"`);
  }
}
