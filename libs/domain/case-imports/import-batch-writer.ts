import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { isCaseWorkerRole, Role } from '#access';
import { CaseStatus, newShortId } from '#domain/cases';
import type { OrganizationEntity } from '#domain/organizations';
import { ACTIVITY_RETURNING, CaseActivityType, type NoteInsertedActivities, TRIGGER_BY_ACTIVITY } from '#events';
import type { ImportRow } from './import-row.js';

export type RowOutcome = { kind: 'imported' } | { kind: 'skipped' } | { kind: 'refused'; reason: string };

/** A row of a batch once checked on its own: its values and organization, or the reason it is refused. */
export interface PlannedRow {
  row: number;
  plan: { values: ImportRow; organization: OrganizationEntity } | string;
}

/**
 * A row whose outcome only showed while writing it (its sign-in account could not be made, its case met one
 * that appeared meanwhile): the batch rolls back. A batch of several rows is then written again row by row,
 * and a single row's outcome is counted alone.
 */
export class RowSettledLate extends Error {
  constructor(readonly outcome: RowOutcome) {
    super(outcome.kind === 'refused' ? outcome.reason : outcome.kind);
  }
}

/** Makes a new employee's sign-in account; throws RowSettledLate when the provider refuses it. */
export type MakeIdentity = (user: NewEmployee) => Promise<void>;

export interface NewEmployee {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  organizationId: string;
}

interface Person {
  id: string;
  role: Role;
  organizationId: string | null;
}

interface PlannedCase {
  index: number;
  id: string;
  organizationId: string;
  externalId: string;
  values: ImportRow;
  submitterId: string;
  assigneeId: string | null;
  createdAt: Date;
}

/** IMPORT_CASE fires no workflow trigger: its entries are recorded done for the workflow (no job to enqueue). */
const IMPORT_FIRES_NO_TRIGGER = !TRIGGER_BY_ACTIVITY[CaseActivityType.IMPORT_CASE];
/** New short ids for the cases that met an existing one (8 random hex digits: rare, but not never at 100,000). */
const SHORT_ID_TRIES = 3;
/** Sign-in accounts made at once. */
const IDENTITIES_AT_ONCE = 8;

/**
 * Writes a batch of rows inside the caller's transaction with a few set-based statements: the rows are
 * decided in memory, in file order, as row-by-row writing would decide them (a later row finds the case and
 * the employee an earlier one made), then the new employees, the cases and their "import case" entries are
 * inserted together and the new employees' sign-in accounts made last. Each row's outcome, in order.
 */
export class ImportBatchWriter {
  constructor(
    private readonly manager: EntityManager,
    private readonly noteInserted: NoteInsertedActivities,
    private readonly makeIdentity: MakeIdentity,
    /**
     * Sign-in accounts made by this run, by e-mail: a batch rolled back after making some writes its rows again
     * with the same user ids and does not make them twice.
     */
    private readonly madeIdentities: Map<string, string>,
  ) {}

