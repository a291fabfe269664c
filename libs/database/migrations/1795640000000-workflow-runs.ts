import type { MigrationInterface, QueryRunner } from 'typeorm';

export class WorkflowRuns1795640000000 implements MigrationInterface {
  name = 'WorkflowRuns1795640000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "workflow_run" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "organization_id" uuid NOT NULL, "case_id" uuid NOT NULL, "activity_id" uuid, "trigger" character varying(30) NOT NULL, "run_key" character varying(200) NOT NULL, "status" character varying(20) NOT NULL DEFAULT 'IN_PROGRESS', "actions" jsonb NOT NULL DEFAULT '[]', "reason" text, "attempts" integer NOT NULL DEFAULT '0', "finished_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_workflow_run_id" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "workflow_run_case_created_idx" ON "workflow_run" ("case_id", "created_at", "id") `);
    await queryRunner.query(`CREATE INDEX "workflow_run_organization_created_idx" ON "workflow_run" ("organization_id", "created_at", "id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "workflow_run_key" ON "workflow_run" ("run_key") `);
    await queryRunner.query(`CREATE INDEX "workflow_run_in_progress_idx" ON "workflow_run" ("trigger", "created_at") WHERE status = 'IN_PROGRESS'`);
    await queryRunner.query(`CREATE TABLE "workflow_run_action" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "run_id" uuid NOT NULL, "action_index" integer NOT NULL, "action_type" character varying(40) NOT NULL, "outcome" character varying(10) NOT NULL, "note" text, CONSTRAINT "PK_workflow_run_action_id" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "workflow_run_action_key" ON "workflow_run_action" ("run_id", "action_index") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."workflow_run_action_key"`);
    await queryRunner.query(`DROP TABLE "workflow_run_action"`);
    await queryRunner.query(`DROP INDEX "public"."workflow_run_in_progress_idx"`);
    await queryRunner.query(`DROP INDEX "public"."workflow_run_key"`);
    await queryRunner.query(`DROP INDEX "public"."workflow_run_organization_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."workflow_run_case_created_idx"`);
    await queryRunner.query(`DROP TABLE "workflow_run"`);
  }
}
