import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import { isUuid, Role } from '#access';
import { OrganizationEntity } from '#domain/organizations';
import { UserEntity } from '#domain/users';
import { RunStatus } from '#domain/workflow-runs';
import { ActivityTransaction, LivePubSub } from '#events';
import { IdentityService, personalPath, STORAGE_DRIVER, type StorageDriver } from '#integrations';
import { CaseImportEntity, type ImportRowError } from './case-import.entity.js';
import { CASE_IMPORTS_TOPIC, importBatchSize, progressOf } from './case-import-progress.js';
import { csvLine } from './csv.js';
import {
  ImportBatchWriter,
  type NewEmployee,
  type PlannedRow,
  type RowOutcome,
  RowSettledLate,
} from './import-batch-writer.js';
import { ImportFileProblem, type ImportFileRow, readImportFile } from './import-file.js';
import { checkRow } from './import-row.js';

/**
 * The worker's side of bulk import, in batches of rows (importBatchSize): each row is checked on its own
 * first, then a batch's cases, new employees, "import case" activities and the import's counters commit
 * together in one transaction or not at all, so a run stopped anywhere goes on from the first row not counted
 * and writes nothing twice. A bad row never holds back its batch: refused rows are decided before anything is
 * written, and a batch whose writing meets what no check could foresee (a sign-in account refused, a database
 * constraint, a case written meanwhile by another import) is rolled back and written again row by row, each
 * in its own transaction as before. A row whose external id already has a case in its organization is skipped:
 * importing a file again duplicates nothing. Progress is published after each batch.
 */
