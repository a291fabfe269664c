import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalStorageDriver } from './local-storage.driver.js';
import { verifyToken } from './signed-token.js';
import { NO_OBJECT_GENERATION } from './storage-driver.js';
import { anonymousPath, organizationPath, personalPath } from './storage-paths.js';

const SECRET = 'test-signing-secret-0123456789-abcdefghij';
const NOW = new Date('2030-01-01T00:00:00Z');
const USER_ID = 'user-1';

describe('LocalStorageDriver', () => {
  let root: string;
  let driver: LocalStorageDriver;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'storage-spec-'));
    driver = new LocalStorageDriver({
      rootDir: root,
      publicUrl: 'http://api.test:4000/',
      signingSecret: SECRET,
      now: () => NOW,
    });
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('round-trips bytes and content type, creating folders as needed', async () => {
    const path = personalPath(USER_ID, 'scan.pdf');
    const bytes = Buffer.from('%PDF-1.7 hello');
    expect(await driver.exists(path)).toBe(false);
    expect(await driver.getObject(path)).toBeNull();

    await driver.putObject(path, bytes, 'application/pdf');

    expect(await driver.exists(path)).toBe(true);
    expect(await driver.getObject(path)).toEqual({ bytes, contentType: 'application/pdf' });
    expect(await readFile(join(root, path))).toEqual(bytes);
  });

  it('replaces an object and leaves no temp files behind', async () => {
    const path = organizationPath('org-1', 'logo.png');
    await driver.putObject(path, Buffer.from('one'), 'image/png');
    await driver.putObject(path, Buffer.from('two'), 'image/jpeg');
    expect(await driver.getObject(path)).toEqual({ bytes: Buffer.from('two'), contentType: 'image/jpeg' });
    expect((await readdir(join(root, 'organizations/org-1'))).sort()).toEqual(['.logo.png.meta.json', 'logo.png']);
  });

  it('deletes object and sidecar; deleting again is fine', async () => {
    const path = anonymousPath('a.txt');
    await driver.putObject(path, Buffer.from('x'), 'text/plain');
    await driver.deleteObject(path);
    expect(await driver.exists(path)).toBe(false);
    expect(await readdir(join(root, 'anonymous'))).toEqual([]);
    await expect(driver.deleteObject(path)).resolves.toBeUndefined();
  });

  it('serves a file without a sidecar as octet-stream', async () => {
    const path = anonymousPath('manual.bin');
    await driver.putObject(path, Buffer.from('x'), 'text/plain');
    await rm(join(root, 'anonymous', `.${path.split('/')[1]}.meta.json`));
    expect(await driver.getObject(path)).toEqual({ bytes: Buffer.from('x'), contentType: 'application/octet-stream' });
  });

  it('does not swallow a corrupt sidecar', async () => {
    const path = anonymousPath('a.txt');
    await driver.putObject(path, Buffer.from('x'), 'text/plain');
    await writeFile(join(root, 'anonymous', `.${path.split('/')[1]}.meta.json`), '{');
    await expect(driver.getObject(path)).rejects.toThrow();
  });

  it.each(['../escape.txt', '/etc/passwd', `personal/${USER_ID}/../../x`, 'anonymous/.x.meta.json', 'other/a'])(
    'refuses the path %j in every operation',
    async (path) => {
      await expect(driver.putObject(path, Buffer.from('x'), 'text/plain')).rejects.toThrow(RangeError);
      await expect(driver.getObject(path)).rejects.toThrow(RangeError);
      await expect(driver.exists(path)).rejects.toThrow(RangeError);
      await expect(driver.deleteObject(path)).rejects.toThrow(RangeError);
      await expect(driver.signedUploadUrl(path, { contentType: 'text/plain', expiresInSeconds: 60 })).rejects.toThrow(
        RangeError,
      );
      await expect(driver.signedDownloadUrl(path, { fileName: 'x', expiresInSeconds: 60 })).rejects.toThrow(RangeError);
    },
  );

  it('signs upload URLs at {API_PUBLIC_URL}/files/{token}', async () => {
    const path = personalPath(USER_ID, 'a.pdf');
    const { url, headers } = await driver.signedUploadUrl(path, {
      contentType: 'application/pdf',
      expiresInSeconds: 300,
    });
    expect(headers).toEqual({});
    const match = /^http:\/\/api\.test:4000\/files\/([^/]+)$/.exec(url);
    expect(match).not.toBeNull();
    expect(verifyToken(SECRET, match![1], NOW)).toEqual({
      op: 'upload',
      path,
      contentType: 'application/pdf',
      ifGeneration: NO_OBJECT_GENERATION,
      exp: NOW.getTime() / 1000 + 300,
    });
  });

  const signedGeneration = async (path: string) => {
    const { url } = await driver.signedUploadUrl(path, { contentType: 'image/png', expiresInSeconds: 60 });
    return verifyToken(SECRET, url.slice(url.lastIndexOf('/') + 1), NOW)!.ifGeneration!;
  };

  it('writes a signed upload once per generation, also from another process on the same directory', async () => {
    const path = personalPath(USER_ID, 'once.pdf');
    const replica = new LocalStorageDriver({ rootDir: root, publicUrl: 'http://other.test', signingSecret: SECRET });
    const attempts = await Promise.all(
      [driver, replica, driver, replica].map((writer, n) =>
        writer.putObjectIfGeneration(path, Buffer.from(`copy ${n}`), 'application/pdf', NO_OBJECT_GENERATION),
      ),
    );
    expect(attempts.filter(Boolean)).toHaveLength(1);
    const kept = (await driver.getObject(path))!.bytes.toString();
    expect(await replica.putObjectIfGeneration(path, Buffer.from('late'), 'application/pdf', '0')).toBe(false);
    expect((await driver.getObject(path))!.bytes.toString()).toBe(kept);
  });

  it('signs against the current generation, so a fixed image is replaced once per URL', async () => {
    const path = organizationPath('org-1', 'logo.png');
    expect(await signedGeneration(path)).toBe(NO_OBJECT_GENERATION);
    await driver.putObject(path, Buffer.from('one'), 'image/png');
    const current = await signedGeneration(path);
    expect(current).not.toBe(NO_OBJECT_GENERATION);
    expect(await driver.putObjectIfGeneration(path, Buffer.from('x'), 'image/png', NO_OBJECT_GENERATION)).toBe(false);
    expect(await driver.putObjectIfGeneration(path, Buffer.from('two'), 'image/png', current)).toBe(true);
    expect(await driver.putObjectIfGeneration(path, Buffer.from('three'), 'image/png', current)).toBe(false);
    expect((await driver.getObject(path))!.bytes.toString()).toBe('two');
    expect(await signedGeneration(path)).not.toBe(current);
  });

  it('frees a deleted path, claims included', async () => {
    const path = personalPath(USER_ID, 'gone.pdf');
    expect(await driver.putObjectIfGeneration(path, Buffer.from('a'), 'application/pdf', '0')).toBe(true);
    await driver.deleteObject(path);
    expect(await readdir(join(root, 'personal', USER_ID))).toEqual([]);
    expect(await driver.putObjectIfGeneration(path, Buffer.from('b'), 'application/pdf', '0')).toBe(true);
  });

  it('signs download URLs with the file name', async () => {
    const path = personalPath(USER_ID, 'a.pdf');
    const url = await driver.signedDownloadUrl(path, { fileName: 'Report.pdf', expiresInSeconds: 60 });
    const token = url.slice(url.lastIndexOf('/') + 1);
    expect(verifyToken(SECRET, token, NOW)).toMatchObject({ op: 'download', path, fileName: 'Report.pdf' });
    expect(verifyToken(SECRET, token, new Date(NOW.getTime() + 60_000))).toBeNull();
  });

  it('refuses a bad content type or lifetime', async () => {
    const path = anonymousPath('a.pdf');
    await expect(driver.signedUploadUrl(path, { contentType: 'pdf', expiresInSeconds: 60 })).rejects.toThrow(
      RangeError,
    );
    await expect(driver.signedUploadUrl(path, { contentType: 'application/pdf', expiresInSeconds: 0 })).rejects.toThrow(
      RangeError,
    );
  });
});
