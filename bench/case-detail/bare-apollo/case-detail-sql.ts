// The statements the api runs for one case page (recorded from it by api-probe.ts), issued through pg as
// TypeORM words them: every column of the table selected under the entity's alias, the same predicates,
// order and limits, id lists as `IN ($1, …)`. The database parses, plans and returns the same work; main.ts
// checks that both sides send the same statements (apart from the api's identity lookup).
import pg from 'pg';

export type Row = Record<string, unknown>;

/** The alias TypeORM gives each table: its entity's class name. */
const ALIASES = {
  case_record: 'CaseEntity',
  case_decision: 'CaseDecisionEntity',
  case_escalation: 'CaseEscalationEntity',
  case_comment: 'CaseCommentEntity',
  case_note: 'CaseNoteEntity',
  case_activity: 'CaseActivityEntity',
  case_attachment: 'CaseAttachmentEntity',
  form_response: 'FormResponseEntity',
  form_version: 'FormVersionEntity',
  form: 'FormEntity',
  app_user: 'UserEntity',
  organization: 'OrganizationEntity',
} as const;

export type Table = keyof typeof ALIASES;

/** Tables the api reads only some columns of (people named on a case); the others are read whole. */
const NARROWED: Partial<Record<Table, readonly string[]>> = {
  app_user: ['id', 'email', 'role', 'first_name', 'last_name'],
};
export type CaseItemTable = 'case_decision' | 'case_escalation' | 'case_comment' | 'case_note';
/** What identifies a case to the statements that read its items. */
export type CaseKey = { id: string; organizationId: string };

const camelCase = (column: string) => column.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** Statements sent, counted (and on demand recorded) the way the api's counter and probe do. */
export class StatementLog {
  count = 0;
  recording = false;
  recorded: string[] = [];

  note(text: string): void {
    this.count += 1;
    if (this.recording) this.recorded.push(text);
  }
}

export class CaseDetailSql {
  readonly log = new StatementLog();

  private constructor(
    private readonly pool: pg.Pool,
    /** `SELECT "Alias"."column" AS "Alias_column", … FROM "table" "Alias"` for each table. */
    private readonly selects: Record<Table, string>,
    /** Result column label → entity property, for each table. */
    private readonly properties: Record<Table, Map<string, string>>,
  ) {}

  /** Reads each table's columns from the catalogue once, before anything is counted. */
  static async connect(connectionString: string, poolSize: number): Promise<CaseDetailSql> {
    const pool = new pg.Pool({
      connectionString,
      max: poolSize,
      // `date` columns stay YYYY-MM-DD strings, as the api's entities keep them.
      types: {
        getTypeParser: ((oid: number, format?: 'text') =>
          oid === pg.types.builtins.DATE
            ? (value: string) => value
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    const { rows } = await pool.query<{ table_name: Table; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
       WHERE table_schema = 'public' AND table_name = ANY($1) ORDER BY table_name, ordinal_position`,
      [Object.keys(ALIASES)],
    );
    const selects = {} as Record<Table, string>;
    const properties = {} as Record<Table, Map<string, string>>;
    for (const [table, alias] of Object.entries(ALIASES) as [Table, string][]) {
      const columns = NARROWED[table] ?? rows.filter((row) => row.table_name === table).map((row) => row.column_name);
      selects[table] =
        `SELECT ${columns.map((column) => `"${alias}"."${column}" AS "${alias}_${column}"`).join(', ')} ` +
        `FROM "${table}" "${alias}"`;
      properties[table] = new Map(columns.map((column) => [`${alias}_${column}`, camelCase(column)]));
    }
    return new CaseDetailSql(pool, selects, properties);
  }

  /** Runs a statement on `table` and hands back its rows as the entity's properties. */
  private async rows(table: Table, text: string, values: readonly unknown[]): Promise<Row[]> {
    this.log.note(text);
    const properties = this.properties[table];
    return (await this.pool.query(text, values as unknown[])).rows.map((raw: Row) => {
      const row: Row = {};
      for (const label in raw) row[properties.get(label) ?? label] = raw[label];
      return row;
    });
  }

  async caseById(caseId: string): Promise<Row | undefined> {
    const [found] = await this.rows(
      'case_record',
      `${this.selects.case_record} WHERE (("CaseEntity"."id" = $1)) LIMIT 1`,
      [caseId],
    );
    return found;
  }

  /** Decisions, escalations, comments and notes of a case, oldest first. */
  caseItems(table: CaseItemTable, caseRecord: CaseKey): Promise<Row[]> {
    const alias = ALIASES[table];
    return this.rows(
      table,
      `${this.selects[table]} WHERE (("${alias}"."organization_id" = $1) AND ("${alias}"."case_id" = $2)) ` +
        `ORDER BY "${alias}"."created_at" ASC, "${alias}"."id" ASC`,
      [caseRecord.organizationId, caseRecord.id],
    );
  }

  /** The latest `limit` timeline entries, newest first (the resolver turns them round). */
  recentActivity(caseRecord: CaseKey, limit: number): Promise<Row[]> {
    return this.rows(
      'case_activity',
      `${this.selects.case_activity} WHERE (("CaseActivityEntity"."organization_id" = $1) AND ` +
        `("CaseActivityEntity"."case_id" = $2)) ORDER BY "CaseActivityEntity"."created_at" DESC, ` +
        `"CaseActivityEntity"."id" DESC LIMIT ${Math.trunc(limit)}`,
      [caseRecord.organizationId, caseRecord.id],
    );
  }

  submittedFormResponses(caseRecord: CaseKey): Promise<Row[]> {
    return this.rows(
      'form_response',
      `${this.selects.form_response} WHERE (("FormResponseEntity"."organization_id" = $1) AND ` +
        `("FormResponseEntity"."case_id" = $2) AND ("FormResponseEntity"."is_draft" = $3)) ` +
        `ORDER BY "FormResponseEntity"."submitted_at" ASC, "FormResponseEntity"."id" ASC`,
      [caseRecord.organizationId, caseRecord.id, false],
    );
  }

  /** Rows of `table` by id (users, organizations, form versions, forms, attachments). */
  async byIds(table: Table, ids: readonly string[]): Promise<Row[]> {
    if (ids.length === 0) return [];
    const alias = ALIASES[table];
    const list = ids.map((_id, index) => `$${index + 1}`).join(', ');
    return this.rows(table, `${this.selects[table]} WHERE (("${alias}"."id" IN (${list})))`, ids);
  }

  async teamsByCaseIds(caseIds: readonly string[]): Promise<{ caseId: string; userId: string }[]> {
    const text = 'SELECT case_id, user_id FROM case_assignee WHERE case_id = ANY($1)';
    this.log.note(text);
    const { rows } = await this.pool.query<{ case_id: string; user_id: string }>(text, [[...caseIds]]);
    return rows.map((row) => ({ caseId: row.case_id, userId: row.user_id }));
  }

  end(): Promise<void> {
    return this.pool.end();
  }
}
