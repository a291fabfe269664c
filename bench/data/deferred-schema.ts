// Bulk loading is several times faster into bare tables: the indexes and constraints the migrations created
// are read from the catalog, dropped before the load and recreated from the very same definitions after it.
import type pg from 'pg';

interface IndexDefinition {
  name: string;
  table: string;
  definition: string;
}

interface ConstraintDefinition {
  name: string;
  table: string;
  /** p primary key, u unique, f foreign key. */
  kind: 'p' | 'u' | 'f';
  definition: string;
}

export interface SchemaSnapshot {
  /** Indexes that no constraint owns. */
  indexes: IndexDefinition[];
  constraints: ConstraintDefinition[];
}

/** Indexes and key constraints on `tables`, with every foreign key that points into them. */
export async function snapshotSchema(client: pg.Client, tables: readonly string[]): Promise<SchemaSnapshot> {
  const { rows: indexes } = await client.query<IndexDefinition>(
    `SELECT index.relname AS name, owner.relname AS "table", pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
       JOIN pg_class index ON index.oid = i.indexrelid
       JOIN pg_class owner ON owner.oid = i.indrelid
      WHERE owner.relnamespace = 'public'::regnamespace AND owner.relname = ANY($1)
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid AND c.contype IN ('p', 'u', 'x'))
      ORDER BY index.relname`,
    [tables],
  );
  const { rows: constraints } = await client.query<ConstraintDefinition>(
    `SELECT c.conname AS name, owner.relname AS "table", c.contype AS kind, pg_get_constraintdef(c.oid) AS definition
       FROM pg_constraint c
       JOIN pg_class owner ON owner.oid = c.conrelid
       LEFT JOIN pg_class target ON target.oid = c.confrelid
      WHERE owner.relnamespace = 'public'::regnamespace
        AND ((c.contype IN ('p', 'u') AND owner.relname = ANY($1))
          OR (c.contype = 'f' AND (owner.relname = ANY($1) OR target.relname = ANY($1))))
      ORDER BY c.conname`,
    [tables],
  );
  return { indexes, constraints };
}

/** Foreign keys first (they depend on the keys), then keys, then plain indexes. */
export async function dropSchema(client: pg.Client, snapshot: SchemaSnapshot): Promise<void> {
  const foreignKeys = snapshot.constraints.filter((constraint) => constraint.kind === 'f');
  const keys = snapshot.constraints.filter((constraint) => constraint.kind !== 'f');
  for (const constraint of [...foreignKeys, ...keys]) {
    await client.query(`ALTER TABLE "${constraint.table}" DROP CONSTRAINT "${constraint.name}"`);
  }
  for (const index of snapshot.indexes) await client.query(`DROP INDEX "${index.name}"`);
}

/**
 * Recreates what `dropSchema` dropped: indexes and keys spread over `clients` (builds of different tables
 * run side by side), then the foreign keys, which need the keys they reference.
 */
export async function restoreSchema(
  clients: readonly pg.Client[],
  snapshot: SchemaSnapshot,
  onBuilt: (name: string, seconds: number) => void,
): Promise<void> {
  const keysAndIndexes = [
    ...snapshot.indexes.map((index) => ({ name: index.name, table: index.table, sql: index.definition })),
    ...snapshot.constraints
      .filter((constraint) => constraint.kind !== 'f')
      .map((constraint) => ({ name: constraint.name, table: constraint.table, sql: addConstraint(constraint) })),
  ];
  await runSpread(clients, largestTablesFirst(keysAndIndexes), onBuilt);
  const foreignKeys = snapshot.constraints
    .filter((constraint) => constraint.kind === 'f')
    .map((constraint) => ({ name: constraint.name, table: constraint.table, sql: addConstraint(constraint) }));
  await runSpread(clients, foreignKeys, onBuilt);
}

/** Throws unless the schema now holds exactly the indexes and constraints of `expected`. */
export function assertSameSchema(expected: SchemaSnapshot, actual: SchemaSnapshot): void {
  const describe = (snapshot: SchemaSnapshot) =>
    [
      ...snapshot.indexes.map((index) => index.definition),
      ...snapshot.constraints.map((constraint) => `${constraint.table}.${constraint.name} ${constraint.definition}`),
    ].sort();
  const before = describe(expected);
  const after = new Set(describe(actual));
  const missing = before.filter((entry) => !after.has(entry));
  if (missing.length > 0 || after.size !== before.length) {
    throw new Error(`The restored schema differs from the migrations': missing ${missing.join('; ') || 'nothing'}`);
  }
}

const addConstraint = (constraint: ConstraintDefinition) =>
  `ALTER TABLE "${constraint.table}" ADD CONSTRAINT "${constraint.name}" ${constraint.definition}`;

interface Statement {
  name: string;
  table: string;
  sql: string;
}

// The big tables' builds start first so the last ones to finish are short.
const TABLE_WEIGHT: Record<string, number> = { case_activity: 4, case_comment: 3, case_note: 2, case_record: 1 };
const largestTablesFirst = (statements: Statement[]) =>
  [...statements].sort((a, b) => (TABLE_WEIGHT[b.table] ?? 0) - (TABLE_WEIGHT[a.table] ?? 0));

async function runSpread(
  clients: readonly pg.Client[],
  statements: Statement[],
  onBuilt: (name: string, seconds: number) => void,
): Promise<void> {
  const queue = [...statements];
  await Promise.all(
    clients.map(async (client) => {
      for (let statement = queue.shift(); statement; statement = queue.shift()) {
        const start = performance.now();
        await client.query(statement.sql);
        onBuilt(statement.name, (performance.now() - start) / 1000);
      }
    }),
  );
}
