import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A case carries its product bundle (spec 000 §3 Case "productBundle"). Bundles are deleted outright
 * (deleteOrganizationProductBundle), so the case then keeps no plan: ON DELETE SET NULL, the promo discount
 * computed before stays on the case as it was. The partial index serves that SET NULL: deleting a bundle finds
 * its cases without reading every case.
 */
export class CaseProductBundle1795800000000 implements MigrationInterface {
  name = 'CaseProductBundle1795800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "case_record" ADD "product_bundle_id" uuid`);
    await queryRunner.query(
      `ALTER TABLE "case_record" ADD CONSTRAINT "FK_case_record_product_bundle" FOREIGN KEY ("product_bundle_id") REFERENCES "product_bundle"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE INDEX "case_record_product_bundle_idx" ON "case_record" ("product_bundle_id") WHERE "product_bundle_id" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "case_record_product_bundle_idx"`);
    await queryRunner.query(`ALTER TABLE "case_record" DROP CONSTRAINT "FK_case_record_product_bundle"`);
    await queryRunner.query(`ALTER TABLE "case_record" DROP COLUMN "product_bundle_id"`);
  }
}
