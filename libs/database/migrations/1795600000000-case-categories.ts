import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CaseCategories1795600000000 implements MigrationInterface {
  name = 'CaseCategories1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "case_category" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(100) NOT NULL, "link_name" character varying(100) NOT NULL, CONSTRAINT "PK_ea1dcb2855b86dd9c349a650a47" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "case_category_name_key" ON "case_category"  ("name") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "case_category_link_name_key" ON "case_category"  ("link_name") `);
    await queryRunner.query(`CREATE TABLE "organization_case_category" ("organization_id" uuid NOT NULL, "case_category_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_69e855487db93295e3047ea8d1a" PRIMARY KEY ("organization_id", "case_category_id"))`);
    await queryRunner.query(`CREATE INDEX "organization_case_category_category_idx" ON "organization_case_category"  ("case_category_id") `);
    await queryRunner.query(`ALTER TABLE "organization_case_category" ADD CONSTRAINT "FK_8ecd7ac0be304b68e4c4b2752dc" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "organization_case_category" ADD CONSTRAINT "FK_663648d1db55353c4d2328ff84d" FOREIGN KEY ("case_category_id") REFERENCES "case_category"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "organization_case_category" DROP CONSTRAINT "FK_663648d1db55353c4d2328ff84d"`);
    await queryRunner.query(`ALTER TABLE "organization_case_category" DROP CONSTRAINT "FK_8ecd7ac0be304b68e4c4b2752dc"`);
    await queryRunner.query(`DROP INDEX "public"."organization_case_category_category_idx"`);
    await queryRunner.query(`DROP TABLE "organization_case_category"`);
    await queryRunner.query(`DROP INDEX "public"."case_category_link_name_key"`);
    await queryRunner.query(`DROP INDEX "public"."case_category_name_key"`);
    await queryRunner.query(`DROP TABLE "case_category"`);
  }
}
