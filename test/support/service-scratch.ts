import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { Role, TpaSubRole } from '#access';

/** What a test names a user by: a role in the organization, or a TPA sub-role reached through organization access. */
export type ScratchRole = Role | TpaSubRole;

export interface ScratchCaseFields {
  submitter: string;
  status?: string;
  isArchived?: boolean;
  assignedTo?: string;
  hrRep?: string;
  createdAt?: Date;
  title?: string;
}

/** Every row a change to a case can write, so a refused change can be shown to have written none. */
export interface CaseFootprint {
  caseRow: Record<string, unknown>;
  rows: Record<string, number>;
}

export interface ServiceScratch {
  /** The organization's id. */
  id: string;
  /** User ids by the name the test gave them. */
  users: Record<string, string>;
  insertCase(fields: ScratchCaseFields): Promise<string>;
  /** Gives an existing user (e.g. a TPA of another scratch organization) access to this organization. */
  grantAccess(userId: string, role: Role | TpaSubRole): Promise<void>;
  caseRow(caseId: string): Promise<Record<string, unknown>>;
  /** Activity types of a case, oldest first. */
  activityTypes(caseId: string): Promise<string[]>;
  footprint(caseId: string): Promise<CaseFootprint>;
}

const CASE_TABLES = [
  'case_activity',
  'case_assignee',
  'case_attachment',
  'case_comment',
  'case_decision',
  'case_escalation',
  'case_message',
  'case_note',
  'case_support_note',
  'form_response',
] as const;

/**
 * An organization of its own with user rows (no sign-in identities: service tests build principals
 * from the rows), so a test file can change and count its cases while other files, and the integration
 * suite, use the shared demo organizations on the same database.
 */
export async function createServiceScratch(
  dataSource: DataSource,
  users: Record<string, ScratchRole>,
  options: { isPartner?: boolean } = {},
): Promise<ServiceScratch> {
  const query = <T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> =>
    dataSource.query(text, values);
  const suffix = randomUUID().slice(0, 8);
  const [{ id }] = await query<{ id: string }>(
    `INSERT INTO organization (name, is_partner, link_name) VALUES ($1, $2, $3) RETURNING id`,
    [`Scratch ${suffix}`, options.isPartner ?? false, options.isPartner ? `scratch-${suffix}` : null],
  );
  const created: Record<string, string> = {};
  for (const [name, role] of Object.entries(users)) {
    const userId = randomUUID();
    const tpaSubRole = Object.values(TpaSubRole).includes(role as TpaSubRole);
    await query(
      `INSERT INTO app_user (id, email, role, first_name, last_name, organization_id) VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        userId,
        `${name.toLowerCase()}-${suffix}@service.test`,
        tpaSubRole ? Role.CVTPA : role,
        name,
        'Scratch',
        tpaSubRole ? null : id,
      ],
    );
    if (tpaSubRole) {
      await query(`INSERT INTO organization_access (organization_id, user_id, role) VALUES ($1, $2, $3)`, [
        id,
        userId,
        role,
      ]);
    }
    created[name] = userId;
  }
  let sequence = 0;
  const userId = (name: string | undefined) => (name ? created[name] : null);
  const caseRow = async (caseId: string) => {
    const [row] = await query(`SELECT * FROM case_record WHERE id = $1`, [caseId]);
    if (!row) throw new Error(`No case ${caseId}`);
    return row;
  };
  return {
    id,
    users: created,
    async insertCase(fields) {
      sequence += 1;
      const [row] = await query<{ id: string }>(
        `INSERT INTO case_record (organization_id, short_id, title, status, is_archived, submitter_id, assigned_to_id,
           hr_rep_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          id,
          `S-${suffix}-${sequence}`,
          fields.title ?? `Case ${sequence}`,
          fields.status ?? 'OPEN',
          fields.isArchived ?? false,
          created[fields.submitter],
          userId(fields.assignedTo),
          userId(fields.hrRep),
          fields.createdAt ?? new Date(),
        ],
      );
      return row.id;
    },
    async grantAccess(accessUserId, role) {
      await query(`INSERT INTO organization_access (organization_id, user_id, role) VALUES ($1, $2, $3)`, [
        id,
        accessUserId,
        role,
      ]);
    },
    caseRow,
    async activityTypes(caseId) {
      const rows = await query<{ type: string }>(
        `SELECT type FROM case_activity WHERE case_id = $1 ORDER BY created_at, id`,
        [caseId],
      );
      return rows.map((row) => row.type);
    },
    async footprint(caseId) {
      const counts = await Promise.all(
        CASE_TABLES.map(async (table) => {
          const [row] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE case_id = $1`, [
            caseId,
          ]);
          return [table, row.n] as const;
        }),
      );
      return { caseRow: await caseRow(caseId), rows: Object.fromEntries(counts) };
    },
  };
}
