import type { ApolloClient } from '@apollo/client';
import { graphql } from '../generated';

/**
 * An upload address for a file of the signed-in user's own storage (personal/{userId}/…), with the headers
 * its PUT must carry: the gcs driver signs a precondition header that makes the address work once.
 */
export const CREATE_SIGNED_UPLOAD_URL_MUTATION = graphql(`
  mutation CreateSignedUploadUrl($fileName: String!, $contentType: String!) {
    createUploadUrl(target: PERSONAL, fileName: $fileName, contentType: $contentType) {
      success
      message
      url
      path
      headers {
        name
        value
      }
    }
  }
`);

/** Where to PUT the bytes, and the headers createUploadUrl gave with it. */
export interface SignedUploadTarget {
  url: string;
  headers: readonly { name: string; value: string }[];
}

/** The api gave no upload address (its message, when it gave one). */
export class UploadUrlRefused extends Error {
  override readonly name = 'UploadUrlRefused';
}

/**
 * The headers of the PUT: the Content-Type the address was signed for and exactly the headers that came
 * with it, nothing more (a signature covers them; a header left out or added makes storage refuse the PUT).
 */
export function signedUploadHeaders(target: SignedUploadTarget, contentType: string): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Type': contentType };
  for (const { name, value } of target.headers) headers[name] = value;
  return headers;
}

/**
 * Sends a file's bytes to a signed upload address with a PUT and the headers above, reporting the share
 * sent so far (0 to 1). Resolves once storage took the bytes; rejects on any other answer.
 */
export function putSignedFile(
  target: SignedUploadTarget,
  file: File,
  contentType: string,
  onProgress: (fraction: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', target.url);
    for (const [name, value] of Object.entries(signedUploadHeaders(target, contentType))) {
      request.setRequestHeader(name, value);
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new Error(`The file could not be stored (${request.status})`));
    request.onerror = () => reject(new Error('The file could not be sent'));
    request.onabort = () => reject(new Error('The upload was canceled'));
    request.send(file);
  });
}

/** The Content-Type a file is uploaded and signed with. */
export const uploadContentType = (file: File): string => file.type || 'application/octet-stream';

/**
 * Uploads a file to the signed-in user's own storage, the way every upload of the app goes (case
 * attachments, decision letters): an upload address from createUploadUrl, then one PUT of the bytes with
 * the headers it came with. Resolves with the storage path to register; rejects with UploadUrlRefused when
 * the api gave no address, with another Error when the bytes could not be sent.
 */
export async function uploadToOwnStorage(
  client: ApolloClient,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<string> {
  const contentType = uploadContentType(file);
  const { data } = await client.mutate({
    mutation: CREATE_SIGNED_UPLOAD_URL_MUTATION,
    variables: { fileName: file.name, contentType },
  });
  const target = data?.createUploadUrl;
  if (!target?.success || !target.url || !target.path) {
    throw new UploadUrlRefused(target?.message ?? 'No upload address');
  }
  onProgress(0);
  await putSignedFile(target, file, contentType, onProgress);
  return target.path;
}
