import type { MigrationInterface, QueryRunner } from 'typeorm';

// The api caches callers' access (role, organization access, custom roles) and forgets it on these
// notifications, sent when the change commits: the user's id, or '*' for a custom role, which may be
// anyone's. Channel and payloads: apps/api/src/auth/caller-access-listener.ts.
const NOTIFY_USER = `CREATE FUNCTION user_access_notify_user() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('user_access', (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)::text);
    RETURN NULL;
  END
  $$`;

const NOTIFY_ACCESS_ENTRY = `CREATE FUNCTION user_access_notify_entry() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('user_access', OLD.user_id::text); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('user_access', NEW.user_id::text); END IF;
    RETURN NULL;
  END
  $$`;

const NOTIFY_EVERYONE = `CREATE FUNCTION user_access_notify_everyone() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('user_access', '*');
    RETURN NULL;
  END
  $$`;

export class UserAccessNotifications1795337000000 implements MigrationInterface {
  name = 'UserAccessNotifications1795337000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(NOTIFY_USER);
    await queryRunner.query(NOTIFY_ACCESS_ENTRY);
    await queryRunner.query(NOTIFY_EVERYONE);
    await queryRunner.query(
      `CREATE TRIGGER user_access_changed AFTER UPDATE OR DELETE ON app_user
       FOR EACH ROW EXECUTE FUNCTION user_access_notify_user()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER user_access_changed AFTER INSERT OR UPDATE OR DELETE ON organization_access
       FOR EACH ROW EXECUTE FUNCTION user_access_notify_entry()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER user_access_changed AFTER UPDATE OR DELETE ON custom_role
       FOR EACH STATEMENT EXECUTE FUNCTION user_access_notify_everyone()`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER user_access_changed ON custom_role`);
    await queryRunner.query(`DROP TRIGGER user_access_changed ON organization_access`);
    await queryRunner.query(`DROP TRIGGER user_access_changed ON app_user`);
    await queryRunner.query(`DROP FUNCTION user_access_notify_everyone()`);
    await queryRunner.query(`DROP FUNCTION user_access_notify_entry()`);
    await queryRunner.query(`DROP FUNCTION user_access_notify_user()`);
  }
}
