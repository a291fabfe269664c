import {
  DEFAULT_ROLE_PERMISSIONS,
  type OrganizationAccessRole,
  Permission,
  PREDEFINED_CUSTOM_ROLES,
  Role,
  TpaSubRole,
} from '#access';
import { CaseStatus, MedicationType, VisitType } from '#domain/cases';
import { DEMO_CUSTOM_ROLE_USERS } from './demo-custom-roles.js';
import { DEMO_PRESCRIPTION_JOURNEY_USERS } from './demo-prescription-journey.js';

/** Every demo account signs in with this password (development and tests only). */
export const DEMO_PASSWORD = 'Demo-pass-2026';

/** Fixed ids, so the identity emulator and the database agree across restarts. */
export const DEMO_ORGANIZATIONS = {
  acme: { id: '0a000000-0000-4000-8000-000000000001', name: 'Acme Manufacturing', isPartner: false, linkName: null },
  globex: { id: '0a000000-0000-4000-8000-000000000002', name: 'Globex Logistics', isPartner: false, linkName: null },
  vitality: {
    id: '0a000000-0000-4000-8000-000000000003',
    name: 'Vitality Health',
    isPartner: true,
    linkName: 'vitality',
  },
} as const;
export type DemoOrganizationKey = keyof typeof DEMO_ORGANIZATIONS;

export const OWNER_ROLE_ID = '0c000000-0000-4000-8000-000000000001';
export const LIMITED_ADMIN_ROLE_ID = '0c000000-0000-4000-8000-000000000002';

export interface DemoUser {
  key: string;
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  organization: DemoOrganizationKey | null;
  description: string;
  isMultiOrgAdmin?: boolean;
  /** A custom role of the user's organization, whose permission list replaces the role's defaults. */
  customRoleId?: string;
  /** As people write it; the demo threads text this number. */
  phoneNumber?: string;
  access?: { organization: DemoOrganizationKey; role: OrganizationAccessRole; ownerRole?: boolean }[];
}

