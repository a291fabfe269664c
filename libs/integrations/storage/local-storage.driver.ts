import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { mediaTypeEssence } from './file-sniffing.js';
import { signToken } from './signed-token.js';
import { NO_OBJECT_GENERATION, type SignedUploadUrl, type StorageDriver } from './storage-driver.js';
import { parseStoragePath } from './storage-paths.js';

export interface LocalStorageOptions {
  /** STORAGE_LOCAL_DIR; relative paths resolve against the working directory. */
  rootDir: string;
  /** API_PUBLIC_URL: signed URLs point at the api's /files/{token} endpoints. */
  publicUrl: string;
  /** SIGNING_SECRET */
  signingSecret: string;
  now?: () => Date;
}

interface ObjectMeta {
  contentType: string;
  /** Changes with every write; absent in sidecars written before generations existed. */
  generation?: string;
}

/** The generation of an object whose sidecar predates generations, or that has no sidecar. */
const UNVERSIONED = 'unversioned';

/**
 * Files in a data directory, for development, tests and single-machine installs. Each object has a
 * sidecar `.{name}.meta.json` holding its content type and generation; the leading dot keeps sidecars,
 * claims and temp files out of the path space, because no valid storage path has a name starting with a dot.
 *
 * Signed uploads work once, with any number of api processes sharing the directory: a URL is signed
 * against the object's generation at that moment (none, for the random paths every registered file has),
 * and a PUT first claims that generation with an exclusive create of `.{name}.claim-{generation}`. Only one
 * PUT wins the claim, and it writes only if the object is still at that generation, so a used URL, or any
 * URL signed before a file was uploaded and registered, never changes its bytes.
 */
export class LocalStorageDriver implements StorageDriver {
  private readonly rootDir: string;
  private readonly publicUrl: string;
  private readonly now: () => Date;

  constructor(private readonly options: LocalStorageOptions) {
    this.rootDir = resolve(options.rootDir);
    this.publicUrl = options.publicUrl.replace(/\/+$/, '');
    this.now = options.now ?? (() => new Date());
  }

  async putObject(path: string, bytes: Buffer, contentType: string): Promise<void> {
    const file = this.fileFor(path);
    await mkdir(dirname(file), { recursive: true });
    await write(file, bytes, contentType);
  }

  async putObjectIfGeneration(
    path: string,
    bytes: Buffer,
    contentType: string,
    ifGeneration: string,
  ): Promise<boolean> {
    const file = this.fileFor(path);
    await mkdir(dirname(file), { recursive: true });
    try {
      await writeFile(claimFileFor(file, ifGeneration), '', { flag: 'wx' });
    } catch (error) {
      if (isAlreadyExisting(error)) return false; // this generation was written (or is being written) already
      throw error;
    }
    if ((await this.generationOf(file)) !== ifGeneration) return false;
    await write(file, bytes, contentType);
    return true;
  }

  async getObject(path: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    const file = this.fileFor(path);
    const bytes = await readIfExists(file);
    if (bytes === null) return null;
    const meta = await readIfExists(metaFileFor(file));
    // A file copied in by hand has no sidecar: serve it as opaque bytes.
    const contentType = meta === null ? 'application/octet-stream' : parseMeta(meta, file).contentType;
    return { bytes, contentType };
  }

  async exists(path: string): Promise<boolean> {
    return isFile(this.fileFor(path));
  }

  /** Removes the object, its sidecar and its claims: the path is free again (as on GCS, generation 0 matches). */
  async deleteObject(path: string): Promise<void> {
    const file = this.fileFor(path);
    await rm(file, { force: true });
    await rm(metaFileFor(file), { force: true });
    const claimPrefix = `.${basename(file)}.claim-`;
    const siblings = await readdir(dirname(file)).catch((error: unknown) => {
      if (isNotFound(error)) return [];
      throw error;
    });
    for (const name of siblings.filter((sibling) => sibling.startsWith(claimPrefix))) {
      await rm(join(dirname(file), name), { force: true });
    }
  }

