import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Card collection through Stripe: each employee's Stripe customer and saved default card per organization,
 * and the single-use links (tokens) that open the public payment-setup page.
 */
export class PaymentMethods1795780000000 implements MigrationInterface {
  name = 'PaymentMethods1795780000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "payment_info" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      "organization_id" uuid NOT NULL,
      "user_id" uuid NOT NULL,
      "stripe_customer_id" varchar(255) NOT NULL,
      "payment_method_id" varchar(255),
      "card_brand" varchar(40),
      "card_last4" varchar(4),
      "card_exp_month" integer,
      "card_exp_year" integer,
      CONSTRAINT "PK_payment_info" PRIMARY KEY ("id"),
      CONSTRAINT "payment_info_card_check" CHECK ((payment_method_id IS NULL) = (card_last4 IS NULL)),
      CONSTRAINT "payment_info_exp_month_check" CHECK (card_exp_month IS NULL OR card_exp_month BETWEEN 1 AND 12)
    )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "payment_info_organization_user_key" ON "payment_info" ("organization_id", "user_id")`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_info" ADD CONSTRAINT "FK_payment_info_organization" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_info" ADD CONSTRAINT "FK_payment_info_user" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`CREATE TABLE "payment_setup_token" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      "organization_id" uuid NOT NULL,
      "case_id" uuid NOT NULL,
      "user_id" uuid NOT NULL,
      "created_by_id" uuid,
      "sent_by_link" boolean NOT NULL DEFAULT false,
      "amount_cents" integer,
      "currency" varchar(3) NOT NULL DEFAULT 'usd',
      "expires_at" timestamptz NOT NULL,
      "used_at" timestamptz,
      "setup_intent_id" varchar(255),
      CONSTRAINT "PK_payment_setup_token" PRIMARY KEY ("id"),
      CONSTRAINT "payment_setup_token_amount_check" CHECK (amount_cents IS NULL OR amount_cents >= 0)
    )`);
    await queryRunner.query(
      `CREATE INDEX "payment_setup_token_case_idx" ON "payment_setup_token" ("organization_id", "case_id", "created_at")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "payment_setup_token_setup_intent_key" ON "payment_setup_token" ("setup_intent_id")`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_setup_token" ADD CONSTRAINT "FK_payment_setup_token_organization" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_setup_token" ADD CONSTRAINT "FK_payment_setup_token_case" FOREIGN KEY ("case_id") REFERENCES "case_record"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_setup_token" ADD CONSTRAINT "FK_payment_setup_token_user" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_setup_token" ADD CONSTRAINT "FK_payment_setup_token_created_by" FOREIGN KEY ("created_by_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "payment_setup_token"`);
    await queryRunner.query(`DROP TABLE "payment_info"`);
  }
}
