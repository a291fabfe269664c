import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders of a case to a pharmacy (createCaseOrder): one row per order, also the outbox of its signed send;
 * and on the pharmacy the Standard Webhooks secret that signs sends and verifies its status webhooks.
 */
export class CaseOrders1795870000000 implements MigrationInterface {
  name = 'CaseOrders1795870000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "pharmacy" ADD "signing_secret" character varying(200)`);
    await queryRunner.query(`CREATE TABLE "case_order" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "organization_id" uuid NOT NULL,
      "case_id" uuid NOT NULL,
      "pharmacy_id" uuid NOT NULL,
      "decision_id" uuid,
      "product_bundle_id" uuid,
      "status" character varying(20) NOT NULL,
      "status_changed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "lines" jsonb NOT NULL,
      "shipping_address" jsonb NOT NULL,
      "tracking_number" character varying(100),
      "carrier" character varying(100),
      "sent_at" TIMESTAMP WITH TIME ZONE,
      "pharmacy_reference" character varying(200),
      "send_attempts" integer NOT NULL DEFAULT '0',
      "send_error" character varying(500),
      "created_by_id" uuid,
      CONSTRAINT "PK_case_order" PRIMARY KEY ("id"),
      CONSTRAINT "FK_a1b9ef087558751a8441dd2d25b" FOREIGN KEY ("case_id") REFERENCES "case_record"("id") ON DELETE CASCADE ON UPDATE NO ACTION,
      CONSTRAINT "FK_29f336eb3fd85d662f5b9aa1b6a" FOREIGN KEY ("pharmacy_id") REFERENCES "pharmacy"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
    )`);
    await queryRunner.query(
      `CREATE INDEX "case_order_organization_case_created_idx" ON "case_order" ("organization_id", "case_id", "created_at", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "case_order_unsent_idx" ON "case_order" ("created_at") WHERE status = 'PLACED' AND sent_at IS NULL`,
    );
    // Serves ON DELETE RESTRICT when a pharmacy is deleted.
    await queryRunner.query(`CREATE INDEX "case_order_pharmacy_idx" ON "case_order" ("pharmacy_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "case_order"`);
    await queryRunner.query(`ALTER TABLE "pharmacy" DROP COLUMN "signing_secret"`);
  }
}
