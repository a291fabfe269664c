import type { AccessDeclaration } from './access-declaration.js';
import type { AccessSubject, CustomRoleGrant } from './access-subject.js';
import { AppError, ErrorCode, NO_ORGANIZATION_ACCESS_MESSAGE } from './app-error.js';
import { DEFAULT_ROLE_PERMISSIONS, Permission, PERMISSIONS } from './permissions.js';
import { Principal } from './principal.js';
import { Role, TpaSubRole } from './roles.js';

const OWN = '00000000-0000-4000-8000-00000000000a';
const A = '00000000-0000-4000-8000-0000000000a1';
const B = '00000000-0000-4000-8000-0000000000b2';
const OTHER = '00000000-0000-4000-8000-0000000000ff';

const reviewer: CustomRoleGrant = {
  name: 'REVIEWER',
  label: 'Reviewer',
  permissions: ['get_reports', 'not_a_permission'],
};

const subject = (overrides: Partial<AccessSubject>): AccessSubject => ({
  id: 'user-1',
  role: Role.USER,
  organizationId: OWN,
  isMultiOrgAdmin: false,
  customRole: null,
  organizationAccess: [],
  ...overrides,
});

const cvadmin = subject({ id: 'cvadmin', role: Role.CVADMIN });
const admin = subject({ id: 'admin', role: Role.ADMIN });
const employee = subject({ id: 'employee', role: Role.USER });
const caseworker = subject({ id: 'caseworker', role: Role.CASEWORKER });
const tpa = subject({
  id: 'tpa',
  role: Role.CVTPA,
  organizationId: null,
  organizationAccess: [
    { organizationId: A, role: TpaSubRole.TPASUPPORT },
    { organizationId: B, role: TpaSubRole.TPALEGAL },
  ],
});
const multiAdmin = subject({
  id: 'multi-admin',
  role: Role.ADMIN,
  isMultiOrgAdmin: true,
  organizationAccess: [
    { organizationId: A, role: Role.ADMIN, customRole: reviewer },
    { organizationId: B, role: Role.ADMIN, customRole: null },
  ],
});
const orphan = subject({ id: 'orphan', role: Role.CASEMANAGER, organizationId: null });