@Injectable()
export class CaseImportRunner {
  private readonly logger = new Logger('CaseImportRunner');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ActivityTransaction) private readonly activityTransaction: ActivityTransaction,
    @Inject(IdentityService) private readonly identity: IdentityService,
    @Inject(LivePubSub) private readonly pubSub: LivePubSub,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
  ) {}

  async run(caseImportId: string): Promise<void> {
    const imports = this.dataSource.getRepository(CaseImportEntity);
    const record = await imports.findOneBy({ id: caseImportId });
    if (!record || record.status !== RunStatus.IN_PROGRESS) return;
    const importer = await this.dataSource.getRepository(UserEntity).findOneBy({ id: record.createdById });
    if (!importer || importer.deletedAt || importer.role !== Role.CVADMIN) {
      return this.fail(record, 'the person who started the import is no longer a CV Admin');
    }
    let rows: ImportFileRow[] | null;
    try {
      rows = await readImportFile(this.storage, record.filePath);
    } catch (error) {
      if (error instanceof ImportFileProblem) return this.fail(record, error.message);
      throw error;
    }
    if (!rows) return this.fail(record, 'the uploaded file is no longer in storage');
    const run: RunState = { record, organizations: new OrganizationFinder(this.dataSource), identities: new Map() };
    const size = importBatchSize(rows.length);
    for (let from = record.processedRows; from < rows.length;) {
      const counted = await this.importBatch(run, rows.slice(from, from + size), from);
      await this.publish(counted);
      // Another run of the same import may be ahead; a finished or stopped one ends this one.
      if (counted.status !== RunStatus.IN_PROGRESS || counted.processedRows <= from) break;
      from = counted.processedRows;
    }
    await this.finish(caseImportId);
  }

  /** The rows from index `from`: as one batch, or row by row when the batch cannot be written as a whole. */
  private async importBatch(run: RunState, fileRows: ImportFileRow[], from: number): Promise<CaseImportEntity> {
    const planned = await this.plan(run, fileRows);
    try {
      return await this.writeBatch(run, planned, from);
    } catch (error) {
      if (!isRowLevelFailure(error)) throw error;
      if (planned.length === 1) return this.settleAlone(run, planned[0], from, error);
      this.logger.warn(
        `case import ${run.record.id}: rows from ${from} written one by one (${(error as Error).message})`,
      );
      let counted: CaseImportEntity | undefined;
      for (let index = 0; index < planned.length; index += 1) {
        try {
          counted = await this.writeBatch(run, [planned[index]], from + index);
        } catch (rowError) {
          counted = await this.settleAlone(run, planned[index], from + index, rowError);
        }
      }
      return counted!;
    }
  }

  /** Each row checked on its own, with its organization (looked up once per distinct value). */
  private async plan(run: RunState, fileRows: ImportFileRow[]): Promise<PlannedRow[]> {
    const now = new Date();
    const planned: PlannedRow[] = [];
    for (const fileRow of fileRows) {
      const values = checkRow(fileRow.fields, now);
      if (typeof values === 'string') {
        planned.push({ row: fileRow.row, plan: values });
        continue;
      }
      const organization = await run.organizations.find(values.organization);
      planned.push({
        row: fileRow.row,
        plan: typeof organization === 'string' ? organization : { values, organization },
      });
    }
    return planned;
  }

  /** The rows written with the import's counters in one transaction (nothing, if another run counted them). */
  private writeBatch(run: RunState, planned: readonly PlannedRow[], from: number): Promise<CaseImportEntity> {
    return this.activityTransaction.run(async (manager, _record, noteInserted) => {
      const counters = await this.lockCounters(manager, run.record.id, from);
      if (!counters) return manager.findOneByOrFail(CaseImportEntity, { id: run.record.id });
      const writer = new ImportBatchWriter(manager, noteInserted, (user) => this.createIdentity(user), run.identities);
      const outcomes = await writer.write(run.record.id, run.record.createdById, planned);
      return this.count(manager, counters, planned, outcomes);
    });
  }

  /**
   * A single row that could not be written: everything it wrote rolled back; its late outcome, or a database
   * refusal of its values, is counted alone. Anything else (the database or Redis away) fails the job, which
   * goes on from this row when retried.
   */
  private async settleAlone(run: RunState, planned: PlannedRow, index: number, error: unknown) {
    const outcome = lateOutcome(error);
    if (!outcome) throw error;
    return this.dataSource.transaction(async (manager) => {
      const counters = await this.lockCounters(manager, run.record.id, index);
      if (!counters) return manager.findOneByOrFail(CaseImportEntity, { id: run.record.id });
      return this.count(manager, counters, [planned], [outcome]);
    });
  }

  /** The import row locked, if `index` is the next row to count (another run may have counted it already). */
  private async lockCounters(manager: EntityManager, caseImportId: string, index: number) {
    const counters = await manager.findOne(CaseImportEntity, {
      where: { id: caseImportId },
      lock: { mode: 'pessimistic_write' },
    });
    return counters && counters.processedRows === index && counters.status === RunStatus.IN_PROGRESS ? counters : null;
  }

  private async count(
    manager: EntityManager,
    counters: CaseImportEntity,
    planned: readonly PlannedRow[],
    outcomes: readonly RowOutcome[],
  ): Promise<CaseImportEntity> {
    const refused: ImportRowError[] = [];
    outcomes.forEach((outcome, index) => {
      if (outcome.kind === 'imported') counters.importedCount += 1;
      if (outcome.kind === 'skipped') counters.skippedCount += 1;
      if (outcome.kind === 'refused') refused.push({ row: planned[index].row, reason: outcome.reason });
    });
    counters.processedRows += outcomes.length;
    counters.errorCount += refused.length;
    // Appended in the statement: the list is not sent back whole with every batch.
    await manager.query(
      `UPDATE case_import SET processed_rows = $2, imported_count = $3, skipped_count = $4, error_count = $5,
              row_errors = row_errors || $6::jsonb, updated_at = now()
        WHERE id = $1`,
      [
        counters.id,
        counters.processedRows,
        counters.importedCount,
        counters.skippedCount,
        counters.errorCount,
        JSON.stringify(refused),
      ],
    );
    counters.rowErrors = [...counters.rowErrors, ...refused];
    return counters;
  }

  /** A new employee's sign-in account; a refusal by the provider refuses the row (RowSettledLate). */
  private async createIdentity(user: NewEmployee): Promise<void> {
    try {
      await this.identity.createIdentity({
        uid: user.id,
        email: user.email,
        displayName: `${user.firstName} ${user.lastName}`.trim(),
      });
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && code.startsWith('auth/')) {
        throw new RowSettledLate({
          kind: 'refused',
          reason: `employee_email: the sign-in account could not be made (${code})`,
        });
      }
      throw error;
    }
  }

  /** SUCCESS, with the CSV of refused rows stored in the importer's folder when there are any. */
  private async finish(caseImportId: string): Promise<void> {
    const imports = this.dataSource.getRepository(CaseImportEntity);
    const record = await imports.findOneByOrFail({ id: caseImportId });
    if (record.status !== RunStatus.IN_PROGRESS || record.processedRows < record.totalRows) return;
    if (record.rowErrors.length > 0 && !record.errorsFilePath) {
      const path = personalPath(record.createdById, `case-import-errors-${record.id}.csv`);
      await this.storage.putObject(path, Buffer.from(errorsCsv(record.rowErrors)), 'text/csv');
      record.errorsFilePath = path;
    }
    record.status = RunStatus.SUCCESS;
    record.finishedAt = new Date();
    await this.publish(await imports.save(record));
  }

  private async fail(record: CaseImportEntity, reason: string): Promise<void> {
    record.status = RunStatus.ERROR;
    record.failureReason = reason;
    record.finishedAt = new Date();
    await this.publish(await this.dataSource.getRepository(CaseImportEntity).save(record));
  }

  /** Live progress; a lost message is only a late bar (the list reads the record), so it never fails the job. */
  private async publish(record: CaseImportEntity): Promise<void> {
    try {
      await this.pubSub.publish(CASE_IMPORTS_TOPIC, progressOf(record));
    } catch (error) {
      this.logger.warn(`case import ${record.id} progress not published: ${(error as Error).message}`);
    }
  }
}

