// The data the web pages are measured on: one organization of its own with a staff member who signs in,
// 50 cases for the case list and one case with a full history for the case detail. Inserted with SQL
// under fixed ids, once: on a generated million-case database this organization sits beside the others.
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { benchPool } from '../support/bench-database.js';
import { benchToken } from '../support/identities.js';

/** Bump when the shape below changes: the ids derive from it, so a new shape gets a new organization. */
const FIXTURE_VERSION = 'bench-web-v1';
const CASE_COUNT = 50;
const DETAIL_ACTIVITIES = 50;
const DETAIL_COMMENTS = 20;
const DETAIL_NOTES = 5;
// Times count back from a fixed moment so every run builds the same rows.
const NEWEST_CASE_AT = Date.parse('2026-11-01T15:00:00Z');
const HOUR_MS = 3_600_000;

export interface WebFixtures {
  organizationId: string;
  /** The staff member (ADMIN) the signed-in pages are measured as. */
  staff: { id: string; email: string };
  caseCount: number;
  detailCaseId: string;
  /** The detail page's heading. */
  detailCaseTitle: string;
  detailItems: { activities: number; comments: number; notes: number; decisions: number; assignees: number };
}

/** A UUID derived from a name (SHA-1, version 5 layout), so reruns find the same rows. */
export function stableId(name: string): string {
  const hex = createHash('sha1').update(`${FIXTURE_VERSION}:${name}`).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  const id = hex.join('');
  return `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`;
}

const STAFF = [
  { key: 'admin', role: 'ADMIN', first: 'Avery', last: 'Admin' },
  { key: 'manager', role: 'CASEMANAGER', first: 'Morgan', last: 'Manager' },
  { key: 'worker', role: 'CASEWORKER', first: 'Casey', last: 'Worker' },
] as const;
const EMPLOYEE_COUNT = 10;
const STATUSES = ['OPEN', 'ASSIGNED', 'IN_PROGRESS', 'NO_DECISION', 'APPROVED', 'REJECTED'] as const;
const TITLES = ['Ergonomic workstation', 'Modified schedule', 'Remote work', 'Leave of absence', 'Screen reader'];

const userId = (key: string) => stableId(`user:${key}`);
const email = (key: string) => `${key}@bench-web.test`;
const caseId = (index: number) => stableId(`case:${index}`);

/** Creates the organization and its rows when missing, and the staff member's sign-in identity. */
export async function ensureWebFixtures(): Promise<WebFixtures> {
  const organizationId = stableId('organization');
  const pool = benchPool(2);
  try {
    const { rowCount } = await pool.query('SELECT 1 FROM organization WHERE id = $1', [organizationId]);
    if (rowCount === 0) await insertFixtures(pool, organizationId);
  } finally {
    await pool.end();
  }
  const staff = { id: userId('admin'), email: email('admin') };
  await benchToken(staff.id, staff.email);
  return {
    organizationId,
    staff,
    caseCount: CASE_COUNT,
    detailCaseId: caseId(0),
    detailCaseTitle: TITLES[0],
    detailItems: {
      activities: DETAIL_ACTIVITIES,
      comments: DETAIL_COMMENTS,
      notes: DETAIL_NOTES,
      decisions: 2,
      assignees: 2,
    },
  };
}

