import type { INestApplicationContext } from '@nestjs/common';
import { Role, TpaSubRole } from '#access';
import { SendGridFake, type ReceivedMail } from '#test/fakes/sendgrid-fake';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { TEST_ENV } from '#test/test-env';
import { signIn, tokenFor } from '#test/tokens';
import { startWorker } from '../../../apps/worker/src/create-worker.js';
import { DEMO_ORGANIZATIONS, DEMO_USERS } from '../../../libs/demo-data/demo-data.js';

const USER_FIELDS =
  'id email role firstName lastName jobTitle phoneNumber deletedAt organizationAccess { organizationId role }';
const ADD_USER = `mutation($input: AddUserInput!) { addUser(input: $input) { success message user { ${USER_FIELDS} } } }`;
const UPDATE_USER = `mutation($userId: ID!, $input: UpdateUserInput!) {
  updateUser(userId: $userId, input: $input) { success user { ${USER_FIELDS} dob hoursWorkedPerWeek } }
}`;
const CHANGE_EMAIL = `mutation($userId: ID!, $email: String!) {
  changeUserEmail(userId: $userId, email: $email) { success user { id email } }
}`;
const CHANGE_ROLE = `mutation($role: Role!, $userId: ID!) { changeUserRole(role: $role, userId: $userId) { success } }`;
const DELETE_USER = `mutation($userId: ID!) { deleteUser(userId: $userId) { success user { id deletedAt } } }`;
const USER_BY_ID = `query($userId: ID!, $includeDocuments: Boolean) {
  userById(userId: $userId, includeDocuments: $includeDocuments) { ${USER_FIELDS} documents { id } }
}`;
const USERS_BY_ROLE = `{ usersByRole(recordsPerPage: 100) { users { id } } }`;
const ADD_TPA_USER = `mutation($input: AddTpaUserInput!) { addTpaUser(input: $input) { success user { ${USER_FIELDS} } } }`;
const UPDATE_TPA_USER = `mutation($userId: ID!, $input: UpdateTpaUserInput!) {
  updateTpaUser(userId: $userId, input: $input) { success user { ${USER_FIELDS} } }
}`;
const ADD_TPA_ORGANIZATIONS = `mutation($userId: ID!, $organizationIds: [ID!]!, $tpaSubRole: TpaSubRole!) {
  addTpaUserToMultipleOrganizations(userId: $userId, organizationIds: $organizationIds, tpaSubRole: $tpaSubRole) {
    success user { organizationAccess { organizationId role } }
  }
}`;
const REMOVE_TPA_ORGANIZATIONS = `mutation($userId: ID!, $organizationIds: [ID!]!) {
  removeTpaUserFromMultipleOrganizations(userId: $userId, organizationIds: $organizationIds) {
    success user { organizationAccess { organizationId role } }
  }
}`;
const TPA_USERS = `query($searchText: String) {
  tpaUsersForOrganization(searchText: $searchText) { totalCount users { id email } }
}`;

