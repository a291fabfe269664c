import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Partner storefront settings, FAQ entries and testimonials. Every partner organization gets its info row
 * here, so organization.partner_integration_info_id is set for all of them from now on.
 */
export class PartnerIntegrationInfo1795730000000 implements MigrationInterface {
  name = 'PartnerIntegrationInfo1795730000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "partner_integration_info" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "organization_id" uuid NOT NULL, "link_name" character varying(100), "monthly_cost" numeric(10,2), "tagline" character varying(200) NOT NULL DEFAULT '', "video_link" character varying(2000) NOT NULL DEFAULT '', "webhook_url" character varying(2000) NOT NULL DEFAULT '', "favicon" character varying(2000) NOT NULL DEFAULT '', "contact_email" character varying(320) NOT NULL DEFAULT '', "contact_phone" character varying(40) NOT NULL DEFAULT '', "links" jsonb NOT NULL DEFAULT '{}', "flags" jsonb NOT NULL DEFAULT '{}', "self_sign_up_profile_fields" jsonb NOT NULL DEFAULT '[]', "self_sign_up_sms_notifications_required" boolean NOT NULL DEFAULT false, "master_user_promo_code_id" uuid, "payment_provider" character varying(40), "payment_publishable_key" character varying(300) NOT NULL DEFAULT '', "texts" jsonb NOT NULL DEFAULT '{}', "primary_color" character varying(7) NOT NULL DEFAULT '#71d1ac', "faq_gradient_color" character varying(7) NOT NULL DEFAULT '#4e7da0', "form_version_id" uuid, "default_product_bundle_id" uuid, CONSTRAINT "PK_partner_integration_info" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "partner_integration_info_organization_key" ON "partner_integration_info" ("organization_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "partner_integration_info" ADD CONSTRAINT "FK_partner_integration_info_organization" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );

    await queryRunner.query(
      `CREATE TABLE "partner_faq_entry" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "partner_integration_info_id" uuid NOT NULL, "question" character varying(500) NOT NULL, "answer" text NOT NULL, "index" integer NOT NULL, CONSTRAINT "PK_partner_faq_entry" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "partner_faq_entry_info_index" ON "partner_faq_entry" ("partner_integration_info_id", "index") `,
    );
    await queryRunner.query(
      `ALTER TABLE "partner_faq_entry" ADD CONSTRAINT "FK_partner_faq_entry_info" FOREIGN KEY ("partner_integration_info_id") REFERENCES "partner_integration_info"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );

    await queryRunner.query(
      `CREATE TABLE "partner_testimonial" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "partner_integration_info_id" uuid NOT NULL, "rating" smallint NOT NULL, "customer_name" character varying(200) NOT NULL, "title" character varying(200) NOT NULL DEFAULT '', "content" text NOT NULL, "is_verified" boolean NOT NULL DEFAULT false, "index" integer NOT NULL, CONSTRAINT "PK_partner_testimonial" PRIMARY KEY ("id"), CONSTRAINT "partner_testimonial_rating_check" CHECK ("rating" BETWEEN 1 AND 5))`,
    );
    await queryRunner.query(
      `CREATE INDEX "partner_testimonial_info_index" ON "partner_testimonial" ("partner_integration_info_id", "index") `,
    );
    await queryRunner.query(
      `ALTER TABLE "partner_testimonial" ADD CONSTRAINT "FK_partner_testimonial_info" FOREIGN KEY ("partner_integration_info_id") REFERENCES "partner_integration_info"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );

    // Existing partner organizations get their row now, with the defaults.
    await queryRunner.query(
      `INSERT INTO "partner_integration_info" ("organization_id", "link_name") SELECT "id", "link_name" FROM "organization" WHERE "is_partner" = true`,
    );
    await queryRunner.query(
      `UPDATE "organization" o SET "partner_integration_info_id" = p."id" FROM "partner_integration_info" p WHERE p."organization_id" = o."id"`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "organization" SET "partner_integration_info_id" = NULL`);
    await queryRunner.query(`DROP TABLE "partner_testimonial"`);
    await queryRunner.query(`DROP TABLE "partner_faq_entry"`);
    await queryRunner.query(`DROP TABLE "partner_integration_info"`);
  }
}
