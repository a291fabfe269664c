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
  /**
   * Writes the bytes of a signed upload only while the object is still at `ifGeneration` (the generation
   * the upload URL was signed against; NO_OBJECT_GENERATION: no object), and at most once per generation,
   * also across processes. False when the object has moved on or that generation was written already.
   */
  putObjectIfGeneration(path: string, bytes: Buffer, contentType: string, ifGeneration: string): Promise<boolean>;
  /**
   * A short-lived URL the client PUTs the bytes to once, with exactly this Content-Type and `headers`. It
   * replaces only the object as it is now (none, for every path but the fixed images): once the upload is
   * done, the same URL is refused, and an object that is there (a registered file) is never replaced by
   * a URL signed before it was written.
   */
  signedUploadUrl(path: string, options: { contentType: string; expiresInSeconds: number }): Promise<SignedUploadUrl>;
  /** A short-lived URL that downloads the object as an attachment named `fileName`. */
  signedDownloadUrl(path: string, options: { fileName: string; expiresInSeconds: number }): Promise<string>;
}

export interface SignedUploadUrl {
  url: string;
  /** Headers the client must send with the PUT besides Content-Type (covered by the signature). */
  headers: Record<string, string>;
}

/** The generation an upload is signed against when there is no object at its path. */
export const NO_OBJECT_GENERATION = '0';

/** Nest injection token for the configured StorageDriver. */
export const STORAGE_DRIVER = Symbol('STORAGE_DRIVER');
