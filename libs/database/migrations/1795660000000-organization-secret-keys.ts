import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OrganizationSecretKeys1795660000000 implements MigrationInterface {
  name = 'OrganizationSecretKeys1795660000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "organization_secret_key" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "organization_id" uuid NOT NULL, "type" character varying(40) NOT NULL, "secret" character varying(200) NOT NULL, "created_by_id" uuid, CONSTRAINT "PK_organization_secret_key" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "organization_secret_key_organization_type_key" ON "organization_secret_key" ("organization_id", "type") `,
    );
    await queryRunner.query(
      `ALTER TABLE "organization_secret_key" ADD CONSTRAINT "FK_organization_secret_key_organization" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "organization_secret_key"`);
  }
}
