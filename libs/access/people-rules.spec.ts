import {
  canManageUser,
  changeEmailRefusal,
  changeRoleRefusal,
  createTpaUserRefusal,
  createUserRefusal,
  deleteUserRefusal,
  mayViewUser,
  peopleAbilities,
  type PeopleActor,
  tpaOrganizationsRefusal,
  updateTpaUserRefusal,
  updateUserRefusal,
} from './people-rules.js';
import { Role, TpaSubRole } from './roles.js';

const { CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA, USER } = Role;
const ROLES = [CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA, USER] as const;
/** add_user by default: Admin and Cvadmin (libs/access permissions.ts). */
const actor = (role: Role, overrides: Partial<PeopleActor> = {}): PeopleActor => ({
  id: 'actor',
  role,
  mayAddUsers: role === CVADMIN || role === ADMIN,
  ...overrides,
});
const target = (role: Role) => ({ id: 'target', role });

describe('canManageUser', () => {
  // Rows: actor; columns: target in ROLES order. The spec's table, plus User for anyone who manages someone.
  const TABLE: Record<Role, readonly boolean[]> = {
    [CVADMIN]: [true, true, true, true, true, true],
    [ADMIN]: [false, true, true, true, false, true],
    [CASEMANAGER]: [false, false, true, true, false, true],
    [CVTPA]: [false, false, true, true, false, true],
    [CASEWORKER]: [false, false, false, false, false, false],
    [USER]: [false, false, false, false, false, false],
  };
  it.each(ROLES.flatMap((a) => ROLES.map((t, i) => [a, t, TABLE[a][i]] as const)))('%s manages %s: %s', (a, t, yes) => {
    expect(canManageUser(a, t)).toBe(yes);
  });
});

describe('createUserRefusal', () => {
  // Who holds add_user, and only lower roles: CVADMIN never through addUser.
  const ALLOWED: Record<Role, readonly Role[]> = {
    [CVADMIN]: [ADMIN, CASEMANAGER, CASEWORKER, CVTPA, USER],
    [ADMIN]: [CASEMANAGER, CASEWORKER, USER],
    [CASEMANAGER]: [],
    [CVTPA]: [],
    [CASEWORKER]: [],
    [USER]: [],
  };
  it.each(ROLES.flatMap((a) => ROLES.map((t) => [a, t] as const)))('%s creating a %s', (a, t) => {
    expect(createUserRefusal(actor(a), t)).toBe(ALLOWED[a].includes(t) ? null : `Not authorized to create ${t}s`);
  });

  it('follows a custom role holding add_user, still for lower roles only', () => {
    const manager = actor(CASEMANAGER, { mayAddUsers: true });
    expect(createUserRefusal(manager, CASEWORKER)).toBeNull();
    expect(createUserRefusal(manager, CASEMANAGER)).toBe('Not authorized to create CASEMANAGERs');
    expect(createUserRefusal(actor(ADMIN, { mayAddUsers: false }), USER)).toBe('Not authorized to create USERs');
  });

  it('lets only Admin and Cvadmin set a password, and Admin, TPA and case managers bypass the e-mail', () => {
    const manager = actor(CASEMANAGER, { mayAddUsers: true });
    expect(createUserRefusal(manager, USER, { password: true })).toBe('Not authorized to create USERs');
    expect(createUserRefusal(manager, USER, { bypassWelcomeEmail: true })).toBeNull();
    expect(createUserRefusal(actor(ADMIN), USER, { password: true, bypassWelcomeEmail: true })).toBeNull();
    // A caseworker manages nobody: add_user from a custom role does not change that.
    expect(createUserRefusal(actor(CASEWORKER, { mayAddUsers: true }), USER)).toBe('Not authorized to create USERs');
  });

  it('lets only Cvadmin add TPA users', () => {
    for (const role of ROLES) {
      expect(createTpaUserRefusal(actor(role))).toBe(role === CVADMIN ? null : 'Not authorized to create CVTPAs');
    }
  });
});

describe('updateUserRefusal', () => {
  it.each(ROLES.flatMap((a) => ROLES.map((t) => [a, t] as const)))('%s updating a %s', (a, t) => {
    const expected = canManageUser(a, t)
      ? null
      : a === CASEWORKER || a === USER
        ? 'Not authorized to update user with target id'
        : `Not authorized to update ${t}s`;
    expect(updateUserRefusal(actor(a), target(t))).toBe(expected);
  });

  it('lets everyone update themselves, never their own password', () => {
    for (const role of ROLES) {
      const self = actor(role, { id: 'me' });
      expect(updateUserRefusal(self, { id: 'me', role })).toBeNull();
      expect(updateUserRefusal(self, { id: 'me', role }, { password: true })).toBe(
        'Not authorized to update user with me id',
      );
    }
  });

  it('lets only Admin and Cvadmin set the password of someone they manage', () => {
    expect(updateUserRefusal(actor(ADMIN), target(CASEWORKER), { password: true })).toBeNull();
    expect(updateUserRefusal(actor(CVADMIN), target(ADMIN), { password: true })).toBeNull();
    expect(updateUserRefusal(actor(CASEMANAGER), target(CASEWORKER), { password: true })).toBe(
      'Not authorized to update user with target id',
    );
    expect(updateUserRefusal(actor(CVTPA), target(CASEMANAGER), { password: true })).toBe(
      'Not authorized to update user with target id',
    );
  });
});