export function errorsCsv(errors: readonly ImportRowError[]): string {
  return csvLine(['row', 'reason']) + errors.map((error) => csvLine([error.row, error.reason])).join('');
}

interface RunState {
  record: CaseImportEntity;
  organizations: OrganizationFinder;
  /** Sign-in accounts made by this run, by e-mail (see ImportBatchWriter). */
  identities: Map<string, string>;
}

/** PostgreSQL's data exceptions (22) and integrity constraint violations (23): the row's values, refused. */
const isDatabaseRefusal = (error: unknown): error is QueryFailedError & { driverError: { code: string } } =>
  error instanceof QueryFailedError && /^2[23]/.test(String((error.driverError as { code?: unknown }).code ?? ''));

/** Whether a batch's failure may be down to one of its rows (so writing them one by one settles it). */
const isRowLevelFailure = (error: unknown) => error instanceof RowSettledLate || isDatabaseRefusal(error);

/** The outcome of a single row that could not be written, or null when its failure is not the row's. */
function lateOutcome(error: unknown): RowOutcome | null {
  if (error instanceof RowSettledLate) return error.outcome;
  if (!isDatabaseRefusal(error)) return null;
  const { constraint, code } = error.driverError as { constraint?: string; code: string };
  // The constraint's name or the error code, never the values (PHI).
  return { kind: 'refused', reason: `the row could not be written (${constraint ?? `database error ${code}`})` };
}

/** Organizations named by the rows, by id or exact name, looked up once per distinct value. */
class OrganizationFinder {
  private readonly found = new Map<string, OrganizationEntity | string>();

  constructor(private readonly dataSource: DataSource) {}

  async find(value: string): Promise<OrganizationEntity | string> {
    const known = this.found.get(value);
    if (known) return known;
    const repository = this.dataSource.getRepository(OrganizationEntity);
    const matches = isUuid(value)
      ? await repository.findBy({ id: value })
      : await repository.find({ where: { name: value }, take: 2 });
    const result =
      matches.length === 1
        ? matches[0]
        : matches.length === 0
          ? 'organization: no organization has this id or name'
          : 'organization: several organizations have this name; give its id';
    this.found.set(value, result);
    return result;
  }
}
