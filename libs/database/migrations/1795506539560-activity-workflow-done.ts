import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ActivityWorkflowDone1795506539560 implements MigrationInterface {
  name = 'ActivityWorkflowDone1795506539560';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "case_activity" ADD "workflow_done_at" TIMESTAMP WITH TIME ZONE`);
    // Before this column, an activity counted as done once enqueued: those are not enqueued again.
    await queryRunner.query(
      `UPDATE "case_activity" SET "workflow_done_at" = "dispatched_at" WHERE "dispatched_at" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "case_activity_workflow_pending_idx" ON "case_activity"  ("dispatched_at") WHERE workflow_done_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."case_activity_workflow_pending_idx"`);
    await queryRunner.query(`ALTER TABLE "case_activity" DROP COLUMN "workflow_done_at"`);
  }
}
