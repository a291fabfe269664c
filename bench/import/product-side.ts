// The product's side: the worker as deployed, in this process (every queue, so whatever an import hands to
// other queues runs beside it as in production), on the bench database, Redis prefix and Auth emulator. The
// file is stored where an upload lands and its import record written as importCases writes it; the import is
// timed from the runner's start (reading the file) to the record's SUCCESS.
import type { INestApplicationContext } from '@nestjs/common';
import type pg from 'pg';
import { startWorker } from '../../apps/worker/src/create-worker.js';
import { parseConfig } from '../../libs/config/index.js';
import { CaseImportRunner } from '#domain/case-imports';
import { personalPath, STORAGE_DRIVER, type StorageDriver } from '../../libs/integrations/index.js';
import { BENCH_ENV } from '../support/bench-env.js';
import type { ImportFixture } from './fixture.js';

export interface ProductRun {
  ms: number;
  /** CPU time of this process (the worker) over the import, user + system. */
  cpuMs: number;
  caseImportId: string;
}

export class ProductSide {
  private constructor(private readonly worker: INestApplicationContext) {}

  static async start(): Promise<ProductSide> {
    const config = parseConfig({ ...process.env, ...BENCH_ENV, WORKER_QUEUES: '' });
    return new ProductSide(await startWorker(config));
  }

  async importFile(pool: pg.Pool, fixture: ImportFixture, csv: string, rows: number): Promise<ProductRun> {
    const storage = this.worker.get<StorageDriver>(STORAGE_DRIVER);
    const path = personalPath(fixture.cvAdminId, 'cases.csv');
    await storage.putObject(path, Buffer.from(csv), 'text/csv');
    const {
      rows: [record],
    } = await pool.query<{ id: string }>(
      `INSERT INTO case_import (created_by_id, file_path, file_name, total_rows) VALUES ($1, $2, 'cases.csv', $3)
       RETURNING id`,
      [fixture.cvAdminId, path, rows],
    );
    const cpu = process.cpuUsage();
    const started = performance.now();
    await this.worker.get(CaseImportRunner).run(record.id);
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    await storage.deleteObject(path);
    return { ms, cpuMs: (used.user + used.system) / 1000, caseImportId: record.id };
  }

  async stop(): Promise<void> {
    await this.worker.close();
  }
}
