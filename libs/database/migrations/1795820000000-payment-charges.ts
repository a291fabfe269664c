import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Charges of case payments to the employee's saved card: one row per payment and attempt (the claim that
 * makes each charge happen once, at most one open per payment), and the single-use links that let the
 * employee complete a charge that failed off-session.
 */
export class PaymentCharges1795820000000 implements MigrationInterface {
  name = 'PaymentCharges1795820000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "payment_charge" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      "organization_id" uuid NOT NULL,
      "case_id" uuid NOT NULL,
      "payment_id" uuid NOT NULL,
      "attempt" integer NOT NULL,
      "kind" varchar(20) NOT NULL,
      "status" varchar(20) NOT NULL DEFAULT 'PENDING',
      "not_before" timestamptz NOT NULL DEFAULT now(),
      "claimed_at" timestamptz,
      "finished_at" timestamptz,
      "payment_intent_id" varchar(255),
      "failure_code" varchar(100),
      "failure_message" text,
      "requested_by_id" uuid,
      CONSTRAINT "PK_payment_charge" PRIMARY KEY ("id"),
      CONSTRAINT "payment_charge_attempt_check" CHECK (attempt >= 1),
      CONSTRAINT "payment_charge_kind_check" CHECK (kind IN ('OFF_SESSION', 'SCHEDULED', 'ON_SESSION')),
      CONSTRAINT "payment_charge_status_check" CHECK (status IN ('PENDING', 'PROCESSING', 'SUCCEEDED', 'FAILED', 'AWAITING_CUSTOMER'))
    )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "payment_charge_payment_attempt_key" ON "payment_charge" ("payment_id", "attempt")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "payment_charge_one_open_key" ON "payment_charge" ("payment_id") WHERE status IN ('PENDING', 'PROCESSING')`,
    );
    await queryRunner.query(`CREATE INDEX "payment_charge_due_idx" ON "payment_charge" ("status", "not_before")`);
    await queryRunner.query(
      `CREATE INDEX "payment_charge_organization_case_idx" ON "payment_charge" ("organization_id", "case_id", "created_at")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "payment_charge_payment_intent_key" ON "payment_charge" ("payment_intent_id")`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_charge" ADD CONSTRAINT "FK_payment_charge_organization" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_charge" ADD CONSTRAINT "FK_payment_charge_case" FOREIGN KEY ("case_id") REFERENCES "case_record"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_charge" ADD CONSTRAINT "FK_payment_charge_payment" FOREIGN KEY ("payment_id") REFERENCES "case_payment"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_charge" ADD CONSTRAINT "FK_payment_charge_requested_by" FOREIGN KEY ("requested_by_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );

    await queryRunner.query(`CREATE TABLE "payment_completion_link" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      "organization_id" uuid NOT NULL,
      "case_id" uuid NOT NULL,
      "payment_id" uuid NOT NULL,
      "charge_id" uuid NOT NULL,
      "expires_at" timestamptz NOT NULL,
      "used_at" timestamptz,
      CONSTRAINT "PK_payment_completion_link" PRIMARY KEY ("id")
    )`);
    await queryRunner.query(
      `CREATE INDEX "payment_completion_link_payment_idx" ON "payment_completion_link" ("organization_id", "payment_id", "created_at")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "payment_completion_link_charge_key" ON "payment_completion_link" ("charge_id")`,
    );
    for (const [name, column, table, onDelete] of [
      ['FK_payment_completion_link_organization', 'organization_id', 'organization', 'CASCADE'],
      ['FK_payment_completion_link_case', 'case_id', 'case_record', 'CASCADE'],
      ['FK_payment_completion_link_payment', 'payment_id', 'case_payment', 'CASCADE'],
      ['FK_payment_completion_link_charge', 'charge_id', 'payment_charge', 'CASCADE'],
    ])
      await queryRunner.query(
        `ALTER TABLE "payment_completion_link" ADD CONSTRAINT "${name}" FOREIGN KEY ("${column}") REFERENCES "${table}"("id") ON DELETE ${onDelete} ON UPDATE NO ACTION`,
      );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "payment_completion_link"`);
    await queryRunner.query(`DROP TABLE "payment_charge"`);
  }
}
