import { PREDEFINED_CUSTOM_ROLES, Role } from '#access';
import type { DemoUser } from './demo-data.js';

/**
 * Acme's own OWNER role (made from the predefined one, so it is edited in Acme's Roles tab without touching
 * the shared OWNER other organizations use) and the person holding it: an HR administrator whose custom role
 * gives the owner dashboard and takes away case content (PHI, restricted data, every case).
 */
export const ACME_OWNER_ROLE = {
  id: '0c000000-0000-4000-8000-000000000101',
  organization: 'acme' as const,
  ...PREDEFINED_CUSTOM_ROLES.OWNER,
};

export const DEMO_CUSTOM_ROLE_USERS: DemoUser[] = [
  {
    key: 'acmeOwner',
    id: '0b000000-0000-4000-8000-000000000201',
    email: 'owner@acme.demo.test',
    firstName: 'Olive',
    lastName: 'Owner',
    role: Role.ADMIN,
    organization: 'acme',
    description: "Owner, Acme (HR Administrator with Acme's custom role OWNER)",
  },
];
