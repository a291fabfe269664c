import { deflateSync } from 'node:zlib';
import { organizationPath, type StorageDriver } from '#integrations';
import { DEMO_ORGANIZATIONS } from './demo-data.js';

/** Width and height of the demo logo: a wordmark-sized strip. */
const LOGO_SIZE = { width: 120, height: 40 } as const;
/** Acme's demo colours: a teal band under a blue block, on white. */
const BLUE = [0x1f, 0x5f, 0x99] as const;
const TEAL = [0x2e, 0x9e, 0x8a] as const;
const WHITE = [0xff, 0xff, 0xff] as const;

/** The demo organization's logo, drawn here so the seed needs no binary file. */
export const DEMO_LOGO_PATH = organizationPath(DEMO_ORGANIZATIONS.acme.id, 'logo.png');

/** A small RGB PNG of the demo logo: a blue square, then three teal bars of falling height. */
export function demoLogoPng(): Buffer {
  const { width, height } = LOGO_SIZE;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0 (none), then RGB
    for (let x = 0; x < width; x += 1) {
      row.set(pixel(x, y, height), 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, default compression, filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function pixel(x: number, y: number, height: number): readonly number[] {
  if (x >= 4 && x < 36 && y >= 4 && y < 36) return BLUE;
  for (const [index, left] of [44, 68, 92].entries()) {
    const top = 8 + index * 8;
    if (x >= left && x < left + 20 && y >= top && y < height - 4) return TEAL;
  }
  return WHITE;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Stores the demo organization's logo where it has none (an uploaded one is kept). */
export async function seedDemoBrandImages(storage: StorageDriver): Promise<void> {
  if (!(await storage.exists(DEMO_LOGO_PATH))) await storage.putObject(DEMO_LOGO_PATH, demoLogoPng(), 'image/png');
}
