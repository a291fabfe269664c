import {
  formatFileSize,
  isOverUploadSizeFlag,
  isPng,
  mediaTypeEssence,
  mentionsAttachment,
  OCTET_STREAM,
  safeContentType,
  UPLOAD_SIZE_FLAG_BYTES,
} from './file-sniffing.js';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);
const PDF = Buffer.from('%PDF-1.7\n...');
const TEXT = Buffer.from('hello');

describe('isPng', () => {
  it('accepts the 8-byte signature', () => {
    expect(isPng(PNG)).toBe(true);
    expect(isPng(PNG.subarray(0, 8))).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isPng(PNG.subarray(0, 7))).toBe(false);
    expect(isPng(Buffer.alloc(0))).toBe(false);
    expect(isPng(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b]))).toBe(false);
    expect(isPng(Buffer.concat([Buffer.from([0]), PNG]))).toBe(false);
    expect(isPng(JPEG)).toBe(false);
  });
});

describe('upload size flag', () => {
  it('is 1,000,000 bytes', () => {
    expect(UPLOAD_SIZE_FLAG_BYTES).toBe(1_000_000);
  });

  it('flags strictly greater than the limit', () => {
    expect(isOverUploadSizeFlag(999_999)).toBe(false);
    expect(isOverUploadSizeFlag(1_000_000)).toBe(false);
    expect(isOverUploadSizeFlag(1_000_001)).toBe(true);
    expect(isOverUploadSizeFlag(0)).toBe(false);
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1_000_000, '976.56 KB'],
    [1024 ** 2 - 1, '1 MB'],
    [1024 ** 2, '1 MB'],
    [5 * 1024 ** 3, '5 GB'],
    [1024 ** 4, '1 TB'],
    [1024 ** 5, '1 PB'],
    [2048 * 1024 ** 5, '2048 PB'],
  ])('%d -> %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it('refuses negative and non-finite sizes', () => {
    expect(() => formatFileSize(-1)).toThrow(RangeError);
    expect(() => formatFileSize(Number.NaN)).toThrow(RangeError);
    expect(() => formatFileSize(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('mentionsAttachment', () => {
  it.each(['See ATTACHMENT', 'I attached it', 'the Document', 'a file', 'my profile'])('true for %j', (text) => {
    expect(mentionsAttachment(text)).toBe(true);
  });

  it.each(['', 'hello', 'attach', 'doc'])('false for %j', (text) => {
    expect(mentionsAttachment(text)).toBe(false);
  });
});

describe('mediaTypeEssence', () => {
  it('lower-cases and drops parameters', () => {
    expect(mediaTypeEssence(' Text/Plain ; charset=UTF-8')).toBe('text/plain');
  });

  it.each([undefined, null, '', 'text', 'text/', '/plain', 'text/plain/x', 'a b/c'])('null for %j', (value) => {
    expect(mediaTypeEssence(value)).toBeNull();
  });
});

describe('safeContentType', () => {
  it.each([
    'text/html',
    'TEXT/HTML; charset=utf-8',
    'application/xhtml+xml',
    'text/xml',
    'application/xml',
    'image/svg+xml',
    'application/vnd.mozilla.xul+xml',
    'application/xml-dtd',
    'text/xsl',
    'application/javascript',
    'text/javascript',
    'application/x-javascript',
    'application/ecmascript',
    'text/jscript',
    'text/x-js',
    'application/x-shockwave-flash',
    'not a type',
    '',
  ])('serves %j as octet-stream', (declared) => {
    expect(safeContentType(declared, TEXT)).toBe(OCTET_STREAM);
  });

  it('keeps safe declared types, without parameters', () => {
    expect(safeContentType('text/plain; charset=utf-8', TEXT)).toBe('text/plain');
    expect(safeContentType('text/csv', TEXT)).toBe('text/csv');
    expect(safeContentType('application/json', TEXT)).toBe('application/json');
    expect(safeContentType('application/vnd.openxmlformats-officedocument.wordprocessingml.document', TEXT)).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('checks PNG, JPEG and PDF signatures against the declared type', () => {
    expect(safeContentType('image/png', PNG)).toBe('image/png');
    expect(safeContentType('image/png', JPEG)).toBe(OCTET_STREAM);
    expect(safeContentType('image/jpeg', JPEG)).toBe('image/jpeg');
    expect(safeContentType('image/jpeg', PNG)).toBe(OCTET_STREAM);
    expect(safeContentType('application/pdf', PDF)).toBe('application/pdf');
    expect(safeContentType('application/pdf', Buffer.concat([Buffer.alloc(100, 0x20), PDF]))).toBe('application/pdf');
    expect(safeContentType('application/pdf', Buffer.from('<html><script>'))).toBe(OCTET_STREAM);
  });
});
