import { canManageUser, Role, TpaSubRole } from '#access';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { tokenFor } from '#test/tokens';

/**
 * Who manages whom (spec 000 §6) through the api, every actor against every role, with the spec's messages
 * (spec 001 §8). The rule functions are unit-tested cell by cell (libs/access people-rules.spec.ts); here
 * each operation answers what its rule says, in a scratch organization of its own.
 */
const ADD_USER = `mutation($input: AddUserInput!) { addUser(input: $input) { success user { id role email } } }`;
const UPDATE_USER = `mutation($userId: ID!, $input: UpdateUserInput!) {
  updateUser(userId: $userId, input: $input) { success user { id jobTitle } }
}`;
const CHANGE_ROLE = `mutation($role: Role!, $userId: ID!, $isCustomRole: Boolean, $customRole: String) {
  changeUserRole(role: $role, userId: $userId, isCustomRole: $isCustomRole, customRole: $customRole) {
    success user { id role customRole { name } }
  }
}`;
const CHANGE_EMAIL = `mutation($userId: ID!, $email: String!) {
  changeUserEmail(userId: $userId, email: $email) { success user { id email } }
}`;
const DELETE_USER = `mutation($userId: ID!) { deleteUser(userId: $userId) { success user { id deletedAt } } }`;

type Answer = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };

/** The actors, by the name their scratch user has; a TPA acts as Cvtpa with its sub-role. */
const ACTORS = {
  cv1: Role.CVADMIN,
  ad1: Role.ADMIN,
  cm1: Role.CASEMANAGER,
  cw1: Role.CASEWORKER,
  tpa1: Role.CVTPA,
  em1: Role.USER,
} as const;
type ActorName = keyof typeof ACTORS;
/** For each role, the person acted on (never the actor itself). */
const TARGETS: Record<Role, string> = {
  [Role.CVADMIN]: 'cv2',
  [Role.ADMIN]: 'ad2',
  [Role.CASEMANAGER]: 'cm2',
  [Role.CASEWORKER]: 'cw2',
  [Role.CVTPA]: 'tpa2',
  [Role.USER]: 'em2',
};
const ROLES = Object.values(Role);
const PAIRS = (Object.keys(ACTORS) as ActorName[]).flatMap((actor) => ROLES.map((role) => [actor, role] as const));

function expectRefusal(answer: Answer, message: string): void {
  expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'FORBIDDEN' } });
}

function expectSuccess(answer: Answer, field: string): void {
  expect(answer.errors).toBeUndefined();
  expect(answer.data?.[field]).toMatchObject({ success: true });
}