/** Everything in one transaction: the organization row exists only when all of it does. */
async function insertFixtures(pool: pg.Pool, organizationId: string): Promise<void> {
  const client = await pool.connect();
  const insert = (table: string, row: Record<string, unknown>) => {
    const columns = Object.keys(row);
    return client.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(row),
    );
  };
  try {
    await client.query('BEGIN');
    await insert('organization', { id: organizationId, name: 'Bench Web Organization' });
    const people = [
      ...STAFF,
      ...Array.from({ length: EMPLOYEE_COUNT }, (_, i) => ({
        key: `employee-${i}`,
        role: 'USER',
        first: `Employee${i}`,
        last: 'Person',
      })),
    ];
    for (const person of people) {
      await insert('app_user', {
        id: userId(person.key),
        email: email(person.key),
        role: person.role,
        first_name: person.first,
        last_name: person.last,
        organization_id: organizationId,
      });
    }
    for (let index = 0; index < CASE_COUNT; index += 1) {
      // The detail case is being worked on; the others spread over every status.
      const status = index === 0 ? 'IN_PROGRESS' : STATUSES[index % STATUSES.length];
      const assigned = status !== 'OPEN';
      await insert('case_record', {
        id: caseId(index),
        organization_id: organizationId,
        short_id: `BW-${1000 + index}`,
        title: TITLES[index % TITLES.length],
        status,
        submitter_id: userId(`employee-${index % EMPLOYEE_COUNT}`),
        assigned_to_id: assigned ? userId('worker') : null,
        assigned_at: assigned ? new Date(NEWEST_CASE_AT - index * HOUR_MS) : null,
        hr_rep_id: index === 0 ? userId('manager') : null,
        created_at: new Date(NEWEST_CASE_AT - index * HOUR_MS - HOUR_MS),
      });
      await insert('case_activity', {
        organization_id: organizationId,
        case_id: caseId(index),
        type: 'CREATE_CASE',
        actor_user_id: userId(`employee-${index % EMPLOYEE_COUNT}`),
        payload: {},
        created_at: new Date(NEWEST_CASE_AT - index * HOUR_MS - HOUR_MS),
        dispatched_at: new Date(NEWEST_CASE_AT),
        workflow_done_at: new Date(NEWEST_CASE_AT),
      });
    }
    await insertDetailHistory(insert, organizationId);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

type Insert = (table: string, row: Record<string, unknown>) => Promise<unknown>;

/** The detail case (the newest): assignees, decisions, comments, notes and a timeline of 50 entries. */
async function insertDetailHistory(insert: Insert, organizationId: string): Promise<void> {
  const detail = caseId(0);
  const at = (minutes: number) => new Date(NEWEST_CASE_AT - HOUR_MS + minutes * 60_000);
  const base = { organization_id: organizationId, case_id: detail };
  const activity = (type: string, actor: string, payload: Record<string, unknown>, minutes: number) =>
    insert('case_activity', {
      ...base,
      type,
      actor_user_id: userId(actor),
      payload,
      created_at: at(minutes),
      dispatched_at: at(minutes),
      workflow_done_at: at(minutes),
    });

  for (const member of ['worker', 'manager'])
    await insert('case_assignee', { case_id: detail, user_id: userId(member) });
  let timeline = 1; // CREATE_CASE is already there.
  await activity('ADD_CASE_ASSIGNEE', 'manager', { userId: userId('worker'), isPrimary: true }, 1);
  await activity('ADD_CASE_ASSIGNEE', 'manager', { userId: userId('manager'), isPrimary: false }, 2);
  await activity('ADD_HR_REP', 'admin', { userId: userId('manager') }, 3);
  timeline += 3;

  for (let i = 0; i < DETAIL_COMMENTS; i += 1) {
    const id = stableId(`comment:${i}`);
    const author = i % 2 === 0 ? 'worker' : 'employee-0';
    await insert('case_comment', {
      ...base,
      id,
      author_id: userId(author),
      text: `Comment ${i + 1}: following up on the requested accommodation and the documents we still need.`,
      // Acknowledged, so the case's unacknowledged counters (zero) stay true.
      is_acknowledged: true,
      created_at: at(10 + i * 3),
    });
    await activity('ADD_COMMENT', author, { commentId: id, fromEmployee: author !== 'worker' }, 10 + i * 3);
    timeline += 1;
  }
  for (let i = 0; i < DETAIL_NOTES; i += 1) {
    const id = stableId(`note:${i}`);
    await insert('case_note', {
      ...base,
      id,
      author_id: userId('worker'),
      text: `Internal note ${i + 1}: spoke with the manager about the schedule.`,
      created_at: at(80 + i * 4),
    });
    await activity('ADD_NOTE', 'worker', { noteId: id, taggedUserIds: [] }, 80 + i * 4);
    timeline += 1;
  }
  const decisions = [
    { approved: true, text: 'Approved an ergonomic chair and a sit-stand desk.', minutes: 110 },
    { approved: false, text: 'Denied fully remote work; a hybrid schedule is offered instead.', minutes: 115 },
  ];
  for (const [i, decision] of decisions.entries()) {
    const id = stableId(`decision:${i}`);
    await insert('case_decision', {
      ...base,
      id,
      is_approved: decision.approved,
      decision_text: decision.text,
      start_date: '2026-11-02',
      end_date: '2027-05-01',
      added_by_id: userId('worker'),
      created_at: at(decision.minutes),
    });
    const status = decision.approved ? 'APPROVED' : 'REJECTED';
    await activity('ADD_DECISION', 'worker', { decisionId: id, status }, decision.minutes);
    timeline += 1;
  }
  // The rest of the timeline: status changes back and forth, as a long-running case collects.
  const statuses = ['ASSIGNED', 'IN_PROGRESS', 'NO_DECISION', 'IN_PROGRESS'];
  for (let i = 0; timeline < DETAIL_ACTIVITIES; i += 1, timeline += 1) {
    const from = statuses[i % statuses.length];
    const to = statuses[(i + 1) % statuses.length];
    await activity('CHANGE_STATUS', 'worker', { from, to }, 120 + i);
  }
}
