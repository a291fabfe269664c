import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payments on a case (spec 000 §3 Payment): amounts and fees in integer cents with their currency, the status
 * with the dates it sets, a soft-delete flag, and the case file that documents it. Indexes lead with the
 * organization: a case's payments, the organization's payments by creation, by due date and by payment date.
 */
export class CasePayments1795810000000 implements MigrationInterface {
  name = 'CasePayments1795810000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "case_payment" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      "organization_id" uuid NOT NULL,
      "case_id" uuid NOT NULL,
      "amount" integer NOT NULL,
      "currency" varchar(3) NOT NULL DEFAULT 'usd',
      "status" varchar(20) NOT NULL DEFAULT 'UNPAID',
      "description" text NOT NULL DEFAULT '',
      "due_date" date,
      "payment_date" timestamptz,
      "cancellation_date" timestamptz,
      "is_deleted" boolean NOT NULL DEFAULT false,
      "is_auto_created" boolean NOT NULL DEFAULT false,
      "is_scheduled" boolean NOT NULL DEFAULT false,
      "schedule_position" integer,
      "created_by_id" uuid,
      "payment_attachment_id" uuid,
      "shipping_address" jsonb,
      "payment_processing_fee" integer NOT NULL DEFAULT 0,
      "pharmacy_fee" integer NOT NULL DEFAULT 0,
      "syringe_kit_fee" integer NOT NULL DEFAULT 0,
      "consult_fee" integer NOT NULL DEFAULT 0,
      "shipping_fee" integer NOT NULL DEFAULT 0,
      "tech_platform_fee" integer NOT NULL DEFAULT 0,
      "convenience_fee" integer NOT NULL DEFAULT 0,
      "sub_fees" jsonb NOT NULL DEFAULT '[]',
      CONSTRAINT "PK_case_payment" PRIMARY KEY ("id"),
      CONSTRAINT "case_payment_amount_check" CHECK (amount >= 0),
      CONSTRAINT "case_payment_fees_check" CHECK (payment_processing_fee >= 0 AND pharmacy_fee >= 0 AND syringe_kit_fee >= 0 AND consult_fee >= 0 AND shipping_fee >= 0 AND tech_platform_fee >= 0 AND convenience_fee >= 0),
      CONSTRAINT "case_payment_currency_check" CHECK (currency ~ '^[a-z]{3}$'),
      CONSTRAINT "case_payment_status_check" CHECK (status IN ('UNPAID', 'PAID', 'CANCELED')),
      CONSTRAINT "case_payment_paid_date_check" CHECK ((status = 'PAID') = (payment_date IS NOT NULL)),
      CONSTRAINT "case_payment_canceled_date_check" CHECK ((status = 'CANCELED') = (cancellation_date IS NOT NULL)),
      CONSTRAINT "case_payment_schedule_check" CHECK (schedule_position IS NULL OR schedule_position >= 0),
      CONSTRAINT "case_payment_sub_fees_check" CHECK (jsonb_typeof(sub_fees) = 'array')
    )`);
    await queryRunner.query(
      `CREATE INDEX "case_payment_organization_case_idx" ON "case_payment" ("organization_id", "case_id", "due_date", "created_at", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "case_payment_organization_created_idx" ON "case_payment" ("organization_id", "created_at", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "case_payment_organization_due_date_idx" ON "case_payment" ("organization_id", "due_date")`,
    );
    await queryRunner.query(
      `CREATE INDEX "case_payment_organization_payment_date_idx" ON "case_payment" ("organization_id", "payment_date")`,
    );
    await queryRunner.query(
      `ALTER TABLE "case_payment" ADD CONSTRAINT "FK_case_payment_organization" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "case_payment" ADD CONSTRAINT "FK_case_payment_case" FOREIGN KEY ("case_id") REFERENCES "case_record"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "case_payment" ADD CONSTRAINT "FK_case_payment_created_by" FOREIGN KEY ("created_by_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "case_payment" ADD CONSTRAINT "FK_case_payment_attachment" FOREIGN KEY ("payment_attachment_id") REFERENCES "case_attachment"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "case_payment"`);
  }
}