  async write(caseImportId: string, importerId: string, rows: readonly PlannedRow[]): Promise<RowOutcome[]> {
    const valid = rows.flatMap((row) => (typeof row.plan === 'string' ? [] : [row.plan]));
    const existing = await this.existingCases(valid);
    const people = await this.people(valid);
    const newEmployees: NewEmployee[] = [];
    const cases: PlannedCase[] = [];
    const outcomes = rows.map((row, index): RowOutcome => {
      if (typeof row.plan === 'string') return { kind: 'refused', reason: row.plan };
      const { values, organization } = row.plan;
      const key = caseKey(organization.id, values.externalId);
      if (existing.has(key)) return { kind: 'skipped' };
      let assignee: Person | undefined;
      if (values.assigneeEmail) {
        assignee = people.get(values.assigneeEmail);
        if (!assignee || assignee.organizationId !== organization.id || !isCaseWorkerRole(assignee.role)) {
          return { kind: 'refused', reason: 'assignee_email: not a case worker of this organization' };
        }
      }
      let employee = people.get(values.employeeEmail);
      if (employee && (employee.organizationId !== organization.id || employee.role !== Role.USER)) {
        return {
          kind: 'refused',
          reason: 'employee_email: belongs to someone who is not an employee of this organization',
        };
      }
      if (!employee) {
        if (!values.employeeFirstName || !values.employeeLastName) {
          return {
            kind: 'refused',
            reason: 'employee_first_name, employee_last_name: required for an employee not yet in the organization',
          };
        }
        employee = {
          id: this.madeIdentities.get(values.employeeEmail) ?? randomUUID(),
          role: Role.USER,
          organizationId: organization.id,
        };
        people.set(values.employeeEmail, employee);
        newEmployees.push({
          id: employee.id,
          email: values.employeeEmail,
          firstName: values.employeeFirstName,
          lastName: values.employeeLastName,
          organizationId: organization.id,
        });
      }
      existing.add(key);
      cases.push({
        index,
        id: randomUUID(),
        organizationId: organization.id,
        externalId: values.externalId,
        values,
        submitterId: employee.id,
        assigneeId: assignee?.id ?? null,
        createdAt: values.createdAt ?? new Date(),
      });
      return { kind: 'imported' };
    });
    await this.insertEmployees(newEmployees);
    await this.insertCases(cases, importerId);
    await this.insertActivities(
      caseImportId,
      importerId,
      cases.map((planned) => ({ ...planned, row: rows[planned.index].row })),
    );
    // Last, as when staff add a person: a refused sign-in account rolls the rows back.
    await this.makeIdentities(newEmployees);
    return outcomes;
  }

  /** The rows' (organization, external id) pairs that already have a case. */
  private async existingCases(valid: readonly { values: ImportRow; organization: OrganizationEntity }[]) {
    if (valid.length === 0) return new Set<string>();
    const found: { organizationId: string; externalId: string }[] = await this.manager.query(
      `SELECT c.organization_id AS "organizationId", c.external_id AS "externalId"
         FROM case_record c
         JOIN unnest($1::uuid[], $2::text[]) AS wanted(organization_id, external_id)
           ON c.organization_id = wanted.organization_id AND c.external_id = wanted.external_id`,
      [valid.map((row) => row.organization.id), valid.map((row) => row.values.externalId)],
    );
    return new Set(found.map((row) => caseKey(row.organizationId, row.externalId)));
  }

  /** The people (not deleted) the rows name as employee or assignee, by e-mail (stored lower-cased). */
  private async people(valid: readonly { values: ImportRow }[]): Promise<Map<string, Person>> {
    const emails = [
      ...new Set(
        valid.flatMap((row) => [
          row.values.employeeEmail,
          ...(row.values.assigneeEmail ? [row.values.assigneeEmail] : []),
        ]),
      ),
    ];
    if (emails.length === 0) return new Map();
    const found: (Person & { email: string })[] = await this.manager.query(
      `SELECT id, email, role, organization_id AS "organizationId" FROM app_user
        WHERE email = ANY($1::text[]) AND deleted_at IS NULL`,
      [emails],
    );
    return new Map(found.map((person) => [person.email, person]));
  }

  private async insertEmployees(employees: readonly NewEmployee[]): Promise<void> {
    if (employees.length === 0) return;
    await this.manager.query(
      `INSERT INTO app_user (id, email, first_name, last_name, role, organization_id, home_organization_id)
       SELECT id, email, first_name, last_name, $6, organization_id, organization_id
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::uuid[])
           AS employee(id, email, first_name, last_name, organization_id)`,
      [
        employees.map((employee) => employee.id),
        employees.map((employee) => employee.email),
        employees.map((employee) => employee.firstName),
        employees.map((employee) => employee.lastName),
        employees.map((employee) => employee.organizationId),
        Role.USER,
      ],
    );
  }

