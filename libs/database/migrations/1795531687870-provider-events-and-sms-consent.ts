import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ProviderEventsAndSmsConsent1795531687870 implements MigrationInterface {
  name = 'ProviderEventsAndSmsConsent1795531687870';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "provider_event" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "provider" character varying(40) NOT NULL, "provider_event_id" character varying(512) NOT NULL, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT clock_timestamp(), "enqueued_at" TIMESTAMP WITH TIME ZONE, "payload" jsonb NOT NULL, "processed_at" TIMESTAMP WITH TIME ZONE, "error" text, CONSTRAINT "PK_374e699f74079c365e79e3a450c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "provider_event_pending_idx" ON "provider_event"  ("received_at") WHERE processed_at IS NULL AND error IS NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "provider_event_provider_event_id_key" ON "provider_event"  ("provider", "provider_event_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "sms_consent" ("phone_number" character varying(16) NOT NULL, "opted_out" boolean NOT NULL, "last_keyword" character varying(10) NOT NULL, "keyword_received_at" TIMESTAMP WITH TIME ZONE NOT NULL, "provider_event_id" uuid NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_73e7de54c6896f408fe8e37afd1" PRIMARY KEY ("phone_number"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "sms_consent"`);
    await queryRunner.query(`DROP INDEX "public"."provider_event_provider_event_id_key"`);
    await queryRunner.query(`DROP INDEX "public"."provider_event_pending_idx"`);
    await queryRunner.query(`DROP TABLE "provider_event"`);
  }
}
