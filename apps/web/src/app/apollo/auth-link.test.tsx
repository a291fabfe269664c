import { gql } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { describe, expect, it } from 'vitest';
import { MissingIdTokenError, PUBLIC_OPERATION_CONTEXT, createAuthLink } from './auth-link';
import { contextClient, makeDeps, run, scriptedLink } from './test-support';
import { lastValueFrom, toArray } from 'rxjs';

const CURRENT_USER = gql`
  query CurrentUser {
    currentUser {
      id
    }
  }
`;

describe('createAuthLink', () => {
  it('sets the bearer ID token and the organization on every request, keeping other headers', async () => {
    const deps = makeDeps();
    const { link: terminal, calls } = scriptedLink([{ data: { currentUser: { id: 'u1' } } }]);
    const preset = new ApolloLink((operation, forward) => {
      operation.setContext({ headers: { 'x-extra': 'kept' } });
      return forward(operation);
    });
    const results = await run(ApolloLink.from([preset, createAuthLink(deps), terminal]), CURRENT_USER);
    expect(results).toEqual([{ data: { currentUser: { id: 'u1' } } }]);
    expect(deps.getIdToken).toHaveBeenCalledWith(false);
    expect(calls[0].headers).toEqual({
      'x-extra': 'kept',
      authorization: 'Bearer stale-token',
      'x-organization-id': 'org-1',
    });
  });

  it('leaves out x-organization-id when there is no organization', async () => {
    const deps = makeDeps({ getOrganizationId: () => null });
    const { link: terminal, calls } = scriptedLink([{ data: { currentUser: { id: 'u1' } } }]);
    await run(ApolloLink.from([createAuthLink(deps), terminal]), CURRENT_USER);
    expect(calls[0].headers).toEqual({ authorization: 'Bearer stale-token' });
  });

  it('reads the token and organization per request (a sign-in or switch applies at once)', async () => {
    let organization = 'org-1';
    const deps = makeDeps({ getOrganizationId: () => organization });
    const { link: terminal, calls } = scriptedLink([{ data: {} }, { data: {} }]);
    const link = ApolloLink.from([createAuthLink(deps), terminal]);
    await run(link, CURRENT_USER);
    organization = 'org-2';
    await run(link, CURRENT_USER);
    expect(calls.map((call) => call.headers['x-organization-id'])).toEqual(['org-1', 'org-2']);
  });

  it('without a token calls onMissingToken and fails the operation without sending it', async () => {
    const deps = makeDeps({ getIdToken: async () => null });
    const { link: terminal, calls } = scriptedLink([{ data: {} }]);
    await expect(run(ApolloLink.from([createAuthLink(deps), terminal]), CURRENT_USER)).rejects.toBeInstanceOf(
      MissingIdTokenError,
    );
    expect(deps.onMissingToken).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(0);
  });

  it('treats a failing token call as a missing token', async () => {
    const deps = makeDeps({
      getIdToken: async () => {
        throw new Error('auth/network-request-failed');
      },
    });
    const { link: terminal, calls } = scriptedLink([{ data: {} }]);
    await expect(run(ApolloLink.from([createAuthLink(deps), terminal]), CURRENT_USER)).rejects.toBeInstanceOf(
      MissingIdTokenError,
    );
    expect(deps.onMissingToken).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(0);
  });

  it('sends public operations without a token and without signing out', async () => {
    const deps = makeDeps({ getIdToken: async () => null });
    const { link: terminal, calls } = scriptedLink([
      { data: { identityProviderByEmail: { providerId: 'password' } } },
      { data: { organizationBrandInfo: null } },
    ]);
    const link = ApolloLink.from([createAuthLink(deps), terminal]);
    await run(
      link,
      gql`
        query ProviderOf($email: String!) {
          identityProviderByEmail(email: $email) {
            providerId
          }
        }
      `,
      { email: 'a@example.com' },
    );
    // Any other operation, marked public by its caller.
    const marked = ApolloLink.execute(
      link,
      {
        query: gql`
          query Brand {
            organizationBrandInfo {
              id
            }
          }
        `,
        context: PUBLIC_OPERATION_CONTEXT,
      },
      { client: contextClient },
    );
    await lastValueFrom(marked.pipe(toArray()));
    expect(calls.map((call) => call.headers)).toEqual([{}, {}]);
    expect(deps.onMissingToken).not.toHaveBeenCalled();
  });

  it('still requires a token when a public field is mixed with a private one', async () => {
    const deps = makeDeps({ getIdToken: async () => null });
    const { link: terminal } = scriptedLink([{ data: {} }]);
    await expect(
      run(
        ApolloLink.from([createAuthLink(deps), terminal]),
        gql`
          query Mixed {
            identityProviderByEmail(email: "a@example.com") {
              providerId
            }
            currentUser {
              id
            }
          }
        `,
      ),
    ).rejects.toBeInstanceOf(MissingIdTokenError);
    expect(deps.onMissingToken).toHaveBeenCalledTimes(1);
  });
});
