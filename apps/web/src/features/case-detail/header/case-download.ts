import { identityHeaders, tokenOrNull } from '../../../app/apollo/auth-link';
import { env } from '../../../shared/env';
import { firebaseAuth } from '../../auth/firebase-auth';
import { saveFile } from '../../../shared/save-file';

/** The api refused the download; `message` is its own text when it gave one. */
export class CaseDownloadError extends Error {
  override readonly name = 'CaseDownloadError';
}

/** The signed-in user's ID token, as the api client gets it; null when there is none. */
function idToken(forceRefresh: boolean): Promise<string | null> {
  return tokenOrNull(async (force) => (await firebaseAuth().currentUser?.getIdToken(force)) ?? null, forceRefresh);
}

/** Where the api serves the case's ZIP: beside its GraphQL endpoint (same origin, proxied). */
export function caseDownloadUrl(caseId: string): string {
  return new URL(`/cases/${encodeURIComponent(caseId)}/download`, new URL(env.graphqlPath, window.location.href)).href;
}

/** The file name of a `content-disposition` header (the UTF-8 `filename*` when there is one). */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed encoding: the plain name below.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  return (plain?.[1] ?? plain?.[2])?.trim() || fallback;
}

/** The api's message in an error body (`{ message }`, or `{ error, code }` from its error filter). */
async function messageOf(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as Record<string, unknown> | null;
    const text = body?.message ?? body?.error;
    return typeof text === 'string' && text.trim() ? text : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Downloads the case as one ZIP (its PDF and files) with the same identity headers as the api client
 * (bearer ID token and acting organization), and saves it under the name the api gives. A refused
 * token is renewed once. Rejects with CaseDownloadError carrying the api's message, if any.
 */
export async function downloadCase(caseId: string, organizationId: string | null): Promise<string> {
  const request = async (forceRefresh: boolean) => {
    const token = await idToken(forceRefresh);
    if (!token) throw new CaseDownloadError();
    return fetch(caseDownloadUrl(caseId), {
      method: 'GET',
      headers: { ...identityHeaders(token, organizationId), accept: 'application/zip, application/json' },
    });
  };
  let response = await request(false);
  if (response.status === 401) response = await request(true);
  if (!response.ok) throw new CaseDownloadError(await messageOf(response));
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition'), `case-${caseId}.zip`);
  saveFile(await response.blob(), fileName);
  return fileName;
}
