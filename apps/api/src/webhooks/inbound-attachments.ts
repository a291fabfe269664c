import { randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { hasControlCharacter } from '#access';
import { inboundEmailPath, safeContentType, type StorageDriver } from '#integrations';
import type { InboundFile } from './sendgrid-inbound.js';

/** At most this many files of one e-mail become case attachments; the rest are counted as refused. */
export const MAX_INBOUND_ATTACHMENTS = 10;
/** A larger file is not kept (the whole post is capped by INBOUND_EMAIL_LIMIT_BYTES as well). */
export const MAX_INBOUND_ATTACHMENT_BYTES = 10 * 1024 * 1024;
const MAX_NAME_LENGTH = 255;

/** What the worker needs to register a stored file on the case. */
export interface StoredInboundAttachment {
  path: string;
  fileName: string;
  contentType: string;
  size: number;
}

export interface InboundAttachments {
  stored: StoredInboundAttachment[];
  /** Files not kept: over the count or size limit, empty, or named with a control character. */
  refused: number;
}

const logger = new Logger('Webhooks');

/** Why a file is not kept, or null when it is. */
export function refusalOf(file: InboundFile, index: number): string | null {
  if (index >= MAX_INBOUND_ATTACHMENTS) return 'over the count limit';
  if (file.bytes.length === 0) return 'empty';
  if (file.bytes.length > MAX_INBOUND_ATTACHMENT_BYTES) return 'over the size limit';
  if (hasControlCharacter(file.name, 'name')) return 'a control character in its name';
  return null;
}

/**
 * Writes the files the worker will register, under a folder of their own for this e-mail, before the event
 * is stored: the worker reads them from storage, so the webhook answers without registering anything.
 */
export async function storeInboundAttachments(
  storage: StorageDriver,
  files: readonly InboundFile[],
): Promise<InboundAttachments> {
  const emailKey = randomBytes(12).toString('hex');
  const stored: StoredInboundAttachment[] = [];
  let refused = 0;
  for (const [index, file] of files.entries()) {
    const refusal = refusalOf(file, index);
    if (refusal) {
      refused += 1;
      logger.warn(`Inbound e-mail attachment ${index + 1} not kept: ${refusal}`);
      continue;
    }
    const fileName = file.name.trim().slice(0, MAX_NAME_LENGTH) || 'attachment';
    const path = inboundEmailPath(emailKey, fileName);
    const contentType = safeContentType(file.type, file.bytes);
    await storage.putObject(path, file.bytes, contentType);
    stored.push({ path, fileName, contentType, size: file.bytes.length });
  }
  return { stored, refused };
}

/** Removes the files of a post that turned out to be a replay (the first post's files are the ones kept). */
export async function removeInboundAttachments(
  storage: StorageDriver,
  stored: readonly StoredInboundAttachment[],
): Promise<void> {
  for (const file of stored)
    await storage.deleteObject(file.path).catch((error: unknown) => {
      logger.warn(`A replayed inbound e-mail's file was left in storage: ${String(error)}`);
    });
}
