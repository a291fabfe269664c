/**
 * Where uploaded files live. Two drivers implement it: `local` (a data directory, the default) and
 * `gcs` (Firebase/Google Cloud Storage). Paths are the spec's layout, built by storage-paths.ts.
 */
export interface StorageDriver {
  /** Writes (or replaces) the object at `path`. */
  putObject(path: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object's bytes and stored content type, or null when there is no object at `path`. */
  getObject(path: string): Promise<{ bytes: Buffer; contentType: string } | null>;
  exists(path: string): Promise<boolean>;
  /** Removes the object; removing a missing object is not an error (retries stay safe). */
  deleteObject(path: string): Promise<void>;
  /** A short-lived URL the client PUTs the bytes to, with exactly this Content-Type. */
  signedUploadUrl(path: string, options: { contentType: string; expiresInSeconds: number }): Promise<string>;
  /** A short-lived URL that downloads the object as an attachment named `fileName`. */
  signedDownloadUrl(path: string, options: { fileName: string; expiresInSeconds: number }): Promise<string>;
}

/** Nest injection token for the configured StorageDriver. */
export const STORAGE_DRIVER = Symbol('STORAGE_DRIVER');
