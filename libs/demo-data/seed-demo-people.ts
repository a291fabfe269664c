import type { EntityManager } from 'typeorm';
import { Role } from '#access';
import { UserEntity } from '#domain/users';
import { DEMO_ORGANIZATIONS, type DemoOrganizationKey } from './demo-data.js';

interface DemoPerson {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  organization: DemoOrganizationKey;
  jobTitle: string;
  department: string;
  employeeId?: string;
  hoursWorkedPerWeek?: number;
}

const person = (n: number) => `0b000000-0000-4000-8000-${String(100 + n).padStart(12, '0')}`;

/**
 * More people for the employees and admins lists, so sorting, searching and paging have something to show.
 * They sign in with the demo password too (syncDemoIdentities), but take no part in the demo cases.
 */
export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    id: person(1),
    email: 'priya.natarajan@acme.demo.test',
    firstName: 'Priya',
    lastName: 'Natarajan',
    role: Role.USER,
    organization: 'acme',
    jobTitle: 'Machine operator',
    department: 'Production',
    employeeId: 'AC-2041',
    hoursWorkedPerWeek: 40,
  },
  {
    id: person(2),
    email: 'marcus.bell@acme.demo.test',
    firstName: 'Marcus',
    lastName: 'Bell',
    role: Role.USER,
    organization: 'acme',
    jobTitle: 'Forklift driver',
    department: 'Warehouse',
    employeeId: 'AC-2042',
    hoursWorkedPerWeek: 32,
  },
  {
    id: person(3),
    email: 'hana.kowalski@acme.demo.test',
    firstName: 'Hana',
    lastName: 'Kowalski',
    role: Role.USER,
    organization: 'acme',
    jobTitle: 'Quality inspector',
    department: 'Quality',
    employeeId: 'AC-2043',
    hoursWorkedPerWeek: 20,
  },
  {
    id: person(4),
    email: 'olivia.reyes@acme.demo.test',
    firstName: 'Olivia',
    lastName: 'Reyes',
    role: Role.CASEMANAGER,
    organization: 'acme',
    jobTitle: 'HR business partner',
    department: 'Human Resources',
  },
  {
    id: person(5),
    email: 'dev.chandra@globex.demo.test',
    firstName: 'Dev',
    lastName: 'Chandra',
    role: Role.CASEWORKER,
    organization: 'globex',
    jobTitle: 'Accommodations specialist',
    department: 'People Operations',
  },
  {
    id: person(6),
    email: 'sofia.lindqvist@globex.demo.test',
    firstName: 'Sofia',
    lastName: 'Lindqvist',
    role: Role.USER,
    organization: 'globex',
    jobTitle: 'Dispatcher',
    department: 'Operations',
    employeeId: 'GX-3307',
    hoursWorkedPerWeek: 40,
  },
];

/**
 * Adds the demo people whose organization exists and who are missing (by id, and only where nobody uses
 * their address yet), so a database seeded before they existed gets them too. Returns how many it added.
 */
export async function seedDemoPeople(manager: EntityManager): Promise<number> {
  let added = 0;
  for (const demo of DEMO_PEOPLE) {
    const organizationId = DEMO_ORGANIZATIONS[demo.organization].id;
    const [organization]: unknown[] = await manager.query('SELECT 1 FROM organization WHERE id = $1', [organizationId]);
    if (!organization) continue;
    const taken: unknown[] = await manager.query(
      'SELECT 1 FROM app_user WHERE id = $1 OR (email = $2 AND deleted_at IS NULL)',
      [demo.id, demo.email],
    );
    if (taken.length > 0) continue;
    await manager.insert(UserEntity, {
      id: demo.id,
      email: demo.email,
      firstName: demo.firstName,
      lastName: demo.lastName,
      role: demo.role,
      organizationId,
      homeOrganizationId: organizationId,
      jobTitle: demo.jobTitle,
      department: demo.department,
      employeeId: demo.employeeId ?? null,
      hoursWorkedPerWeek: demo.hoursWorkedPerWeek === undefined ? null : String(demo.hoursWorkedPerWeek),
    });
    added += 1;
  }
  return added;
}