  /**
   * The cases in one statement. One that meets an existing case (ON CONFLICT DO NOTHING) took a short id
   * already in use, and is tried again with a new one; or another import wrote its external id meanwhile,
   * which settles its row as skipped (RowSettledLate: the batch is written again row by row).
   */
  private async insertCases(cases: readonly PlannedCase[], importerId: string): Promise<void> {
    let pending = cases;
    for (let attempt = 1; pending.length > 0; attempt += 1) {
      const inserted: { id: string }[] = await this.manager.query(
        `INSERT INTO case_record (id, organization_id, short_id, external_id, is_imported, type, title, status,
                                  visit_type, submitter_id, assigned_to_id, assigned_by_id, assigned_at,
                                  in_progress_at, created_at)
         SELECT id, organization_id, short_id, external_id, true, type, title, status, visit_type, submitter_id,
                assigned_to_id, CASE WHEN assigned_to_id IS NULL THEN NULL ELSE $13::uuid END,
                CASE WHEN assigned_to_id IS NULL THEN NULL ELSE created_at END,
                CASE WHEN status = $14 THEN created_at END, created_at
           FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                       $8::text[], $9::uuid[], $10::uuid[], $11::timestamptz[], $12::int[])
             AS planned(id, organization_id, short_id, external_id, type, title, status, visit_type,
                        submitter_id, assigned_to_id, created_at, position)
          ORDER BY position
         ON CONFLICT DO NOTHING
         RETURNING id`,
        [
          pending.map((planned) => planned.id),
          pending.map((planned) => planned.organizationId),
          pending.map(() => newShortId()),
          pending.map((planned) => planned.externalId),
          pending.map((planned) => planned.values.caseType),
          pending.map((planned) => planned.values.title),
          pending.map((planned) => planned.values.status),
          pending.map((planned) => planned.values.visitType),
          pending.map((planned) => planned.submitterId),
          pending.map((planned) => planned.assigneeId),
          pending.map((planned) => planned.createdAt),
          pending.map((planned) => planned.index),
          importerId,
          CaseStatus.IN_PROGRESS,
        ],
      );
      const written = new Set(inserted.map((row) => row.id));
      pending = pending.filter((planned) => !written.has(planned.id));
      if (pending.length === 0) return;
      const taken = await this.existingCases(
        pending.map((planned) => ({
          values: planned.values,
          organization: { id: planned.organizationId } as OrganizationEntity,
        })),
      );
      if (taken.size > 0) throw new RowSettledLate({ kind: 'skipped' });
      if (attempt === SHORT_ID_TRIES) throw new Error(`${pending.length} imported cases found no free short id`);
    }
  }

  private async insertActivities(
    caseImportId: string,
    importerId: string,
    cases: readonly (PlannedCase & { row: number })[],
  ): Promise<void> {
    if (cases.length === 0) return;
    const rows = await this.manager.query(
      `INSERT INTO case_activity (organization_id, case_id, type, actor_user_id, payload, workflow_done_at)
       SELECT organization_id, case_id, $4, $5::uuid, jsonb_build_object('caseImportId', $6::text, 'row', file_row),
              CASE WHEN $7::boolean THEN clock_timestamp() END
         FROM unnest($1::uuid[], $2::uuid[], $3::int[]) WITH ORDINALITY AS entry(organization_id, case_id, file_row, position)
        ORDER BY position
       RETURNING ${ACTIVITY_RETURNING}`,
      [
        cases.map((planned) => planned.organizationId),
        cases.map((planned) => planned.id),
        cases.map((planned) => planned.row),
        CaseActivityType.IMPORT_CASE,
        importerId,
        caseImportId,
        IMPORT_FIRES_NO_TRIGGER,
      ],
    );
    this.noteInserted(rows);
  }

  /** A few at once; when one is refused, those under way finish (and are remembered) before it is thrown. */
  private async makeIdentities(employees: readonly NewEmployee[]): Promise<void> {
    const missing = employees.filter((employee) => this.madeIdentities.get(employee.email) !== employee.id);
    let next = 0;
    let refused = false;
    const lane = async () => {
      while (next < missing.length && !refused) {
        const employee = missing[next++];
        try {
          await this.makeIdentity(employee);
          this.madeIdentities.set(employee.email, employee.id);
        } catch (error) {
          refused = true;
          throw error;
        }
      }
    };
    const lanes = await Promise.allSettled(Array.from({ length: Math.min(IDENTITIES_AT_ONCE, missing.length) }, lane));
    const failed = lanes.find((lane) => lane.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
  }
}

const caseKey = (organizationId: string, externalId: string) => `${organizationId}\n${externalId}`;
