import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CaseReplyAddresses1795560000000 implements MigrationInterface {
  name = 'CaseReplyAddresses1795560000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "case_reply_address" ("case_id" uuid NOT NULL, "organization_id" uuid NOT NULL, "token" character varying(40) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_case_reply_address" PRIMARY KEY ("case_id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "case_reply_address_token_key" ON "case_reply_address" ("token") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."case_reply_address_token_key"`);
    await queryRunner.query(`DROP TABLE "case_reply_address"`);
  }
}
