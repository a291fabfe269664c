import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Documents1795590000000 implements MigrationInterface {
  name = 'Documents1795590000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "document_folder" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "organization_id" uuid, "parent_id" uuid, "type" character varying(30) NOT NULL, "label" character varying(100) NOT NULL, "path" text NOT NULL, "is_global" boolean NOT NULL DEFAULT false, "is_root" boolean NOT NULL DEFAULT false, CONSTRAINT "document_folder_root_check" CHECK (is_root = (parent_id IS NULL)), CONSTRAINT "document_folder_global_check" CHECK (is_global = (organization_id IS NULL)), CONSTRAINT "PK_6ce8d99320473f889fdf21ad2f4" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "document_folder_global_root_idx" ON "document_folder"  ("type") WHERE is_root AND organization_id IS NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "document_folder_root_idx" ON "document_folder"  ("organization_id", "type") WHERE is_root AND organization_id IS NOT NULL`,
    );
    // Sibling labels are unique whatever their letter case (not expressible on the entity).
    await queryRunner.query(
      `CREATE UNIQUE INDEX "document_folder_sibling_label_idx" ON "document_folder" ("parent_id", lower("label")) WHERE parent_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "document_folder_organization_parent_idx" ON "document_folder"  ("organization_id", "parent_id", "label") `,
    );
    await queryRunner.query(
      `CREATE TABLE "organization_document" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "organization_id" uuid, "folder_id" uuid NOT NULL, "type" character varying(30) NOT NULL, "is_public" boolean NOT NULL DEFAULT false, "user_id" uuid, "path" text NOT NULL, "file_name" character varying(255) NOT NULL, "uploaded_by_id" uuid, CONSTRAINT "organization_document_user_check" CHECK ((type = 'USER_DOCUMENT') = (user_id IS NOT NULL)), CONSTRAINT "PK_89fbc3c423bb134c8dd015958e1" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "organization_document_path_idx" ON "organization_document"  ("path") `,
    );
    await queryRunner.query(
      `CREATE INDEX "organization_document_organization_type_user_idx" ON "organization_document"  ("organization_id", "type", "user_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "organization_document_organization_folder_idx" ON "organization_document"  ("organization_id", "folder_id", "created_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "document_folder" ADD CONSTRAINT "FK_7363d98ba60d2550aba4fba30fd" FOREIGN KEY ("parent_id") REFERENCES "document_folder"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "organization_document" ADD CONSTRAINT "FK_086624ac9e89ace730eb24de855" FOREIGN KEY ("folder_id") REFERENCES "document_folder"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "organization_document" DROP CONSTRAINT "FK_086624ac9e89ace730eb24de855"`);
    await queryRunner.query(`ALTER TABLE "document_folder" DROP CONSTRAINT "FK_7363d98ba60d2550aba4fba30fd"`);
    await queryRunner.query(`DROP INDEX "public"."organization_document_organization_folder_idx"`);
    await queryRunner.query(`DROP INDEX "public"."organization_document_organization_type_user_idx"`);
    await queryRunner.query(`DROP INDEX "public"."organization_document_path_idx"`);
    await queryRunner.query(`DROP TABLE "organization_document"`);
    await queryRunner.query(`DROP INDEX "public"."document_folder_organization_parent_idx"`);
    await queryRunner.query(`DROP INDEX "public"."document_folder_sibling_label_idx"`);
    await queryRunner.query(`DROP INDEX "public"."document_folder_root_idx"`);
    await queryRunner.query(`DROP INDEX "public"."document_folder_global_root_idx"`);
    await queryRunner.query(`DROP TABLE "document_folder"`);
  }
}