  async signedUploadUrl(
    path: string,
    options: { contentType: string; expiresInSeconds: number },
  ): Promise<SignedUploadUrl> {
    const file = this.fileFor(path);
    if (!mediaTypeEssence(options.contentType)) throw new RangeError(`Invalid content type: ${options.contentType}`);
    const url = this.urlFor({
      op: 'upload',
      path,
      contentType: options.contentType,
      ifGeneration: await this.generationOf(file),
      exp: this.expiry(options.expiresInSeconds),
    });
    return { url, headers: {} };
  }

  async signedDownloadUrl(path: string, options: { fileName: string; expiresInSeconds: number }): Promise<string> {
    this.fileFor(path);
    return this.urlFor({
      op: 'download',
      path,
      fileName: options.fileName,
      exp: this.expiry(options.expiresInSeconds),
    });
  }

  /** The object's generation, NO_OBJECT_GENERATION when there is no object. */
  private async generationOf(file: string): Promise<string> {
    if (!(await isFile(file))) return NO_OBJECT_GENERATION;
    const meta = await readIfExists(metaFileFor(file));
    return (meta === null ? undefined : parseMeta(meta, file).generation) ?? UNVERSIONED;
  }

  private urlFor(payload: Parameters<typeof signToken>[1]): string {
    return `${this.publicUrl}/files/${signToken(this.options.signingSecret, payload)}`;
  }

  private expiry(expiresInSeconds: number): number {
    if (!Number.isInteger(expiresInSeconds) || expiresInSeconds <= 0) {
      throw new RangeError(`Invalid expiresInSeconds: ${expiresInSeconds}`);
    }
    return Math.floor(this.now().getTime() / 1000) + expiresInSeconds;
  }

  /** The absolute file for a storage path; refuses anything outside the layout or the root. */
  private fileFor(path: string): string {
    if (!parseStoragePath(path)) throw new RangeError(`Invalid storage path: ${JSON.stringify(path)}`);
    const file = resolve(this.rootDir, path);
    // parseStoragePath already rules out traversal; this guards against a future change there.
    if (!file.startsWith(this.rootDir + sep)) throw new RangeError(`Storage path escapes the root: ${path}`);
    return file;
  }
}

function metaFileFor(file: string): string {
  return join(dirname(file), `.${basename(file)}.meta.json`);
}

function claimFileFor(file: string, generation: string): string {
  return join(dirname(file), `.${basename(file)}.claim-${generation}`);
}

/** Meta first, with a new generation: a reader never sees new bytes with no content type; both are atomic renames. */
async function write(file: string, bytes: Buffer, contentType: string): Promise<void> {
  const meta: ObjectMeta = { contentType, generation: randomBytes(12).toString('hex') };
  await writeAtomically(metaFileFor(file), JSON.stringify(meta));
  await writeAtomically(file, bytes);
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

/** Temp file in the same directory, then rename: readers see the old or the new content, never a half. */
async function writeAtomically(file: string, data: Buffer | string): Promise<void> {
  const temp = join(dirname(file), `.${basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temp, data, { flag: 'wx' });
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

async function readIfExists(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

function parseMeta(raw: Buffer, file: string): ObjectMeta {
  const meta: unknown = JSON.parse(raw.toString('utf8'));
  if (
    typeof meta !== 'object' ||
    meta === null ||
    typeof (meta as ObjectMeta).contentType !== 'string' ||
    !['undefined', 'string'].includes(typeof (meta as ObjectMeta).generation)
  ) {
    throw new Error(`Corrupt storage metadata for ${file}`);
  }
  return meta as ObjectMeta;
}

function isAlreadyExisting(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as NodeJS.ErrnoException).code === 'EEXIST';
}

// Duck-typed: fs errors may come from another realm (Jest's vm), where instanceof Error fails.
function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as NodeJS.ErrnoException).code === 'ENOENT';
}
