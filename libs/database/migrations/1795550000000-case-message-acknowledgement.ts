import type { MigrationInterface, QueryRunner } from 'typeorm';

// Keeps each case's newest message in case_message_thread. A message dated earlier than the newest (an
// inbound one dated when it arrived, stored after a reply) leaves the thread as it is.
const TOUCH_FUNCTION = `CREATE FUNCTION case_message_thread_touch() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO case_message_thread (case_id, organization_id, last_message_at, last_message_id)
    VALUES (NEW.case_id, NEW.organization_id, NEW.created_at, NEW.id)
    ON CONFLICT (case_id) DO UPDATE
      SET last_message_at = EXCLUDED.last_message_at, last_message_id = EXCLUDED.last_message_id
      WHERE (case_message_thread.last_message_at, case_message_thread.last_message_id)
        < (EXCLUDED.last_message_at, EXCLUDED.last_message_id);
    RETURN NULL;
  END
  $$`;

const TRIGGER = `CREATE TRIGGER case_message_thread_after_insert
  AFTER INSERT ON case_message FOR EACH ROW EXECUTE FUNCTION case_message_thread_touch()`;

const BACKFILL = `INSERT INTO case_message_thread (case_id, organization_id, last_message_at, last_message_id)
  SELECT DISTINCT ON (case_id) case_id, organization_id, created_at, id FROM case_message
   ORDER BY case_id, created_at DESC, id DESC`;

export class CaseMessageAcknowledgement1795550000000 implements MigrationInterface {
  name = 'CaseMessageAcknowledgement1795550000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "case_message" ADD "acknowledged_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "case_message" ADD "acknowledged_by_id" uuid`);
    await queryRunner.query(
      `CREATE INDEX "case_message_unacknowledged_inbound_idx" ON "case_message" ("organization_id", "case_id", "created_at") WHERE type LIKE 'INBOUND%' AND acknowledged_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "case_message_thread" ("case_id" uuid NOT NULL, "organization_id" uuid NOT NULL, "last_message_at" TIMESTAMP WITH TIME ZONE NOT NULL, "last_message_id" uuid NOT NULL, CONSTRAINT "PK_09eb2c55a2227d8d29de18bda4c" PRIMARY KEY ("case_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "case_message_thread_organization_last_idx" ON "case_message_thread" ("organization_id", "last_message_at", "case_id")`,
    );
    // No message may arrive between the backfill and the trigger taking over.
    await queryRunner.query(`LOCK TABLE case_message IN SHARE ROW EXCLUSIVE MODE`);
    await queryRunner.query(TOUCH_FUNCTION);
    await queryRunner.query(TRIGGER);
    await queryRunner.query(BACKFILL);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER case_message_thread_after_insert ON case_message`);
    await queryRunner.query(`DROP FUNCTION case_message_thread_touch()`);
    await queryRunner.query(`DROP TABLE "case_message_thread"`);
    await queryRunner.query(`DROP INDEX "public"."case_message_unacknowledged_inbound_idx"`);
    await queryRunner.query(`ALTER TABLE "case_message" DROP COLUMN "acknowledged_by_id"`);
    await queryRunner.query(`ALTER TABLE "case_message" DROP COLUMN "acknowledged_at"`);
  }
}
