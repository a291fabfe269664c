import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The activity types a partner webhook reports (libs/domain/partner-webhooks/webhook-events.ts). */
const WEBHOOK_ACTIVITY_TYPES = [
  'CREATE_CASE',
  'ADD_FORM_RESPONSE',
  'ADD_DECISION',
  'ORDER_CREATED',
  'ORDER_STATUS_CHANGED',
  'ORDER_TRACKING_ADDED',
  'PAYMENT_ADDED',
  'PAYMENT_COMPLETED',
];

// A delivery row for each case event of an organization whose partner webhook is on, in the same
// transaction as the event, whatever code path inserted the activity (one row, one statement or many).
const DELIVERY_FUNCTION = `CREATE FUNCTION partner_webhook_delivery_for_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO partner_webhook_delivery (organization_id, case_id, activity_id, activity_type)
  SELECT NEW.organization_id, NEW.case_id, NEW.id, NEW.type
    FROM partner_integration_info info
   WHERE info.organization_id = NEW.organization_id
     AND info.flags->>'isWebhookEnabled' = 'true'
     AND info.webhook_url <> ''
  ON CONFLICT (activity_id) DO NOTHING;
  RETURN NULL;
END $$`;

const DELIVERY_TRIGGER = `CREATE TRIGGER partner_webhook_delivery_after_activity
  AFTER INSERT ON case_activity FOR EACH ROW
  WHEN (NEW.type IN (${WEBHOOK_ACTIVITY_TYPES.map((type) => `'${type}'`).join(', ')}))
  EXECUTE FUNCTION partner_webhook_delivery_for_activity()`;

/**
 * Partner webhooks: the organization's signing secret, one delivery per case event (with its body, state
 * and back-off) and one row per try (the delivery log).
 */
export class PartnerWebhooks1795900000000 implements MigrationInterface {
  name = 'PartnerWebhooks1795900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "partner_webhook_secret" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      "organization_id" uuid NOT NULL,
      "secret" varchar(200) NOT NULL,
      "created_by_id" uuid,
      CONSTRAINT "PK_partner_webhook_secret" PRIMARY KEY ("id"),
      CONSTRAINT "FK_partner_webhook_secret_organization" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE
    )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "partner_webhook_secret_organization_key" ON "partner_webhook_secret" ("organization_id")`,
    );
    await queryRunner.query(`CREATE TABLE "partner_webhook_delivery" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      "organization_id" uuid NOT NULL,
      "case_id" uuid NOT NULL,
      "activity_id" uuid NOT NULL,
      "activity_type" varchar(40) NOT NULL,
      "status" varchar(20) NOT NULL DEFAULT 'PENDING',
      "request_body" text,
      "attempt_count" integer NOT NULL DEFAULT 0,
      "max_attempts" integer,
      "next_attempt_at" timestamptz NOT NULL DEFAULT now(),
      "last_response_status" integer,
      "last_error" varchar(500),
      "delivered_at" timestamptz,
      CONSTRAINT "PK_partner_webhook_delivery" PRIMARY KEY ("id"),
      CONSTRAINT "FK_partner_webhook_delivery_organization" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE,
      CONSTRAINT "FK_partner_webhook_delivery_activity" FOREIGN KEY ("activity_id") REFERENCES "case_activity"("id") ON DELETE CASCADE
    )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "partner_webhook_delivery_activity_key" ON "partner_webhook_delivery" ("activity_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "partner_webhook_delivery_organization_created_idx" ON "partner_webhook_delivery" ("organization_id", "created_at", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "partner_webhook_delivery_due_idx" ON "partner_webhook_delivery" ("next_attempt_at") WHERE status = 'PENDING'`,
    );
    await queryRunner.query(`CREATE TABLE "partner_webhook_attempt" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "organization_id" uuid NOT NULL,
      "delivery_id" uuid NOT NULL,
      "attempt" integer NOT NULL,
      "url" varchar(2000) NOT NULL,
      "response_status" integer,
      "error" varchar(500),
      "duration_ms" integer NOT NULL,
      "is_replay" boolean NOT NULL DEFAULT false,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_partner_webhook_attempt" PRIMARY KEY ("id"),
      CONSTRAINT "FK_partner_webhook_attempt_delivery" FOREIGN KEY ("delivery_id") REFERENCES "partner_webhook_delivery"("id") ON DELETE CASCADE
    )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "partner_webhook_attempt_delivery_attempt_key" ON "partner_webhook_attempt" ("delivery_id", "attempt")`,
    );
    await queryRunner.query(DELIVERY_FUNCTION);
    await queryRunner.query(DELIVERY_TRIGGER);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER partner_webhook_delivery_after_activity ON case_activity`);
    await queryRunner.query(`DROP FUNCTION partner_webhook_delivery_for_activity()`);
    await queryRunner.query(`DROP TABLE "partner_webhook_attempt"`);
    await queryRunner.query(`DROP TABLE "partner_webhook_delivery"`);
    await queryRunner.query(`DROP TABLE "partner_webhook_secret"`);
  }
}
