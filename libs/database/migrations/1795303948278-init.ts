import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Init1795303948278 implements MigrationInterface {
  name = 'Init1795303948278';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "case_activity" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "case_id" uuid NOT NULL, "type" character varying(40) NOT NULL, "actor_user_id" uuid, "payload" jsonb NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "dispatched_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_e2ce7edb3bb2d856bdaf3937214" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "case_activity_undispatched_idx" ON "case_activity"  ("created_at") WHERE dispatched_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "case_activity_organization_case_created_idx" ON "case_activity"  ("organization_id", "case_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "organization" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(200) NOT NULL, "contact_email" character varying(320), "is_partner" boolean NOT NULL DEFAULT false, "link_name" character varying(100), "partner_integration_info_id" uuid, "settings" jsonb NOT NULL DEFAULT '{}', CONSTRAINT "PK_472c1f99a32def1b0abb219cd67" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "organization_link_name_key" ON "organization"  ("link_name") WHERE link_name IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "custom_role" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "organization_id" uuid, "name" character varying(100) NOT NULL, "label" character varying(200) NOT NULL, "permissions" text array NOT NULL DEFAULT '{}', CONSTRAINT "PK_0ea20145fa6c84fe09397231351" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "custom_role_organization_name_key" ON "custom_role"  ("organization_id", "name") `,
    );
    await queryRunner.query(
      `CREATE TABLE "organization_access" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "organization_id" uuid NOT NULL, "user_id" uuid NOT NULL, "role" character varying(20) NOT NULL, "custom_role_id" uuid, CONSTRAINT "PK_df31d183350b3d3278a27e7e379" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "organization_access_user_idx" ON "organization_access"  ("user_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "organization_access_organization_user_key" ON "organization_access"  ("organization_id", "user_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "app_user" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "email" character varying(320) NOT NULL, "secondary_email" character varying(320), "role" character varying(20) NOT NULL, "custom_role_id" uuid, "first_name" character varying(100) NOT NULL DEFAULT '', "last_name" character varying(100) NOT NULL DEFAULT '', "organization_id" uuid, "home_organization_id" uuid, "employee_id" character varying(100), "department" character varying(200), "job_title" character varying(200), "direct_supervisor" character varying(200), "npi" character varying(20), "dea" character varying(20), "gender" character varying(10), "dob" date, "phone_number" character varying(30), "slack_id" character varying(100), "title" character varying(50), "title_suffix" character varying(50), "address" character varying(300), "city" character varying(100), "state" character varying(100), "postal_code" character varying(20), "country" character varying(100), "hours_worked_per_week" numeric(5,2), "available_in_states" text array NOT NULL DEFAULT '{}', "partner_integration_info_id" uuid, "prescriber_ids" jsonb NOT NULL DEFAULT '{}', "is_multi_org_admin" boolean NOT NULL DEFAULT false, "is_cvadmin_creator" boolean NOT NULL DEFAULT false, "notifications_disabled" boolean NOT NULL DEFAULT false, "sms_notifications_disabled" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_22a5c4a3d9b2fb8e4e73fc4ada1" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "app_user_email_key" ON "app_user"  ("email") `);
    await queryRunner.query(
      `CREATE INDEX "app_user_organization_role_idx" ON "app_user"  ("organization_id", "role", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "case_record" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "organization_id" uuid NOT NULL, "short_id" character varying(20) NOT NULL, "type" character varying(10) NOT NULL DEFAULT 'ADA', "title" character varying(300) NOT NULL DEFAULT '', "status" character varying(20) NOT NULL DEFAULT 'OPEN', "order_status" character varying(20), "visit_type" character varying(20), "assigned_at" TIMESTAMP WITH TIME ZONE, "in_progress_at" TIMESTAMP WITH TIME ZONE, "closed_at" TIMESTAMP WITH TIME ZONE, "is_archived" boolean NOT NULL DEFAULT false, "archive_reason" text, "is_escalated" boolean NOT NULL DEFAULT false, "escalation_category" character varying(40), "escalation_reasons" text array NOT NULL DEFAULT '{}', "escalated_at" TIMESTAMP WITH TIME ZONE, "is_imported" boolean NOT NULL DEFAULT false, "is_test" boolean NOT NULL DEFAULT false, "referral_code" character varying(100), "payment_info_status" character varying(20) NOT NULL DEFAULT 'NOT_SENT', "follow_up_form_status" character varying(40), "last_follow_up_form_sent_at" TIMESTAMP WITH TIME ZONE, "last_follow_up_form_answered_at" TIMESTAMP WITH TIME ZONE, "unacknowledged_comment_count" integer NOT NULL DEFAULT '0', "unacknowledged_note_count" integer NOT NULL DEFAULT '0', "earliest_unacknowledged_at" TIMESTAMP WITH TIME ZONE, "submitter_id" uuid, "assigned_to_id" uuid, "assigned_by_id" uuid, "hr_rep_id" uuid, CONSTRAINT "PK_c690854c14a2669a8ea6deb7e5c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "case_record_organization_short_id_key" ON "case_record"  ("organization_id", "short_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "case_record_organization_assigned_to_idx" ON "case_record"  ("organization_id", "assigned_to_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "case_record_organization_submitter_idx" ON "case_record"  ("organization_id", "submitter_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "case_record_organization_created_idx" ON "case_record"  ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "case_record_organization_status_created_idx" ON "case_record"  ("organization_id", "status", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "case_assignee" ("case_id" uuid NOT NULL, "user_id" uuid NOT NULL, CONSTRAINT "PK_24749fc70cf33644aa9aeba6d73" PRIMARY KEY ("case_id", "user_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_7dd7220769062c956dfc92a1ff" ON "case_assignee"  ("case_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_f131a10bce6a8bfc2afcc29958" ON "case_assignee"  ("user_id") `);
    await queryRunner.query(
      `ALTER TABLE "organization_access" ADD CONSTRAINT "FK_1efb99602638fba71fd3222c3b1" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "organization_access" ADD CONSTRAINT "FK_86bd75c5be428d796bf14d59067" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "organization_access" ADD CONSTRAINT "FK_c3a2335d82baf09b6951a3968e0" FOREIGN KEY ("custom_role_id") REFERENCES "custom_role"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "app_user" ADD CONSTRAINT "FK_f5947fa3c1152b7924c958a7153" FOREIGN KEY ("custom_role_id") REFERENCES "custom_role"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "case_record" ADD CONSTRAINT "FK_e3687a3353af96736e1c89e89ce" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "case_record" ADD CONSTRAINT "FK_fac18f4466862a575a409d86494" FOREIGN KEY ("submitter_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "case_record" ADD CONSTRAINT "FK_0d7801197b3d881e9dfa79b8bdf" FOREIGN KEY ("assigned_to_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "case_record" ADD CONSTRAINT "FK_e001134470018464e007315b35b" FOREIGN KEY ("assigned_by_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "case_record" ADD CONSTRAINT "FK_f8634bbf707b294dabea3e47901" FOREIGN KEY ("hr_rep_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "case_assignee" ADD CONSTRAINT "FK_7dd7220769062c956dfc92a1ff4" FOREIGN KEY ("case_id") REFERENCES "case_record"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "case_assignee" ADD CONSTRAINT "FK_f131a10bce6a8bfc2afcc29958f" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "case_assignee" DROP CONSTRAINT "FK_f131a10bce6a8bfc2afcc29958f"`);
    await queryRunner.query(`ALTER TABLE "case_assignee" DROP CONSTRAINT "FK_7dd7220769062c956dfc92a1ff4"`);
    await queryRunner.query(`ALTER TABLE "case_record" DROP CONSTRAINT "FK_f8634bbf707b294dabea3e47901"`);
    await queryRunner.query(`ALTER TABLE "case_record" DROP CONSTRAINT "FK_e001134470018464e007315b35b"`);
    await queryRunner.query(`ALTER TABLE "case_record" DROP CONSTRAINT "FK_0d7801197b3d881e9dfa79b8bdf"`);
    await queryRunner.query(`ALTER TABLE "case_record" DROP CONSTRAINT "FK_fac18f4466862a575a409d86494"`);
    await queryRunner.query(`ALTER TABLE "case_record" DROP CONSTRAINT "FK_e3687a3353af96736e1c89e89ce"`);
    await queryRunner.query(`ALTER TABLE "app_user" DROP CONSTRAINT "FK_f5947fa3c1152b7924c958a7153"`);
    await queryRunner.query(`ALTER TABLE "organization_access" DROP CONSTRAINT "FK_c3a2335d82baf09b6951a3968e0"`);
    await queryRunner.query(`ALTER TABLE "organization_access" DROP CONSTRAINT "FK_86bd75c5be428d796bf14d59067"`);
    await queryRunner.query(`ALTER TABLE "organization_access" DROP CONSTRAINT "FK_1efb99602638fba71fd3222c3b1"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f131a10bce6a8bfc2afcc29958"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7dd7220769062c956dfc92a1ff"`);
    await queryRunner.query(`DROP TABLE "case_assignee"`);
    await queryRunner.query(`DROP INDEX "public"."case_record_organization_status_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."case_record_organization_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."case_record_organization_submitter_idx"`);
    await queryRunner.query(`DROP INDEX "public"."case_record_organization_assigned_to_idx"`);
    await queryRunner.query(`DROP INDEX "public"."case_record_organization_short_id_key"`);
    await queryRunner.query(`DROP TABLE "case_record"`);
    await queryRunner.query(`DROP INDEX "public"."app_user_organization_role_idx"`);
    await queryRunner.query(`DROP INDEX "public"."app_user_email_key"`);
    await queryRunner.query(`DROP TABLE "app_user"`);
    await queryRunner.query(`DROP INDEX "public"."organization_access_organization_user_key"`);
    await queryRunner.query(`DROP INDEX "public"."organization_access_user_idx"`);
    await queryRunner.query(`DROP TABLE "organization_access"`);
    await queryRunner.query(`DROP INDEX "public"."custom_role_organization_name_key"`);
    await queryRunner.query(`DROP TABLE "custom_role"`);
    await queryRunner.query(`DROP INDEX "public"."organization_link_name_key"`);
    await queryRunner.query(`DROP TABLE "organization"`);
    await queryRunner.query(`DROP INDEX "public"."case_activity_organization_case_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."case_activity_undispatched_idx"`);
    await queryRunner.query(`DROP TABLE "case_activity"`);
  }
}
