import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Consult requests on a case with their message threads (staff only; at most one open consult per case),
 * and the GLP follow-up form schedule of a case (its next due time, the form last sent and whether it waits
 * for an answer), started by the case's first decision and worked by the follow-ups sweep.
 */
export class CaseConsultsAndFollowUps1795890000000 implements MigrationInterface {
  name = 'CaseConsultsAndFollowUps1795890000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "case_consult_request" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      "organization_id" uuid NOT NULL,
      "case_id" uuid NOT NULL,
      "requested_by_id" uuid,
      "reason" varchar(2000) NOT NULL,
      "status" varchar(10) NOT NULL DEFAULT 'OPEN',
      "closed_at" timestamptz,
      "closed_by_id" uuid,
      CONSTRAINT "PK_case_consult_request" PRIMARY KEY ("id")
    )`);
    await queryRunner.query(
      `CREATE INDEX "case_consult_request_organization_case_idx" ON "case_consult_request" ("organization_id", "case_id", "created_at")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "case_consult_request_one_open_idx" ON "case_consult_request" ("case_id") WHERE status = 'OPEN'`,
    );
    await queryRunner.query(`CREATE TABLE "case_consult_message" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      "organization_id" uuid NOT NULL,
      "case_id" uuid NOT NULL,
      "consult_request_id" uuid NOT NULL,
      "author_id" uuid,
      "text" text NOT NULL,
      CONSTRAINT "PK_case_consult_message" PRIMARY KEY ("id")
    )`);
    await queryRunner.query(
      `CREATE INDEX "case_consult_message_request_idx" ON "case_consult_message" ("organization_id", "consult_request_id", "created_at")`,
    );
    await queryRunner.query(`CREATE TABLE "case_follow_up" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      "organization_id" uuid NOT NULL,
      "case_id" uuid NOT NULL,
      "next_due_at" timestamptz,
      "sent_form_id" uuid,
      "awaiting_answer_since" timestamptz,
      "stopped_at" timestamptz,
      CONSTRAINT "PK_case_follow_up" PRIMARY KEY ("id")
    )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "case_follow_up_case_idx" ON "case_follow_up" ("case_id")`);
    await queryRunner.query(
      `CREATE INDEX "case_follow_up_due_idx" ON "case_follow_up" ("next_due_at") WHERE next_due_at IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "case_follow_up_awaiting_idx" ON "case_follow_up" ("awaiting_answer_since") WHERE awaiting_answer_since IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "case_follow_up"`);
    await queryRunner.query(`DROP TABLE "case_consult_message"`);
    await queryRunner.query(`DROP TABLE "case_consult_request"`);
  }
}
