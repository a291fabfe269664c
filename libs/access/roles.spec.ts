import {
  DEFAULT_ROLE_LABELS,
  isCaseManagerRole,
  isCaseWorkerRole,
  isRole,
  isTpaSubRole,
  Role,
  ROLE_RANK,
  roleRank,
  ROLES,
  TPA_SUB_ROLES,
  TpaSubRole,
} from './roles.js';

describe('Role and TpaSubRole', () => {
  it('have the spec values verbatim', () => {
    expect([...ROLES].sort()).toEqual(['ADMIN', 'CASEMANAGER', 'CASEWORKER', 'CVADMIN', 'CVTPA', 'USER']);
    expect([...TPA_SUB_ROLES].sort()).toEqual(['TPALEGAL', 'TPAMEDICAL', 'TPASUPPORT']);
  });

  it.each([
    ['ADMIN', true, false],
    ['CVTPA', true, false],
    ['TPALEGAL', false, true],
    ['TPASUPPORT', false, true],
    ['admin', false, false],
    ['', false, false],
    ['constructor', false, false],
    [undefined, false, false],
  ])('isRole(%p) is %p, isTpaSubRole is %p', (value, role, sub) => {
    expect(isRole(value)).toBe(role);
    expect(isTpaSubRole(value)).toBe(sub);
  });
});

describe('role rank (spec 000 §6)', () => {
  it.each([
    [Role.USER, 0],
    [Role.CASEWORKER, 1],
    [Role.CASEMANAGER, 2],
    [Role.ADMIN, 3],
    [Role.CVTPA, 3], // not in the spec: ranks with Admin
    [Role.CVADMIN, 4],
  ])('%s ranks %i', (role, rank) => {
    expect(ROLE_RANK[role]).toBe(rank);
    expect(roleRank(role)).toBe(rank);
  });

  it('ranks Cvtpa above the roles it manages and below Cvadmin', () => {
    expect(roleRank(Role.CVTPA)).toBeGreaterThan(roleRank(Role.CASEMANAGER));
    expect(roleRank(Role.CVTPA)).toBeLessThan(roleRank(Role.CVADMIN));
  });

  it('is frozen', () => {
    expect(Object.isFrozen(ROLE_RANK)).toBe(true);
  });
});

describe('case manager and case worker (spec "Default rules")', () => {
  it.each([
    [Role.CVADMIN, true, true],
    [Role.ADMIN, true, true],
    [Role.CASEMANAGER, true, true],
    [Role.CASEWORKER, false, true],
    [Role.CVTPA, false, false],
    [Role.USER, false, false],
  ])('%s: case manager %p, case worker %p', (role, manager, worker) => {
    expect(isCaseManagerRole(role)).toBe(manager);
    expect(isCaseWorkerRole(role)).toBe(worker);
  });
});

describe('default role labels (spec 001)', () => {
  it.each([
    [Role.CVADMIN, 'CV Admin'],
    [Role.ADMIN, 'HR Administrator'],
    [Role.CASEMANAGER, 'HR Representative'],
    [Role.CASEWORKER, 'ADA Coordinator'],
    [Role.USER, 'Employee'],
    [Role.CVTPA, 'TPA'],
    [TpaSubRole.TPASUPPORT, 'TPA Support'],
    [TpaSubRole.TPALEGAL, 'TPA Legal'],
    [TpaSubRole.TPAMEDICAL, 'TPA Medical'],
  ])('%s is labelled %s', (role, label) => {
    expect(DEFAULT_ROLE_LABELS[role]).toBe(label);
  });

  it('labels every role and sub-role, nothing else', () => {
    expect(Object.keys(DEFAULT_ROLE_LABELS).sort()).toEqual([...ROLES, ...TPA_SUB_ROLES].sort());
  });
});
