import type { TestApi } from './test-api.js';

const UPLOAD_URL = `mutation($fileName: String!) {
  createUploadUrl(target: PERSONAL, fileName: $fileName, contentType: "application/pdf") { url path headers { name value } } }`;

/**
 * Uploads bytes to the caller's own storage as the browser does (a signed URL, then a PUT with exactly the
 * headers it came with) and returns the path to register.
 */
export async function uploadAs(api: TestApi, token: string, fileName: string, body = '%PDF-1.4 test'): Promise<string> {
  type Signed = { createUploadUrl: { url: string; path: string; headers: { name: string; value: string }[] } };
  const answer = await api.graphql<Signed>(UPLOAD_URL, { fileName }, { token });
  if (!answer.data) throw new Error(`No upload URL: ${JSON.stringify(answer.errors)}`);
  const { url, path, headers } = answer.data.createUploadUrl;
  const put = await fetch(api.url + new URL(url).pathname + new URL(url).search, {
    method: 'PUT',
    headers: { 'content-type': 'application/pdf', ...Object.fromEntries(headers.map((h) => [h.name, h.value])) },
    body,
  });
  if (!put.ok) throw new Error(`The upload was refused (${put.status})`);
  return path;
}
