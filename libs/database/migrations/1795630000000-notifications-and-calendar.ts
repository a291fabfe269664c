import type { MigrationInterface, QueryRunner } from 'typeorm';

export class NotificationsAndCalendar1795630000000 implements MigrationInterface {
  name = 'NotificationsAndCalendar1795630000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "calendar_event" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "organization_id" uuid NOT NULL, "case_id" uuid, "title" character varying(200) NOT NULL, "description" text, "start_at" TIMESTAMP WITH TIME ZONE NOT NULL, "end_at" TIMESTAMP WITH TIME ZONE NOT NULL, "color" character varying(20), "topic" character varying(100), "is_editable" boolean NOT NULL DEFAULT true, "created_by_id" uuid, "canceled_at" TIMESTAMP WITH TIME ZONE, "is_no_show" boolean NOT NULL DEFAULT false, "meeting_details" jsonb, "external_id" character varying(500), "version" integer NOT NULL DEFAULT '1', CONSTRAINT "PK_176fe24e6eb48c3fef696c7641f" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "calendar_event_external_key" ON "calendar_event"  ("organization_id", "external_id") WHERE external_id IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX "calendar_event_case_idx" ON "calendar_event"  ("case_id") WHERE case_id IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX "calendar_event_organization_start_idx" ON "calendar_event"  ("organization_id", "start_at") `);
    await queryRunner.query(`CREATE TABLE "user_notification" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "organization_id" uuid NOT NULL, "user_id" uuid NOT NULL, "case_id" uuid, "kind" character varying(40) NOT NULL, "title" text NOT NULL, "body" text, "in_app" boolean NOT NULL DEFAULT true, "email_status" character varying(10), "sms_status" character varying(10), "delivery_error" text, "dedupe_key" character varying(200) NOT NULL, "read_at" TIMESTAMP WITH TIME ZONE, "dispatched_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_8840aac86dec5f669c541ce67d4" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "user_notification_undispatched_idx" ON "user_notification"  ("created_at") WHERE dispatched_at IS NULL`);
    await queryRunner.query(`CREATE INDEX "user_notification_unread_idx" ON "user_notification"  ("user_id") WHERE read_at IS NULL AND in_app`);
    await queryRunner.query(`CREATE INDEX "user_notification_user_created_idx" ON "user_notification"  ("user_id", "created_at") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "user_notification_dedupe_key" ON "user_notification"  ("user_id", "dedupe_key") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."user_notification_dedupe_key"`);
    await queryRunner.query(`DROP INDEX "public"."user_notification_user_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."user_notification_unread_idx"`);
    await queryRunner.query(`DROP INDEX "public"."user_notification_undispatched_idx"`);
    await queryRunner.query(`DROP TABLE "user_notification"`);
    await queryRunner.query(`DROP INDEX "public"."calendar_event_organization_start_idx"`);
    await queryRunner.query(`DROP INDEX "public"."calendar_event_case_idx"`);
    await queryRunner.query(`DROP INDEX "public"."calendar_event_external_key"`);
    await queryRunner.query(`DROP TABLE "calendar_event"`);
  }
}
