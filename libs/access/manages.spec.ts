import { canManageRole, canSetRole, MANAGEABLE_ROLES } from './manages.js';
import { Role } from './roles.js';

const { CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA, USER } = Role;

// Table rows are the actor; columns the target, in this order.
const TARGETS = [CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA, USER] as const;

/** Spec 000 §6 "Who may manage whom", cell by cell. */
const MANAGE: Record<Role, readonly boolean[]> = {
  [CVADMIN]: [true, true, true, true, true, false],
  [ADMIN]: [false, true, true, true, false, false],
  [CASEMANAGER]: [false, false, true, true, false, false],
  [CVTPA]: [false, false, true, true, false, false],
  [CASEWORKER]: [false, false, false, false, false, false],
  [USER]: [false, false, false, false, false, false],
};

/** Strictly lower rank AND (manage table, or User for anyone who manages someone). */
const SET: Record<Role, readonly boolean[]> = {
  [CVADMIN]: [false, true, true, true, true, true],
  [ADMIN]: [false, false, true, true, false, true],
  [CASEMANAGER]: [false, false, false, true, false, true],
  [CVTPA]: [false, false, true, true, false, true],
  [CASEWORKER]: [false, false, false, false, false, false],
  [USER]: [false, false, false, false, false, false],
};

const cells = (table: Record<Role, readonly boolean[]>) =>
  Object.values(Role).flatMap((actor) => TARGETS.map((target, i) => [actor, target, table[actor][i]] as const));

describe('MANAGEABLE_ROLES', () => {
  it('is the spec table verbatim', () => {
    expect(MANAGEABLE_ROLES).toEqual({
      CVADMIN: ['CVADMIN', 'ADMIN', 'CASEMANAGER', 'CASEWORKER', 'CVTPA'],
      ADMIN: ['ADMIN', 'CASEMANAGER', 'CASEWORKER'],
      CASEMANAGER: ['CASEMANAGER', 'CASEWORKER'],
      CVTPA: ['CASEMANAGER', 'CASEWORKER'],
      CASEWORKER: [],
      USER: [],
    });
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(MANAGEABLE_ROLES)).toBe(true);
    expect(() => MANAGEABLE_ROLES[ADMIN].push(CVADMIN)).toThrow(TypeError);
  });
});

describe('canManageRole', () => {
  it.each(cells(MANAGE))('%s manages %s: %p', (actor, target, expected) => {
    expect(canManageRole(actor, target)).toBe(expected);
  });

  it.each([
    ['NOPE', ADMIN],
    ['constructor', ADMIN],
    [ADMIN, 'NOPE'],
  ])('refuses unknown roles (%s, %s)', (actor, target) => {
    expect(canManageRole(actor as Role, target as Role)).toBe(false);
  });
});

describe('canSetRole', () => {
  it.each(cells(SET))('%s may set %s: %p', (actor, target, expected) => {
    expect(canSetRole(actor, target)).toBe(expected);
  });

  it('never sets a role of the same or a higher rank, even one the actor manages', () => {
    expect(canManageRole(ADMIN, ADMIN)).toBe(true);
    expect(canSetRole(ADMIN, ADMIN)).toBe(false);
    expect(canManageRole(CVADMIN, CVADMIN)).toBe(true);
    expect(canSetRole(CVADMIN, CVADMIN)).toBe(false);
  });

  it('never sets a lower role outside the manage table other than User', () => {
    expect(canSetRole(ADMIN, CVTPA)).toBe(false); // same rank and not managed
    expect(canSetRole(CVTPA, ADMIN)).toBe(false);
  });

  it.each([
    ['NOPE', USER],
    [ADMIN, 'NOPE'],
  ])('refuses unknown roles (%s, %s)', (actor, target) => {
    expect(canSetRole(actor as Role, target as Role)).toBe(false);
  });
});
