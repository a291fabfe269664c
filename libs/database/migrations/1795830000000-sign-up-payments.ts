import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Partner sign-ups with payment: the case a payment sign-up opened (card collection due, its abandoned-cart
 * reminders) and the hold placed on the card when the partner preauthorizes on sign-up (one per case).
 */
export class SignUpPayments1795830000000 implements MigrationInterface {
  name = 'SignUpPayments1795830000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "sign_up_payment" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      "organization_id" uuid NOT NULL,
      "case_id" uuid NOT NULL,
      "user_id" uuid NOT NULL,
      "reminders_sent" integer NOT NULL DEFAULT 0,
      "last_reminder_at" timestamptz,
      CONSTRAINT "PK_sign_up_payment" PRIMARY KEY ("id"),
      CONSTRAINT "sign_up_payment_reminders_check" CHECK (reminders_sent >= 0)
    )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "sign_up_payment_case_key" ON "sign_up_payment" ("case_id")`);
    await queryRunner.query(
      `CREATE INDEX "sign_up_payment_organization_idx" ON "sign_up_payment" ("organization_id", "created_at")`,
    );
    await queryRunner.query(`CREATE TABLE "sign_up_preauthorization" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      "organization_id" uuid NOT NULL,
      "case_id" uuid NOT NULL,
      "user_id" uuid NOT NULL,
      "amount_cents" integer NOT NULL,
      "currency" varchar(3) NOT NULL DEFAULT 'usd',
      "status" varchar(20) NOT NULL,
      "payment_intent_id" varchar(255),
      "decline_code" varchar(100),
      "decline_message" varchar(500),
      "captured_at" timestamptz,
      "released_at" timestamptz,
      CONSTRAINT "PK_sign_up_preauthorization" PRIMARY KEY ("id"),
      CONSTRAINT "sign_up_preauthorization_amount_check" CHECK (amount_cents > 0)
    )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "sign_up_preauthorization_case_key" ON "sign_up_preauthorization" ("case_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "sign_up_preauthorization_organization_status_idx" ON "sign_up_preauthorization" ("organization_id", "status")`,
    );
    for (const table of ['sign_up_payment', 'sign_up_preauthorization']) {
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD CONSTRAINT "FK_${table}_organization" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
      );
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD CONSTRAINT "FK_${table}_case" FOREIGN KEY ("case_id") REFERENCES "case_record"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
      );
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD CONSTRAINT "FK_${table}_user" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "sign_up_preauthorization"`);
    await queryRunner.query(`DROP TABLE "sign_up_payment"`);
  }
}
