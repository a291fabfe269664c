import { mediaTypeEssence } from './file-sniffing.js';
import type { StorageDriver } from './storage-driver.js';
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
    options: { contentType: string; resumable: boolean; metadata: { contentType: string } },
  ): Promise<void>;
  download(): Promise<[Buffer]>;
  getMetadata(): Promise<[{ contentType?: string }, ...unknown[]]>;
  exists(): Promise<[boolean]>;
  delete(options: { ignoreNotFound: boolean }): Promise<unknown>;
  getSignedUrl(config: GcsSignedUrlConfig): Promise<[string]>;
}

export type GcsSignedUrlConfig =
  | { version: 'v4'; action: 'write'; expires: number; contentType: string }
  | { version: 'v4'; action: 'read'; expires: number; responseDisposition: string };

export interface GcsStorageOptions {
  now?: () => Date;
}

/** Objects in a Google Cloud Storage bucket; clients upload and download straight from Google with v4 signed URLs. */
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

  async signedUploadUrl(path: string, options: { contentType: string; expiresInSeconds: number }): Promise<string> {
    if (!mediaTypeEssence(options.contentType)) throw new RangeError(`Invalid content type: ${options.contentType}`);
    const [url] = await this.file(path).getSignedUrl({
      version: 'v4',
      action: 'write',
      expires: this.expiry(options.expiresInSeconds),
      // Signed into the URL: Google refuses a PUT with any other Content-Type.
      contentType: options.contentType,
    });
    return url;
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

/** @google-cloud/storage reports a missing object as an ApiError with code 404. */
function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 404;
}
