import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Scheduled reports (organization settings "schedules", spec 000 §3) and their run log: one run per schedule
 * and slot (the unique key is the claim that makes a slot run once), with the spec's run status.
 */
export class ReportSchedules1795920000000 implements MigrationInterface {
  name = 'ReportSchedules1795920000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "report_schedule" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      "organization_id" uuid NOT NULL,
      "name" character varying(100) NOT NULL,
      "enabled" boolean NOT NULL DEFAULT true,
      "schedule_type" character varying(10) NOT NULL,
      "days" smallint array NOT NULL DEFAULT '{}',
      "hour" smallint NOT NULL,
      "recipients" text array NOT NULL,
      "start_date" date,
      "end_date" date,
      CONSTRAINT "PK_report_schedule" PRIMARY KEY ("id"),
      CONSTRAINT "report_schedule_hour_check" CHECK (hour >= 0 AND hour <= 23),
      CONSTRAINT "report_schedule_type_check" CHECK (schedule_type IN ('DAILY', 'WEEKLY'))
    )`);
    await queryRunner.query(
      `CREATE INDEX "report_schedule_organization_idx" ON "report_schedule" ("organization_id", "created_at")`,
    );
    await queryRunner.query(`ALTER TABLE "report_schedule" ADD CONSTRAINT "FK_report_schedule_organization"
      FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`CREATE TABLE "report_schedule_run" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      "organization_id" uuid NOT NULL,
      "schedule_id" uuid NOT NULL,
      "slot_at" timestamptz NOT NULL,
      "period_start" timestamptz NOT NULL,
      "status" character varying(20) NOT NULL,
      "finished_at" timestamptz,
      "error" text,
      CONSTRAINT "PK_report_schedule_run" PRIMARY KEY ("id"),
      CONSTRAINT "report_schedule_run_status_check" CHECK (status IN ('ERROR', 'IN_PROGRESS', 'SUCCESS'))
    )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "report_schedule_run_slot_key" ON "report_schedule_run" ("schedule_id", "slot_at")`,
    );
    await queryRunner.query(
      `CREATE INDEX "report_schedule_run_organization_idx" ON "report_schedule_run" ("organization_id", "schedule_id", "slot_at")`,
    );
    await queryRunner.query(`ALTER TABLE "report_schedule_run" ADD CONSTRAINT "FK_report_schedule_run_organization"
      FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "report_schedule_run" ADD CONSTRAINT "FK_report_schedule_run_schedule"
      FOREIGN KEY ("schedule_id") REFERENCES "report_schedule"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "report_schedule_run"`);
    await queryRunner.query(`DROP TABLE "report_schedule"`);
  }
}
