import type { AccessSubject, CustomRoleGrant } from './access-subject.js';
import {
  accessEntryFor,
  canActInOrganization,
  isMultiOrganizationAdmin,
  resolveEffectiveOrganizationId,
  roleInOrganization,
} from './effective-organization.js';
import { Role, TpaSubRole } from './roles.js';

const OWN = 'org-own';
const A = 'org-a';
const B = 'org-b';
const OTHER = 'org-other';

const ownerRole: CustomRoleGrant = { name: 'OWNER', label: 'Owner', permissions: ['access_owner_dashboard'] };
const reviewerRole: CustomRoleGrant = { name: 'REVIEWER', label: 'Reviewer', permissions: ['get_reports'] };
const homeRole: CustomRoleGrant = { name: 'HOME', label: 'Home', permissions: ['query_users'] };

const subject = (overrides: Partial<AccessSubject>): AccessSubject => ({
  id: 'user-1',
  role: Role.USER,
  organizationId: OWN,
  isMultiOrgAdmin: false,
  customRole: null,
  organizationAccess: [],
  ...overrides,
});

const cvadmin = subject({ role: Role.CVADMIN });
const cvadminNoOrg = subject({ role: Role.CVADMIN, organizationId: null });
const tpa = subject({
  role: Role.CVTPA,
  organizationId: null,
  organizationAccess: [
    { organizationId: A, role: TpaSubRole.TPASUPPORT, customRole: null },
    { organizationId: B, role: TpaSubRole.TPALEGAL, customRole: reviewerRole },
  ],
});
const tpaWithOwnOrg = subject({ ...tpa, organizationId: OWN });
const tpaNoEntries = subject({ role: Role.CVTPA, organizationId: null });
const multiAdmin = subject({
  role: Role.ADMIN,
  isMultiOrgAdmin: true,
  customRole: homeRole,
  organizationAccess: [
    { organizationId: A, role: Role.ADMIN, customRole: ownerRole },
    { organizationId: B, role: Role.ADMIN, customRole: null },
  ],
});
const multiAdminNoOrg = subject({ ...multiAdmin, organizationId: null });
const multiAdminOwnEntry = subject({
  ...multiAdmin,
  organizationAccess: [{ organizationId: OWN, role: Role.ADMIN, customRole: ownerRole }],
});
const plainAdmin = subject({
  role: Role.ADMIN,
  customRole: homeRole,
  organizationAccess: multiAdmin.organizationAccess,
});
const flaggedCaseworker = subject({ ...multiAdmin, role: Role.CASEWORKER });
const staffNoOrg = subject({
  role: Role.CASEMANAGER,
  organizationId: null,
  organizationAccess: [{ organizationId: A, role: Role.CASEMANAGER }],
});
const employee = subject({ role: Role.USER });
const orphan = subject({ role: Role.CASEWORKER, organizationId: null });

describe('resolveEffectiveOrganizationId (spec 000 §6, spec 001)', () => {
  it.each([
    ['Cvadmin: the stored organization', cvadmin, A, A],
    ['Cvadmin: a stored organization it has no entry for (acts anywhere)', cvadmin, OTHER, OTHER],
    ['Cvadmin: its own without a stored one', cvadmin, undefined, OWN],
    ['Cvadmin: its own when the stored one is null', cvadmin, null, OWN],
    ['Cvadmin: its own when the stored one is empty', cvadmin, '', OWN],
    ['Cvadmin without an organization: the stored one', cvadminNoOrg, B, B],
    ['Cvadmin without an organization or stored one: none', cvadminNoOrg, undefined, null],
    ['no organizationId, entries: the stored one when it is an entry', tpa, B, B],
    ['no organizationId, entries: the first entry when the stored one is not an entry', tpa, OTHER, A],
    ['no organizationId, entries: the first entry without a stored one', tpa, undefined, A],
    ['no organizationId, entries: the first entry when the stored one is empty', tpa, '', A],
    ['the entries rule is not Cvtpa-only', staffNoOrg, OTHER, A],
    ['multi-org admin without organizationId: the stored entry', multiAdminNoOrg, B, B],
    ['no organizationId and no entries: none (session ends)', orphan, A, null],
    ['Cvtpa with no organization and no entries: none', tpaNoEntries, A, null],
    ['otherwise the own organization, ignoring a stored entry', multiAdmin, A, OWN],
    ['otherwise the own organization, ignoring a foreign stored id', employee, OTHER, OWN],
    ['Cvtpa with its own organization: the own one (spec "otherwise")', tpaWithOwnOrg, A, OWN],
  ] as const)('%s', (_name, user, stored, expected) => {
    expect(resolveEffectiveOrganizationId(user, stored)).toBe(expected);
  });
});

