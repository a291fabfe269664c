import type { INestApplicationContext } from '@nestjs/common';
import { startWorker } from '../../../apps/worker/src/create-worker.js';
import { SendGridFake } from '#test/fakes/sendgrid-fake';
import { startTestApi, type TestApi } from '#test/test-api';
import { signIn, tokenFor } from '#test/tokens';
import { toAccessSubject, UsersService } from '#domain/users';
import { DEMO_ORGANIZATIONS, DEMO_USERS } from '../../../libs/demo-data/demo-data.js';

const RESET = `mutation($email: String!, $redirectUrl: String!) {
  sendPasswordResetEmail(email: $email, redirectUrl: $redirectUrl) { success message }
}`;
const CREATE_CV_ADMIN = `mutation($input: CreateCVAdminInput!) {
  createCVAdmin(input: $input) { success message user { id email role } }
}`;

describe('users', () => {
  const sendGrid = new SendGridFake();
  let api: TestApi;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    const sendGridUrl = await sendGrid.start();
    api = await startTestApi({ SENDGRID_BASE_URL: sendGridUrl, SENDGRID_API_KEY: 'SG.test-key' });
    // The worker shares the api's Redis prefix, so it consumes the jobs this api enqueues.
    worker = await startWorker({ ...api.config, SENDGRID_BASE_URL: sendGridUrl, SENDGRID_API_KEY: 'SG.test-key' });
  });
  afterAll(async () => {
    await worker.close();
    await api.close();
    await sendGrid.stop();
  });

  it('sends the password reset e-mail from the worker through the SendGrid SDK', async () => {
    const result = await api.graphql<{ sendPasswordResetEmail: { success: boolean } }>(RESET, {
      email: 'Coordinator@Acme.demo.test',
      redirectUrl: 'http://localhost:5173/login',
    });
    expect(result.data?.sendPasswordResetEmail.success).toBe(true);
    const mail = await sendGrid.waitFor(
      (received) => received.body.personalizations[0].to[0].email === 'coordinator@acme.demo.test',
    );
    expect(mail.authorization).toBe('Bearer SG.test-key');
    expect(mail.body.subject).toBe('Reset your password');
    const text = mail.body.content.find((part) => part.type === 'text/plain')!.value;
    expect(text).toMatch(/http:\/\/localhost:5173\/auth-action\?mode=resetPassword&oobCode=[\w-]+/);
    expect(text).toContain(encodeURIComponent('http://localhost:5173/login'));
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = sendGrid.received.length;
    const reset = (email: string) =>
      api.graphql<{ sendPasswordResetEmail: { success: boolean } }>(RESET, {
        email,
        redirectUrl: 'http://localhost:5173/login',
      });
    expect((await reset('nobody@demo.test')).data?.sendPasswordResetEmail.success).toBe(true);
    // A reset asked for afterwards arrives: by then a mail for the first would have been sent too.
    expect((await reset('coordinator@acme.demo.test')).data?.sendPasswordResetEmail.success).toBe(true);
    await sendGrid.waitFor(
      (mail) => sendGrid.received.indexOf(mail) >= before && mail.body.subject === 'Reset your password',
    );
    // Other mail may arrive meanwhile (a workflow or a notice of another suite's organization): only resets count.
    const resets = sendGrid.received.slice(before).filter((mail) => mail.body.subject === 'Reset your password');
    expect(resets.map((mail) => mail.body.personalizations[0].to[0].email)).toEqual(['coordinator@acme.demo.test']);
  });

  it.each([
    ['not-an-email', 'http://localhost:5173/login', 'email'],
    ['employee@acme.demo.test', 'https://evil.example/phish', 'redirectUrl'],
  ])('refuses %s → %s as BAD_USER_INPUT (%s)', async (email, redirectUrl, field) => {
    const result = await api.graphql(RESET, { email, redirectUrl });
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
  });

  it('createCVAdmin creates a platform admin who can sign in', async () => {
    const email = `new.admin.${Date.now()}@demo.test`;
    const result = await api.graphql<{ createCVAdmin: { user: { email: string; role: string } } }>(
      CREATE_CV_ADMIN,
      { input: { email, firstName: 'New', lastName: 'Admin', password: 'Another-pass-1' } },
      { token: await tokenFor('cvadmin') },
    );
    expect(result.data?.createCVAdmin.user).toMatchObject({ email, role: 'CVADMIN' });
    const token = await signIn(email, 'Another-pass-1');
    const me = await api.graphql<{ currentUser: { role: string } }>('{ currentUser { role } }', {}, { token });
    expect(me.data?.currentUser.role).toBe('CVADMIN');
  });

  it('createCVAdmin refuses other roles with the spec message, a taken e-mail and bad input', async () => {
    const input = { email: 'x@demo.test', firstName: 'X', lastName: 'Y' };
    const denied = await api.graphql(CREATE_CV_ADMIN, { input }, { token: await tokenFor('admin') });
    expect(denied.errors?.[0]).toMatchObject({
      message: 'Not authorized to create CVADMINs',
      extensions: { code: 'FORBIDDEN' },
    });
    const taken = await api.graphql(
      CREATE_CV_ADMIN,
      { input: { ...input, email: 'admin@acme.demo.test' } },
      { token: await tokenFor('cvadmin') },
    );
    expect(taken.errors?.[0].extensions?.code).toBe('ALREADY_EXISTS');
    const bad = await api.graphql(
      CREATE_CV_ADMIN,
      { input: { ...input, firstName: ' ' } },
      { token: await tokenFor('cvadmin') },
    );
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'firstName' });
  });
});

describe("a caller's access", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api.close();
  });

  it('is read in one statement as the access rules see a user loaded with its relations', async () => {
    const users = api.app.get(UsersService);
    for (const demo of DEMO_USERS) {
      const loaded = await users.findWithAccess(demo.id);
      expect(await users.accessSubject(demo.id)).toEqual(toAccessSubject(loaded!));
    }
    // The TPA's entries come in the order granted: the first one is its organization when none is stored.
    const tpa = await users.accessSubject(DEMO_USERS.find((demo) => demo.key === 'tpaSupport')!.id);
    expect(tpa?.organizationAccess.map((entry) => entry.organizationId)).toEqual([
      DEMO_ORGANIZATIONS.acme.id,
      DEMO_ORGANIZATIONS.globex.id,
    ]);
    expect(await users.accessSubject('0b000000-0000-4000-8000-00000000ffff')).toBeNull();
    expect(await users.accessSubject('not-a-uuid')).toBeNull();
  });
});
