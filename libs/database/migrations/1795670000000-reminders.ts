import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Reminders1795670000000 implements MigrationInterface {
  name = 'Reminders1795670000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "reminder_sent" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "kind" character varying(40) NOT NULL, "subject_id" uuid NOT NULL, "basis" TIMESTAMP WITH TIME ZONE NOT NULL, "case_id" uuid, "sent_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_reminder_sent_id" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "reminder_sent_subject_key" ON "reminder_sent" ("kind", "subject_id", "basis") `);
    await queryRunner.query(`CREATE INDEX "reminder_sent_organization_sent_idx" ON "reminder_sent" ("organization_id", "sent_at") `);
    await queryRunner.query(`CREATE INDEX "case_comment_unacknowledged_idx" ON "case_comment" ("organization_id", "created_at") WHERE NOT is_acknowledged`);
    await queryRunner.query(`CREATE INDEX "form_response_draft_updated_idx" ON "form_response" ("organization_id", "updated_at") WHERE is_draft AND respondent_id IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX "case_activity_follow_up_form_idx" ON "case_activity" ("organization_id", "created_at") WHERE type = 'FOLLOW_UP_FORM'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."case_activity_follow_up_form_idx"`);
    await queryRunner.query(`DROP INDEX "public"."form_response_draft_updated_idx"`);
    await queryRunner.query(`DROP INDEX "public"."case_comment_unacknowledged_idx"`);
    await queryRunner.query(`DROP INDEX "public"."reminder_sent_organization_sent_idx"`);
    await queryRunner.query(`DROP INDEX "public"."reminder_sent_subject_key"`);
    await queryRunner.query(`DROP TABLE "reminder_sent"`);
  }
}