/** An answer read by the shape of its query: any field path, checked by the expectations themselves. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many query shapes are read by path; the expectations check them
type Loose = Record<string, any>;
type Answer<T = Loose> = {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
};
const emulator = `http://${TEST_ENV.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;
const textOf = (mail: ReceivedMail) => mail.body.content.find((part) => part.type === 'text/plain')!.value;
const recipientOf = (mail: ReceivedMail) => mail.body.personalizations[0].to[0].email;

describe('people', () => {
  const sendGrid = new SendGridFake();
  let api: TestApi;
  let worker: INestApplicationContext;
  let org: ScratchOrganization;
  let n = 0;
  const address = (name: string) => `${name}-${(n += 1)}-${org.id.slice(0, 8)}@scratch.test`;
  const as = <T = Loose>(name: string, query: string, variables: Record<string, unknown> = {}) =>
    api.graphql<T>(query, variables, { token: org.users[name].token }) as Promise<Answer<T>>;
  const count = async (email: string) =>
    (await org.query('SELECT id FROM app_user WHERE lower(email) = lower($1)', [email])).length;

  beforeAll(async () => {
    const sendGridUrl = await sendGrid.start();
    api = await startTestApi({ SENDGRID_BASE_URL: sendGridUrl, SENDGRID_API_KEY: 'SG.test-key' });
    worker = await startWorker({ ...api.config, SENDGRID_BASE_URL: sendGridUrl, SENDGRID_API_KEY: 'SG.test-key' });
    org = await createScratchOrganization({
      Cleo: Role.CVADMIN,
      Ada: Role.ADMIN,
      Cam: Role.CASEMANAGER,
      Cory: Role.CASEWORKER,
      Eve: Role.USER,
      Finn: Role.USER,
      Tess: TpaSubRole.TPASUPPORT,
      Tom: TpaSubRole.TPAMEDICAL,
    });
  });
  afterAll(async () => {
    await org.close();
    await worker.close();
    await api.close();
    await sendGrid.stop();
  });

  describe('adding a user', () => {
    it('welcomes the new user by e-mail from the worker; its link sets a password to sign in with', async () => {
      const email = address('welcome');
      const added = await as('Ada', ADD_USER, {
        input: {
          email: email.toUpperCase(),
          firstName: 'Wendy',
          lastName: 'Welcome',
          role: 'CASEMANAGER',
          jobTitle: 'HR',
        },
      });
      expect(added.data?.addUser).toMatchObject({
        success: true,
        message: 'Operation succeeded!',
        user: { email, role: 'CASEMANAGER', jobTitle: 'HR', deletedAt: null },
      });
      const mail = await sendGrid.waitFor((received) => recipientOf(received) === email);
      expect(mail.body.subject).toBe('Welcome to Case Management');
      const link = textOf(mail).match(/http:\/\/localhost:5173\/auth-action\?\S+/)?.[0];
      expect(link).toMatch(/mode=resetPassword&oobCode=[\w-]+/);
      // What the reset-password screen does with the link's code.
      const oobCode = new URL(link!).searchParams.get('oobCode');
      const reset = await fetch(`${emulator}/accounts:resetPassword?key=fake-api-key`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ oobCode, newPassword: 'Welcome-pass-7' }),
      });
      expect(reset.ok).toBe(true);
      const token = await signIn(email, 'Welcome-pass-7');
      const me = await api.graphql<{ currentUser: { email: string } }>('{ currentUser { email } }', {}, { token });
      expect(me.data?.currentUser.email).toBe(email);
    });

    it('sends no welcome e-mail with a first password or when asked not to', async () => {
      const withPassword = address('password');
      const bypassed = address('bypassed');
      const welcomed = address('welcomed');
      const input = { firstName: 'No', lastName: 'Mail', role: 'USER' };
      expect(
        (await as('Ada', ADD_USER, { input: { ...input, email: withPassword, password: 'First-pass-1' } })).errors,
      ).toBeUndefined();
      expect(
        (await as('Cleo', ADD_USER, { input: { ...input, email: bypassed, bypassPasswordResetEmail: true } })).errors,
      ).toBeUndefined();
      expect((await as('Ada', ADD_USER, { input: { ...input, email: welcomed } })).errors).toBeUndefined();
      // Jobs run in order on one queue: once the last one's e-mail is here, the others would be too.
      await sendGrid.waitFor((mail) => recipientOf(mail) === welcomed);
      const recipients = sendGrid.received.map(recipientOf);
      expect(recipients).not.toContain(withPassword);
      expect(recipients).not.toContain(bypassed);
      expect(await signIn(withPassword, 'First-pass-1')).toEqual(expect.any(String));
    });

    it('adds to another organization only where the caller may act, and only one that exists', async () => {
      const input = { firstName: 'Else', lastName: 'Where', role: 'USER', bypassPasswordResetEmail: true };
      const elsewhere = await as('Ada', ADD_USER, {
        input: { ...input, email: address('elsewhere'), organizationId: DEMO_ORGANIZATIONS.acme.id },
      });
      expect(elsewhere.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      const nowhere = await as('Cleo', ADD_USER, {
        input: { ...input, email: address('nowhere'), organizationId: '0a000000-0000-4000-8000-00000000ffff' },
      });
      expect(nowhere.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });

    it('refuses a taken e-mail as ALREADY_EXISTS, whatever its case', async () => {
      const taken = org.users.Cory.email.toUpperCase();
      const answer = await as('Ada', ADD_USER, {
        input: { email: taken, firstName: 'Dup', lastName: 'Licate', role: 'USER' },
      });
      expect(answer.errors?.[0]).toMatchObject({
        message: 'A user with this e-mail already exists',
        extensions: { code: 'ALREADY_EXISTS' },
      });
      expect(await count(taken)).toBe(1);
    });

    it.each([
      ['a control character in a name', { firstName: 'Be\u0007l' }, 'firstName'],
      ['a line break in a name', { lastName: 'Two\nLines' }, 'lastName'],
      ['a huge name', { firstName: 'x'.repeat(100_000) }, 'firstName'],
      ['an empty name', { lastName: '   ' }, 'lastName'],
      ['a bad e-mail', { email: 'not-an-address' }, 'email'],
      ['a huge e-mail', { email: `${'a'.repeat(400)}@scratch.test` }, 'email'],
      ['impossible hours', { hoursWorkedPerWeek: 1000 }, 'hoursWorkedPerWeek'],
      ['a short password', { password: '123' }, 'password'],
      ['an unknown custom role', { customRole: 'NOT_A_ROLE' }, 'customRole'],
    ])('refuses %s as BAD_USER_INPUT and writes nothing', async (_what, change, field) => {
      const email = address('bad');
      const answer = await as('Ada', ADD_USER, {
        input: { email, firstName: 'Bad', lastName: 'Input', role: 'CASEWORKER', ...change },
      });
      expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      // The api refuses control characters before any resolver runs, naming the variable's path (input.firstName).
      expect(answer.errors?.[0].extensions?.field).toContain(field);
      expect(await count((change as { email?: string }).email ?? email)).toBe(0);
    });
  });

  describe('updating a user', () => {
    it('lets users update themselves, but not their password, role or sign-in e-mail', async () => {
      const eve = org.users.Eve;
      const answer = await as('Eve', UPDATE_USER, {
        userId: eve.id,
        input: { phoneNumber: '555-0100', dob: '1990-04-01' },
      });
      expect(answer.data?.updateUser.user).toMatchObject({ phoneNumber: '555-0100', dob: '1990-04-01' });
      const again = await as('Eve', UPDATE_USER, {
        userId: eve.id,
        input: { phoneNumber: '555-0100', dob: '1990-04-01' },
      });
      expect(again.data?.updateUser.user).toEqual(answer.data?.updateUser.user);
      expect(
        (await as('Eve', UPDATE_USER, { userId: eve.id, input: { password: 'Mine-123456' } })).errors?.[0].message,
      ).toBe(`Not authorized to update user with ${eve.id} id`);
      expect((await as('Eve', CHANGE_ROLE, { role: 'CASEWORKER', userId: eve.id })).errors?.[0].message).toBe(
        `Not authorized to update user with ${eve.id} id`,
      );
      expect((await as('Eve', CHANGE_EMAIL, { userId: eve.id, email: address('eve') })).errors?.[0]).toMatchObject({
        message: 'Not authorized to update user email',
        extensions: { code: 'FORBIDDEN' },
      });
    });

    it('replaces only the given fields, clears with null, and refuses bad input without writing', async () => {
      const finn = org.users.Finn;
      await as('Ada', UPDATE_USER, { userId: finn.id, input: { jobTitle: 'Driver', hoursWorkedPerWeek: 40 } });
      const cleared = await as('Ada', UPDATE_USER, { userId: finn.id, input: { jobTitle: null } });
      expect(cleared.data?.updateUser.user).toMatchObject({
        jobTitle: null,
        hoursWorkedPerWeek: 40,
        firstName: 'Finn',
      });
      for (const [input, field] of [
        [{ dob: '2999-01-01' }, 'dob'],
        [{ dob: '1990-02-30' }, 'dob'],
        [{ firstName: null }, 'firstName'],
        [{ city: 'c'.repeat(5000) }, 'city'],
        [{ secondaryEmail: 'nope' }, 'secondaryEmail'],
        [{ hoursWorkedPerWeek: -1 }, 'hoursWorkedPerWeek'],
      ] as const) {
        const answer = await as('Ada', UPDATE_USER, { userId: finn.id, input: { ...input, jobTitle: 'Written?' } });
        expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      }
      const control = await as('Ada', UPDATE_USER, { userId: finn.id, input: { jobTitle: 'Tab\u0000bed' } });
      expect(control.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      const [row] = await org.query<{ job_title: string | null }>('SELECT job_title FROM app_user WHERE id = $1', [
        finn.id,
      ]);
      expect(row.job_title).toBeNull();
    });

    it('NOT_FOUND for an id that is no user', async () => {
      for (const userId of ['0b000000-0000-4000-8000-00000000ffff', 'not-an-id']) {
        const answer = await as('Ada', UPDATE_USER, { userId, input: { jobTitle: 'x' } });
        expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      }
    });
  });

  it('changing the e-mail moves the sign-in and tells both addresses', async () => {
    const email = address('before');
    const added = await as('Ada', ADD_USER, {
      input: { email, firstName: 'Moe', lastName: 'Moved', role: 'CASEWORKER', password: 'Moving-pass-1' },
    });
    const userId = added.data!.addUser.user.id;
    const taken = await as('Ada', CHANGE_EMAIL, { userId, email: org.users.Cam.email });
    expect(taken.errors?.[0].extensions?.code).toBe('ALREADY_EXISTS');
    const bad = await as('Ada', CHANGE_EMAIL, { userId, email: 'still not an address' });
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
    const next = address('after');
    const changed = await as('Ada', CHANGE_EMAIL, { userId, email: next });
    expect(changed.data?.changeUserEmail.user).toEqual({ id: userId, email: next });
    const toNew = await sendGrid.waitFor((mail) => recipientOf(mail) === next);
    const toOld = await sendGrid.waitFor((mail) => recipientOf(mail) === email);
    for (const mail of [toNew, toOld]) {
      expect(mail.body.subject).toBe('Your sign-in e-mail was changed');
      expect(textOf(mail)).toContain(`from ${email} to ${next}`);
    }
    expect(await signIn(next, 'Moving-pass-1')).toEqual(expect.any(String));
    await expect(signIn(email, 'Moving-pass-1')).rejects.toThrow();
  });

  describe('a deleted user', () => {
    let employee: { id: string; email: string; token: string };
    let caseId: string;

    beforeAll(async () => {
      const email = address('leaver');
      const added = await as('Ada', ADD_USER, {
        input: { email, firstName: 'Lena', lastName: 'Leaver', role: 'USER', password: 'Leaving-pass-1' },
      });
      employee = { id: added.data!.addUser.user.id, email, token: await signIn(email, 'Leaving-pass-1') };
      org.users.Lena = employee;
      caseId = await org.insertCase({ submitter: 'Lena', title: 'Standing desk' });
      const deleted = await as('Cleo', DELETE_USER, { userId: employee.id });
      expect(deleted.data?.deleteUser).toMatchObject({ success: true, user: { deletedAt: expect.any(String) } });
    });

    it('keeps their cases, readable by staff with the author shown', async () => {
      const answer = await as<{ caseById: { title: string; submitter: Record<string, unknown> } }>(
        'Ada',
        'query($caseId: ID!) { caseById(caseId: $caseId) { title submitter { fullName email deletedAt } } }',
        { caseId },
      );
      expect(answer.data?.caseById).toEqual({
        title: 'Standing desk',
        submitter: { fullName: 'Lena Leaver', email: employee.email, deletedAt: expect.any(String) },
      });
      const profile = await as('Ada', USER_BY_ID, { userId: employee.id });
      expect(profile.data?.userById).toMatchObject({ id: employee.id, deletedAt: expect.any(String) });
    });

    it('cannot sign in any more', async () => {
      // Their identity is gone: the token they held no longer verifies, and signing in fails.
      const me = await api.graphql('{ currentUser { id } }', {}, { token: employee.token });
      expect(me.errors?.[0].extensions?.code).toMatch(/^(INVALID_AUTHORIZATION|AUTHORIZED_USER_NOT_FOUND)$/);
      await expect(signIn(employee.email, 'Leaving-pass-1')).rejects.toThrow();
    });

    it('is refused even while an identity of theirs still signs in', async () => {
      // The access rules read only users not deleted, whatever the identity provider still says.
      await org.query('UPDATE app_user SET deleted_at = now() WHERE id = $1', [org.users.Finn.id]);
      try {
        const token = await signIn(org.users.Finn.email);
        const me = await api.graphql('{ currentUser { id } }', {}, { token });
        expect(me.errors?.[0].extensions?.code).toBe('AUTHORIZED_USER_NOT_FOUND');
      } finally {
        await org.query('UPDATE app_user SET deleted_at = NULL WHERE id = $1', [org.users.Finn.id]);
      }
    });

    it('is left out of lists and cannot be changed', async () => {
      const list = await as<{ usersByRole: { users: { id: string }[] } }>('Ada', USERS_BY_ROLE);
      expect(list.data?.usersByRole.users.map((user) => user.id)).not.toContain(employee.id);
      const update = await as('Ada', UPDATE_USER, { userId: employee.id, input: { jobTitle: 'Ghost' } });
      expect(update.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      const byEmail = await as('Ada', 'query($email: String!) { userByEmail(email: $email) { id } }', {
        email: employee.email,
      });
      expect(byEmail.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });

    it('leaves their e-mail free for a new account', async () => {
      const again = await as('Ada', ADD_USER, {
        input: {
          email: employee.email,
          firstName: 'Lena',
          lastName: 'Returns',
          role: 'USER',
          password: 'Back-again-1',
        },
      });
      expect(again.data?.addUser.user).toMatchObject({ email: employee.email, deletedAt: null });
      expect(again.data?.addUser.user.id).not.toBe(employee.id);
      expect(await signIn(employee.email, 'Back-again-1')).toEqual(expect.any(String));
    });
  });

  describe('profiles', () => {
    it('userById: staff read people of their organization, an employee only itself; documents on request', async () => {
      const own = await as('Eve', USER_BY_ID, { userId: org.users.Eve.id });
      expect(own.data?.userById).toMatchObject({ id: org.users.Eve.id, documents: null });
      const withDocuments = await as('Eve', USER_BY_ID, { userId: org.users.Eve.id, includeDocuments: true });
      expect(withDocuments.data?.userById.documents).toEqual([]);
      expect((await as('Eve', USER_BY_ID, { userId: org.users.Finn.id })).errors?.[0].extensions?.code).toBe(
        'NOT_FOUND',
      );
      expect((await as('Cory', USER_BY_ID, { userId: org.users.Finn.id })).data?.userById.id).toBe(org.users.Finn.id);
    });

    it('userByEmail finds a person of the organization, whatever the case', async () => {
      const found = await as('Cam', 'query($email: String!) { userByEmail(email: $email) { id } }', {
        email: org.users.Cory.email.toUpperCase(),
      });
      expect(found.data).toEqual({ userByEmail: { id: org.users.Cory.id } });
    });

    it('allSuperAdmins: every CV Admin, for CV Admins', async () => {
      const all = await as<{ allSuperAdmins: { id: string; role: string }[] }>(
        'Cleo',
        '{ allSuperAdmins { id role } }',
      );
      const ids = all.data!.allSuperAdmins.map((user) => user.id);
      expect(ids).toEqual(expect.arrayContaining([org.users.Cleo.id, DEMO_USERS.find((u) => u.key === 'cvadmin')!.id]));
      expect(all.data!.allSuperAdmins.every((user) => user.role === 'CVADMIN')).toBe(true);
      expect((await as('Ada', '{ allSuperAdmins { id } }')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    });
  });

  describe('TPA users', () => {
    let tpaId: string;
    const acme = DEMO_ORGANIZATIONS.acme.id;

    it('are added by a CV Admin only, serving the organizations given', async () => {
      const input = {
        email: address('tpa'),
        firstName: 'Terry',
        lastName: 'Thirdparty',
        organizationIds: [org.id],
        tpaSubRole: 'TPALEGAL',
        bypassPasswordResetEmail: true,
      };
      const refused = await as('Ada', ADD_TPA_USER, { input });
      expect(refused.errors?.[0]).toMatchObject({
        message: 'Not authorized to create CVTPAs',
        extensions: { code: 'FORBIDDEN' },
      });
      const unknown = await as('Cleo', ADD_TPA_USER, {
        input: { ...input, organizationIds: [org.id, '0a000000-0000-4000-8000-00000000ffff'] },
      });
      expect(unknown.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'organizationIds.1' });
      expect(await count(input.email)).toBe(0);
      const added = await as('Cleo', ADD_TPA_USER, { input });
      expect(added.data?.addTpaUser.user).toMatchObject({
        role: 'CVTPA',
        organizationAccess: [{ organizationId: org.id, role: 'TPALEGAL' }],
      });
      tpaId = added.data!.addTpaUser.user.id;
    });

    it('are listed for the organization to CV Admins and TPA Support', async () => {
      for (const name of ['Cleo', 'Tess']) {
        const list = await as<{ tpaUsersForOrganization: { users: { id: string }[] } }>(name, TPA_USERS);
        expect(list.data?.tpaUsersForOrganization.users.map((user) => user.id)).toEqual(
          expect.arrayContaining([tpaId, org.users.Tess.id, org.users.Tom.id]),
        );
      }
      for (const name of ['Ada', 'Tom', 'Eve']) {
        expect((await as(name, TPA_USERS)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      }
      expect((await as('Ada', '{ allTpaUsers { totalCount } }')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const all = await as<{ allTpaUsers: { users: { id: string }[] } }>(
        'Cleo',
        '{ allTpaUsers(recordsPerPage: 100, searchText: "Terry") { users { id } } }',
      );
      expect(all.data?.allTpaUsers.users.map((user) => user.id)).toContain(tpaId);
    });

    it('get their sub-role changed by TPA Support, not by TPA Medical or themselves', async () => {
      const changed = await as('Tess', UPDATE_TPA_USER, {
        userId: tpaId,
        input: { tpaSubRole: 'TPAMEDICAL', phoneNumber: '555-0199' },
      });
      expect(changed.data?.updateTpaUser.user).toMatchObject({
        phoneNumber: '555-0199',
        organizationAccess: [{ organizationId: org.id, role: 'TPAMEDICAL' }],
      });
      expect((await as('Tom', UPDATE_TPA_USER, { userId: tpaId, input: { firstName: 'X' } })).errors?.[0].message).toBe(
        'Not authorized to update CVTPAs',
      );
      expect(
        (await as('Tom', UPDATE_TPA_USER, { userId: org.users.Tom.id, input: { tpaSubRole: 'TPASUPPORT' } }))
          .errors?.[0].message,
      ).toBe(`Not authorized to update user with ${org.users.Tom.id} id`);
      const ownName = await as('Tom', UPDATE_TPA_USER, { userId: org.users.Tom.id, input: { lastName: 'Medic' } });
      expect(ownName.data?.updateTpaUser.user.lastName).toBe('Medic');
    });

    it('serve more organizations and fewer, asking twice changing nothing more', async () => {
      const refused = await as('Ada', ADD_TPA_ORGANIZATIONS, {
        userId: tpaId,
        organizationIds: [acme],
        tpaSubRole: 'TPALEGAL',
      });
      expect(refused.errors?.[0].message).toBe('Not authorized to update CVTPAs');
      for (let i = 0; i < 2; i += 1) {
        const added = await as('Cleo', ADD_TPA_ORGANIZATIONS, {
          userId: tpaId,
          organizationIds: [acme, acme],
          tpaSubRole: 'TPALEGAL',
        });
        expect(added.data?.addTpaUserToMultipleOrganizations.user.organizationAccess).toEqual([
          { organizationId: org.id, role: 'TPAMEDICAL' },
          { organizationId: acme, role: 'TPALEGAL' },
        ]);
      }
      const notTpa = await as('Cleo', ADD_TPA_ORGANIZATIONS, {
        userId: org.users.Cory.id,
        organizationIds: [acme],
        tpaSubRole: 'TPALEGAL',
      });
      expect(notTpa.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'userId' });
      for (let i = 0; i < 2; i += 1) {
        const removed = await as('Cleo', REMOVE_TPA_ORGANIZATIONS, { userId: tpaId, organizationIds: [acme] });
        expect(removed.data?.removeTpaUserFromMultipleOrganizations.user.organizationAccess).toEqual([
          { organizationId: org.id, role: 'TPAMEDICAL' },
        ]);
      }
    });
  });

  it('myPermissions tells the screens which roles and people actions to offer', async () => {
    const query = `{ myPermissions { creatableRoles manageableRoles changeableRoles changeUserEmail deleteUser
      setUserPassword bypassPasswordResetEmail manageTpaUsers } }`;
    const admin = await as('Ada', query);
    expect(admin.data?.myPermissions).toEqual({
      creatableRoles: ['CASEMANAGER', 'CASEWORKER', 'USER'],
      manageableRoles: ['ADMIN', 'CASEMANAGER', 'CASEWORKER', 'USER'],
      changeableRoles: ['CASEMANAGER', 'CASEWORKER', 'USER'],
      changeUserEmail: true,
      deleteUser: false,
      setUserPassword: true,
      bypassPasswordResetEmail: true,
      manageTpaUsers: false,
    });
    const employee = await as('Eve', query);
    expect(employee.data?.myPermissions).toMatchObject({ creatableRoles: [], manageableRoles: [], deleteUser: false });
    const cvadmin = await as('Cleo', query);
    expect(cvadmin.data?.myPermissions).toMatchObject({ deleteUser: true, manageTpaUsers: true });
  });

  it('the acme admin sees none of this organization (demo data untouched)', async () => {
    const answer = await api.graphql(USER_BY_ID, { userId: org.users.Eve.id }, { token: await tokenFor('admin') });
    expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
