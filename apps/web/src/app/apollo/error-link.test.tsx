import { gql } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ApolloLink } from '@apollo/client/link';
import { describe, expect, it, vi } from 'vitest';
import { MissingIdTokenError, createAuthLink } from './auth-link';
import { ErrorCode } from './error-codes';
import { createErrorLink, shouldGoToNotFound } from './error-link';
import { gqlError, makeDeps, run, scriptedLink, type Scripted } from './test-support';

const CASE_DETAIL = gql`
  query CaseDetail($id: ID!) {
    caseRecord(id: $id) {
      id
    }
  }
`;

/** error link → auth link → scripted terminating link, as in the app. */
function chain(script: Scripted[], deps = makeDeps(), options: { async?: boolean } = {}) {
  const { link: terminal, calls } = scriptedLink(script, options);
  const link = ApolloLink.from([createErrorLink(deps), createAuthLink(deps), terminal]);
  return { link, calls, deps };
}

const ok = { data: { caseRecord: { id: 'c1' } } };

describe('createErrorLink: INVALID_AUTHORIZATION', () => {
  for (const async of [false, true]) {
    it(`gets a fresh token and retries once, then succeeds (${async ? 'async' : 'sync'} answers)`, async () => {
      const { link, calls, deps } = chain([{ errors: [gqlError(ErrorCode.INVALID_AUTHORIZATION)] }, ok], makeDeps(), {
        async,
      });
      const results = await run(link, CASE_DETAIL, { id: 'c1' });
      expect(results).toEqual([ok]);
      expect(calls.map((call) => call.headers.authorization)).toEqual(['Bearer stale-token', 'Bearer fresh-token']);
      expect(calls[1].headers['x-organization-id']).toBe('org-1');
      expect(deps.getIdToken.mock.calls.filter(([force]) => force === true)).toHaveLength(1);
      expect(deps.onMissingToken).not.toHaveBeenCalled();
      expect(deps.onAuthorizedUserNotFound).not.toHaveBeenCalled();
      expect(deps.onNotFound).not.toHaveBeenCalled();
    });
  }

  it('does not loop: a second INVALID_AUTHORIZATION calls onMissingToken and reaches the caller', async () => {
    const rejected = { errors: [gqlError(ErrorCode.INVALID_AUTHORIZATION)] };
    const { link, calls, deps } = chain([rejected, { ...rejected }, ok]);
    const results = await run(link, CASE_DETAIL, { id: 'c1' });
    expect(calls).toHaveLength(2);
    expect(results).toEqual([rejected]);
    expect(deps.getIdToken.mock.calls.filter(([force]) => force === true)).toHaveLength(1);
    expect(deps.onMissingToken).toHaveBeenCalledTimes(1);
  });

  it('signs out when no fresh token can be had, without retrying', async () => {
    const deps = makeDeps({ getIdToken: async (force: boolean) => (force ? null : 'stale-token') });
    const { link, calls } = chain([{ errors: [gqlError(ErrorCode.INVALID_AUTHORIZATION)] }, ok], deps);
    await expect(run(link, CASE_DETAIL, { id: 'c1' })).rejects.toBeInstanceOf(MissingIdTokenError);
    expect(calls).toHaveLength(1);
    expect(deps.onMissingToken).toHaveBeenCalledTimes(1);
  });

  it('also retries when the code comes in a non-2xx HTTP answer', async () => {
    const bodyText = JSON.stringify({ errors: [gqlError(ErrorCode.INVALID_AUTHORIZATION)] });
    const httpError = new ServerError('Response not successful: Received status code 401', {
      response: new Response(bodyText, { status: 401 }),
      bodyText,
    });
    const { link, calls, deps } = chain([httpError, ok]);
    expect(await run(link, CASE_DETAIL, { id: 'c1' })).toEqual([ok]);
    expect(calls.map((call) => call.headers.authorization)).toEqual(['Bearer stale-token', 'Bearer fresh-token']);
    expect(deps.onMissingToken).not.toHaveBeenCalled();
  });

  it('shares one forced refresh among operations failing at the same time', async () => {
    let release!: (token: string) => void;
    const deps = makeDeps({
      getIdToken: (force: boolean) =>
        force ? new Promise<string | null>((resolve) => (release = resolve)) : Promise.resolve('stale-token'),
    });
    const rejected = () => ({ errors: [gqlError(ErrorCode.INVALID_AUTHORIZATION)] });
    const { link, calls } = chain([rejected(), rejected(), ok, ok], deps);
    const first = run(link, CASE_DETAIL, { id: 'c1' });
    const second = run(link, CASE_DETAIL, { id: 'c2' });
    // Both have failed and the refresh is under way: only then does the fresh token come.
    await vi.waitFor(() => {
      expect(calls).toHaveLength(2);
      expect(release).toBeDefined();
    });
    release('fresh-token');
    expect(await Promise.all([first, second])).toEqual([[ok], [ok]]);
    expect(calls.map((call) => call.headers.authorization)).toEqual([
      'Bearer stale-token',
      'Bearer stale-token',
      'Bearer fresh-token',
      'Bearer fresh-token',
    ]);
    expect(deps.getIdToken.mock.calls.filter(([force]) => force === true)).toHaveLength(1);
  });

  it('puts the fresh token on the retry even when placed after the auth link', async () => {
    const deps = makeDeps();
    const { link: terminal, calls } = scriptedLink([{ errors: [gqlError(ErrorCode.INVALID_AUTHORIZATION)] }, ok]);
    const link = ApolloLink.from([createAuthLink(deps), createErrorLink(deps), terminal]);
    expect(await run(link, CASE_DETAIL, { id: 'c1' })).toEqual([ok]);
    expect(calls[1].headers.authorization).toBe('Bearer fresh-token');
  });
});