describe('changeRoleRefusal', () => {
  it.each(ROLES.flatMap((a) => ROLES.flatMap((from) => ROLES.map((to) => [a, from, to] as const))))(
    '%s changing a %s to %s',
    (a, from, to) => {
      const lower = (role: Role) =>
        (a === CVADMIN && role !== CVADMIN) || (a === ADMIN && [CASEMANAGER, CASEWORKER, USER].includes(role));
      const expected = !lower(from)
        ? `Not authorized to update ${from}s`
        : !lower(to)
          ? `Not authorized to update ${to}s`
          : null;
      expect(changeRoleRefusal(actor(a), target(from), to)).toBe(expected);
    },
  );

  it('refuses changing one’s own role', () => {
    expect(changeRoleRefusal(actor(CVADMIN, { id: 'me' }), { id: 'me', role: CVADMIN }, ADMIN)).toBe(
      'Not authorized to update user with me id',
    );
  });
});

describe('changeEmailRefusal', () => {
  it.each(ROLES.flatMap((a) => ROLES.map((t) => [a, t] as const)))('%s changing the e-mail of a %s', (a, t) => {
    const allowed = (a === CVADMIN || a === ADMIN) && canManageUser(a, t);
    expect(changeEmailRefusal(actor(a), target(t))).toBe(allowed ? null : 'Not authorized to update user email');
  });
});

describe('deleteUserRefusal', () => {
  it.each(ROLES.flatMap((a) => ROLES.map((t) => [a, t] as const)))('%s deleting a %s', (a, t) => {
    const expected =
      a !== CVADMIN
        ? 'Not authorized to update user with target id'
        : t === CVADMIN
          ? 'Not authorized to update CVADMINs'
          : null;
    expect(deleteUserRefusal(actor(a), target(t))).toBe(expected);
  });

  it('never deletes a Cvadmin, not even itself', () => {
    expect(deleteUserRefusal(actor(CVADMIN, { id: 'me' }), { id: 'me', role: CVADMIN })).toBe(
      'Not authorized to update CVADMINs',
    );
  });
});

describe('TPA users', () => {
  const support = actor(CVTPA, { tpaSubRole: TpaSubRole.TPASUPPORT });
  const medical = actor(CVTPA, { tpaSubRole: TpaSubRole.TPAMEDICAL });

  it('are updated by Cvadmin and by Tpasupport in the organization', () => {
    expect(updateTpaUserRefusal(actor(CVADMIN), target(CVTPA), { tpaSubRole: true })).toBeNull();
    expect(updateTpaUserRefusal(support, target(CVTPA), { tpaSubRole: true })).toBeNull();
    expect(updateTpaUserRefusal(medical, target(CVTPA))).toBe('Not authorized to update CVTPAs');
    expect(updateTpaUserRefusal(actor(ADMIN), target(CVTPA))).toBe('Not authorized to update CVTPAs');
  });

  it('update their own name but not their own sub-role', () => {
    const self = { ...medical, id: 'me' };
    expect(updateTpaUserRefusal(self, { id: 'me', role: CVTPA })).toBeNull();
    expect(updateTpaUserRefusal(self, { id: 'me', role: CVTPA }, { tpaSubRole: true })).toBe(
      'Not authorized to update user with me id',
    );
    expect(updateTpaUserRefusal({ ...support, id: 'me' }, { id: 'me', role: CVTPA }, { tpaSubRole: true })).toBe(
      'Not authorized to update user with me id',
    );
  });

  it('serve the organizations Cvadmin chooses', () => {
    for (const role of ROLES) {
      expect(tpaOrganizationsRefusal(actor(role))).toBe(role === CVADMIN ? null : 'Not authorized to update CVTPAs');
    }
  });
});

describe('mayViewUser', () => {
  it('lets staff read profiles and an employee only its own', () => {
    for (const role of ROLES) {
      expect(mayViewUser({ ...actor(role), mayQueryUsers: false }, { id: 'target' })).toBe(role !== USER);
    }
    expect(mayViewUser({ ...actor(USER), mayQueryUsers: false }, { id: 'actor' })).toBe(true);
    expect(mayViewUser({ ...actor(USER), mayQueryUsers: true }, { id: 'target' })).toBe(true);
  });
});

describe('peopleAbilities', () => {
  it('offers what the operations accept', () => {
    expect(peopleAbilities(actor(ADMIN))).toEqual({
      creatableRoles: [CASEMANAGER, CASEWORKER, USER],
      manageableRoles: [ADMIN, CASEMANAGER, CASEWORKER, USER],
      changeableRoles: [CASEMANAGER, CASEWORKER, USER],
      changeUserEmail: true,
      deleteUser: false,
      setUserPassword: true,
      bypassPasswordResetEmail: true,
      addTpaUser: false,
    });
    expect(peopleAbilities(actor(CVADMIN))).toMatchObject({
      creatableRoles: [ADMIN, CASEMANAGER, CASEWORKER, USER],
      deleteUser: true,
      addTpaUser: true,
    });
    expect(peopleAbilities(actor(CASEMANAGER))).toMatchObject({
      creatableRoles: [],
      manageableRoles: [CASEMANAGER, CASEWORKER, USER],
      changeableRoles: [],
      changeUserEmail: false,
      setUserPassword: false,
      bypassPasswordResetEmail: true,
    });
    expect(peopleAbilities(actor(USER))).toMatchObject({ creatableRoles: [], manageableRoles: [], deleteUser: false });
  });
});
