import type { MigrationInterface, QueryRunner } from 'typeorm';

// Adds `delta` to one (organization, status, archived) count, creating the row on first use.
const ADD_FUNCTION = `CREATE FUNCTION case_status_count_add(organization uuid, case_status varchar, archived boolean, delta integer)
  RETURNS void LANGUAGE sql AS $$
    INSERT INTO case_status_count (organization_id, status, is_archived, case_count)
    VALUES (organization, case_status, archived, delta)
    ON CONFLICT (organization_id, status, is_archived)
    DO UPDATE SET case_count = case_status_count.case_count + EXCLUDED.case_count
  $$`;

// A case moved between counts takes from one and adds to the other in key order, whichever way it moves,
// so two changes moving cases in opposite directions never wait on each other's count rows (no deadlock).
const APPLY_FUNCTION = `CREATE FUNCTION case_status_count_apply() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM case_status_count_add(NEW.organization_id, NEW.status, NEW.is_archived, 1);
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM case_status_count_add(OLD.organization_id, OLD.status, OLD.is_archived, -1);
    ELSIF (OLD.organization_id, OLD.status, OLD.is_archived) < (NEW.organization_id, NEW.status, NEW.is_archived) THEN
      PERFORM case_status_count_add(OLD.organization_id, OLD.status, OLD.is_archived, -1);
      PERFORM case_status_count_add(NEW.organization_id, NEW.status, NEW.is_archived, 1);
    ELSIF (OLD.organization_id, OLD.status, OLD.is_archived) > (NEW.organization_id, NEW.status, NEW.is_archived) THEN
      PERFORM case_status_count_add(NEW.organization_id, NEW.status, NEW.is_archived, 1);
      PERFORM case_status_count_add(OLD.organization_id, OLD.status, OLD.is_archived, -1);
    END IF;
    RETURN NULL;
  END
  $$`;

const TRIGGER = `CREATE TRIGGER case_status_count_after_change
  AFTER INSERT OR DELETE OR UPDATE OF organization_id, status, is_archived ON case_record
  FOR EACH ROW EXECUTE FUNCTION case_status_count_apply()`;

const BACKFILL = `INSERT INTO case_status_count (organization_id, status, is_archived, case_count)
  SELECT organization_id, status, is_archived, COUNT(*) FROM case_record GROUP BY 1, 2, 3`;

export class CaseStatusCounts1795335415665 implements MigrationInterface {
  name = 'CaseStatusCounts1795335415665';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "case_status_count" ("organization_id" uuid NOT NULL, "status" character varying(20) NOT NULL, "is_archived" boolean NOT NULL, "case_count" integer NOT NULL, CONSTRAINT "PK_6a2f5874790cc78a5dcb06238f4" PRIMARY KEY ("organization_id", "status", "is_archived"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "case_status_count" ADD CONSTRAINT "FK_df8164f8067f2d89e47d96b7f1d" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // No case may change between the backfill and the trigger taking over.
    await queryRunner.query(`LOCK TABLE case_record IN SHARE ROW EXCLUSIVE MODE`);
    await queryRunner.query(ADD_FUNCTION);
    await queryRunner.query(APPLY_FUNCTION);
    await queryRunner.query(TRIGGER);
    await queryRunner.query(BACKFILL);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER case_status_count_after_change ON case_record`);
    await queryRunner.query(`DROP FUNCTION case_status_count_apply()`);
    await queryRunner.query(`DROP FUNCTION case_status_count_add(uuid, varchar, boolean, integer)`);
    await queryRunner.query(`ALTER TABLE "case_status_count" DROP CONSTRAINT "FK_df8164f8067f2d89e47d96b7f1d"`);
    await queryRunner.query(`DROP TABLE "case_status_count"`);
  }
}
