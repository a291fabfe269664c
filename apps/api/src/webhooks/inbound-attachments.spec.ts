import type { StorageDriver } from '#integrations';
import {
  MAX_INBOUND_ATTACHMENT_BYTES,
  MAX_INBOUND_ATTACHMENTS,
  refusalOf,
  storeInboundAttachments,
} from './inbound-attachments.js';

const file = (name: string, size = 3, type = 'application/pdf') => ({ name, type, bytes: Buffer.alloc(size, 1) });

describe('inbound e-mail attachments', () => {
  it('keeps files within the count and size limits with printable names', () => {
    expect(refusalOf(file('note.pdf'), 0)).toBeNull();
    expect(refusalOf(file('note.pdf'), MAX_INBOUND_ATTACHMENTS)).toBe('over the count limit');
    expect(refusalOf(file('big.pdf', MAX_INBOUND_ATTACHMENT_BYTES + 1), 0)).toBe('over the size limit');
    expect(refusalOf(file('empty.pdf', 0), 0)).toBe('empty');
    expect(refusalOf(file('evil\u0000.pdf'), 0)).toBe('a control character in its name');
    expect(refusalOf(file('line\nbreak.pdf'), 0)).toBe('a control character in its name');
  });

  it('writes the kept files under one folder of their own and counts the others', async () => {
    const written: { path: string; contentType: string }[] = [];
    const storage = {
      putObject: async (path: string, _bytes: Buffer, contentType: string) => {
        written.push({ path, contentType });
      },
    } as unknown as StorageDriver;
    const result = await storeInboundAttachments(storage, [
      file('Doctor note.pdf', 3, 'text/html'),
      file('bad\u0007name.txt'),
      file('scan.png', 4, 'image/png'),
    ]);
    expect(result.refused).toBe(1);
    expect(result.stored.map((stored) => stored.fileName)).toEqual(['Doctor note.pdf', 'scan.png']);
    const folders = new Set(written.map((entry) => entry.path.split('/').slice(0, 2).join('/')));
    expect(folders.size).toBe(1);
    expect([...folders][0]).toMatch(/^inboundEmail\/[0-9a-f]{24}$/);
    // Active content is never stored as such; a type the bytes contradict is not trusted.
    expect(written.map((entry) => entry.contentType)).toEqual(['application/octet-stream', 'application/octet-stream']);
  });
});
