import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import { signedUploadHeaders } from '../../shared/signed-upload';
import { PublicGraphqlError, publicGraphql } from '../auth/public-graphql';

interface CreateAnonymousUploadUrlData {
  createAnonymousUploadUrl: {
    success: boolean;
    message: string | null;
    url: string;
    path: string;
    headers: { name: string; value: string }[];
    expiresAt: string;
  };
}

interface CreateAnonymousUploadUrlVariables {
  tokenId: string;
  fileName: string;
  contentType: string;
}

/**
 * A signed address to upload one file for the link (public; NOT_FOUND for a link that cannot be used,
 * BAD_USER_INPUT once the link has uploaded its maximum number of files). The link remembers the path.
 */
export const CREATE_ANONYMOUS_UPLOAD_URL_MUTATION = parse(`
  mutation CreateAnonymousUploadUrl($tokenId: ID!, $fileName: String!, $contentType: String!) {
    createAnonymousUploadUrl(tokenId: $tokenId, fileName: $fileName, contentType: $contentType) {
      success
      message
      url
      path
      headers {
        name
        value
      }
      expiresAt
    }
  }
`) as TypedDocumentNode<CreateAnonymousUploadUrlData, CreateAnonymousUploadUrlVariables>;

/** Files larger than this many bytes are flagged (spec 000 §5); the upload still goes ahead. */
export const LARGE_FILE_BYTES = 1_000_000;

export const LARGE_FILE_MESSAGE =
  'This file is larger than 1,000,000 bytes. It is still uploaded and sent with your answer.';

/** Strictly greater than: a file of exactly 1,000,000 bytes is not flagged. */
export function isLargeFile(size: number): boolean {
  return size > LARGE_FILE_BYTES;
}

const FILE_SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

const roundTo = (value: number, unit: number) => (unit === 0 ? Math.round(value) : Math.round(value * 100) / 100);

/** B, KB, MB, GB, TB, PB in steps of 1024, up to two decimals: 1536 → "1.5 KB", 1,000,000 → "976.56 KB". */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let unit = 0;
  let value = bytes;
  while (unit < FILE_SIZE_UNITS.length - 1 && roundTo(value, unit) >= 1024) {
    value /= 1024;
    unit += 1;
  }
  return `${roundTo(value, unit)} ${FILE_SIZE_UNITS[unit]}`;
}

/** An upload that did not succeed, with a sentence to show the visitor. */
export class UploadError extends Error {
  override readonly name = 'UploadError';
}

/** "fileName: at most 20 files …" → "At most 20 files ….": the api's message as a sentence. */
function sentenceOf(message: string, field: string | undefined): string {
  let text = message.trim();
  if (field && text.startsWith(`${field}:`)) text = text.slice(field.length + 1).trim();
  if (!text) return '';
  text = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

const CONNECTION_MESSAGE = 'Check your connection and try again.';

/**
 * Uploads one file through the link: asks for a signed address, then PUTs the bytes with the same
 * Content-Type and exactly the headers the address came with (signedUploadHeaders). Resolves with the storage path to send as the answer; rejects with an UploadError
 * (an abort through `signal` rejects with the abort's own error).
 */
export async function uploadAnonymousFile(
  tokenId: string,
  file: File,
  options: { signal?: AbortSignal } = {},
): Promise<{ path: string }> {
  const contentType = file.type || 'application/octet-stream';
  let target: CreateAnonymousUploadUrlData['createAnonymousUploadUrl'];
  try {
    const data = await publicGraphql(
      CREATE_ANONYMOUS_UPLOAD_URL_MUTATION,
      { tokenId, fileName: file.name, contentType },
      { signal: options.signal },
    );
    target = data.createAnonymousUploadUrl;
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (PublicGraphqlError.is(error)) {
      throw new UploadError(sentenceOf(error.message, error.field) || 'The upload was refused. Try again.');
    }
    throw new UploadError(CONNECTION_MESSAGE);
  }
  if (!target.success || !target.url || !target.path) {
    throw new UploadError(sentenceOf(target.message ?? '', undefined) || 'The upload was refused. Try again.');
  }

  let response: Response;
  try {
    response = await fetch(target.url, {
      method: 'PUT',
      headers: signedUploadHeaders(target, contentType),
      body: file,
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new UploadError(CONNECTION_MESSAGE);
  }
  if (!response.ok) {
    throw new UploadError(`The file could not be stored (error ${response.status}). Try again.`);
  }
  return { path: target.path };
}
