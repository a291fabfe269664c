import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CaseEscalations1795312825938 implements MigrationInterface {
  name = 'CaseEscalations1795312825938';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "case_escalation" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "organization_id" uuid NOT NULL, "case_id" uuid NOT NULL, "category" character varying(40) NOT NULL, "reasons" text array NOT NULL, "created_by_id" uuid, CONSTRAINT "PK_2113f608e71870153cc2fd9542d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "case_escalation_organization_case_idx" ON "case_escalation"  ("organization_id", "case_id", "created_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "case_escalation" ADD CONSTRAINT "FK_4552e6ff4ca8bc027cefae3c33c" FOREIGN KEY ("case_id") REFERENCES "case_record"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "case_escalation" DROP CONSTRAINT "FK_4552e6ff4ca8bc027cefae3c33c"`);
    await queryRunner.query(`DROP INDEX "public"."case_escalation_organization_case_idx"`);
    await queryRunner.query(`DROP TABLE "case_escalation"`);
  }
}
