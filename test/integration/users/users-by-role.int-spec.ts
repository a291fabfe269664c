import { Role } from '#access';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { demoUser, tokenFor } from '#test/tokens';

const USERS_BY_ROLE = `query($roles: [Role!], $recordsPerPage: Int, $after: String, $searchText: String, $searchField: UserSearchField,
  $sortBy: UserSortField, $sortOrder: SortDirection) {
  usersByRole(roles: $roles, recordsPerPage: $recordsPerPage, after: $after, searchText: $searchText, searchField: $searchField,
    sortBy: $sortBy, sortOrder: $sortOrder) {
    totalCount pageInfo { endCursor hasNextPage } users { id firstName email role }
  }
}`;
type UsersPage = {
  totalCount: number;
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
  users: { id: string; firstName: string; email: string; role: string }[];
};

describe('usersByRole', () => {
  let api: TestApi;
  let org: ScratchOrganization;
  const list = (name: string, variables: Record<string, unknown> = {}) =>
    api.graphql<{ usersByRole: UsersPage }>(USERS_BY_ROLE, variables, { token: org.users[name].token });

  beforeAll(async () => {
    api = await startTestApi();
    org = await createScratchOrganization({
      Zoe: Role.ADMIN,
      Amir: Role.CASEMANAGER,
      Bea: Role.CASEWORKER,
      Cole: Role.CASEWORKER,
      Dina: Role.USER,
    });
  });
  afterAll(async () => {
    await org.close();
    await api.close();
  });

  it("lists the organization's people by role, by name, page after page", async () => {
    const workers = await list('Zoe', { roles: ['CASEWORKER', 'CASEMANAGER'] });
    expect(workers.data?.usersByRole.users.map((user) => user.firstName)).toEqual(['Amir', 'Bea', 'Cole']);
    const names: string[] = [];
    let after: string | null = null;
    do {
      const page: { data?: { usersByRole: UsersPage } | null } = await list('Zoe', { recordsPerPage: 2, after });
      names.push(...page.data!.usersByRole.users.map((user) => user.firstName));
      after = page.data!.usersByRole.pageInfo.hasNextPage ? page.data!.usersByRole.pageInfo.endCursor : null;
    } while (after);
    expect(names).toEqual(['Amir', 'Bea', 'Cole', 'Dina', 'Zoe']);
    const newest = await list('Zoe', { sortBy: 'CREATED_AT', recordsPerPage: 1 });
    expect(newest.data?.usersByRole.users[0].firstName).toBe('Dina');
  });

  it('searches by name or e-mail', async () => {
    const byEmail = await list('Amir', { searchText: org.users.Bea.email, searchField: 'EMAIL' });
    expect(byEmail.data?.usersByRole.users.map((user) => user.id)).toEqual([org.users.Bea.id]);
    const byName = await list('Amir', { searchText: 'cole scr', searchField: 'NAME' });
    expect(byName.data?.usersByRole.totalCount).toBe(1);
  });

  it('is for who may query users, and never crosses organizations', async () => {
    for (const name of ['Bea', 'Dina']) {
      expect((await list(name)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    const acme = await api.graphql<{ usersByRole: UsersPage }>(USERS_BY_ROLE, {}, { token: await tokenFor('admin') });
    const ids = acme.data!.usersByRole.users.map((user) => user.id);
    expect(ids).not.toContain(org.users.Bea.id);
    expect(ids).toContain(demoUser('caseworker').id);
    expect((await list('Zoe', { after: 'garbage' })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
