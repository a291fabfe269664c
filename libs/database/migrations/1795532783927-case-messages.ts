import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CaseMessages1795532783927 implements MigrationInterface {
  name = 'CaseMessages1795532783927';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "case_message" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "organization_id" uuid NOT NULL, "case_id" uuid NOT NULL, "channel" character varying(10) NOT NULL, "type" character varying(30) NOT NULL, "to_address" character varying(320) NOT NULL, "subject" character varying(200), "body" text NOT NULL, "sent_body" text NOT NULL, "provider_message_id" character varying(200), "error_reason" text, "attempts" integer NOT NULL DEFAULT '0', "sent_at" TIMESTAMP WITH TIME ZONE, "created_by_id" uuid, CONSTRAINT "PK_fbd91c2b28954afd51a74408053" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "case_message_outbound_pending_idx" ON "case_message"  ("created_at") WHERE type IN ('OUTBOUND_EMAIL_PENDING', 'OUTBOUND_SMS_PENDING')`,
    );
    await queryRunner.query(
      `CREATE INDEX "case_message_organization_case_created_idx" ON "case_message"  ("organization_id", "case_id", "created_at", "id") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."case_message_organization_case_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."case_message_outbound_pending_idx"`);
    await queryRunner.query(`DROP TABLE "case_message"`);
  }
}
