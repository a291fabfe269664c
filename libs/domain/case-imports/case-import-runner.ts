import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import { isCaseWorkerRole, isUuid, Role } from '#access';
import { CaseEntity, CaseStatus, newShortId } from '#domain/cases';
import { OrganizationEntity } from '#domain/organizations';
import { UserEntity } from '#domain/users';
import { RunStatus } from '#domain/workflow-runs';
import { ActivityTransaction, CaseActivityType, LivePubSub, type RecordActivity } from '#events';
import { IdentityService, personalPath, STORAGE_DRIVER, type StorageDriver } from '#integrations';
import { CaseImportEntity, type ImportRowError } from './case-import.entity.js';
import { CASE_IMPORTS_TOPIC, isProgressStep, progressOf } from './case-import-progress.js';
import { csvLine } from './csv.js';
import { ImportFileProblem, type ImportFileRow, readImportFile } from './import-file.js';
import { checkRow, type ImportRow } from './import-row.js';

type RowOutcome = { kind: 'imported' } | { kind: 'skipped' } | { kind: 'refused'; reason: string };

/** A refusal found while writing a row: the row's transaction rolls back and the reason is recorded instead. */
class RowRefusal extends Error {}

/**
 * The worker's side of bulk import: each row of the file in its own transaction (the case, its employee when
 * new, its assignee, the "import case" activity and the import's counters commit together or not at all), so
 * a run stopped anywhere goes on from the first row not counted and writes nothing twice. A row whose external
 * id already has a case in its organization is skipped: importing a file again duplicates nothing.
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
    const organizations = new OrganizationFinder(this.dataSource);
    for (let index = record.processedRows; index < rows.length; index += 1) {
      const counted = await this.importRow(record, rows[index], index, organizations);
      if (isProgressStep(counted.processedRows, counted.totalRows)) await this.publish(counted);
    }
    await this.finish(caseImportId);
  }

  /** One row: written with the import's counters in one transaction, or refused with its reason. */
  private async importRow(
    record: CaseImportEntity,
    fileRow: ImportFileRow,
    index: number,
    organizations: OrganizationFinder,
  ): Promise<CaseImportEntity> {
    const checked = checkRow(fileRow.fields, new Date());
    try {
      return await this.activityTransaction.run(async (manager, recordActivity) => {
        const counters = await this.lockCounters(manager, record.id, index);
        if (!counters) return manager.findOneByOrFail(CaseImportEntity, { id: record.id });
        const outcome: RowOutcome =
          typeof checked === 'string'
            ? { kind: 'refused', reason: checked }
            : await this.writeRow(manager, recordActivity, record, fileRow.row, checked, organizations);
        return this.count(manager, counters, fileRow.row, outcome);
      });
    } catch (error) {
      if (!(error instanceof RowRefusal)) throw error;
      // Everything the row wrote rolled back; only the refusal is counted.
      return this.dataSource.transaction(async (manager) => {
        const counters = await this.lockCounters(manager, record.id, index);
        if (!counters) return manager.findOneByOrFail(CaseImportEntity, { id: record.id });
        return this.count(manager, counters, fileRow.row, { kind: 'refused', reason: error.message });
      });
    }
  }

  /** The import row locked, if this row is the next one to count (another run may have counted it already). */
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
    row: number,
    outcome: RowOutcome,
  ): Promise<CaseImportEntity> {
    counters.processedRows += 1;
    if (outcome.kind === 'imported') counters.importedCount += 1;
    if (outcome.kind === 'skipped') counters.skippedCount += 1;
    if (outcome.kind === 'refused') {
      counters.errorCount += 1;
      counters.rowErrors = [...counters.rowErrors, { row, reason: outcome.reason }];
    }
    return manager.save(counters);
  }

  private async writeRow(
    manager: EntityManager,
    recordActivity: RecordActivity,
    record: CaseImportEntity,
    row: number,
    values: ImportRow,
    organizations: OrganizationFinder,
  ): Promise<RowOutcome> {
    const organization = await organizations.find(values.organization);
    if (typeof organization === 'string') return { kind: 'refused', reason: organization };
    const existing = await manager.findOneBy(CaseEntity, {
      organizationId: organization.id,
      externalId: values.externalId,
    });
    if (existing) return { kind: 'skipped' };
    let assignee: UserEntity | null = null;
    if (values.assigneeEmail) {
      assignee = await findPerson(manager, values.assigneeEmail);
      if (!assignee || assignee.organizationId !== organization.id || !isCaseWorkerRole(assignee.role)) {
        return { kind: 'refused', reason: 'assignee_email: not a case worker of this organization' };
      }
    }
    const employee = await this.employeeOf(manager, organization.id, values);
    if (typeof employee === 'string') return { kind: 'refused', reason: employee };
    const createdAt = values.createdAt ?? new Date();
    const caseRecord = await manager.save(
      manager.create(CaseEntity, {
        organizationId: organization.id,
        shortId: newShortId(),
        externalId: values.externalId,
        isImported: true,
        type: values.caseType,
        title: values.title,
        status: values.status,
        visitType: values.visitType,
        submitterId: employee.user.id,
        assignedToId: assignee?.id ?? null,
        assignedById: assignee ? record.createdById : null,
        assignedAt: assignee ? createdAt : null,
        inProgressAt: values.status === CaseStatus.IN_PROGRESS ? createdAt : null,
        createdAt,
      }),
    );
    await recordActivity({
      organizationId: organization.id,
      caseId: caseRecord.id,
      type: CaseActivityType.IMPORT_CASE,
      actorUserId: record.createdById,
      payload: { caseImportId: record.id, row },
    });
    // Last step, as when staff add a person: if the sign-in identity cannot be made, the row rolls back.
    if (employee.isNew) await this.createIdentity(employee.user);
    return { kind: 'imported' };
  }

  /**
   * The row's employee: a USER of the organization found by e-mail, or one made now (no welcome e-mail: an
   * import does not write to people; staff send the welcome when the person is to sign in).
   */
  private async employeeOf(
    manager: EntityManager,
    organizationId: string,
    values: ImportRow,
  ): Promise<{ user: UserEntity; isNew: boolean } | string> {
    const person = await findPerson(manager, values.employeeEmail);
    if (person) {
      return person.organizationId === organizationId && person.role === Role.USER
        ? { user: person, isNew: false }
        : 'employee_email: belongs to someone who is not an employee of this organization';
    }
    if (!values.employeeFirstName || !values.employeeLastName) {
      return 'employee_first_name, employee_last_name: required for an employee not yet in the organization';
    }
    const user = await manager.save(
      manager.create(UserEntity, {
        id: randomUUID(),
        email: values.employeeEmail,
        firstName: values.employeeFirstName,
        lastName: values.employeeLastName,
        role: Role.USER,
        organizationId,
        homeOrganizationId: organizationId,
      }),
    );
    return { user, isNew: true };
  }

  private async createIdentity(user: UserEntity): Promise<void> {
    try {
      await this.identity.createIdentity({ uid: user.id, email: user.email, displayName: user.fullName });
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && code.startsWith('auth/')) {
        throw new RowRefusal(`employee_email: the sign-in account could not be made (${code})`);
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

/** Addresses are stored lower-cased (people-input.ts), and the row's too (import-row.ts). */
function findPerson(manager: EntityManager, email: string): Promise<UserEntity | null> {
  return manager.findOneBy(UserEntity, { email, deletedAt: IsNull() });
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
