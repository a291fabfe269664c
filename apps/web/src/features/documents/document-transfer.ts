import type { ApolloClient } from '@apollo/client';
import { putSignedFile, uploadContentType, UploadUrlRefused } from '../../shared/signed-upload';
import { CREATE_DOCUMENT_UPLOAD_URL_MUTATION } from './document-queries';

/** Starts the browser's download of a signed file address (the file is served as an attachment). */
export function startDownload(url: string): void {
  window.location.assign(url);
}

/**
 * Sends a file to the organization's documents storage: an upload address from
 * createUploadUrl(ORGANIZATION_DOCUMENT), then one PUT of the bytes with the headers it came with.
 * Resolves with the storage path to register; rejects with UploadUrlRefused (the api's message) when
 * no address was given, with another Error when the bytes could not be sent.
 */
export async function uploadOrganizationDocumentFile(
  client: ApolloClient,
  organizationId: string | null,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<string> {
  const contentType = uploadContentType(file);
  const { data } = await client.mutate({
    mutation: CREATE_DOCUMENT_UPLOAD_URL_MUTATION,
    variables: { organizationId, fileName: file.name, contentType },
  });
  const target = data?.createUploadUrl;
  if (!target?.success || !target.url || !target.path) {
    throw new UploadUrlRefused(target?.message ?? 'No upload address');
  }
  onProgress(0);
  await putSignedFile(target, file, contentType, onProgress);
  return target.path;
}
