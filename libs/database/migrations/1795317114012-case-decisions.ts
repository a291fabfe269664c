import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CaseDecisions1795317114012 implements MigrationInterface {
  name = 'CaseDecisions1795317114012';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "case_decision" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "organization_id" uuid NOT NULL, "case_id" uuid NOT NULL, "is_approved" boolean NOT NULL, "is_no_decision" boolean NOT NULL DEFAULT false, "is_indefinite" boolean NOT NULL DEFAULT false, "start_date" date, "end_date" date, "decision_text" text NOT NULL DEFAULT '', "category" character varying(200), "cost" numeric(12,2), "visit_type" character varying(20), "added_by_id" uuid, "attachment_path" text, "medicine" character varying(200), "medicine_external_id" character varying(200), "dosage" character varying(200), "refill_count" integer, "is_prior_auth_requested" boolean NOT NULL DEFAULT false, "dosing_frequency" character varying(200), "treatment_period" character varying(200), "pharmacy_instructions" text, "is_refill" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_bae10668fd3cebd996d497f535d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "case_decision_organization_case_created_idx" ON "case_decision"  ("organization_id", "case_id", "created_at", "id") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."case_decision_organization_case_created_idx"`);
    await queryRunner.query(`DROP TABLE "case_decision"`);
  }
}
