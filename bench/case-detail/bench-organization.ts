// The benchmark's own organization, its people and its form, kept from one run to the next. Their ids are
// derived from their names, so the user rows and the Auth emulator's accounts (uid = user id) always agree,
// even when the bench database was recreated while the emulator kept its accounts.
import { createHash } from 'node:crypto';
import type pg from 'pg';

export interface BenchUser {
  id: string;
  email: string;
}

export interface BenchPeople {
  /** The viewer: an HR Administrator, who may see every case of its organization and its PHI. */
  admin: BenchUser;
  /** The HR representative (an HR Representative, CASEMANAGER). */
  hrRep: BenchUser;
  /** Who submits the cases. */
  employee: BenchUser;
  /** The first is the assignee, the others the team. */
  caseworkers: BenchUser[];
}

export interface BenchQuestion {
  id: string;
  type: string;
  text: string;
}

export interface BenchForm {
  formId: string;
  versionId: string;
  questions: BenchQuestion[];
}

const CASEWORKER_COUNT = 6;

/** A stable UUID (version 5 layout) for a name within the benchmark. */
export function stableId(name: string): string {
  const hex = createHash('sha1').update(`case-detail-bench/${name}`).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

export const BENCH_ORGANIZATION_ID = stableId('organization');

/** A form of three questions, one of them PHI, as the Form Editor publishes it. */
const QUESTIONS = [
  { text: 'Which accommodation do you request?', type: 'TEXT', isPHI: false },
  { text: 'Describe the medical condition', type: 'TEXT', isPHI: true },
  { text: 'Since when?', type: 'DATE', isPHI: false },
].map((question, index) => ({
  id: stableId(`question-${index}`),
  index,
  type: question.type,
  renderMode: null,
  text: question.text,
  hint: null,
  placeholder: null,
  options: [],
  required: true,
  isPHI: question.isPHI,
  condition: null,
  documentId: null,
}));

/** Creates what is missing of the organization, its people and its form (inside the caller's transaction). */
export async function ensureBenchOrganization(
  client: pg.PoolClient,
): Promise<{ people: BenchPeople; form: BenchForm }> {
  await client.query(
    `INSERT INTO organization (id, name) VALUES ($1, 'Case detail benchmark') ON CONFLICT DO NOTHING`,
    [BENCH_ORGANIZATION_ID],
  );
  const user = async (name: string, role: string): Promise<BenchUser> => {
    const found = { id: stableId(`user-${name}`), email: `${name}@case-detail.bench` };
    await client.query(
      `INSERT INTO app_user (id, email, role, first_name, last_name, organization_id, home_organization_id)
       VALUES ($1, $2, $3, $4, 'Bench', $5, $5) ON CONFLICT DO NOTHING`,
      [found.id, found.email, role, name, BENCH_ORGANIZATION_ID],
    );
    return found;
  };
  const people: BenchPeople = {
    admin: await user('admin', 'ADMIN'),
    hrRep: await user('hrrep', 'CASEMANAGER'),
    employee: await user('employee', 'USER'),
    caseworkers: [],
  };
  for (let index = 0; index < CASEWORKER_COUNT; index += 1) {
    people.caseworkers.push(await user(`caseworker${index}`, 'CASEWORKER'));
  }

  const form: BenchForm = { formId: stableId('form'), versionId: stableId('form-version-1'), questions: QUESTIONS };
  await client.query(
    `INSERT INTO form (id, organization_id, name, link_name, current_version_id)
     VALUES ($1, $2, 'Accommodation request', 'case-detail-bench', $3) ON CONFLICT DO NOTHING`,
    [form.formId, BENCH_ORGANIZATION_ID, form.versionId],
  );
  await client.query(
    `INSERT INTO form_version (id, form_id, organization_id, version_number, link_name, questions, created_by_id)
     VALUES ($1, $2, $3, 1, 'case-detail-bench', $4, $5) ON CONFLICT DO NOTHING`,
    [form.versionId, form.formId, BENCH_ORGANIZATION_ID, JSON.stringify(QUESTIONS), people.admin.id],
  );
  return { people, form };
}
