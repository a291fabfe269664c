import { inflateSync } from 'node:zlib';
import { isPng, UPLOAD_SIZE_FLAG_BYTES } from '#integrations';
import { DEMO_ORGANIZATIONS } from './demo-data.js';
import { DEMO_LOGO_PATH, demoLogoPng, seedDemoBrandImages } from './demo-brand-images.js';

describe('demo brand images', () => {
  it('is a well-formed PNG of 120 by 40 pixels, within the logo size limit', () => {
    const png = demoLogoPng();
    expect(isPng(png)).toBe(true);
    expect(png.length).toBeLessThan(UPLOAD_SIZE_FLAG_BYTES);
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([120, 40]);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('latin1')).toBe('IDAT');
    // One filter byte and 120 RGB pixels per row.
    expect(inflateSync(png.subarray(41, 41 + idatLength)).length).toBe(40 * (1 + 120 * 3));
    expect(png.subarray(-8, -4).toString('latin1')).toBe('IEND');
  });

  it("stores Acme's logo at its fixed path, and keeps one that was uploaded", async () => {
    expect(DEMO_LOGO_PATH).toBe(`organizations/${DEMO_ORGANIZATIONS.acme.id}/logo.png`);
    const stored = new Map<string, Buffer>();
    const storage = {
      exists: async (path: string) => stored.has(path),
      putObject: async (path: string, bytes: Buffer) => void stored.set(path, bytes),
    };
    await seedDemoBrandImages(storage as never);
    expect(stored.get(DEMO_LOGO_PATH)).toEqual(demoLogoPng());
    stored.set(DEMO_LOGO_PATH, Buffer.from('uploaded'));
    await seedDemoBrandImages(storage as never);
    expect(stored.get(DEMO_LOGO_PATH)?.toString()).toBe('uploaded');
  });
});
