import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A person's accessibility preferences move from the browser to their user row. */
export class UserAccessibilitySettings1795700000000 implements MigrationInterface {
  name = 'UserAccessibilitySettings1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "app_user" ADD "accessibility_settings" jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "app_user" DROP COLUMN "accessibility_settings"`);
  }
}
