import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InternalNoteAttachments1795508169683 implements MigrationInterface {
  name = 'InternalNoteAttachments1795508169683';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "case_attachment" ADD "is_internal" boolean NOT NULL DEFAULT false`);
    // Files already sent with an internal note become internal now.
    await queryRunner.query(
      `UPDATE "case_attachment" a SET "is_internal" = true
        WHERE EXISTS (SELECT 1 FROM "case_note" n WHERE n."case_id" = a."case_id" AND a."id" = ANY(n."attachment_ids"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "case_attachment" DROP COLUMN "is_internal"`);
  }
}
