// One table's COPY stream on a connection of its own, so PostgreSQL ingests every table at once while the
// generator writes rows. Rows are buffered into large chunks; the generator waits only when PostgreSQL
// falls behind.
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, type CopyStreamQuery } from 'pg-copy-streams';
import { copyLine, type CopyValue } from './copy-format.js';

const CHUNK_BYTES = 1 << 18;

export class TableCopy {
  rows = 0;
  private chunk: string[] = [];
  private chunkLength = 0;
  private backlog: Promise<unknown> | null = null;
  private failure: Error | null = null;

  private constructor(
    readonly table: string,
    private readonly client: pg.Client,
    private readonly stream: CopyStreamQuery,
  ) {
    // Kept and raised on the next write, so a rejected row stops the load with PostgreSQL's own message.
    stream.on('error', (error) => (this.failure ??= error));
  }

  /**
   * Opens `COPY table (columns) FROM STDIN WITH (FREEZE)` in a transaction that first empties the table:
   * COPY FREEZE writes the rows already frozen and all-visible, so no VACUUM pass has to rewrite every page
   * before index-only scans work.
   */
  static async open(connectionString: string, table: string, columns: readonly string[]): Promise<TableCopy> {
    const client = new pg.Client({ connectionString, application_name: `bench-data ${table}` });
    await client.connect();
    await client.query('SET synchronous_commit = off');
    await client.query('BEGIN');
    await client.query(`TRUNCATE "${table}"`);
    const stream = client.query(
      copyFrom(`COPY "${table}" (${columns.map((column) => `"${column}"`).join(', ')}) FROM STDIN WITH (FREEZE)`),
    );
    return new TableCopy(table, client, stream);
  }

  write(values: readonly CopyValue[]): void {
    if (this.failure) throw new Error(`COPY ${this.table}: ${this.failure.message}`);
    const line = copyLine(values);
    this.chunk.push(line);
    this.chunkLength += line.length;
    this.rows += 1;
    if (this.chunkLength >= CHUNK_BYTES) this.flush();
  }

  /** Resolves once PostgreSQL has taken what was sent so far (immediately when it keeps up). */
  drained(): Promise<unknown> {
    return this.backlog ?? Promise.resolve();
  }

  async finish(): Promise<void> {
    this.flush();
    await this.drained();
    this.stream.end();
    await finished(this.stream);
    await this.client.query('COMMIT');
    await this.client.end();
  }

  async abort(): Promise<void> {
    this.stream.destroy();
    await this.client.end().catch(() => undefined);
  }

  private flush(): void {
    if (this.chunk.length === 0) return;
    const accepted = this.stream.write(this.chunk.join(''));
    this.chunk = [];
    this.chunkLength = 0;
    if (!accepted && !this.backlog) {
      this.backlog = once(this.stream, 'drain').finally(() => (this.backlog = null));
    }
  }
}
