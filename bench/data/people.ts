// Organizations and their people. Each organization has a few admins and case managers, caseworkers in
// proportion to its size and employees for the rest; a handful of third-party administrators reach several
// organizations through organization access, as the product models them.
import { Role, TpaSubRole } from '#access';
import { timestamp } from './copy-format.js';
import type { DatasetPlan } from './plan.js';
import { DATASET_START_MS } from './plan.js';
import type { Random } from './random.js';
import type { TableCopy } from './table-copy.js';
import {
  DEPARTMENTS,
  FIRST_NAMES,
  JOB_TITLES,
  LAST_NAMES,
  ORGANIZATION_KINDS,
  ORGANIZATION_WORDS,
} from './vocabulary.js';

export const ORGANIZATION_COLUMNS = [
  'id',
  'created_at',
  'updated_at',
  'name',
  'contact_email',
  'is_partner',
  'link_name',
  'settings',
] as const;

export const USER_COLUMNS = [
  'id',
  'created_at',
  'updated_at',
  'email',
  'role',
  'first_name',
  'last_name',
  'organization_id',
  'home_organization_id',
  'employee_id',
  'department',
  'job_title',
  'phone_number',
  'hours_worked_per_week',
] as const;

export const ORGANIZATION_ACCESS_COLUMNS = [
  'id',
  'created_at',
  'updated_at',
  'organization_id',
  'user_id',
  'role',
] as const;

export interface Person {
  id: string;
  email: string;
}

export interface OrganizationPeople {
  id: string;
  index: number;
  name: string;
  isPartner: boolean;
  admins: string[];
  caseManagers: string[];
  caseworkers: string[];
  employees: string[];
}

/** Who a benchmark signs in as: the first person of each role in the big organization. */
export interface DatasetSubjects {
  organizationId: string;
  organizationName: string;
  admin: Person;
  caseManager: Person;
  caseworker: Person;
  employee: Person;
}

export interface PeopleTables {
  organization: TableCopy;
  appUser: TableCopy;
  organizationAccess: TableCopy;
}

const DAY = 24 * 3600 * 1000;

export function writePeople(
  random: Random,
  plan: DatasetPlan,
  tables: PeopleTables,
): { organizations: OrganizationPeople[]; subjects: DatasetSubjects } {
  const organizations: OrganizationPeople[] = [];
  const firstOfRole = new Map<string, Person>();
  let userNumber = 0;

  const writeUser = (organization: OrganizationPeople, role: Role, joinedAt: number): string => {
    userNumber += 1;
    const id = random.uuid();
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const domain = `${slug(organization.name)}.example.com`;
    const email = `${firstName}.${lastName}.${userNumber}@${domain}`.toLowerCase();
    const employee = role === Role.USER;
    tables.appUser.write([
      id,
      timestamp(joinedAt),
      timestamp(joinedAt),
      email,
      role,
      firstName,
      lastName,
      organization.id,
      organization.id,
      employee ? `E${100000 + userNumber}` : null,
      random.pick(DEPARTMENTS),
      employee ? random.pick(JOB_TITLES) : staffTitle(role),
      random.chance(0.6) ? `+1555${String(random.int(0, 9_999_999)).padStart(7, '0')}` : null,
      employee ? random.pick(['40.00', '40.00', '37.50', '32.00', '20.00']) : null,
    ]);
    const key = `${organization.index}:${role}`;
    if (!firstOfRole.has(key)) firstOfRole.set(key, { id, email });
    return id;
  };

  for (const organizationPlan of plan.organizations) {
    const createdAt = DATASET_START_MS - random.int(30, 400) * DAY;
    const name =
      organizationPlan.index === 0
        ? 'Northwind Health Partners'
        : `${random.pick(ORGANIZATION_WORDS)} ${random.pick(ORGANIZATION_KINDS)} ${organizationPlan.index}`;
    const organization: OrganizationPeople = {
      id: random.uuid(),
      index: organizationPlan.index,
      name,
      isPartner: organizationPlan.isPartner,
      admins: [],
      caseManagers: [],
      caseworkers: [],
      employees: [],
    };
    tables.organization.write([
      organization.id,
      timestamp(createdAt),
      timestamp(createdAt),
      name,
      `hr@${slug(name)}.example.com`,
      organization.isPartner,
      organization.isPartner ? slug(name) : null,
      '{}',
    ]);
    const size = organizationPlan.users;
    const admins = Math.max(1, Math.round(size * 0.01));
    const caseManagers = Math.max(1, Math.round(size * 0.02));
    const caseworkers = Math.max(2, Math.round(size * 0.06));
    const employees = size - admins - caseManagers - caseworkers;
    // Everyone signed up in the organization's first weeks, before its first case.
    const joined = (from: number) => from + random.int(0, 25) * DAY + random.int(0, DAY - 1);
    for (let i = 0; i < admins; i += 1) organization.admins.push(writeUser(organization, Role.ADMIN, createdAt));
    for (let i = 0; i < caseManagers; i += 1) {
      organization.caseManagers.push(writeUser(organization, Role.CASEMANAGER, joined(createdAt)));
    }
    for (let i = 0; i < caseworkers; i += 1) {
      organization.caseworkers.push(writeUser(organization, Role.CASEWORKER, joined(createdAt)));
    }
    for (let i = 0; i < employees; i += 1) {
      organization.employees.push(writeUser(organization, Role.USER, joined(createdAt)));
    }
    organizations.push(organization);
  }

  writeThirdPartyAdministrators(random, plan.tpaUsers, organizations, tables);

  const big = organizations[0];
  const subject = (role: Role) => firstOfRole.get(`0:${role}`)!;
  return {
    organizations,
    subjects: {
      organizationId: big.id,
      organizationName: big.name,
      admin: subject(Role.ADMIN),
      caseManager: subject(Role.CASEMANAGER),
      caseworker: subject(Role.CASEWORKER),
      employee: subject(Role.USER),
    },
  };
}

/** TPA users belong to no organization; each reaches up to ten through organization access. */
function writeThirdPartyAdministrators(
  random: Random,
  count: number,
  organizations: OrganizationPeople[],
  tables: PeopleTables,
): void {
  const since = DATASET_START_MS - 30 * DAY;
  for (let i = 0; i < count; i += 1) {
    const id = random.uuid();
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    tables.appUser.write([
      id,
      timestamp(since),
      timestamp(since),
      `${firstName}.${lastName}.tpa${i + 1}@tpa.example.com`.toLowerCase(),
      Role.CVTPA,
      firstName,
      lastName,
      null,
      null,
      null,
      null,
      'Claims Administrator',
      null,
      null,
    ]);
    const reached = new Set<number>();
    const wanted = Math.min(organizations.length, random.int(3, 10));
    while (reached.size < wanted) reached.add(random.int(0, organizations.length - 1));
    for (const index of [...reached].sort((a, b) => a - b)) {
      tables.organizationAccess.write([
        random.uuid(),
        timestamp(since),
        timestamp(since),
        organizations[index].id,
        id,
        random.pick([TpaSubRole.TPALEGAL, TpaSubRole.TPAMEDICAL, TpaSubRole.TPASUPPORT]),
      ]);
    }
  }
}

function staffTitle(role: Role): string {
  if (role === Role.ADMIN) return 'HR Director';
  if (role === Role.CASEMANAGER) return 'Leave and Accommodation Manager';
  return 'Accommodation Specialist';
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