describe('who manages whom', () => {
  let api: TestApi;
  let org: ScratchOrganization;
  const as = (name: string, query: string, variables: Record<string, unknown>) =>
    api.graphql(query, variables, { token: org.users[name].token }) as Promise<Answer>;
  const roleOf = async (name: string) =>
    (await org.query<{ role: Role }>('SELECT role FROM app_user WHERE id = $1', [org.users[name].id]))[0].role;

  beforeAll(async () => {
    api = await startTestApi();
    org = await createScratchOrganization({
      cv1: Role.CVADMIN,
      cv2: Role.CVADMIN,
      ad1: Role.ADMIN,
      ad2: Role.ADMIN,
      cm1: Role.CASEMANAGER,
      cm2: Role.CASEMANAGER,
      cw1: Role.CASEWORKER,
      cw2: Role.CASEWORKER,
      tpa1: TpaSubRole.TPASUPPORT,
      tpa2: TpaSubRole.TPAMEDICAL,
      em1: Role.USER,
      em2: Role.USER,
    });
  });
  afterAll(async () => {
    await org.close();
    await api.close();
  });

  describe('addUser: add_user (Admin, Cvadmin) and lower roles only; a TPA user through addTpaUser', () => {
    const CREATES: Record<Role, readonly Role[]> = {
      [Role.CVADMIN]: [Role.ADMIN, Role.CASEMANAGER, Role.CASEWORKER, Role.USER],
      [Role.ADMIN]: [Role.CASEMANAGER, Role.CASEWORKER, Role.USER],
      [Role.CASEMANAGER]: [],
      [Role.CASEWORKER]: [],
      [Role.CVTPA]: [],
      [Role.USER]: [],
    };
    it.each(PAIRS)('%s adding a %s', async (actor, role) => {
      const email = `added-${actor}-${role.toLowerCase()}-${org.id.slice(0, 8)}@scratch.test`;
      const answer = await as(actor, ADD_USER, {
        input: { email, firstName: 'New', lastName: role, role, bypassPasswordResetEmail: true },
      });
      const written = await org.query('SELECT id FROM app_user WHERE email = $1', [email]);
      if (CREATES[ACTORS[actor]].includes(role)) {
        expectSuccess(answer, 'addUser');
        expect(answer.data?.addUser).toMatchObject({ user: { role, email } });
        expect(written).toHaveLength(1);
      } else if (role === Role.CVTPA && actor === 'cv1') {
        expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'role' });
        expect(written).toHaveLength(0);
      } else {
        expectRefusal(answer, `Not authorized to create ${role}s`);
        expect(written).toHaveLength(0);
      }
    });
  });

  describe('updateUser: the manage table, peers included, and employees by whoever manages someone', () => {
    it.each(PAIRS)('%s updating a %s', async (actor, role) => {
      const target = org.users[TARGETS[role]];
      const jobTitle = `Title by ${actor}`;
      const answer = await as(actor, UPDATE_USER, { userId: target.id, input: { jobTitle } });
      const [row] = await org.query<{ job_title: string | null }>('SELECT job_title FROM app_user WHERE id = $1', [
        target.id,
      ]);
      const actorRole = ACTORS[actor];
      if (canManageUser(actorRole, role)) {
        expectSuccess(answer, 'updateUser');
        expect(row.job_title).toBe(jobTitle);
      } else {
        expectRefusal(
          answer,
          actorRole === Role.CASEWORKER || actorRole === Role.USER
            ? `Not authorized to update user with ${target.id} id`
            : `Not authorized to update ${role}s`,
        );
        expect(row.job_title).not.toBe(jobTitle);
      }
    });

    it('lets only Admin and Cvadmin set a password, never for oneself', async () => {
      const password = 'Chosen-pass-42';
      expectSuccess(await as('ad1', UPDATE_USER, { userId: org.users.cw2.id, input: { password } }), 'updateUser');
      expectRefusal(
        await as('cm1', UPDATE_USER, { userId: org.users.cw2.id, input: { password } }),
        `Not authorized to update user with ${org.users.cw2.id} id`,
      );
      expectRefusal(
        await as('ad1', UPDATE_USER, { userId: org.users.ad1.id, input: { password } }),
        `Not authorized to update user with ${org.users.ad1.id} id`,
      );
    });
  });

  describe('changeUserRole: Admin or Cvadmin, lower roles only, never one’s own', () => {
    const lower: Record<Role, readonly Role[]> = {
      [Role.CVADMIN]: [Role.ADMIN, Role.CASEMANAGER, Role.CASEWORKER, Role.CVTPA, Role.USER],
      [Role.ADMIN]: [Role.CASEMANAGER, Role.CASEWORKER, Role.USER],
      [Role.CASEMANAGER]: [],
      [Role.CASEWORKER]: [],
      [Role.CVTPA]: [],
      [Role.USER]: [],
    };
    it.each(PAIRS)('%s making a %s an employee', async (actor, role) => {
      const target = org.users[TARGETS[role]];
      const answer = await as(actor, CHANGE_ROLE, { role: Role.USER, userId: target.id });
      if (!lower[ACTORS[actor]].includes(role)) {
        expectRefusal(answer, `Not authorized to update ${role}s`);
        expect(await roleOf(TARGETS[role])).toBe(role);
      } else if (role === Role.CVTPA) {
        // A TPA's access is by sub-role per organization: changed with updateTpaUser, not here.
        expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'role' });
      } else {
        expectSuccess(answer, 'changeUserRole');
        expect(await roleOf(TARGETS[role])).toBe(Role.USER);
        await org.query('UPDATE app_user SET role = $2 WHERE id = $1', [target.id, role]);
      }
    });

    it.each([
      ['ad1', Role.ADMIN],
      ['ad1', Role.CVADMIN],
      ['cv1', Role.CVADMIN],
    ] as const)('%s cannot make someone a %s', async (actor, role) => {
      const answer = await as(actor, CHANGE_ROLE, { role, userId: org.users.cw2.id });
      expectRefusal(answer, `Not authorized to update ${role}s`);
      expect(await roleOf('cw2')).toBe(Role.CASEWORKER);
    });

    it('refuses one’s own role, and a custom role the organization does not have', async () => {
      expectRefusal(
        await as('ad1', CHANGE_ROLE, { role: Role.CASEMANAGER, userId: org.users.ad1.id }),
        `Not authorized to update user with ${org.users.ad1.id} id`,
      );
      const unknown = await as('ad1', CHANGE_ROLE, {
        role: Role.CASEWORKER,
        userId: org.users.cw2.id,
        isCustomRole: true,
        customRole: 'NO_SUCH_ROLE',
      });
      expect(unknown.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'customRole' });
    });

    it('gives a custom role of the organization, and takes it away again', async () => {
      await org.query(
        `INSERT INTO custom_role (organization_id, name, label, permissions) VALUES ($1, 'REVIEWER', 'Reviewer', '{get_reports}')`,
        [org.id],
      );
      const given = await as('ad1', CHANGE_ROLE, {
        role: Role.CASEWORKER,
        userId: org.users.cw2.id,
        isCustomRole: true,
        customRole: 'REVIEWER',
      });
      expect(given.data?.changeUserRole).toMatchObject({
        user: { role: 'CASEWORKER', customRole: { name: 'REVIEWER' } },
      });
      const cleared = await as('ad1', CHANGE_ROLE, { role: Role.CASEWORKER, userId: org.users.cw2.id });
      expect(cleared.data?.changeUserRole).toMatchObject({ user: { customRole: null } });
    });
  });

  describe('changeUserEmail: who adds users, over people it manages', () => {
    it.each(PAIRS)('%s changing the e-mail of a %s', async (actor, role) => {
      const target = org.users[TARGETS[role]];
      const email = `moved-${actor}-${role.toLowerCase()}-${org.id.slice(0, 8)}@scratch.test`;
      const answer = await as(actor, CHANGE_EMAIL, { userId: target.id, email });
      const [row] = await org.query<{ email: string }>('SELECT email FROM app_user WHERE id = $1', [target.id]);
      const actorRole = ACTORS[actor];
      if ((actorRole === Role.CVADMIN || actorRole === Role.ADMIN) && canManageUser(actorRole, role)) {
        expectSuccess(answer, 'changeUserEmail');
        expect(row.email).toBe(email);
      } else {
        expectRefusal(answer, 'Not authorized to update user email');
        expect(row.email).not.toBe(email);
      }
    });
  });

  describe('deleteUser: Cvadmin only, never a Cvadmin', () => {
    it.each(PAIRS.filter(([actor]) => actor !== 'cv1'))('%s cannot delete a %s', async (actor, role) => {
      const target = org.users[TARGETS[role]];
      expectRefusal(
        await as(actor, DELETE_USER, { userId: target.id }),
        `Not authorized to update user with ${target.id} id`,
      );
    });

    it('no one deletes a Cvadmin, not even itself', async () => {
      for (const target of ['cv2', 'cv1']) {
        expectRefusal(
          await as('cv1', DELETE_USER, { userId: org.users[target].id }),
          'Not authorized to update CVADMINs',
        );
      }
      const cvadmins = await org.query(
        'SELECT id FROM app_user WHERE organization_id = $1 AND role = $2 AND deleted_at IS NULL',
        [org.id, Role.CVADMIN],
      );
      expect(cvadmins).toHaveLength(2);
    });

    it.each(ROLES.filter((role) => role !== Role.CVADMIN))('a Cvadmin deletes a %s', async (role) => {
      const target = org.users[TARGETS[role]];
      const answer = await as('cv1', DELETE_USER, { userId: target.id });
      expectSuccess(answer, 'deleteUser');
      expect(answer.data?.deleteUser).toMatchObject({ user: { id: target.id, deletedAt: expect.any(String) } });
      // Again: the same answer, nothing more changes.
      expectSuccess(await as('cv1', DELETE_USER, { userId: target.id }), 'deleteUser');
    });
  });

  it("never reaches another organization's people: NOT_FOUND", async () => {
    const acmeAdmin = await tokenFor('admin');
    for (const [query, variables] of [
      [UPDATE_USER, { userId: org.users.cm1.id, input: { jobTitle: 'x' } }],
      [CHANGE_ROLE, { role: Role.USER, userId: org.users.cm1.id }],
      [CHANGE_EMAIL, { userId: org.users.cm1.id, email: 'elsewhere@scratch.test' }],
      ['query($userId: ID!) { userById(userId: $userId) { id } }', { userId: org.users.cm1.id }],
    ] as const) {
      const answer = (await api.graphql(query, variables, { token: acmeAdmin })) as Answer;
      expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
  });
});