describe('createErrorLink: AUTHORIZED_USER_NOT_FOUND', () => {
  it('calls onAuthorizedUserNotFound (sign out, /login) and passes the error on', async () => {
    const answer = { errors: [gqlError(ErrorCode.AUTHORIZED_USER_NOT_FOUND)] };
    const { link, calls, deps } = chain([answer]);
    expect(await run(link, CASE_DETAIL, { id: 'c1' })).toEqual([answer]);
    expect(calls).toHaveLength(1);
    expect(deps.onAuthorizedUserNotFound).toHaveBeenCalledTimes(1);
    expect(deps.onNotFound).not.toHaveBeenCalled();
    expect(deps.onMissingToken).not.toHaveBeenCalled();
  });

  it('is acted on after a retry too', async () => {
    const { link, deps } = chain([
      { errors: [gqlError(ErrorCode.INVALID_AUTHORIZATION)] },
      { errors: [gqlError(ErrorCode.AUTHORIZED_USER_NOT_FOUND)] },
    ]);
    await run(link, CASE_DETAIL, { id: 'c1' });
    expect(deps.onAuthorizedUserNotFound).toHaveBeenCalledTimes(1);
    expect(deps.onMissingToken).not.toHaveBeenCalled();
  });
});

describe('createErrorLink: NOT_FOUND', () => {
  it('calls onNotFound with the operation name', async () => {
    const answer = { data: { caseRecord: null }, errors: [gqlError(ErrorCode.NOT_FOUND, ['caseRecord'])] };
    const { link, deps } = chain([answer]);
    expect(await run(link, CASE_DETAIL, { id: 'c1' })).toEqual([answer]);
    expect(deps.onNotFound).toHaveBeenCalledWith('CaseDetail');
  });

  it('calls onNotFound for a subscription error (graphql-ws delivers it as an error)', async () => {
    const { link, deps } = chain([new CombinedGraphQLErrors({ errors: [gqlError(ErrorCode.NOT_FOUND)] })]);
    await expect(
      run(
        link,
        gql`
          subscription Activity {
            caseActivityAdded(caseId: "c1") {
              id
            }
          }
        `,
      ),
    ).rejects.toBeInstanceOf(CombinedGraphQLErrors);
    expect(deps.onNotFound).toHaveBeenCalledWith('Activity');
  });

  it('does not call onNotFound for the caseAttachmentUrl query', async () => {
    const { link, deps } = chain([{ data: null, errors: [gqlError(ErrorCode.NOT_FOUND, ['caseAttachmentUrl'])] }]);
    await run(
      link,
      gql`
        query caseAttachmentUrl($id: ID!) {
          caseAttachmentUrl(attachmentId: $id)
        }
      `,
      { id: 'a1' },
    );
    expect(deps.onNotFound).not.toHaveBeenCalled();
  });

  it('does not call onNotFound for organizationDocumentUrl under another operation name, nor for a path-less error', async () => {
    const { link, deps } = chain([{ data: null, errors: [gqlError(ErrorCode.NOT_FOUND)] }]);
    await run(
      link,
      gql`
        query DownloadDocument($id: ID!) {
          organizationDocumentUrl(documentId: $id)
        }
      `,
      { id: 'd1' },
    );
    expect(deps.onNotFound).not.toHaveBeenCalled();
  });

  it('recognises the URL fields behind an alias and inside root fragments', async () => {
    const { link, deps } = chain([
      { data: null, errors: [gqlError(ErrorCode.NOT_FOUND, ['file'])] },
      { data: null, errors: [gqlError(ErrorCode.NOT_FOUND, ['organizationDocumentUrl'])] },
    ]);
    await run(
      link,
      gql`
        query GetFile {
          file: caseAttachmentUrl(attachmentId: "a1")
        }
      `,
    );
    await run(
      link,
      gql`
        query GetDoc {
          ...DocUrl
        }
        fragment DocUrl on Query {
          organizationDocumentUrl(documentId: "d1")
        }
      `,
    );
    expect(deps.onNotFound).not.toHaveBeenCalled();
  });

  it('still calls onNotFound when another root field of the same operation is the one not found', async () => {
    const { link, deps } = chain([{ data: null, errors: [gqlError(ErrorCode.NOT_FOUND, ['caseRecord'])] }]);
    await run(
      link,
      gql`
        query CaseWithFile {
          caseRecord(id: "c1") {
            id
          }
          caseAttachmentUrl(attachmentId: "a1")
        }
      `,
    );
    expect(deps.onNotFound).toHaveBeenCalledWith('CaseWithFile');
  });

  it('leaves other codes and successful answers alone', async () => {
    const illegal = { errors: [gqlError(ErrorCode.ILLEGAL_STATE)] };
    const { link, deps } = chain([ok, illegal]);
    expect(await run(link, CASE_DETAIL, { id: 'c1' })).toEqual([ok]);
    expect(await run(link, CASE_DETAIL, { id: 'c1' })).toEqual([illegal]);
    expect(deps.onNotFound).not.toHaveBeenCalled();
    expect(deps.onAuthorizedUserNotFound).not.toHaveBeenCalled();
    expect(deps.onMissingToken).not.toHaveBeenCalled();
    expect(deps.getIdToken).not.toHaveBeenCalledWith(true);
  });

  it('passes network errors on untouched', async () => {
    const offline = new TypeError('Failed to fetch');
    const { link, deps } = chain([offline]);
    await expect(run(link, CASE_DETAIL, { id: 'c1' })).rejects.toBe(offline);
    expect(deps.onMissingToken).not.toHaveBeenCalled();
  });
});

describe('shouldGoToNotFound', () => {
  it('exempts the operation names caseAttachmentUrl and organizationDocumentUrl', () => {
    const query = gql`
      query organizationDocumentUrl {
        something
      }
    `;
    expect(shouldGoToNotFound({ query, operationName: 'organizationDocumentUrl' }, [gqlError('NOT_FOUND')])).toBe(
      false,
    );
  });

  it('is false without a NOT_FOUND', () => {
    expect(shouldGoToNotFound({ query: CASE_DETAIL, operationName: 'CaseDetail' }, [gqlError('FORBIDDEN')])).toBe(
      false,
    );
  });
});
