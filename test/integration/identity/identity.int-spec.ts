import { DEMO_USERS } from '../../../libs/demo-data/demo-data.js';
import { startTestApi, type TestApi } from '#test/test-api';
import { expiredTokenFor, signUpWithoutUserRow, tokenFor, type DemoUserKey } from '#test/tokens';

const CURRENT_USER =
  'query { currentUser { id email role organizationId organizationAccess { organizationId role } } }';

describe('identity', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it.each(DEMO_USERS.map((user) => [user.key, user.role] as const))(
    'a signed-in %s (%s) reaches currentUser',
    async (key, role) => {
      const result = await api.graphql<{ currentUser: { email: string; role: string } }>(
        CURRENT_USER,
        {},
        { token: await tokenFor(key as DemoUserKey) },
      );
      expect(result.errors).toBeUndefined();
      expect(result.data?.currentUser).toMatchObject({
        email: DEMO_USERS.find((user) => user.key === key)!.email,
        role,
      });
    },
  );

  it('answers INVALID_AUTHORIZATION without a token', async () => {
    const result = await api.graphql(CURRENT_USER);
    expect(result.errors?.[0].extensions?.code).toBe('INVALID_AUTHORIZATION');
  });

  it('answers INVALID_AUTHORIZATION for a tampered token', async () => {
    const token = await tokenFor('employee');
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, aud: 'another-project' })).toString('base64url');
    const result = await api.graphql(CURRENT_USER, {}, { token: `${header}.${forged}.${signature}` });
    expect(result.errors?.[0].extensions?.code).toBe('INVALID_AUTHORIZATION');
  });

  it('answers INVALID_AUTHORIZATION for an expired token', async () => {
    const result = await api.graphql(CURRENT_USER, {}, { token: expiredTokenFor(DEMO_USERS[0].id) });
    expect(result.errors?.[0].extensions?.code).toBe('INVALID_AUTHORIZATION');
  });

  it('answers INVALID_AUTHORIZATION for garbage', async () => {
    const result = await api.graphql(CURRENT_USER, {}, { token: 'not-a-token' });
    expect(result.errors?.[0].extensions?.code).toBe('INVALID_AUTHORIZATION');
  });

  it('answers AUTHORIZED_USER_NOT_FOUND for a valid identity without a user row', async () => {
    const token = await signUpWithoutUserRow(`stranger-${Date.now()}@demo.test`);
    const result = await api.graphql(CURRENT_USER, {}, { token });
    expect(result.errors?.[0].extensions?.code).toBe('AUTHORIZED_USER_NOT_FOUND');
  });

  it('cachedUser answers for the caller and NOT_FOUND for keys of someone else', async () => {
    const token = await tokenFor('admin');
    const admin = DEMO_USERS.find((user) => user.key === 'admin')!;
    const query =
      'query($id: ID, $email: String, $role: Role) { cachedUser(id: $id, email: $email, role: $role) { id } }';
    const own = await api.graphql<{ cachedUser: { id: string } }>(
      query,
      { id: admin.id, email: admin.email, role: 'ADMIN' },
      { token },
    );
    expect(own.data?.cachedUser.id).toBe(admin.id);
    const other = await api.graphql(query, { id: DEMO_USERS[0].id }, { token });
    expect(other.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('identityProviderByEmail tells the sign-in provider, and null for an unknown address', async () => {
    const query = 'query($email: String!) { identityProviderByEmail(email: $email) { providerId } }';
    const known = await api.graphql<{ identityProviderByEmail: { providerId: string | null } }>(query, {
      email: 'Admin@Acme.demo.test',
    });
    expect(known.data?.identityProviderByEmail.providerId).toBe('password');
    const unknown = await api.graphql<{ identityProviderByEmail: { providerId: string | null } }>(query, {
      email: 'nobody@demo.test',
    });
    expect(unknown.data?.identityProviderByEmail.providerId).toBeNull();
  });
});
