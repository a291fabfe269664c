import type { MigrationInterface, QueryRunner } from 'typeorm';

export class UnknownSenderReplies1795580000000 implements MigrationInterface {
  name = 'UnknownSenderReplies1795580000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "unknown_sender_reply" ("phone_number" character varying(16) NOT NULL, "answered_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_unknown_sender_reply" PRIMARY KEY ("phone_number"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "unknown_sender_reply"`);
  }
}
