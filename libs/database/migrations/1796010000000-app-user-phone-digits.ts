import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An inbound text finds its sender by the digits of their stored phone number (openCasesOfSender): without
 * this expression index each inbound SMS read every user of every organization. The expression is the
 * query's own, character for character, so the planner matches it.
 */
export class AppUserPhoneDigits1796010000000 implements MigrationInterface {
  name = 'AppUserPhoneDigits1796010000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "app_user_phone_digits_idx" ON "app_user" ((regexp_replace(phone_number, '\\D', '', 'g'))) WHERE phone_number IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "app_user_phone_digits_idx"`);
  }
}