function appErrorOf(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

const sorted = (permissions: Iterable<string>) => [...permissions].sort();

describe('Principal.forSession', () => {
  it.each<[string, AccessSubject, string | null | undefined, string | null, Role, TpaSubRole | undefined]>([
    ['Cvadmin: the stored organization', cvadmin, A, A, Role.CVADMIN, undefined],
    ['Cvadmin: any stored organization', cvadmin, OTHER, OTHER, Role.CVADMIN, undefined],
    ['Cvadmin: its own without a stored one', cvadmin, undefined, OWN, Role.CVADMIN, undefined],
    ['Admin: its own, the stored one is ignored', admin, A, OWN, Role.ADMIN, undefined],
    ['Employee: its own', employee, null, OWN, Role.USER, undefined],
    ['Employee: its own, the stored one is ignored', employee, OTHER, OWN, Role.USER, undefined],
    ['TPA: the stored organization when it has an entry', tpa, B, B, Role.CVTPA, TpaSubRole.TPALEGAL],
    ['TPA: the first entry without a stored one', tpa, undefined, A, Role.CVTPA, TpaSubRole.TPASUPPORT],
    ['TPA: the first entry when the stored one has no entry', tpa, OTHER, A, Role.CVTPA, TpaSubRole.TPASUPPORT],
    ['multi-org admin: its own organization first', multiAdmin, A, OWN, Role.ADMIN, undefined],
    ['a user of no organization: none', orphan, A, null, Role.CASEMANAGER, undefined],
  ])('%s', (_name, who, stored, organizationId, role, tpaSubRole) => {
    const principal = Principal.forSession(who, stored);
    expect(principal.organizationId).toBe(organizationId);
    expect(principal.role).toBe(role);
    expect(principal.tpaSubRole).toBe(tpaSubRole);
    expect(principal.userId).toBe(who.id);
    expect(principal.subject).toBe(who);
  });

  it.each<[string, AccessSubject, string | undefined, readonly string[]]>([
    ['Cvadmin holds every permission', cvadmin, undefined, PERMISSIONS],
    ['Admin holds the Admin defaults', admin, undefined, DEFAULT_ROLE_PERMISSIONS[Role.ADMIN]],
    ['an employee holds none', employee, undefined, []],
    ['multi-org admin at home holds the Admin defaults', multiAdmin, undefined, DEFAULT_ROLE_PERMISSIONS[Role.ADMIN]],
  ])('%s', (_name, who, stored, permissions) => {
    expect(sorted(Principal.forSession(who, stored).permissions)).toEqual(sorted(permissions));
  });

  it('gives a TPA the permissions of its sub-role in the effective organization', () => {
    const inA = Principal.forSession(tpa, A);
    const inB = Principal.forSession(tpa, B);
    expect(inA.has(Permission.EDIT_SETTINGS)).toBe(true);
    expect(inA.has(Permission.ACCESS_PHI)).toBe(false);
    expect(inB.has(Permission.ACCESS_PHI)).toBe(true);
    expect(inB.has(Permission.EDIT_SETTINGS)).toBe(false);
    expect(inA.has(Permission.QUERY_ANY_ORG_CASE)).toBe(true);
    expect(inB.has(Permission.QUERY_ANY_ORG_CASE)).toBe(true);
  });

  it.each<[string, AccessSubject, boolean]>([
    ['cvadmin', cvadmin, true],
    ['admin', admin, false],
    ['tpa', tpa, false],
    ['employee', employee, false],
  ])('isCvadmin for %s is %p', (_name, who, expected) => {
    expect(Principal.forSession(who).isCvadmin()).toBe(expected);
  });

  it('requireOrganizationId gives the organization, or NOT_FOUND for a user of none', () => {
    expect(Principal.forSession(admin).requireOrganizationId()).toBe(OWN);
    const error = appErrorOf(() => Principal.forSession(orphan).requireOrganizationId());
    expect(error.code).toBe(ErrorCode.NOT_FOUND);
    expect(error.message).toBe(NO_ORGANIZATION_ACCESS_MESSAGE);
  });
});

describe('Principal.inOrganization', () => {
  it('returns the same principal for the organization it is already in', () => {
    const principal = Principal.forSession(admin);
    expect(principal.inOrganization(OWN)).toBe(principal);
  });

  it.each<[string, AccessSubject, string | undefined, string, Role, TpaSubRole | undefined]>([
    ['Cvadmin from its own into any organization', cvadmin, undefined, OTHER, Role.CVADMIN, undefined],
    ['TPA from B into A as TPA Support', tpa, B, A, Role.CVTPA, TpaSubRole.TPASUPPORT],
    ['TPA from A into B as TPA Legal', tpa, A, B, Role.CVTPA, TpaSubRole.TPALEGAL],
    ['multi-org admin from its own into A', multiAdmin, undefined, A, Role.ADMIN, undefined],
    ['multi-org admin from its own into B', multiAdmin, undefined, B, Role.ADMIN, undefined],
  ])('re-scopes %s', (_name, who, stored, organizationId, role, tpaSubRole) => {
    const session = Principal.forSession(who, stored);
    const sessionOrganizationId = session.organizationId;
    expect(sessionOrganizationId).not.toBe(organizationId);
    const scoped = session.inOrganization(organizationId);
    expect(scoped).not.toBe(session);
    expect(scoped.organizationId).toBe(organizationId);
    expect(scoped.role).toBe(role);
    expect(scoped.tpaSubRole).toBe(tpaSubRole);
    expect(scoped.subject).toBe(who);
    // The session principal is left as it was.
    expect(session.organizationId).toBe(sessionOrganizationId);
  });

  it('TPA: re-scoping from A to B swaps the sub-role permissions', () => {
    const inB = Principal.forSession(tpa, A).inOrganization(B);
    expect(inB.tpaSubRole).toBe(TpaSubRole.TPALEGAL);
    expect(inB.has(Permission.ACCESS_PHI)).toBe(true);
    expect(inB.has(Permission.EDIT_SETTINGS)).toBe(false);
  });

  it('multi-org admin: the custom role of A replaces the Admin defaults there, and only there', () => {
    const session = Principal.forSession(multiAdmin);
    const inA = session.inOrganization(A);
    const inB = session.inOrganization(B);
    expect(sorted(inA.permissions)).toEqual([Permission.GET_REPORTS]);
    expect(inA.has(Permission.ADD_USER)).toBe(false);
    expect(inB.has(Permission.ADD_USER)).toBe(true);
    expect(session.has(Permission.ADD_USER)).toBe(true);
    // Back home from A: the defaults again.
    expect(inA.inOrganization(OWN).has(Permission.ADD_USER)).toBe(true);
  });

  it.each<[string, AccessSubject, string]>([
    ['Admin into another organization', admin, A],
    ['Employee into another organization', employee, A],
    ['Caseworker into another organization', caseworker, OTHER],
    ['TPA into an organization without an entry', tpa, OTHER],
    ['TPA into an empty id', tpa, ''],
    ['multi-org admin into an organization without an entry', multiAdmin, OTHER],
    ['a user of no organization into any', orphan, A],
  ])('refuses %s with NOT_FOUND', (_name, who, organizationId) => {
    const error = appErrorOf(() => Principal.forSession(who).inOrganization(organizationId));
    expect(error.code).toBe(ErrorCode.NOT_FOUND);
    expect(error.message).toBe(NO_ORGANIZATION_ACCESS_MESSAGE);
  });
});

describe('Principal.assertCanSee', () => {
  const row = (organizationId: string | null) => ({ id: 'row-1', organizationId });

  it.each<[string, AccessSubject, string[], string[]]>([
    ['Cvadmin', cvadmin, [OWN, A, B, OTHER], []],
    ['Admin', admin, [OWN], [A, B, OTHER]],
    ['Employee', employee, [OWN], [A, OTHER]],
    ['TPA (only through its entries)', tpa, [A, B], [OWN, OTHER]],
    ['multi-org admin', multiAdmin, [OWN, A, B], [OTHER]],
    ['a user of no organization', orphan, [], [OWN, A]],
  ])('%s', (_name, who, visible, hidden) => {
    const principal = Principal.forSession(who);
    for (const organizationId of visible) {
      const r = row(organizationId);
      expect(principal.assertCanSee(r)).toBe(r);
    }
    for (const organizationId of hidden) {
      const error = appErrorOf(() => principal.assertCanSee(row(organizationId)));
      expect(error.code).toBe(ErrorCode.NOT_FOUND);
      expect(error.message).toBe('Not found');
    }
  });

  it.each<[string, { organizationId: string | null } | null | undefined]>([
    ['null', null],
    ['undefined', undefined],
    ['a row without an organization', row(null)],
    ['a row with an empty organization', row('')],
  ])('gives NOT_FOUND for %s, even to Cvadmin', (_name, value) => {
    const error = appErrorOf(() => Principal.forSession(cvadmin).assertCanSee(value));
    expect(error.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('checks the caller, not the organization it is scoped to (a multi-org admin in A sees rows of B)', () => {
    const inA = Principal.forSession(multiAdmin).inOrganization(A);
    expect(inA.assertCanSee(row(B)).organizationId).toBe(B);
    expect(() => inA.assertCanSee(row(OTHER))).toThrow(AppError);
  });
});

describe('Principal.satisfies / assertSatisfies', () => {
  const restricted = (
    rule: Partial<{ roles: Role[]; tpaSubRoles: TpaSubRole[]; permissions: Permission[]; message: string }>,
  ): AccessDeclaration => ({ kind: 'restricted', roles: [], tpaSubRoles: [], permissions: [], ...rule });

  const PUBLIC: AccessDeclaration = { kind: 'public' };
  const SIGNED_IN: AccessDeclaration = { kind: 'signedIn' };
  const CVADMIN_ONLY = restricted({ roles: [Role.CVADMIN], message: 'Not authorized to create CVADMINs' });
  const ADMINS = restricted({ roles: [Role.CVADMIN, Role.ADMIN] });
  const ADMIN_ROLE_ONLY = restricted({ roles: [Role.ADMIN] });
  const TPA_LEGAL = restricted({ tpaSubRoles: [TpaSubRole.TPALEGAL] });
  const REPORTS = restricted({ permissions: [Permission.GET_REPORTS] });
  const ADD_USER = restricted({ permissions: [Permission.ADD_USER] });
  const NOBODY = restricted({});
  const CASE_WORK = restricted({
    roles: [Role.CASEWORKER],
    tpaSubRoles: [TpaSubRole.TPASUPPORT],
    permissions: [Permission.ACCESS_PHI],
    message: 'Only a case worker can manage this case',
  });

  type Row = [string, () => Principal, AccessDeclaration, boolean];
  const session = (who: AccessSubject, stored?: string) => () => Principal.forSession(who, stored);

  it.each<Row>([
    ['employee: public', session(employee), PUBLIC, true],
    ['employee: signed in', session(employee), SIGNED_IN, true],
    ['employee: Cvadmin only', session(employee), CVADMIN_ONLY, false],
    ['employee: a permission', session(employee), REPORTS, false],
    ['employee: nothing listed', session(employee), NOBODY, false],
    ['cvadmin: Cvadmin only', session(cvadmin), CVADMIN_ONLY, true],
    ['cvadmin: any permission (holds them all)', session(cvadmin), ADD_USER, true],
    ['cvadmin: a roles list without Cvadmin (roles are not ranked)', session(cvadmin), ADMIN_ROLE_ONLY, false],
    ['cvadmin: nothing listed', session(cvadmin), NOBODY, false],
    ['admin: admins', session(admin), ADMINS, true],
    ['admin: Cvadmin only', session(admin), CVADMIN_ONLY, false],
    ['admin: reports permission (default)', session(admin), REPORTS, true],
    ['admin: a TPA sub-role', session(admin), TPA_LEGAL, false],
    ['caseworker: case work by role', session(caseworker), CASE_WORK, true],
    ['TPA in A (Support): TPA Legal', session(tpa, A), TPA_LEGAL, false],
    ['TPA in B (Legal): TPA Legal', session(tpa, B), TPA_LEGAL, true],
    ['TPA in A (Support): case work by sub-role', session(tpa, A), CASE_WORK, true],
    ['TPA in B (Legal): case work by permission (access_phi)', session(tpa, B), CASE_WORK, true],
    ['TPA: admins', session(tpa, B), ADMINS, false],
    ['TPA: add user', session(tpa, B), ADD_USER, false],
    ['multi-org admin at home: add user', session(multiAdmin), ADD_USER, true],
    [
      'multi-org admin in A (custom role): add user',
      () => Principal.forSession(multiAdmin).inOrganization(A),
      ADD_USER,
      false,
    ],
    [
      'multi-org admin in A (custom role): reports',
      () => Principal.forSession(multiAdmin).inOrganization(A),
      REPORTS,
      true,
    ],
    [
      'multi-org admin in A (custom role): admins by role',
      () => Principal.forSession(multiAdmin).inOrganization(A),
      ADMINS,
      true,
    ],
    ['multi-org admin in B: add user', () => Principal.forSession(multiAdmin).inOrganization(B), ADD_USER, true],
  ])('%s → %p', (_name, make, declaration, expected) => {
    const principal = make();
    expect(principal.satisfies(declaration)).toBe(expected);
    // refusalOf is the answer assertSatisfies throws, for callers that report instead of refusing.
    expect(principal.refusalOf(declaration) === null).toBe(expected);
    if (expected) {
      expect(() => principal.assertSatisfies(declaration)).not.toThrow();
    } else {
      const error = appErrorOf(() => principal.assertSatisfies(declaration));
      expect(error.code).toBe(ErrorCode.FORBIDDEN);
    }
  });

  it.each<[string, AccessDeclaration, string]>([
    ['the declaration message', CVADMIN_ONLY, 'Not authorized to create CVADMINs'],
    ['another spec message', CASE_WORK, 'Only a case worker can manage this case'],
    ['the generic message without one', ADMINS, 'Not authorized to perform this operation'],
    ['the generic message for an empty one', restricted({ message: '' }), 'Not authorized to perform this operation'],
  ])('assertSatisfies refuses with %s', (_name, declaration, message) => {
    const error = appErrorOf(() => Principal.forSession(employee).assertSatisfies(declaration));
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe(ErrorCode.FORBIDDEN);
    expect(error.message).toBe(message);
    expect(Principal.forSession(employee).refusalOf(declaration)).toMatchObject({ code: ErrorCode.FORBIDDEN, message });
  });
});
