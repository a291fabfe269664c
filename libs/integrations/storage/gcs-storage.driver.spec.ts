import { type GcsBucket, type GcsFile, type GcsSignedUrlConfig, GcsStorageDriver } from './gcs-storage.driver.js';
import { organizationPath, personalPath } from './storage-paths.js';

const NOW = new Date('2030-01-01T00:00:00Z');

/**
 * In-memory stand-in for a @google-cloud/storage Bucket, behaving like the real one on 404s and on the
 * ifGenerationMatch precondition (412; 0 means "no object").
 */
class FakeBucket implements GcsBucket {
  readonly objects = new Map<string, { bytes: Buffer; contentType: string; generation: string }>();
  readonly signed: Array<{ path: string; config: GcsSignedUrlConfig }> = [];
  private generations = 1000;

  file(path: string): GcsFile {
    const notFound = () => Object.assign(new Error(`No such object: ${path}`), { code: 404 });
    return {
      save: async (data, options) => {
        const expected = options.preconditionOpts?.ifGenerationMatch;
        if (expected !== undefined && String(expected) !== (this.objects.get(path)?.generation ?? '0')) {
          throw Object.assign(new Error('At least one of the pre-conditions you specified did not hold.'), {
            code: 412,
          });
        }
        this.generations += 1;
        this.objects.set(path, {
          bytes: Buffer.from(data),
          contentType: options.metadata.contentType,
          generation: String(this.generations),
        });
      },
      download: async () => {
        const object = this.objects.get(path);
        if (!object) throw notFound();
        return [object.bytes];
      },
      getMetadata: async () => {
        const object = this.objects.get(path);
        if (!object) throw notFound();
        return [{ contentType: object.contentType, generation: object.generation }];
      },
      exists: async () => [this.objects.has(path)],
      delete: async ({ ignoreNotFound }) => {
        if (!this.objects.delete(path) && !ignoreNotFound) throw notFound();
      },
      getSignedUrl: async (config) => {
        this.signed.push({ path, config });
        return [`https://storage.googleapis.com/bucket/${path}?X-Goog-Signature=fake`];
      },
    };
  }
}

describe('GcsStorageDriver', () => {
  let bucket: FakeBucket;
  let driver: GcsStorageDriver;
  const path = personalPath('user-1', 'scan.pdf');

  beforeEach(() => {
    bucket = new FakeBucket();
    driver = new GcsStorageDriver(bucket, { now: () => NOW });
  });

  it('round-trips bytes and content type', async () => {
    expect(await driver.exists(path)).toBe(false);
    expect(await driver.getObject(path)).toBeNull();
    await driver.putObject(path, Buffer.from('%PDF-'), 'application/pdf');
    expect(await driver.exists(path)).toBe(true);
    expect(await driver.getObject(path)).toEqual({ bytes: Buffer.from('%PDF-'), contentType: 'application/pdf' });
  });

  it('deletes idempotently', async () => {
    await driver.putObject(path, Buffer.from('x'), 'text/plain');
    await driver.deleteObject(path);
    await expect(driver.deleteObject(path)).resolves.toBeUndefined();
    expect(await driver.exists(path)).toBe(false);
  });

  it('rethrows errors other than not-found', async () => {
    const failing: GcsBucket = {
      file: (name) => ({
        ...bucket.file(name),
        download: async () => {
          throw Object.assign(new Error('quota'), { code: 429 });
        },
      }),
    };
    await expect(new GcsStorageDriver(failing).getObject(path)).rejects.toThrow('quota');
  });

  it('signs v4 write URLs bound to the content type and to "no object yet" (ifGenerationMatch=0)', async () => {
    const { url, headers } = await driver.signedUploadUrl(path, {
      contentType: 'application/pdf',
      expiresInSeconds: 300,
    });
    expect(url).toContain('X-Goog-Signature');
    expect(headers).toEqual({ 'x-goog-if-generation-match': '0' });
    expect(bucket.signed).toEqual([
      {
        path,
        config: {
          version: 'v4',
          action: 'write',
          expires: NOW.getTime() + 300_000,
          contentType: 'application/pdf',
          extensionHeaders: { 'x-goog-if-generation-match': '0' },
        },
      },
    ]);
  });

  it('binds a write URL to the generation it saw, so it replaces that object once and never a later one', async () => {
    const logo = organizationPath('org-1', 'logo.png');
    await driver.putObject(logo, Buffer.from('one'), 'image/png');
    const { headers } = await driver.signedUploadUrl(logo, { contentType: 'image/png', expiresInSeconds: 60 });
    const seen = headers['x-goog-if-generation-match'];
    expect(seen).toBe(bucket.objects.get(logo)?.generation);
    expect(await driver.putObjectIfGeneration(logo, Buffer.from('two'), 'image/png', seen)).toBe(true);
    expect(await driver.putObjectIfGeneration(logo, Buffer.from('three'), 'image/png', seen)).toBe(false);
    expect(await driver.putObjectIfGeneration(logo, Buffer.from('four'), 'image/png', '0')).toBe(false);
    expect((await driver.getObject(logo))?.bytes.toString()).toBe('two');
  });

  it('signs v4 read URLs as attachments', async () => {
    await driver.signedDownloadUrl(path, { fileName: 'Report 2030.pdf', expiresInSeconds: 60 });
    expect(bucket.signed[0].config).toEqual({
      version: 'v4',
      action: 'read',
      expires: NOW.getTime() + 60_000,
      responseDisposition: `attachment; filename="Report_2030.pdf"; filename*=UTF-8''Report%202030.pdf`,
    });
  });

  it('refuses paths outside the layout before touching the bucket', async () => {
    await expect(driver.putObject('../x', Buffer.from('x'), 'text/plain')).rejects.toThrow(RangeError);
    await expect(driver.signedDownloadUrl('/abs', { fileName: 'x', expiresInSeconds: 60 })).rejects.toThrow(RangeError);
    expect(bucket.objects.size).toBe(0);
    expect(bucket.signed).toEqual([]);
  });
});