describe('canActInOrganization', () => {
  it.each([
    ['Cvadmin in its own organization', cvadmin, OWN, true],
    ['Cvadmin in any organization', cvadmin, OTHER, true],
    ['Cvadmin without an organization, anywhere', cvadminNoOrg, A, true],
    ['Cvtpa where it has an entry', tpa, A, true],
    ['Cvtpa where it has another entry', tpa, B, true],
    ['Cvtpa where it has no entry', tpa, OTHER, false],
    ['Cvtpa in its own organization without an entry there', tpaWithOwnOrg, OWN, false],
    ['Cvtpa without entries', tpaNoEntries, A, false],
    ['multi-org admin in its own organization', multiAdmin, OWN, true],
    ['multi-org admin through an entry', multiAdmin, A, true],
    ['multi-org admin without an entry', multiAdmin, OTHER, false],
    ['multi-org admin without own organization, through an entry', multiAdminNoOrg, B, true],
    ['admin without the flag ignores its entries', plainAdmin, A, false],
    ['admin without the flag in its own organization', plainAdmin, OWN, true],
    ['the flag on a non-admin opens nothing', flaggedCaseworker, A, false],
    ['a flagged non-admin still acts in its own organization', flaggedCaseworker, OWN, true],
    ['staff without organizationId cannot act through entries', staffNoOrg, A, false],
    ['employee in its own organization', employee, OWN, true],
    ['employee elsewhere', employee, OTHER, false],
    ['no organization at all', orphan, OWN, false],
    ['an empty id, even for Cvadmin', cvadmin, '', false],
  ] as const)('%s: %p', (_name, user, organizationId, expected) => {
    expect(canActInOrganization(user, organizationId)).toBe(expected);
  });
});

describe('isMultiOrganizationAdmin', () => {
  it.each([
    ['flagged admin', multiAdmin, true],
    ['unflagged admin', plainAdmin, false],
    ['flagged caseworker', flaggedCaseworker, false],
    ['Cvtpa', tpa, false],
  ] as const)('%s: %p', (_name, user, expected) => {
    expect(isMultiOrganizationAdmin(user)).toBe(expected);
  });
});

describe('accessEntryFor', () => {
  it.each([
    [tpa, A, tpa.organizationAccess[0]],
    [tpa, B, tpa.organizationAccess[1]],
    [tpa, OTHER, undefined],
    [tpa, '', undefined],
    [employee, OWN, undefined],
  ] as const)('entry of %#', (user, organizationId, expected) => {
    expect(accessEntryFor(user, organizationId)).toBe(expected);
  });
});

describe('roleInOrganization', () => {
  it.each([
    ['Cvtpa: the entry role is its sub-role', tpa, A, { role: Role.CVTPA, tpaSubRole: TpaSubRole.TPASUPPORT }],
    [
      'Cvtpa: with the entry custom role',
      tpa,
      B,
      { role: Role.CVTPA, tpaSubRole: TpaSubRole.TPALEGAL, customRole: reviewerRole },
    ],
    ['Cvtpa without an entry: bare Cvtpa', tpa, OTHER, { role: Role.CVTPA }],
    [
      'Cvtpa entry holding a Role, not a sub-role: no sub-role',
      subject({ role: Role.CVTPA, organizationAccess: [{ organizationId: A, role: Role.CVTPA }] }),
      A,
      { role: Role.CVTPA },
    ],
    ['multi-org admin takes the entry custom role', multiAdmin, A, { role: Role.ADMIN, customRole: ownerRole }],
    ['multi-org admin, entry without custom role: none (home one does not leak)', multiAdmin, B, { role: Role.ADMIN }],
    [
      'multi-org admin in its own organization: its own custom role',
      multiAdmin,
      OWN,
      { role: Role.ADMIN, customRole: homeRole },
    ],
    [
      'multi-org admin with an entry for its own organization: the entry wins',
      multiAdminOwnEntry,
      OWN,
      { role: Role.ADMIN, customRole: ownerRole },
    ],
    ['unflagged admin keeps its own custom role', plainAdmin, OWN, { role: Role.ADMIN, customRole: homeRole }],
    [
      'flagged non-admin keeps its own role and custom role',
      flaggedCaseworker,
      OWN,
      { role: Role.CASEWORKER, customRole: homeRole },
    ],
    ['Cvadmin: its own role anywhere', cvadmin, OTHER, { role: Role.CVADMIN }],
    [
      'Cvadmin: its own custom role',
      subject({ role: Role.CVADMIN, customRole: homeRole }),
      OWN,
      { role: Role.CVADMIN, customRole: homeRole },
    ],
    ['employee: its own role', employee, OWN, { role: Role.USER }],
  ] as const)('%s', (_name, user, organizationId, expected) => {
    expect(roleInOrganization(user, organizationId)).toStrictEqual(expected);
  });
});