const user = (n: number) => `0b000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const DEMO_USERS: DemoUser[] = [
  {
    key: 'cvadmin',
    id: user(1),
    email: 'cvadmin@demo.test',
    firstName: 'Casey',
    lastName: 'Platform',
    role: Role.CVADMIN,
    organization: 'acme',
    description: 'CV Admin (platform)',
  },
  {
    key: 'admin',
    id: user(2),
    email: 'admin@acme.demo.test',
    firstName: 'Avery',
    lastName: 'Admin',
    role: Role.ADMIN,
    organization: 'acme',
    description: 'HR Administrator, Acme',
  },
  {
    key: 'casemanager',
    id: user(3),
    email: 'hr.rep@acme.demo.test',
    firstName: 'Harper',
    lastName: 'Rep',
    role: Role.CASEMANAGER,
    organization: 'acme',
    description: 'HR Representative, Acme',
  },
  {
    key: 'caseworker',
    id: user(4),
    email: 'coordinator@acme.demo.test',
    firstName: 'Cora',
    lastName: 'Coordinator',
    role: Role.CASEWORKER,
    organization: 'acme',
    description: 'ADA Coordinator, Acme',
  },
  {
    key: 'employee',
    id: user(5),
    email: 'employee@acme.demo.test',
    firstName: 'Emery',
    lastName: 'Worker',
    role: Role.USER,
    organization: 'acme',
    description: 'Employee, Acme',
    phoneNumber: '(555) 555-0105',
  },
  {
    key: 'globexAdmin',
    id: user(6),
    email: 'admin@globex.demo.test',
    firstName: 'Gale',
    lastName: 'Admin',
    role: Role.ADMIN,
    organization: 'globex',
    description: 'HR Administrator, Globex',
  },
  {
    key: 'globexEmployee',
    id: user(7),
    email: 'employee@globex.demo.test',
    firstName: 'Glen',
    lastName: 'Driver',
    role: Role.USER,
    organization: 'globex',
    description: 'Employee, Globex',
    phoneNumber: '(555) 555-0107',
  },
  {
    key: 'partnerAdmin',
    id: user(8),
    email: 'admin@vitality.demo.test',
    firstName: 'Val',
    lastName: 'Partner',
    role: Role.ADMIN,
    organization: 'vitality',
    description: 'HR Administrator, Vitality (partner)',
  },
  {
    key: 'tpaSupport',
    id: user(9),
    email: 'tpa.support@demo.test',
    firstName: 'Tess',
    lastName: 'Support',
    role: Role.CVTPA,
    organization: null,
    description: 'TPA Support, Acme and Globex',
    access: [
      { organization: 'acme', role: TpaSubRole.TPASUPPORT },
      { organization: 'globex', role: TpaSubRole.TPASUPPORT },
    ],
  },
  {
    key: 'tpaLegal',
    id: user(10),
    email: 'tpa.legal@demo.test',
    firstName: 'Lee',
    lastName: 'Legal',
    role: Role.CVTPA,
    organization: null,
    description: 'TPA Legal, Acme',
    access: [{ organization: 'acme', role: TpaSubRole.TPALEGAL }],
  },
  {
    key: 'tpaMedical',
    id: user(11),
    email: 'tpa.medical@demo.test',
    firstName: 'Max',
    lastName: 'Medic',
    role: Role.CVTPA,
    organization: null,
    description: 'TPA Medical, Acme',
    access: [{ organization: 'acme', role: TpaSubRole.TPAMEDICAL }],
  },
  {
    key: 'multiOrgAdmin',
    id: user(12),
    email: 'multi.admin@demo.test',
    firstName: 'Morgan',
    lastName: 'Multi',
    role: Role.ADMIN,
    organization: null,
    isMultiOrgAdmin: true,
    description: 'Multi-organization admin (Acme, Globex as Owner)',
    access: [
      { organization: 'acme', role: Role.ADMIN },
      { organization: 'globex', role: Role.ADMIN, ownerRole: true },
    ],
  },
  {
    key: 'limitedAdmin',
    id: user(13),
    email: 'limited.admin@acme.demo.test',
    firstName: 'Lane',
    lastName: 'Limited',
    role: Role.ADMIN,
    organization: 'acme',
    customRoleId: LIMITED_ADMIN_ROLE_ID,
    description: 'HR Administrator, Acme, custom role without delete_case_attachment and query_users',
  },
  ...DEMO_CUSTOM_ROLE_USERS,
  ...DEMO_PRESCRIPTION_JOURNEY_USERS,
];

export interface DemoCase {
  id: string;
  organization: DemoOrganizationKey;
  shortId: string;
  title: string;
  status: CaseStatus;
  submitter: string;
  assignedTo?: string;
  hrRep?: string;
  visitType?: VisitType;
  type?: MedicationType;
}

const caseId = (n: number) => `0d000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const DEMO_CASES: DemoCase[] = [
  {
    id: caseId(1),
    organization: 'acme',
    shortId: 'AC-1001',
    title: 'Ergonomic workstation',
    status: CaseStatus.OPEN,
    submitter: 'employee',
  },
  {
    id: caseId(2),
    organization: 'acme',
    shortId: 'AC-1002',
    title: 'Intermittent leave for treatment',
    status: CaseStatus.ASSIGNED,
    submitter: 'employee',
    assignedTo: 'caseworker',
    hrRep: 'casemanager',
    visitType: VisitType.SYNC_VIDEO,
  },
  {
    id: caseId(3),
    organization: 'acme',
    shortId: 'AC-1003',
    title: 'Modified schedule',
    status: CaseStatus.IN_PROGRESS,
    submitter: 'employee',
    assignedTo: 'caseworker',
    hrRep: 'casemanager',
    visitType: VisitType.ASYNC_TEXT_EMAIL,
  },
  {
    id: caseId(4),
    organization: 'globex',
    shortId: 'GX-1001',
    title: 'Lifting restriction',
    status: CaseStatus.OPEN,
    submitter: 'globexEmployee',
  },
  {
    id: caseId(5),
    organization: 'vitality',
    shortId: 'VH-1001',
    title: 'GLP-1 eligibility',
    status: CaseStatus.OPEN,
    submitter: 'partnerAdmin',
    type: MedicationType.GLP,
  },
];

export const OWNER_ROLE = { id: OWNER_ROLE_ID, ...PREDEFINED_CUSTOM_ROLES.OWNER };

/**
 * An Acme custom role: an HR administrator's default permissions without deleting case files or listing
 * the organization's people, so the web's controls can be seen to follow what the api allows rather than
 * the role (both are permission-only rules in the api; form editing, by contrast, an Admin keeps by role).
 */
export const LIMITED_ADMIN_ROLE = {
  id: LIMITED_ADMIN_ROLE_ID,
  organization: 'acme' as const,
  name: 'LIMITED_ADMIN',
  label: 'HR Administrator (no file deletion, no people list)',
  permissions: DEFAULT_ROLE_PERMISSIONS[Role.ADMIN].filter(
    (permission) => permission !== Permission.DELETE_CASE_ATTACHMENT && permission !== Permission.QUERY_USERS,
  ),
};
