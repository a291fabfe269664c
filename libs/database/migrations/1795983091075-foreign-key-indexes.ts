import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An index on each foreign key column that had none leading with it. Without one, deleting a referenced row
 * (a person, a case, a role) checks or cascades by scanning the whole referencing table: deleting one person
 * read every case four times. Built CONCURRENTLY, so a large case table keeps taking writes meanwhile; that
 * cannot run in a transaction, hence none for this migration.
 */
export class ForeignKeyIndexes1795983091075 implements MigrationInterface {
  name = 'ForeignKeyIndexes1795983091075';
  transaction = false as const;

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY "affiliate_relation_created_by_idx" ON "affiliate_relation"("created_by_id") WHERE created_by_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY "organization_access_custom_role_idx" ON "organization_access"("custom_role_id") WHERE custom_role_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY "app_user_custom_role_idx" ON "app_user"("custom_role_id") WHERE custom_role_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY "case_record_promo_code_idx" ON "case_record"("promo_code_id") WHERE promo_code_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY "case_record_hr_rep_idx" ON "case_record"("hr_rep_id") WHERE hr_rep_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY "case_record_assigned_by_idx" ON "case_record"("assigned_by_id") WHERE assigned_by_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY "case_record_assigned_to_idx" ON "case_record"("assigned_to_id") WHERE assigned_to_id IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX CONCURRENTLY "case_record_submitter_idx" ON "case_record"("submitter_id")`);
    await queryRunner.query(`CREATE INDEX CONCURRENTLY "case_escalation_case_idx" ON "case_escalation"("case_id")`);
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY "organization_document_folder_idx" ON "organization_document"("folder_id") WHERE folder_id IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX CONCURRENTLY "case_import_created_by_idx" ON "case_import"("created_by_id")`);
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY "product_variant_pharmacy_idx" ON "product_variant"("pharmacy_id") WHERE pharmacy_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY "organization_product_product_idx" ON "organization_product"("product_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY "organization_product_category_idx" ON "organization_product"("category_id") WHERE category_id IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX CONCURRENTLY "case_order_case_idx" ON "case_order"("case_id")`);
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY "case_payment_payment_attachment_idx" ON "case_payment"("payment_attachment_id") WHERE payment_attachment_id IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX CONCURRENTLY "case_payment_case_idx" ON "case_payment"("case_id")`);
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY "case_payment_created_by_idx" ON "case_payment"("created_by_id") WHERE created_by_id IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX CONCURRENTLY "payment_info_user_idx" ON "payment_info"("user_id")`);
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY "payment_setup_token_created_by_idx" ON "payment_setup_token"("created_by_id") WHERE created_by_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY "payment_setup_token_user_idx" ON "payment_setup_token"("user_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY "partner_sign_up_case_idx" ON "partner_sign_up"("case_id") WHERE case_id IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX CONCURRENTLY "payment_charge_case_idx" ON "payment_charge"("case_id")`);
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY "payment_charge_requested_by_idx" ON "payment_charge"("requested_by_id") WHERE requested_by_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY "payment_completion_link_case_idx" ON "payment_completion_link"("case_id")`,
    );
    await queryRunner.query(`CREATE INDEX CONCURRENTLY "sign_up_payment_user_idx" ON "sign_up_payment"("user_id")`);
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY "sign_up_preauthorization_user_idx" ON "sign_up_preauthorization"("user_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX CONCURRENTLY "public"."sign_up_preauthorization_user_idx"`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY "public"."sign_up_payment_user_idx"`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY "public"."payment_completion_link_case_idx"`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY "public"."payment_charge_requested_by_idx"`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY "public"."payment_charge_case_idx"`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY "public"."partner_sign_up_case_idx"`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY "public"."payment_setup_token_user_idx"`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY "public"."payment_setup_token_created_by_idx"`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY "public"."payment_info_user_idx"`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY "public"."case_payment_created_by_idx"`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY "public"."case_payment_case_idx"`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY "public"."case_payment_payment_attachment_idx"`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY "public"."case_order_case_idx"`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY "public"."organization_product_category_idx"`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY "public"."organization_product_product_idx"`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY "public"."product_variant_pharmacy_idx"`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY "public"."case_import_created_by_idx"`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY "public"."organization_document_folder_idx"`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY "public"."case_escalation_case_idx"`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY "public"."case_record_submitter_idx"`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY "public"."case_record_assigned_to_idx"`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY "public"."case_record_assigned_by_idx"`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY "public"."case_record_hr_rep_idx"`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY "public"."case_record_promo_code_idx"`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY "public"."app_user_custom_role_idx"`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY "public"."organization_access_custom_role_idx"`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY "public"."affiliate_relation_created_by_idx"`);
  }
}
