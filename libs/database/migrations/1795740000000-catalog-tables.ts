import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CatalogTables1795740000000 implements MigrationInterface {
  name = 'CatalogTables1795740000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "product_category" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "organization_id" uuid, "name" character varying(100) NOT NULL, CONSTRAINT "PK_0dce9bc93c2d2c399982d04bef1" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "product_category_organization_name_key" ON "product_category"  ("organization_id", "name") WHERE organization_id IS NOT NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX "product_category_global_name_key" ON "product_category"  ("name") WHERE organization_id IS NULL`);
    await queryRunner.query(`CREATE TABLE "product_dosage" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "product_id" uuid NOT NULL, "value" character varying(50) NOT NULL, "unit" character varying(20) NOT NULL, CONSTRAINT "PK_c008843b1678d055f7f30bd2a54" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "product_dosage_product_idx" ON "product_dosage"  ("product_id") `);
    await queryRunner.query(`CREATE TABLE "pharmacy" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(200) NOT NULL, "address" character varying(500), "phone" character varying(40), "endpoint_url" character varying(2000), CONSTRAINT "PK_f6712b909f461cf4fe9926e0c5d" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "product_variant" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "product_id" uuid NOT NULL, "name" character varying(200) NOT NULL, "code" character varying(100), "strength" character varying(100), "form" character varying(100), "price_cents" integer NOT NULL DEFAULT '0', "currency" character varying(3) NOT NULL DEFAULT 'USD', "packaging" character varying(200), "pharmacy_id" uuid, CONSTRAINT "PK_1ab69c9935c61f7c70791ae0a9f" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "product_variant_product_idx" ON "product_variant"  ("product_id") `);
    await queryRunner.query(`CREATE TABLE "product" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(200) NOT NULL, "description" character varying(4000) NOT NULL DEFAULT '', "image_url" character varying(2000), "is_visible" boolean NOT NULL DEFAULT true, "link_name" character varying(100) NOT NULL, "webhook_url" character varying(2000), CONSTRAINT "PK_bebc9158e480b949565b4dc7a82" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "product_link_name_key" ON "product"  ("link_name") `);
    await queryRunner.query(`CREATE TABLE "organization_product" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "organization_id" uuid NOT NULL, "product_id" uuid NOT NULL, "category_id" uuid, "price_cents" integer NOT NULL DEFAULT '0', "price_unit" character varying(40) NOT NULL DEFAULT 'month', "is_formulary" boolean NOT NULL DEFAULT false, "is_default" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_d8fd3d6aa11779477e881c5aab7" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "organization_product_key" ON "organization_product"  ("organization_id", "product_id") `);
    await queryRunner.query(`CREATE TABLE "product_bundle" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "organization_id" uuid NOT NULL, "name" character varying(200) NOT NULL, "description" character varying(4000) NOT NULL DEFAULT '', "price_cents" integer NOT NULL DEFAULT '0', "price_unit" character varying(40) NOT NULL DEFAULT 'month', "initial_discount_cents" integer NOT NULL DEFAULT '0', "one_time_fee_cents" integer NOT NULL DEFAULT '0', "recurring_fee_cents" integer NOT NULL DEFAULT '0', "image_url" character varying(2000), "link_name" character varying(100) NOT NULL, "tag" character varying(100), "is_visible" boolean NOT NULL DEFAULT true, "is_sold_out" boolean NOT NULL DEFAULT false, "sold_out_list_text" character varying(200), "sold_out_modal_title" character varying(200), "sold_out_modal_text" character varying(2000), "sold_out_modal_button_text" character varying(100), "sold_out_modal_button_color" character varying(7), "sold_out_modal_button_text_color" character varying(7), "form_version_id" uuid, "follow_up_form_period_days" integer, "follow_up_form_version_id" uuid, "position" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_f35662270f8bcb3f26dfd6e9fda" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "product_bundle_link_name_key" ON "product_bundle"  ("organization_id", "link_name") `);
    await queryRunner.query(`CREATE INDEX "product_bundle_organization_position_idx" ON "product_bundle"  ("organization_id", "position") `);
    await queryRunner.query(`CREATE TABLE "pharmacy_organization" ("pharmacy_id" uuid NOT NULL, "organization_id" uuid NOT NULL, CONSTRAINT "PK_2b72cb5404ef013833990740b46" PRIMARY KEY ("pharmacy_id", "organization_id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_f7b0e893b13975376726fae08d" ON "pharmacy_organization"  ("pharmacy_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_c1eb2eb7d5f5d9b3ae59021af2" ON "pharmacy_organization"  ("organization_id") `);
    await queryRunner.query(`CREATE TABLE "product_category_link" ("product_id" uuid NOT NULL, "product_category_id" uuid NOT NULL, CONSTRAINT "PK_7c1bf561441a7a93f5e7f97e106" PRIMARY KEY ("product_id", "product_category_id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_8cb36c53b21017e1210a015c13" ON "product_category_link"  ("product_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_05bc0cad94b34a53b1a7c3b1f2" ON "product_category_link"  ("product_category_id") `);
    await queryRunner.query(`CREATE TABLE "product_bundle_product" ("product_bundle_id" uuid NOT NULL, "product_id" uuid NOT NULL, CONSTRAINT "PK_f768cf88346b626171eafd70152" PRIMARY KEY ("product_bundle_id", "product_id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_ce697297414d338361ae78c2ca" ON "product_bundle_product"  ("product_bundle_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_584100cb0766bbdc67c0601a27" ON "product_bundle_product"  ("product_id") `);
    await queryRunner.query(`ALTER TABLE "product_dosage" ADD CONSTRAINT "FK_36313e79e198337857d0e07c79a" FOREIGN KEY ("product_id") REFERENCES "product"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "product_variant" ADD CONSTRAINT "FK_ca67dd080aac5ecf99609960cd2" FOREIGN KEY ("product_id") REFERENCES "product"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "product_variant" ADD CONSTRAINT "FK_38d8c48b9bc72538b57794a3443" FOREIGN KEY ("pharmacy_id") REFERENCES "pharmacy"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "organization_product" ADD CONSTRAINT "FK_410691a467cf9c0c665ae8c79f5" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "organization_product" ADD CONSTRAINT "FK_a65add66ea6cd489bd2c3881a71" FOREIGN KEY ("product_id") REFERENCES "product"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "organization_product" ADD CONSTRAINT "FK_d43d757a936f9136d076a54a0e8" FOREIGN KEY ("category_id") REFERENCES "product_category"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "product_bundle" ADD CONSTRAINT "FK_8152310c06a84b4653810166174" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "pharmacy_organization" ADD CONSTRAINT "FK_f7b0e893b13975376726fae08d7" FOREIGN KEY ("pharmacy_id") REFERENCES "pharmacy"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await queryRunner.query(`ALTER TABLE "pharmacy_organization" ADD CONSTRAINT "FK_c1eb2eb7d5f5d9b3ae59021af24" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await queryRunner.query(`ALTER TABLE "product_category_link" ADD CONSTRAINT "FK_8cb36c53b21017e1210a015c13b" FOREIGN KEY ("product_id") REFERENCES "product"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await queryRunner.query(`ALTER TABLE "product_category_link" ADD CONSTRAINT "FK_05bc0cad94b34a53b1a7c3b1f20" FOREIGN KEY ("product_category_id") REFERENCES "product_category"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await queryRunner.query(`ALTER TABLE "product_bundle_product" ADD CONSTRAINT "FK_ce697297414d338361ae78c2ca0" FOREIGN KEY ("product_bundle_id") REFERENCES "product_bundle"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await queryRunner.query(`ALTER TABLE "product_bundle_product" ADD CONSTRAINT "FK_584100cb0766bbdc67c0601a27d" FOREIGN KEY ("product_id") REFERENCES "product"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "product_bundle_product" DROP CONSTRAINT "FK_584100cb0766bbdc67c0601a27d"`);
    await queryRunner.query(`ALTER TABLE "product_bundle_product" DROP CONSTRAINT "FK_ce697297414d338361ae78c2ca0"`);
    await queryRunner.query(`ALTER TABLE "product_category_link" DROP CONSTRAINT "FK_05bc0cad94b34a53b1a7c3b1f20"`);
    await queryRunner.query(`ALTER TABLE "product_category_link" DROP CONSTRAINT "FK_8cb36c53b21017e1210a015c13b"`);
    await queryRunner.query(`ALTER TABLE "pharmacy_organization" DROP CONSTRAINT "FK_c1eb2eb7d5f5d9b3ae59021af24"`);
    await queryRunner.query(`ALTER TABLE "pharmacy_organization" DROP CONSTRAINT "FK_f7b0e893b13975376726fae08d7"`);
    await queryRunner.query(`ALTER TABLE "product_bundle" DROP CONSTRAINT "FK_8152310c06a84b4653810166174"`);
    await queryRunner.query(`ALTER TABLE "organization_product" DROP CONSTRAINT "FK_d43d757a936f9136d076a54a0e8"`);
    await queryRunner.query(`ALTER TABLE "organization_product" DROP CONSTRAINT "FK_a65add66ea6cd489bd2c3881a71"`);
    await queryRunner.query(`ALTER TABLE "organization_product" DROP CONSTRAINT "FK_410691a467cf9c0c665ae8c79f5"`);
    await queryRunner.query(`ALTER TABLE "product_variant" DROP CONSTRAINT "FK_38d8c48b9bc72538b57794a3443"`);
    await queryRunner.query(`ALTER TABLE "product_variant" DROP CONSTRAINT "FK_ca67dd080aac5ecf99609960cd2"`);
    await queryRunner.query(`ALTER TABLE "product_dosage" DROP CONSTRAINT "FK_36313e79e198337857d0e07c79a"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_584100cb0766bbdc67c0601a27"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ce697297414d338361ae78c2ca"`);
    await queryRunner.query(`DROP TABLE "product_bundle_product"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_05bc0cad94b34a53b1a7c3b1f2"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_8cb36c53b21017e1210a015c13"`);
    await queryRunner.query(`DROP TABLE "product_category_link"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c1eb2eb7d5f5d9b3ae59021af2"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f7b0e893b13975376726fae08d"`);
    await queryRunner.query(`DROP TABLE "pharmacy_organization"`);
    await queryRunner.query(`DROP INDEX "public"."product_bundle_organization_position_idx"`);
    await queryRunner.query(`DROP INDEX "public"."product_bundle_link_name_key"`);
    await queryRunner.query(`DROP TABLE "product_bundle"`);
    await queryRunner.query(`DROP INDEX "public"."organization_product_key"`);
    await queryRunner.query(`DROP TABLE "organization_product"`);
    await queryRunner.query(`DROP INDEX "public"."product_link_name_key"`);
    await queryRunner.query(`DROP TABLE "product"`);
    await queryRunner.query(`DROP INDEX "public"."product_variant_product_idx"`);
    await queryRunner.query(`DROP TABLE "product_variant"`);
    await queryRunner.query(`DROP TABLE "pharmacy"`);
    await queryRunner.query(`DROP INDEX "public"."product_dosage_product_idx"`);
    await queryRunner.query(`DROP TABLE "product_dosage"`);
    await queryRunner.query(`DROP INDEX "public"."product_category_global_name_key"`);
    await queryRunner.query(`DROP INDEX "public"."product_category_organization_name_key"`);
    await queryRunner.query(`DROP TABLE "product_category"`);
  }
}
