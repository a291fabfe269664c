// What was generated into the bench database, recorded in a table of its own once the load has completed:
// benchmarks find their organization and users there, and a run skips generating a dataset that is
// already in place.
import type pg from 'pg';
import { benchPool } from '../support/bench-database.js';
import type { DatasetSubjects } from './people.js';

/** Changes whenever the generator writes different rows for the same seed and scale. */
export const GENERATOR_VERSION = 1;
export const DEFAULT_SEED = 20261122;

export interface BenchDataset {
  generatorVersion: number;
  seed: number;
  scale: number;
  generatedAt: string;
  durationSeconds: number;
  rowCounts: Record<string, number>;
  /** The organization holding a tenth of the cases, and one person of each role there. */
  subjects: DatasetSubjects;
}

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS bench_dataset (
  generator_version integer NOT NULL,
  seed bigint NOT NULL,
  scale double precision NOT NULL,
  generated_at timestamptz NOT NULL DEFAULT now(),
  duration_seconds double precision NOT NULL,
  row_counts jsonb NOT NULL,
  big_organization_id uuid NOT NULL,
  subjects jsonb NOT NULL
)`;

export async function recordDataset(client: pg.Client, dataset: Omit<BenchDataset, 'generatedAt'>): Promise<void> {
  await client.query(CREATE_TABLE);
  await client.query('DELETE FROM bench_dataset');
  await client.query(
    `INSERT INTO bench_dataset (generator_version, seed, scale, duration_seconds, row_counts, big_organization_id, subjects)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      dataset.generatorVersion,
      dataset.seed,
      dataset.scale,
      dataset.durationSeconds,
      dataset.rowCounts,
      dataset.subjects.organizationId,
      dataset.subjects,
    ],
  );
}

/** The dataset in the bench database, or null when there is none (or the database does not exist yet). */
export async function readDataset(): Promise<BenchDataset | null> {
  const pool = benchPool(1);
  try {
    const { rows } = await pool.query(
      `SELECT generator_version, seed, scale, generated_at, duration_seconds, row_counts, subjects
         FROM bench_dataset LIMIT 1`,
    );
    if (rows.length === 0) return null;
    const [row] = rows;
    return {
      generatorVersion: row.generator_version,
      seed: Number(row.seed),
      scale: row.scale,
      generatedAt: new Date(row.generated_at).toISOString(),
      durationSeconds: row.duration_seconds,
      rowCounts: row.row_counts,
      subjects: row.subjects,
    };
  } catch (error) {
    // 3D000: no such database; 42P01: no bench_dataset table (never generated, or a load that did not finish).
    const code = (error as { code?: string }).code;
    if (code === '3D000' || code === '42P01') return null;
    throw error;
  } finally {
    await pool.end();
  }
}

/** The dataset when it is the one this generator writes for `seed` and `scale`, else null. */
export async function currentDataset(options: { seed: number; scale: number }): Promise<BenchDataset | null> {
  const dataset = await readDataset();
  const current =
    dataset !== null &&
    dataset.generatorVersion === GENERATOR_VERSION &&
    dataset.seed === options.seed &&
    dataset.scale === options.scale;
  return current ? dataset : null;
}
