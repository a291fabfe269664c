import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deleting a user keeps the row (their cases, comments and timeline name them) and marks it deleted.
 * The e-mail is unique among users who are not deleted only, so a deleted user's address is free for a
 * new account while the former user still shows under the address they had.
 */
export class UserSoftDelete1795680000000 implements MigrationInterface {
  name = 'UserSoftDelete1795680000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "app_user" ADD "deleted_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`DROP INDEX "public"."app_user_email_key"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "app_user_email_key" ON "app_user" ("email") WHERE deleted_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."app_user_email_key"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "app_user_email_key" ON "app_user" ("email") `);
    await queryRunner.query(`ALTER TABLE "app_user" DROP COLUMN "deleted_at"`);
  }
}
