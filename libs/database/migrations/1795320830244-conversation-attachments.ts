import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ConversationAttachments1795320830244 implements MigrationInterface {
  name = 'ConversationAttachments1795320830244';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "case_comment" ADD "attachment_ids" uuid array NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`ALTER TABLE "case_note" ADD "attachment_ids" uuid array NOT NULL DEFAULT '{}'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "case_note" DROP COLUMN "attachment_ids"`);
    await queryRunner.query(`ALTER TABLE "case_comment" DROP COLUMN "attachment_ids"`);
  }
}
