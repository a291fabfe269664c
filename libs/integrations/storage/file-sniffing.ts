/** Content rules from spec 001 §5 and §9, plus what we serve uploads as. */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff] as const;
const PDF_MARKER = Buffer.from('%PDF-', 'latin1');
/** Readers accept leading junk before %PDF- within the first 1024 bytes, so we do too. */
const PDF_MARKER_WINDOW = 1024;

export const OCTET_STREAM = 'application/octet-stream';

/** "A first selected upload file larger than 1,000,000 bytes is flagged as over the limit." */
export const UPLOAD_SIZE_FLAG_BYTES = 1_000_000;

const FILE_SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/** "A file counts as PNG only if its first 8 bytes match the PNG signature." */
export function isPng(bytes: Uint8Array): boolean {
  return startsWith(bytes, PNG_SIGNATURE);
}

export function isJpeg(bytes: Uint8Array): boolean {
  return startsWith(bytes, JPEG_SIGNATURE);
}

export function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, PDF_MARKER_WINDOW)).includes(PDF_MARKER);
}

/** Strictly greater than: exactly 1,000,000 bytes is not flagged. */
export function isOverUploadSizeFlag(size: number): boolean {
  return size > UPLOAD_SIZE_FLAG_BYTES;
}

/** B, KB, MB, GB, TB, PB in steps of 1024, up to two decimals: 1536 -> "1.5 KB". */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`Invalid file size: ${bytes}`);
  let unit = 0;
  let value = bytes;
  while (unit < FILE_SIZE_UNITS.length - 1 && roundTo(value, unit) >= 1024) {
    value /= 1024;
    unit += 1;
  }
  return `${roundTo(value, unit)} ${FILE_SIZE_UNITS[unit]}`;
}

/** "Contains, case-insensitively, attachment, attached, document or file" (substring match, as specified). */
export function mentionsAttachment(text: string): boolean {
  return /attachment|attached|document|file/i.test(text);
}

/**
 * The Content-Type we serve an upload with. Types a browser could execute or render as a page
 * (HTML, XML, SVG, JavaScript, ...) and declared types the bytes contradict become
 * application/octet-stream; parameters are dropped.
 */
export function safeContentType(declared: string | null | undefined, bytes: Uint8Array): string {
  const essence = mediaTypeEssence(declared);
  if (!essence || isActiveContentType(essence)) return OCTET_STREAM;
  const matches = SIGNATURE_CHECKS[essence];
  if (matches && !matches(bytes)) return OCTET_STREAM;
  return essence;
}

/** `type/subtype` in lower case without parameters, or null when the value is not a media type. */
export function mediaTypeEssence(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const essence = value.split(';', 1)[0].trim().toLowerCase();
  return /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/.test(essence) ? essence : null;
}

/**
 * Markup and script types, matched on whole tokens so Office types such as
 * application/vnd.openxmlformats-officedocument.* (which contain "xml") stay allowed.
 */
function isActiveContentType(essence: string): boolean {
  return (
    /(^|[/+.-])(x?html?|xml|svg|xslt?|xsl-fo)($|[+.-])/.test(essence) ||
    /(java|ecma|j|live)script/.test(essence) ||
    /\/(x-)?js$/.test(essence) ||
    /shockwave-flash/.test(essence)
  );
}

const SIGNATURE_CHECKS: Record<string, ((bytes: Uint8Array) => boolean) | undefined> = {
  'image/png': isPng,
  'image/x-png': isPng,
  'image/jpeg': isJpeg,
  'image/jpg': isJpeg,
  'image/pjpeg': isJpeg,
  'application/pdf': isPdf,
  'application/x-pdf': isPdf,
};

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

function roundTo(value: number, unit: number): number {
  return unit === 0 ? Math.round(value) : Math.round(value * 100) / 100;
}
