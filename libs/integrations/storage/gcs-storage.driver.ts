import { mediaTypeEssence } from './file-sniffing.js';
import { NO_OBJECT_GENERATION, type SignedUploadUrl, type StorageDriver } from './storage-driver.js';
import { attachmentContentDisposition, parseStoragePath } from './storage-paths.js';

/**
 * The part of @google-cloud/storage's Bucket (what firebase-admin's getStorage(app).bucket(name)
 * returns) this driver uses. Narrow on purpose: unit tests pass a fake, since the Firebase Storage
 * emulator does not run here.
 */
export interface GcsBucket {
  file(path: string): GcsFile;
}

export interface GcsFile {
  save(
    data: Buffer,
    options: {
      contentType: string;
      resumable: boolean;
      metadata: { contentType: string };
      preconditionOpts?: { ifGenerationMatch: number | string };
    },
  ): Promise<void>;
  download(): Promise<[Buffer]>;
  getMetadata(): Promise<[{ contentType?: string; generation?: string | number }, ...unknown[]]>;
  exists(): Promise<[boolean]>;
  delete(options: { ignoreNotFound: boolean }): Promise<unknown>;
  getSignedUrl(config: GcsSignedUrlConfig): Promise<[string]>;
}

export type GcsSignedUrlConfig =
  | {
      version: 'v4';
      action: 'write';
      expires: number;
      contentType: string;
      extensionHeaders: Record<string, string>;
    }
  | { version: 'v4'; action: 'read'; expires: number; responseDisposition: string };

export interface GcsStorageOptions {
  now?: () => Date;
}

/** Google's precondition header: the request succeeds only while the object has this generation (0: none). */
const IF_GENERATION_MATCH = 'x-goog-if-generation-match';

/**
 * Objects in a Google Cloud Storage bucket; clients upload and download straight from Google with v4 signed URLs.
 *
 * What holds for uploads: each write URL carries the precondition `x-goog-if-generation-match` = the object's
 * generation when the URL was signed (0: no object, which is every random path a registered file has). The
 * header is part of the signature, so a client must send it as given, and Google checks it on the PUT
 * itself, whichever api replica signed the URL: the first upload succeeds, and every later PUT with the
 * same URL is refused (412), because the object then has another generation. A file that is there,
 * registered or not, is never replaced by a URL signed before it was written. Fixed images (logo.png, …)
 * are replaced by a URL signed against their current generation, once. If an object is deleted, a URL
 * signed for its path while it was absent matches generation 0 again until it expires (minutes).
 */
export class GcsStorageDriver implements StorageDriver {
  private readonly now: () => Date;

  constructor(
    private readonly bucket: GcsBucket,
    options: GcsStorageOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  async putObject(path: string, bytes: Buffer, contentType: string): Promise<void> {
    // Small files: one request, no resumable session to clean up.
    await this.file(path).save(bytes, { contentType, resumable: false, metadata: { contentType } });
  }

  async getObject(path: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    const file = this.file(path);
    try {
      const [[bytes], [metadata]] = await Promise.all([file.download(), file.getMetadata()]);
      return { bytes, contentType: metadata.contentType ?? 'application/octet-stream' };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async exists(path: string): Promise<boolean> {
    const [found] = await this.file(path).exists();
    return found;
  }

  async deleteObject(path: string): Promise<void> {
    await this.file(path).delete({ ignoreNotFound: true });
  }

  async putObjectIfGeneration(
    path: string,
    bytes: Buffer,
    contentType: string,
    ifGeneration: string,
  ): Promise<boolean> {
    try {
      await this.file(path).save(bytes, {
        contentType,
        resumable: false,
        metadata: { contentType },
        preconditionOpts: { ifGenerationMatch: ifGeneration },
      });
      return true;
    } catch (error) {
      if (isPreconditionFailed(error)) return false;
      throw error;
    }
  }

  async signedUploadUrl(
    path: string,
    options: { contentType: string; expiresInSeconds: number },
  ): Promise<SignedUploadUrl> {
    if (!mediaTypeEssence(options.contentType)) throw new RangeError(`Invalid content type: ${options.contentType}`);
    const file = this.file(path);
    const expires = this.expiry(options.expiresInSeconds);
    const headers = { [IF_GENERATION_MATCH]: await this.generationOf(file) };
    const [url] = await file.getSignedUrl({
      version: 'v4',
      action: 'write',
      expires,
      // Signed into the URL: Google refuses a PUT with any other Content-Type or without the precondition.
      contentType: options.contentType,
      extensionHeaders: headers,
    });
    return { url, headers };
  }

  async signedDownloadUrl(path: string, options: { fileName: string; expiresInSeconds: number }): Promise<string> {
    const [url] = await this.file(path).getSignedUrl({
      version: 'v4',
      action: 'read',
      expires: this.expiry(options.expiresInSeconds),
      // Always a download, never rendered inline, whatever the uploader claimed the type was.
      responseDisposition: attachmentContentDisposition(options.fileName),
    });
    return url;
  }

  private async generationOf(file: GcsFile): Promise<string> {
    try {
      const [metadata] = await file.getMetadata();
      if (metadata.generation === undefined) throw new Error('Google Cloud Storage gave no object generation');
      return String(metadata.generation);
    } catch (error) {
      if (isNotFound(error)) return NO_OBJECT_GENERATION;
      throw error;
    }
  }

  private file(path: string): GcsFile {
    if (!parseStoragePath(path)) throw new RangeError(`Invalid storage path: ${JSON.stringify(path)}`);
    return this.bucket.file(path);
  }

  private expiry(expiresInSeconds: number): number {
    if (!Number.isInteger(expiresInSeconds) || expiresInSeconds <= 0) {
      throw new RangeError(`Invalid expiresInSeconds: ${expiresInSeconds}`);
    }
    return this.now().getTime() + expiresInSeconds * 1000;
  }
}

/** A failed ifGenerationMatch comes back as an ApiError with code 412. */
function isPreconditionFailed(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 412;
}

/** @google-cloud/storage reports a missing object as an ApiError with code 404. */
function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 404;
}
