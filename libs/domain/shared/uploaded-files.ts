import { badInput } from '#access';
import { parseStoragePath, type StorageDriver } from '#integrations';

/** Whether a path a caller sent is one of its own uploads: personal/{userId}/{name} in the storage layout. */
export function isOwnUpload(userId: string, path: string): boolean {
  const parsed = parseStoragePath(path);
  return parsed?.kind === 'personal' && parsed.id === userId;
}

/**
 * Storage paths a caller sends back after uploading (case attachments, decision letters, file answers to
 * forms): each must be in storage, or BAD_USER_INPUT naming `field`, before anything is written. (Whose
 * folder a path may be in is each caller's own check, made first: isOwnUpload, a link's recorded paths.)
 */
export async function requireUploaded(storage: StorageDriver, paths: readonly string[], field: string): Promise<void> {
  const found = await Promise.all([...new Set(paths)].map((path) => storage.exists(path)));
  if (found.includes(false)) throw badInput(`${field}: nothing was uploaded there`, field);
}
