import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AnonymousUploads1795316240655 implements MigrationInterface {
  name = 'AnonymousUploads1795316240655';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "anonymous_form_token" ADD "upload_paths" text array NOT NULL DEFAULT '{}'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "anonymous_form_token" DROP COLUMN "upload_paths"`);
  }
}
