import type { MigrationInterface, QueryRunner } from 'typeorm';

// A conversation's last message is the newest one a person wrote: the employee's inbound messages and what
// the case team sent. An outbound message without an author (createdById null: the automatic "Your message
// was added to request #…" reply) neither becomes the preview nor moves the conversation up.
const WRITTEN_BY_PERSON = (alias: string) => `(${alias}.type LIKE 'INBOUND%' OR ${alias}.created_by_id IS NOT NULL)`;

const touchFunction = (onlyPeople: boolean) => `CREATE OR REPLACE FUNCTION case_message_thread_touch() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    ${onlyPeople ? `IF NOT ${WRITTEN_BY_PERSON('NEW')} THEN RETURN NULL; END IF;` : ''}
    INSERT INTO case_message_thread (case_id, organization_id, last_message_at, last_message_id)
    VALUES (NEW.case_id, NEW.organization_id, NEW.created_at, NEW.id)
    ON CONFLICT (case_id) DO UPDATE
      SET last_message_at = EXCLUDED.last_message_at, last_message_id = EXCLUDED.last_message_id
      WHERE (case_message_thread.last_message_at, case_message_thread.last_message_id)
        < (EXCLUDED.last_message_at, EXCLUDED.last_message_id);
    RETURN NULL;
  END
  $$`;

const PERSON_MESSAGES_OF_THREAD = `FROM case_message m
   WHERE m.organization_id = t.organization_id AND m.case_id = t.case_id AND ${WRITTEN_BY_PERSON('m')}`;

// A thread of automatic messages only (none is written without an inbound message before it) is no conversation.
const DROP_AUTOMATIC_ONLY = `DELETE FROM case_message_thread t USING case_message a
   WHERE a.id = t.last_message_id AND NOT ${WRITTEN_BY_PERSON('a')}
     AND NOT EXISTS (SELECT 1 ${PERSON_MESSAGES_OF_THREAD})`;

// The other threads whose last message is an automatic one take the newest message a person wrote instead.
const REPOINT = `UPDATE case_message_thread t
     SET (last_message_at, last_message_id) = (
       SELECT m.created_at, m.id ${PERSON_MESSAGES_OF_THREAD} ORDER BY m.created_at DESC, m.id DESC LIMIT 1)
    FROM case_message a
   WHERE a.id = t.last_message_id AND NOT ${WRITTEN_BY_PERSON('a')}`;

const BACKFILL_ALL = `INSERT INTO case_message_thread (case_id, organization_id, last_message_at, last_message_id)
  SELECT DISTINCT ON (case_id) case_id, organization_id, created_at, id FROM case_message
   ORDER BY case_id, created_at DESC, id DESC`;

export class CaseMessageThreadWrittenByPeople1795620000000 implements MigrationInterface {
  name = 'CaseMessageThreadWrittenByPeople1795620000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // No message may arrive between the repointing and the new trigger function taking over.
    await queryRunner.query(`LOCK TABLE case_message IN SHARE ROW EXCLUSIVE MODE`);
    await queryRunner.query(touchFunction(true));
    await queryRunner.query(DROP_AUTOMATIC_ONLY);
    await queryRunner.query(REPOINT);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`LOCK TABLE case_message IN SHARE ROW EXCLUSIVE MODE`);
    await queryRunner.query(touchFunction(false));
    await queryRunner.query(`DELETE FROM case_message_thread`);
    await queryRunner.query(BACKFILL_ALL);
  }
}
