import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { type AppConfig, ConfigModule, parseConfig } from '#config';
import { organizationPath, personalPath, signToken, STORAGE_DRIVER, type StorageDriver } from '#integrations';
import { FilesModule } from '../../../apps/api/src/files/files.module.js';

/** Signed upload and download over real HTTP against the local driver. */
describe('files endpoints (local driver)', () => {
  let app: INestApplication;
  let storageDir: string;
  let baseUrl: string;
  let config: AppConfig;
  let storage: StorageDriver;
  const userId = 'user-1';

  beforeAll(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'files-int-'));
    // Signed URLs embed API_PUBLIC_URL, so the port must be known before the config is built.
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    config = parseConfig({
      ...process.env,
      STORAGE_DRIVER: 'local',
      STORAGE_LOCAL_DIR: storageDir,
      API_PUBLIC_URL: baseUrl,
    });
    const moduleRef = await Test.createTestingModule({
      imports: [ConfigModule.forRoot(config), FilesModule],
    }).compile();
    // Default Nest options, so the app-wide JSON/urlencoded parsers are in place as in the api.
    app = moduleRef.createNestApplication({ logger: false });
    await app.listen(port, '127.0.0.1');
    storage = app.get<StorageDriver>(STORAGE_DRIVER);
  });

  afterAll(async () => {
    await app?.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  const uploadUrl = async (path: string, contentType: string) =>
    (await storage.signedUploadUrl(path, { contentType, expiresInSeconds: config.SIGNED_URL_TTL_SECONDS })).url;
  const downloadUrl = (path: string, fileName: string) =>
    storage.signedDownloadUrl(path, { fileName, expiresInSeconds: config.SIGNED_URL_TTL_SECONDS });
  const put = (url: string, body: Uint8Array | string, contentType: string) =>
    fetch(url, { method: 'PUT', body, headers: { 'content-type': contentType } });

  it('uploads then downloads a PDF', async () => {
    const path = personalPath(userId, 'Claim form.pdf');
    const bytes = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n');
    expect((await uploadUrl(path, 'application/pdf')).startsWith(`${baseUrl}/files/`)).toBe(true);

    const uploaded = await put(await uploadUrl(path, 'application/pdf'), bytes, 'application/pdf');
    expect(uploaded.status).toBe(201);
    expect(await uploaded.json()).toEqual({ path, size: bytes.length, overSizeFlag: false });

    const downloaded = await fetch(await downloadUrl(path, 'Claim form.pdf'));
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(await downloaded.arrayBuffer())).toEqual(bytes);
    expect(downloaded.headers.get('content-type')).toBe('application/pdf');
    expect(downloaded.headers.get('content-disposition')).toBe(
      `attachment; filename="Claim_form.pdf"; filename*=UTF-8''Claim%20form.pdf`,
    );
    expect(downloaded.headers.get('x-content-type-options')).toBe('nosniff');
    expect(downloaded.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(downloaded.headers.get('cache-control')).toBe('private, no-store');
  });

  it('accepts charset parameters that differ from the signed type', async () => {
    const path = personalPath(userId, 'notes.txt');
    const response = await put(await uploadUrl(path, 'text/plain'), 'hello', 'text/plain;charset=UTF-8');
    expect(response.status).toBe(201);
  });

  it('flags uploads over 1,000,000 bytes, not at exactly 1,000,000', async () => {
    const atLimit = personalPath(userId, 'at-limit.bin');
    const overLimit = personalPath(userId, 'over-limit.bin');
    const a = await put(
      await uploadUrl(atLimit, 'application/octet-stream'),
      Buffer.alloc(1_000_000),
      'application/octet-stream',
    );
    const b = await put(
      await uploadUrl(overLimit, 'application/octet-stream'),
      Buffer.alloc(1_000_001),
      'application/octet-stream',
    );
    expect(await a.json()).toEqual({ path: atLimit, size: 1_000_000, overSizeFlag: false });
    expect(await b.json()).toEqual({ path: overLimit, size: 1_000_001, overSizeFlag: true });
  });

  it('serves an uploaded HTML page as an octet-stream attachment', async () => {
    const path = personalPath(userId, 'evil.html');
    const html = '<!doctype html><script>alert(document.cookie)</script>';
    expect((await put(await uploadUrl(path, 'text/html'), html, 'text/html')).status).toBe(201);

    const downloaded = await fetch(await downloadUrl(path, 'evil.html'));
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers.get('content-type')).toBe('application/octet-stream');
    expect(downloaded.headers.get('content-disposition')).toBe('attachment; filename="evil.html"');
    expect(downloaded.headers.get('x-content-type-options')).toBe('nosniff');
    expect(downloaded.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(await downloaded.text()).toBe(html);
  });

  it('serves a "PNG" that is not one as octet-stream', async () => {
    const path = personalPath(userId, 'fake.png');
    await put(await uploadUrl(path, 'image/png'), 'GIF89a', 'image/png');
    const downloaded = await fetch(await downloadUrl(path, 'fake.png'));
    expect(downloaded.headers.get('content-type')).toBe('application/octet-stream');
  });

  it('refuses a Content-Type other than the signed one, storing nothing', async () => {
    const path = personalPath(userId, 'photo.png');
    const response = await put(await uploadUrl(path, 'image/png'), 'x', 'text/html');
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: 'Content-Type must be image/png for this upload link' });
    expect(await storage.exists(path)).toBe(false);
  });

  it('refuses expired tokens with 403', async () => {
    const path = personalPath(userId, 'old.pdf');
    await storage.putObject(path, Buffer.from('%PDF-'), 'application/pdf');
    const exp = Math.floor(Date.now() / 1000) - 1;
    const upload = signToken(config.SIGNING_SECRET, { op: 'upload', path, contentType: 'application/pdf', exp });
    const download = signToken(config.SIGNING_SECRET, { op: 'download', path, fileName: 'old.pdf', exp });

    const put403 = await put(`${baseUrl}/files/${upload}`, '%PDF-', 'application/pdf');
    expect(put403.status).toBe(403);
    expect(await put403.json()).toEqual({ error: 'This link is invalid or has expired' });
    const get403 = await fetch(`${baseUrl}/files/${download}`);
    expect(get403.status).toBe(403);
    expect(await get403.json()).toEqual({ error: 'This link is invalid or has expired' });
  });

  it('refuses tampered tokens with 403', async () => {
    const path = personalPath(userId, 'mine.pdf');
    await storage.putObject(path, Buffer.from('%PDF-'), 'application/pdf');
    const url = await downloadUrl(path, 'mine.pdf');
    const token = url.slice(url.lastIndexOf('/') + 1);
    const [, signature] = token.split('.');
    const otherPath = personalPath('user-2', 'theirs.pdf');
    const forgedPayload = Buffer.from(
      JSON.stringify({ op: 'download', path: otherPath, fileName: 'x.pdf', exp: Math.floor(Date.now() / 1000) + 300 }),
    ).toString('base64url');

    for (const bad of [`${forgedPayload}.${signature}`, `${token}x`, 'not-a-token', `${token.split('.')[0]}.`]) {
      const response = await fetch(`${baseUrl}/files/${bad}`);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'This link is invalid or has expired' });
    }
  });

  it('refuses a token used for the other operation', async () => {
    const path = personalPath(userId, 'swap.pdf');
    await storage.putObject(path, Buffer.from('%PDF-'), 'application/pdf');
    expect((await fetch(await uploadUrl(path, 'application/pdf'))).status).toBe(403);
    expect((await put(await downloadUrl(path, 'swap.pdf'), '%PDF-', 'application/pdf')).status).toBe(403);
  });

  it('answers 404 for a missing object', async () => {
    const response = await fetch(await downloadUrl(personalPath(userId, 'never-uploaded.pdf'), 'x.pdf'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'File not found' });
  });

  it('refuses an empty upload', async () => {
    const path = personalPath(userId, 'empty.txt');
    const response = await put(await uploadUrl(path, 'text/plain'), '', 'text/plain');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'The file is empty' });
  });

  it('refuses uploads over 25 MB with 413', async () => {
    const path = personalPath(userId, 'huge.bin');
    const response = await put(
      await uploadUrl(path, 'application/octet-stream'),
      Buffer.alloc(25 * 1024 * 1024 + 1),
      'application/octet-stream',
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'The file is larger than 25 MB' });
    expect(await storage.exists(path)).toBe(false);
  });

  it('explains that JSON bodies, consumed by the app-wide parser, must be signed as octet-stream', async () => {
    const path = personalPath(userId, 'data.json');
    const response = await put(await uploadUrl(path, 'application/json'), '{"a":1}', 'application/json');
    expect(response.status).toBe(415);
    expect(await storage.exists(path)).toBe(false);
  });

  it('takes one upload per URL: a second PUT is refused with 412 and the bytes stay', async () => {
    const path = personalPath(userId, 'once.pdf');
    const url = await uploadUrl(path, 'application/pdf');
    expect((await put(url, '%PDF-1.7 first', 'application/pdf')).status).toBe(201);
    const again = await put(url, '%PDF-1.7 replaced', 'application/pdf');
    expect(again.status).toBe(412);
    expect(await again.json()).toEqual({ error: 'This upload link was used already; ask for a new one' });
    expect((await storage.getObject(path))?.bytes.toString()).toBe('%PDF-1.7 first');
  });

  it('never lets a URL signed before a file was uploaded replace it', async () => {
    const path = personalPath(userId, 'first-come.pdf');
    const [first, second] = [await uploadUrl(path, 'application/pdf'), await uploadUrl(path, 'application/pdf')];
    expect((await put(first, '%PDF-1.7 kept', 'application/pdf')).status).toBe(201);
    expect((await put(second, '%PDF-1.7 swapped', 'application/pdf')).status).toBe(412);
    expect((await storage.getObject(path))?.bytes.toString()).toBe('%PDF-1.7 kept');
  });

  it('lets many PUTs race on one URL and keeps exactly one of them', async () => {
    const path = personalPath(userId, 'race.txt');
    const url = await uploadUrl(path, 'text/plain');
    const statuses = await Promise.all(
      Array.from({ length: 8 }, async (_, n) => (await put(url, `upload ${n}`, 'text/plain')).status),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 412)).toHaveLength(7);
  });

  it('replaces a fixed image only with a URL signed against the image as it is now', async () => {
    const path = organizationPath('org-1', 'logo.png');
    const firstUrl = await uploadUrl(path, 'image/png');
    expect((await put(firstUrl, 'first logo', 'image/png')).status).toBe(201);
    const secondUrl = await uploadUrl(path, 'image/png');
    expect((await put(firstUrl, 'stale link', 'image/png')).status).toBe(412);
    expect((await put(secondUrl, 'second logo', 'image/png')).status).toBe(201);
    expect((await put(secondUrl, 'second link again', 'image/png')).status).toBe(412);
    expect((await storage.getObject(path))?.bytes.toString()).toBe('second logo');
  });

  it('leaves no temp files in the data directory', async () => {
    const names = await readdir(join(storageDir, 'personal', userId));
    expect(names.filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
